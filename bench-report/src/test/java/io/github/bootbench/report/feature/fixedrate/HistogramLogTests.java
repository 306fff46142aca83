package io.github.bootbench.report.feature.fixedrate;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.parse.IncompleteOutputException;
import io.github.bootbench.report.parse.ToolParser;
import io.github.bootbench.report.parse.ToolResult;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

/**
 * bench-latency's histogram logs, captured beside its output
 * ({@code captured/capture-hyperfoil.sh}): merged, a log holds the very latencies the
 * window's result line gives its percentiles of.
 */
class HistogramLogTests {

	private static final double NS_PER_MS = 1e6;

	@Test
	void aMergedLogHoldsTheLatenciesOfTheWindowsResultLine() throws Exception {
		for (String name : new String[] { "hyperfoil-block-10000", "hyperfoil-block-20000", "hyperfoil-saturated" }) {
			Histogram merged = HistogramLog.merged(read(name + ".hlog"));
			ToolResult result = ToolParser.parse(Tool.HYPERFOIL, read(name + ".txt"));
			assertThat(merged.getTotalCount()).as(name).isEqualTo(result.fixedRate().samples());
			assertThat(merged.getValueAtPercentile(99) / NS_PER_MS).as(name).isEqualTo(result.p99LatencyMs());
			assertThat(merged.getValueAtPercentile(99.9) / NS_PER_MS).as(name)
				.isEqualTo(result.fixedRate().p999LatencyMs());
			assertThat(merged.getMaxValue() / NS_PER_MS).as(name).isEqualTo(result.maxLatencyMs());
		}
	}

	@Test
	void aLogWithoutAnIntervalCannotBeRead() {
		assertThatExceptionOfType(IncompleteOutputException.class)
			.isThrownBy(() -> HistogramLog.merged("#[Histogram log format version 1.3]\n"))
			.withMessageContaining("no interval");
		assertThatExceptionOfType(IncompleteOutputException.class)
			.isThrownBy(() -> HistogramLog.merged("0.000,1.000,16.712,HISTFAAAAmZ42not-base64!\n"))
			.withMessageContaining("cannot be read");
	}

	private static String read(String name) throws IOException {
		try (InputStream in = HistogramLogTests.class.getResourceAsStream("/captured/" + name)) {
			return new String(in.readAllBytes(), StandardCharsets.UTF_8);
		}
	}

}
