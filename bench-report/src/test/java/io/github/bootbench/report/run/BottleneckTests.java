package io.github.bootbench.report.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

class BottleneckTests {

	@Test
	void aSaturatedServerIsServerBoundWhateverTheTool() {
		assertThat(Bottleneck.of(95.0, 97.0)).isEqualTo(Bottleneck.SERVER_BOUND);
		assertThat(Bottleneck.of(90.0, 10.0)).isEqualTo(Bottleneck.SERVER_BOUND);
	}

	@Test
	void aSaturatedToolWithAnUnsaturatedServerIsToolBound() {
		assertThat(Bottleneck.of(60.0, 99.0)).isEqualTo(Bottleneck.TOOL_BOUND);
		assertThat(Bottleneck.of(89.9, 90.0)).isEqualTo(Bottleneck.TOOL_BOUND);
	}

	@Test
	void neitherSaturatedIsNeither() {
		assertThat(Bottleneck.of(70.0, 40.0)).isEqualTo(Bottleneck.NEITHER);
	}

	@Test
	void missingSamplesAreUnknownRatherThanNeither() {
		assertThat(Bottleneck.of(70.0, null)).isEqualTo(Bottleneck.UNKNOWN);
		assertThat(Bottleneck.of(null, null)).isEqualTo(Bottleneck.UNKNOWN);
	}

	@Test
	void samplesAreAveragedAndSharedOverTheCpusEachProcessWasPinnedTo(@TempDir Path dir) throws IOException {
		Path csv = dir.resolve("wrk-c10-r1.samples.csv");
		Files.writeString(csv, """
				epoch_ms,server_cpu_pct,server_rss_kb,server_threads,tool_cpu_pct
				1000,190.0,300000,40,60.0
				2000,186.0,310000,44,
				3000,188.0,305000,42,80.0
				""");
		Samples samples = Samples.read(csv);
		assertThat(samples.averageServerCpu()).isEqualTo(188.0);
		assertThat(samples.averageToolCpu()).isEqualTo(70.0);
		assertThat(samples.peakRssKb()).isEqualTo(310000.0);
		assertThat(samples.peakThreads()).isEqualTo(44.0);
		// 188 % of one CPU on two server CPUs is 94 % of them.
		assertThat(samples.bottleneck(2, 1)).isEqualTo(Bottleneck.SERVER_BOUND);
		assertThat(samples.bottleneck(4, 1)).isEqualTo(Bottleneck.NEITHER);
	}

}
