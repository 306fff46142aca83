package io.github.bootbench.report.core;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import io.github.bootbench.report.input.ActuatorReadings;
import io.github.bootbench.report.input.Measurement;
import io.github.bootbench.report.input.Samples;
import io.github.bootbench.report.input.WindowCommand;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class BottleneckTests {

	@Test
	void aSaturatedServerWithTheToolBelowItsCeilingIsServerBound() {
		assertThat(Bottleneck.of(90.0, 10.0)).isEqualTo(Bottleneck.SERVER_BOUND);
		assertThat(Bottleneck.of(100.0, 89.9).toolSaturated()).isFalse();
	}

	@Test
	void bothSaturatedIsBothAndCannotRankContainers() {
		assertThat(Bottleneck.of(95.0, 97.0)).isEqualTo(Bottleneck.BOTH);
		assertThat(Bottleneck.BOTH.toolSaturated()).isTrue();
		assertThat(Bottleneck.TOOL_BOUND.toolSaturated()).isTrue();
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
	void theDatabaseBesideTheLoadToolCountsTowardsTheLoadCpusBeingSaturated() {
		// A tool at 60 % and a database at 40 % of the one load CPU: it is busy.
		assertThat(Bottleneck.loadCpuBusyPercent(60.0, 40.0)).isEqualTo(100.0);
		assertThat(Bottleneck.of(50.0, 60.0, 40.0)).isEqualTo(Bottleneck.TOOL_BOUND);
		assertThat(Bottleneck.of(95.0, 60.0, 40.0)).isEqualTo(Bottleneck.BOTH);
		assertThat(Bottleneck.of(50.0, 60.0, null)).as("without a database, as before").isEqualTo(Bottleneck.NEITHER);
		assertThat(Bottleneck.of(50.0, 60.0, null)).isEqualTo(Bottleneck.of(50.0, 60.0));
		assertThat(Bottleneck.of(50.0, null, 40.0)).as("the tool unread").isEqualTo(Bottleneck.UNKNOWN);
	}

	@Test
	void aWindowWhoseToolAndDatabaseFillTheLoadCpuIsLoadCpuBound(@TempDir Path dir) throws IOException {
		Path csv = dir.resolve("wrk-c100-r1-b1.samples.csv");
		Files.writeString(csv,
				"""
						epoch_ms,server_cpu_pct,server_rss_kb,server_threads,tool_cpu_pct,steal_pct,loopback_bytes,database_cpu_pct
						1000,50.0,300000,40,60.0,0.0,1000,40.0
						2000,50.0,300000,40,60.0,0.0,1000,40.0
						""");
		Samples samples = Samples.read(csv);
		assertThat(bottleneck(samples, 1, 1)).as("the tool alone").isEqualTo(Bottleneck.NEITHER);
		Measurement window = new Measurement(new WindowKey("tomcat", "db", Tool.WRK, 100, 1, 1, 1),
				"raw/tomcat/db/wrk-c100-r1-b1.txt", null, null, WindowCommand.NONE, samples, ActuatorReadings.NONE,
				new Measurement.Setting(1, 1, 2));
		assertThat(window.usage().databaseCpuAvgPercent()).isEqualTo(40.0);
		assertThat(window.usage().loadCpuBusyPercent()).isEqualTo(100.0);
		assertThat(window.usage().bottleneck()).isEqualTo(Bottleneck.TOOL_BOUND.label());
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
		assertThat(bottleneck(samples, 2, 1)).isEqualTo(Bottleneck.SERVER_BOUND);
		assertThat(bottleneck(samples, 4, 1)).isEqualTo(Bottleneck.NEITHER);
	}

	@Test
	void theRowTakenAfterTheToolExitedIsLeftOutOfTheServersCpu(@TempDir Path dir) throws IOException {
		// Recorded in
		// results/2026-11-21T06-54-57Z/raw/tomcat/async/ab-c100-r1.samples.csv
		// (a run since replaced, in git history). ab ran 5 s; the sampler's last row (no
		// tool reading) covers the idle time after it.
		Path csv = dir.resolve("ab-c100-r1.samples.csv");
		Files.writeString(csv, """
				epoch_ms,server_cpu_pct,server_rss_kb,server_threads,tool_cpu_pct
				1795244368650,97.8,383964,228,18.9
				1795244369656,98.4,389024,228,18.8
				1795244370659,99.6,389040,228,19.9
				1795244371662,98.7,389040,228,20.9
				1795244372665,98.6,389056,228,19.9
				1795244373668,0.9,389056,228,
				""");
		Samples samples = Samples.read(csv);
		assertThat(samples.averageServerCpu()).isCloseTo(98.62, within(1e-9));
		assertThat(samples.peakServerCpu()).isEqualTo(99.6);
		assertThat(samples.averageToolCpu()).isCloseTo(19.68, within(1e-9));
		assertThat(samples.peakRssKb()).isEqualTo(389056.0);
		assertThat(bottleneck(samples, 1, 1)).isEqualTo(Bottleneck.SERVER_BOUND);
	}

	private static Bottleneck bottleneck(Samples samples, int serverCpus, int loadCpus) {
		return Bottleneck.of(Samples.share(samples.averageServerCpu(), serverCpus),
				Samples.share(samples.averageToolCpu(), loadCpus));
	}

}
