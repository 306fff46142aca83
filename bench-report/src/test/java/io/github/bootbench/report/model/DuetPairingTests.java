package io.github.bootbench.report.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

import io.github.bootbench.report.core.Cell;
import io.github.bootbench.report.core.Interval;
import io.github.bootbench.report.core.Metric;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.core.Verdict;
import io.github.bootbench.report.core.WindowKey;
import io.github.bootbench.report.input.ActuatorReadings;
import io.github.bootbench.report.input.Measurement;
import io.github.bootbench.report.input.Samples;
import io.github.bootbench.report.input.Variant;
import io.github.bootbench.report.input.WindowCommand;
import io.github.bootbench.report.parse.ToolResult;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * A duet's windows are paired with their partner of the same moment, and judged on
 * requests per CPU-second of each JVM's control group.
 */
class DuetPairingTests {

	private static final Cell CELL = new Cell("block", Tool.WRK, 100);

	private static final Variant JETTY = new Variant("jetty", "boot4/jetty", "boot4/jetty", "default", List.of(),
			List.of(), false, 8082);

	/**
	 * Three rounds of five duet blocks: the baseline with jetty, then with the control.
	 * Every window's work per CPU-second swings by up to 30 % and hits both of its JVMs
	 * alike; jetty does 0.9 of the baseline's work, and takes a different share of the
	 * CPU from window to window.
	 */
	private static List<Measurement> duet(boolean controlWindowsFail) {
		Random random = new Random(3);
		List<Measurement> windows = new ArrayList<>();
		for (int round = 1; round <= 3; round++) {
			for (int block = 1; block <= 5; block++) {
				double machine = 0.7 + 0.6 * random.nextDouble();
				double jettyShare = 0.4 + 0.2 * random.nextDouble();
				windows.add(window("tomcat", round, block, 1, 40_000 * machine, 1 - jettyShare, true));
				windows.add(window("jetty", round, block, 1, 0.9 * 40_000 * machine, jettyShare, true));
				windows.add(window("tomcat", round, block, 2, 40_000 * machine, 0.5, !controlWindowsFail));
				windows.add(window("tomcat-control", round, block, 2, 40_000 * machine, 0.5, true));
			}
		}
		return windows;
	}

	/**
	 * A 2 s duet window whose JVM did {@code perCpuSecond} requests per CPU-second with
	 * {@code share} of one CPU.
	 */
	private static Measurement window(String variant, int round, int block, int visit, double perCpuSecond,
			double share, boolean ok) {
		double cpuSeconds = 2 * share;
		long requests = Math.round(perCpuSecond * cpuSeconds);
		ToolResult result = ok ? new ToolResult(Tool.WRK, requests, requests, 0, 0, 0, requests / 2.0, null, null, null,
				null, null, 2, 100, null, null, null, null) : null;
		WindowCommand command = new WindowCommand("wrk", null, null, ok ? 0 : 1, null, null,
				Math.round(cpuSeconds * 1e9), null, null);
		return new Measurement(new WindowKey(variant, "block", Tool.WRK, 100, round, block, visit, "duet"), null,
				result, ok ? null : "wrk exited with 1", command,
				new Samples(List.of(new Samples.Row(0, 100.0, null, null, 30.0, null, null))), ActuatorReadings.NONE,
				new Measurement.Setting(1, 1, 2));
	}

	@Test
	void aDuetVariantIsPairedWithTheBaselinesWindowOfTheSameMomentPerCpuSecond() {
		Map<Integer, List<Double>> byRound = new BlockPairing(duet(false), 1, 0.05, Interval.BOOTSTRAP)
			.blockRatios(CELL, "jetty", "tomcat");
		assertThat(byRound).hasSize(3);
		assertThat(byRound.values()).allSatisfy((ratios) -> {
			assertThat(ratios).hasSize(5);
			assertThat(ratios).allSatisfy((ratio) -> assertThat(ratio).isCloseTo(0.9, within(0.001)));
		});
	}

	@Test
	void theMachinesSwingCancelsAndTheVerdictIsCalled() {
		RatioRow row = new BlockPairing(duet(false), 1, 0.05, Interval.BOOTSTRAP)
			.against(CELL, JETTY, "tomcat", true, (variant, endpoint, cell) -> false)
			.get(0);
		assertThat(row.metric()).as("a duet judges throughput alone").isEqualTo(Metric.THROUGHPUT);
		assertThat(row.ratio()).isCloseTo(0.9, within(0.001));
		assertThat(row.verdict()).isEqualTo(Verdict.SLOWER);
	}

	@Test
	void aBaselineWindowThatFailedBesideAnotherVariantDoesNotCountAgainstThisOne() {
		RatioRow row = new BlockPairing(duet(true), 1, 0.05, Interval.BOOTSTRAP)
			.against(CELL, JETTY, "tomcat", false, (variant, endpoint, cell) -> false)
			.get(0);
		assertThat(row.reasons()).isEmpty();
		assertThat(row.verdict()).isEqualTo(Verdict.SLOWER);
	}

}
