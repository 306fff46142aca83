package io.github.bootbench.report.feature.fixedrate;

import java.io.IOException;
import java.util.List;

import io.github.bootbench.report.PublishedRun;
import io.github.bootbench.report.core.Metric;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.input.FixedRateGate;
import io.github.bootbench.report.input.Measurement;
import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.model.CellFigures;
import io.github.bootbench.report.model.CellMedian;
import io.github.bootbench.report.model.Row;
import io.github.bootbench.report.model.RunResult;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What the charts of the published fixed-rate run are drawn from: each window's whole
 * seconds and how it broke the gate, and each variant's latencies percentile by
 * percentile from its windows' histogram logs.
 */
class FixedRateFiguresTests {

	private static RunResult result;

	private static List<FixedRateTimeline> timelines;

	private static List<LatencyDistribution> distributions;

	@BeforeAll
	static void readTheFixedRateRun() throws IOException {
		result = RunResult.of(RunDirectory.read(PublishedRun.directory(PublishedRun.FIXED_RATE)));
		timelines = FixedRateTimeline.of(result.run());
		distributions = LatencyDistribution.of(result.run());
	}

	@Test
	void aWindowsWholeSecondsAreItsMeasuredPhasesAndTheLastPartialIntervalIsNotOne() {
		int seconds = result.run().record().options().durationSeconds();
		assertThat(timelines).isNotEmpty().allSatisfy((window) -> {
			List<FixedRateTimeline.Second> whole = window.seconds()
				.stream()
				.filter(FixedRateTimeline.Second::whole)
				.toList();
			assertThat(whole).extracting(FixedRateTimeline.Second::second)
				.containsExactly(1, 2, 3, 4, 5)
				.hasSize(seconds);
			assertThat(window.seconds()).hasSizeLessThanOrEqualTo(seconds + 1);
		});
		// Where the tool wrote a tail interval, it lasts a few milliseconds: drawn, its
		// rate would read as a collapse.
		assertThat(timelines).filteredOn((window) -> window.seconds().size() > seconds)
			.isNotEmpty()
			.anySatisfy((window) -> assertThat(window.seconds().get(seconds).responsesPerSecond())
				.isLessThan(window.rate() / 2.0));
	}

	@Test
	void aWindowThatFailedTheGateSaysHowAndOneThatPassedHasNoBreach() {
		assertThat(timelines).filteredOn(FixedRateTimeline::ok)
			.isNotEmpty()
			.allSatisfy((window) -> assertThat(window.breaches()).isEmpty());
		assertThat(timelines).filteredOn((window) -> !window.ok())
			.isNotEmpty()
			.allSatisfy((window) -> assertThat(window.breaches()).isNotEmpty())
			.flatExtracting(FixedRateTimeline::breaches)
			.contains(FixedRateGate.WAITED, FixedRateGate.RATE_SHORT);
	}

	@Test
	void aDistributionMergesTheWindowsThatPassedAndCountsThoseLeftOut() {
		assertThat(distributions).isNotEmpty();
		for (LatencyDistribution distribution : distributions) {
			List<Measurement> windows = result.measurements()
				.stream()
				.filter((m) -> m.variant().equals(distribution.variant())
						&& m.at(distribution.endpoint(), Tool.HYPERFOIL, distribution.rate()))
				.toList();
			List<Measurement> passed = windows.stream().filter(Measurement::ok).toList();
			assertThat(distribution.windows()).isEqualTo(passed.size());
			assertThat(distribution.failed()).isEqualTo(windows.size() - passed.size());
			assertThat(distribution.unlogged()).isZero();
			// The logs hold the very latencies the windows' result lines counted.
			assertThat(distribution.latencies())
				.isEqualTo(passed.stream().mapToLong((m) -> m.load().latencySamples()).sum());
			for (int i = 1; i < distribution.points().size(); i++) {
				LatencyDistribution.Point before = distribution.points().get(i - 1);
				LatencyDistribution.Point point = distribution.points().get(i);
				assertThat(point.percentile()).isGreaterThan(before.percentile());
				assertThat(point.latencyMs()).isGreaterThanOrEqualTo(before.latencyMs());
			}
			assertThat(distribution.points()).allSatisfy((point) -> assertThat(point.percentile()).isLessThan(100));
			if (distribution.windows() > 0) {
				assertThat(distribution.points().get(distribution.points().size() - 1).percentile())
					.isGreaterThan(99.99);
			}
			else {
				assertThat(distribution.points()).isEmpty();
			}
		}
	}

	@Test
	void aCellsMedianHasItsIntervalWithinTheWindowsFigures() {
		for (Row row : result.rows()) {
			for (String variant : result.variantIds()) {
				CellFigures cell = row.cells().get(variant);
				CellMedian p99 = result.median(row, variant, Metric.P99);
				if (cell.latency().get("p99") == null) {
					assertThat(p99).isNull();
					continue;
				}
				assertThat(p99.median()).isEqualTo(cell.latency().get("p99").median());
				assertThat(p99.windows()).isEqualTo(cell.latency().get("p99").count());
				assertThat(p99.low()).isBetween(cell.latency().get("p99").min(), p99.median());
				assertThat(p99.high()).isBetween(p99.median(), cell.latency().get("p99").max());
			}
		}
	}

}
