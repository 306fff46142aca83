package io.github.bootbench.report.model;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import io.github.bootbench.report.PublishedRun;
import io.github.bootbench.report.core.Method;
import io.github.bootbench.report.core.Metric;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.core.Verdict;
import io.github.bootbench.report.input.Measurement;
import io.github.bootbench.report.input.RunRecord;
import io.github.bootbench.report.input.Variant;
import io.github.bootbench.report.plan.RateLevels;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * Ratios to the baseline from windows paired by round and block: the control flagged, a
 * tool-bound side not judged, failed windows named, async against block per variant.
 */
class RatiosTests {

	private static final Ratios.ToolBound NONE_TOOL_BOUND = (variant, endpoint, cell) -> false;

	private static final List<Variant> VARIANTS = List.of(variant("tomcat", false), variant("undertow", false),
			variant("tomcat-control", true));

	@Test
	void eachVariantIsJudgedAgainstTheBaselineOnEveryMetricItsToolGives() throws IOException {
		List<Measurement> windows = new ArrayList<>();
		for (int round = 1; round <= 3; round++) {
			for (int block = 1; block <= 2; block++) {
				// A drift shared by the block cancels in the ratio.
				double drift = 1 + 0.1 * block + 0.05 * round;
				windows.add(window("tomcat", "block", round, block, 20_000 * drift, 50.0));
				windows.add(window("undertow", "block", round, block, 24_000 * drift, 50.0));
				windows.add(window("tomcat-control", "block", round, block, 20_100 * drift, 50.0));
			}
		}
		List<RatioRow> ratios = Ratios.againstBaseline(options(List.of("block")), windows, NONE_TOOL_BOUND);
		RatioRow undertow = find(ratios, "undertow", "throughput");
		assertThat(undertow.ratio()).isEqualTo(1.2, org.assertj.core.data.Offset.offset(1e-9));
		assertThat(undertow.verdict()).isEqualTo(Verdict.FASTER);
		assertThat(undertow.blocks()).isEqualTo(6);
		assertThat(undertow.rounds()).isEqualTo(3);
		assertThat(undertow.control()).isFalse();
		// Latency: 5 / 6 of the baseline's (the windows' latency scales with
		// 1/throughput), shown but not judged: a closed loop's latency.
		RatioRow p99 = find(ratios, "undertow", "p99");
		assertThat(p99.ratio()).isEqualTo(5.0 / 6, org.assertj.core.data.Offset.offset(1e-9));
		assertThat(p99.verdict()).isEqualTo(Verdict.NOT_JUDGED);
		assertThat(p99.reason()).isEqualTo(Method.CLOSED_LOOP_LATENCY);
		RatioRow control = find(ratios, "tomcat-control", "throughput");
		assertThat(control.control()).isTrue();
		assertThat(control.verdict()).isEqualTo(Verdict.EQUIVALENT);
		assertThat(ratios).extracting(RatioRow::metric).containsOnly(Metric.THROUGHPUT, Metric.P50, Metric.P99);
	}

	@Test
	void aMirroredBlockPairsTheGeometricMeansOfEachSidesTwoWindows() throws IOException {
		List<Measurement> windows = new ArrayList<>();
		for (int round = 1; round <= 3; round++) {
			for (int block = 1; block <= 2; block++) {
				// Order tomcat, undertow, undertow, tomcat under a drift of 10 % a
				// window:
				// each side's two windows straddle the block's middle alike.
				windows.add(visit("tomcat", "block", round, block, 1, 20_000 * 1.0));
				windows.add(visit("undertow", "block", round, block, 1, 24_000 * 1.1));
				windows.add(visit("undertow", "block", round, block, 2, 24_000 * 1.2));
				windows.add(visit("tomcat", "block", round, block, 2, 20_000 * 1.3));
			}
		}
		RatioRow undertow = find(
				Ratios.againstBaseline(options(List.of("block"), VARIANTS.subList(0, 2)), windows, NONE_TOOL_BOUND),
				"undertow", "throughput");
		assertThat(undertow.blocks()).isEqualTo(6);
		assertThat(undertow.ratio()).isEqualTo(1.2 * Math.sqrt(1.1 * 1.2 / 1.3),
				org.assertj.core.data.Offset.offset(1e-9));
		// A failed window leaves its whole block out; the other visit does not stand in.
		windows.replaceAll((w) -> (w.variant().equals("undertow") && w.key().round() == 1 && w.key().block() == 1
				&& w.key().visit() == 2) ? failed("undertow", "block", 1, 1) : w);
		RatioRow withFailure = find(
				Ratios.againstBaseline(options(List.of("block"), VARIANTS.subList(0, 2)), windows, NONE_TOOL_BOUND),
				"undertow", "throughput");
		assertThat(withFailure.blocks()).isEqualTo(5);
		assertThat(withFailure.reason()).startsWith("1 failed window(s)");
	}

	@Test
	void aBlockWithAJitBusyWindowOnEitherSideIsLeftOutOfTheRatio() throws IOException {
		List<Measurement> windows = new ArrayList<>();
		for (int round = 1; round <= 4; round++) {
			for (int block = 1; block <= 2; block++) {
				windows.add(window("tomcat", "block", round, block, 20_000, 50.0));
				// A busy JIT on undertow's side in round 1 and on the baseline's in round
				// 2:
				// both blocks would have pulled the ratio far from 1.2.
				Measurement undertow = window("undertow", "block", round, block,
						(round <= 2 && block == 1) ? 10_000 : 24_000, 50.0);
				windows.add((round <= 2 && block == 1) ? busy(undertow) : undertow);
				windows.add(window("tomcat-control", "block", round, block, 20_000, 50.0));
			}
		}
		windows.replaceAll(
				(w) -> (w.variant().equals("tomcat") && w.key().round() == 2 && w.key().block() == 1) ? busy(w) : w);
		RatioRow undertow = find(Ratios.againstBaseline(options(List.of("block")), windows, NONE_TOOL_BOUND),
				"undertow", "throughput");
		assertThat(undertow.blocks()).isEqualTo(6);
		assertThat(undertow.ratio()).isEqualTo(1.2, org.assertj.core.data.Offset.offset(1e-9));
		assertThat(undertow.ciLow()).isEqualTo(1.2, org.assertj.core.data.Offset.offset(1e-9));
		assertThat(undertow.reason()).isEqualTo("2 block(s) left out for a busy JIT");
		assertThat(undertow.verdict()).isEqualTo(Verdict.FASTER);
	}

	private static Measurement busy(Measurement w) {
		return Windows.jitBusy(w, true);
	}

	@Test
	void aSideBoundByItsLoadToolIsNotJudgedAndFailedWindowsAreNamed() throws IOException {
		List<Measurement> windows = new ArrayList<>();
		for (int round = 1; round <= 3; round++) {
			for (int block = 1; block <= 2; block++) {
				windows.add(window("tomcat", "block", round, block, 20_000, 50.0));
				windows.add(window("undertow", "block", round, block, 30_000, 95.0));
				windows.add((round == 2 && block == 1) ? failed("tomcat-control", "block", round, block)
						: window("tomcat-control", "block", round, block, 20_000, 50.0));
			}
		}
		// The cell judged undertow's side tool-bound (its wrk at 95 % of its CPU).
		List<RatioRow> ratios = Ratios.againstBaseline(options(List.of("block")), windows,
				(variant, endpoint, cell) -> variant.equals("undertow"));
		RatioRow undertow = find(ratios, "undertow", "throughput");
		assertThat(undertow.verdict()).isEqualTo(Verdict.NOT_JUDGED);
		assertThat(undertow.reason()).isEqualTo("a side was bound by its load tool");
		RatioRow control = find(ratios, "tomcat-control", "throughput");
		assertThat(control.verdict()).isEqualTo(Verdict.NOT_JUDGED);
		assertThat(control.blocks()).isEqualTo(5);
		assertThat(control.reason()).isEqualTo("1 failed window(s); 5 block(s): a verdict needs 6");
	}

	@Test
	void aRatioWhoseSidesKeptTheirConnectionsDifferentlyIsNotJudgedAndSaysHow() throws IOException {
		List<Variant> variants = List.of(variant("tomcat", false), variant("undertow", false), variant("jetty", false));
		List<Measurement> windows = new ArrayList<>();
		for (int round = 1; round <= 3; round++) {
			for (int block = 1; block <= 2; block++) {
				// tomcat closes after each 100th request, jetty never, undertow after
				// every one.
				windows.add(keptAlive(window("tomcat", "block", round, block, 20_000, 50.0), 99.0));
				windows.add(keptAlive(window("undertow", "block", round, block, 30_000, 50.0), 0.0));
				windows.add(keptAlive(window("jetty", "block", round, block, 24_000, 50.0), 100.0));
			}
		}
		List<RatioRow> ratios = Ratios.againstBaseline(options(List.of("block"), variants), windows, NONE_TOOL_BOUND);
		RatioRow undertow = find(ratios, "undertow", "throughput");
		assertThat(undertow.ratio()).isEqualTo(1.5, org.assertj.core.data.Offset.offset(1e-9));
		assertThat(undertow.verdict()).isEqualTo(Verdict.NOT_JUDGED);
		assertThat(undertow.reason())
			.isEqualTo("connections differ: undertow kept the connection alive after 0 % of wrk's requests, "
					+ "tomcat after 99 %");
		assertThat(find(ratios, "undertow", "p99").reason()).contains("connections differ");
		RatioRow jetty = find(ratios, "jetty", "throughput");
		assertThat(jetty.verdict()).isEqualTo(Verdict.FASTER);
		assertThat(jetty.reason()).isNull();
	}

	@Test
	void theAaControlIsNotHeldToTheKeptAliveRuleAndASideWhoseToolDoesNotTellIsJudgedWithoutIt() throws IOException {
		List<Measurement> windows = new ArrayList<>();
		for (int round = 1; round <= 3; round++) {
			for (int block = 1; block <= 2; block++) {
				windows.add(keptAlive(window("tomcat", "block", round, block, 20_000, 50.0), 0.0));
				windows.add(window("undertow", "block", round, block, 24_000, 50.0));
				windows.add(keptAlive(window("tomcat-control", "block", round, block, 20_000, 50.0), 100.0));
			}
		}
		List<RatioRow> ratios = Ratios.againstBaseline(options(List.of("block")), windows, NONE_TOOL_BOUND);
		// A copy of the baseline runs its app: however its connections went, the control
		// is judged as the method is.
		RatioRow control = find(ratios, "tomcat-control", "throughput");
		assertThat(control.verdict()).isEqualTo(Verdict.EQUIVALENT);
		assertThat(control.reason()).isNull();
		// undertow's tool told nothing: judged without the rule.
		assertThat(find(ratios, "undertow", "throughput").verdict()).isEqualTo(Verdict.FASTER);
	}

	@Test
	void asyncAgainstBlockIsNotJudgedWhereTheTwoEndpointsKeptTheirConnectionsDifferently() throws IOException {
		List<Measurement> windows = new ArrayList<>();
		for (int round = 1; round <= 3; round++) {
			for (int block = 1; block <= 2; block++) {
				for (Variant variant : VARIANTS) {
					windows.add(keptAlive(window(variant.id(), "block", round, block, 20_000, 50.0), 100.0));
					windows.add(keptAlive(window(variant.id(), "async", round, block, 14_000, 50.0),
							variant.id().equals("undertow") ? 0.0 : 100.0));
				}
			}
		}
		List<RatioRow> async = Ratios.asyncAgainstBlock(options(List.of("block", "async")), windows, NONE_TOOL_BOUND);
		assertThat(async).filteredOn((row) -> row.variant().equals("undertow")).singleElement().satisfies((row) -> {
			assertThat(row.verdict()).isEqualTo(Verdict.NOT_JUDGED);
			assertThat(row.reason()).isEqualTo("connections differ: undertow's async endpoint kept the connection "
					+ "alive after 0 % of wrk's requests, its block endpoint after 100 %");
		});
		assertThat(async).filteredOn((row) -> !row.variant().equals("undertow"))
			.extracting(RatioRow::verdict)
			.containsOnly(Verdict.SLOWER);
	}

	@Test
	void asyncIsJudgedAgainstTheSameVariantsBlockInTheSamePass() throws IOException {
		List<Measurement> windows = new ArrayList<>();
		for (int round = 1; round <= 3; round++) {
			for (int block = 1; block <= 2; block++) {
				for (Variant variant : VARIANTS) {
					windows.add(window(variant.id(), "block", round, block, 20_000, 50.0));
					windows.add(window(variant.id(), "async", round, block, 14_000, 50.0));
				}
			}
		}
		List<RatioRow> async = Ratios.asyncAgainstBlock(options(List.of("block", "async")), windows, NONE_TOOL_BOUND);
		assertThat(async).hasSize(3);
		assertThat(async).allSatisfy((row) -> {
			assertThat(row.endpoint()).isEqualTo("async");
			assertThat(row.baseline()).isEqualTo("block");
			assertThat(row.ratio()).isEqualTo(0.7, org.assertj.core.data.Offset.offset(1e-9));
			assertThat(row.verdict()).isEqualTo(Verdict.SLOWER);
		});
	}

	@Test
	void aProfileIsJudgedAgainstItsOwnAppsDefaultNotTheBaseline() throws IOException {
		List<Variant> variants = List.of(variant("tomcat", false), variant("undertow", false),
				new Variant("undertow-tuned", "undertow:tuned", "undertow", "tuned", List.of(), List.of(), false, 8183),
				variant("tomcat-control", true));
		List<Measurement> windows = new ArrayList<>();
		for (int round = 1; round <= 3; round++) {
			for (int block = 1; block <= 2; block++) {
				windows.add(window("tomcat", "block", round, block, 20_000, 50.0));
				windows.add(window("undertow", "block", round, block, 26_000, 50.0));
				windows.add(window("undertow-tuned", "block", round, block, 20_800, 50.0));
				windows.add(window("tomcat-control", "block", round, block, 20_000, 50.0));
			}
		}
		List<RatioRow> rows = Ratios.againstOwnDefault(options(List.of("block"), variants), windows, NONE_TOOL_BOUND);
		assertThat(rows).singleElement().satisfies((row) -> {
			assertThat(row.variant()).isEqualTo("undertow-tuned");
			assertThat(row.baseline()).isEqualTo("undertow");
			assertThat(row.ratio()).isEqualTo(0.8, org.assertj.core.data.Offset.offset(1e-9));
			assertThat(row.verdict()).isEqualTo(Verdict.SLOWER);
		});
		assertThat(Ratios.againstOwnDefault(options(List.of("block")), windows, NONE_TOOL_BOUND)).isEmpty();
	}

	@Test
	void eachBoot35AppIsJudgedAgainstTheSameContainersBoot27App() throws IOException {
		List<Variant> variants = List.of(variant("tomcat", false), variant("jetty", false),
				new Variant("boot27-tomcat", "boot27/tomcat", "boot27/tomcat", "default", List.of(), List.of(), false,
						9081),
				new Variant("boot27-smart-servlet", "boot27/smart-servlet", "boot27/smart-servlet", "default",
						List.of(), List.of(), false, 9084),
				variant("tomcat-control", true));
		List<Measurement> windows = new ArrayList<>();
		for (int round = 1; round <= 3; round++) {
			for (int block = 1; block <= 2; block++) {
				windows.add(window("tomcat", "block", round, block, 22_000, 50.0));
				windows.add(window("jetty", "block", round, block, 21_000, 50.0));
				windows.add(window("boot27-tomcat", "block", round, block, 20_000, 50.0));
				windows.add(window("boot27-smart-servlet", "block", round, block, 30_000, 50.0));
				windows.add(window("tomcat-control", "block", round, block, 22_000, 50.0));
			}
		}
		List<RatioRow> rows = Ratios.acrossGenerations(options(List.of("block"), variants), windows, NONE_TOOL_BOUND);
		assertThat(rows).singleElement().satisfies((row) -> {
			assertThat(row.variant()).isEqualTo("tomcat");
			assertThat(row.baseline()).isEqualTo("boot27-tomcat");
			assertThat(row.ratio()).isEqualTo(1.1, org.assertj.core.data.Offset.offset(1e-9));
			assertThat(row.verdict()).isEqualTo(Verdict.FASTER);
		});
		assertThat(Ratios.acrossGenerations(options(List.of("block")), windows, NONE_TOOL_BOUND)).isEmpty();
	}

	@Test
	void eachAppIsJudgedAgainstTheTomcatOfItsOwnGenerationWhereThatIsNotTheBaseline() throws IOException {
		List<Variant> variants = List.of(
				new Variant("boot4-tomcat", "boot4/tomcat", "boot4/tomcat", "default", List.of(), List.of(), false,
						7081),
				variant("tomcat", false), variant("undertow", false),
				new Variant("boot4-jetty", "boot4/jetty", "boot4/jetty", "default", List.of(), List.of(), false, 7082),
				variant("boot4-tomcat-control", true));
		List<Measurement> windows = new ArrayList<>();
		for (int round = 1; round <= 3; round++) {
			for (int block = 1; block <= 2; block++) {
				windows.add(window("boot4-tomcat", "block", round, block, 25_000, 50.0));
				windows.add(window("tomcat", "block", round, block, 20_000, 50.0));
				windows.add(window("undertow", "block", round, block, 24_000, 50.0));
				windows.add(window("boot4-jetty", "block", round, block, 23_000, 50.0));
				windows.add(window("boot4-tomcat-control", "block", round, block, 25_000, 50.0));
			}
		}
		// Undertow against Tomcat 10.1, its own stack's; Jetty 12.1's Tomcat is the
		// baseline, whose ratios the run has already, and a Tomcat is not judged against
		// itself.
		List<RatioRow> rows = Ratios.withinGeneration(options(List.of("block"), variants), windows, NONE_TOOL_BOUND);
		assertThat(rows).singleElement().satisfies((row) -> {
			assertThat(row.variant()).isEqualTo("undertow");
			assertThat(row.baseline()).isEqualTo("tomcat");
			assertThat(row.ratio()).isEqualTo(1.2, org.assertj.core.data.Offset.offset(1e-9));
			assertThat(row.verdict()).isEqualTo(Verdict.FASTER);
		});
		assertThat(Ratios.withinGeneration(options(List.of("block")), windows, NONE_TOOL_BOUND)).isEmpty();
	}

	@Test
	void aSweepSplitIntoPartsJudgesEachSettingAgainstItsOwnDefaultAndTheBaselineOnlyWithinItsPart() throws IOException {
		List<Variant> variants = List.of(variant("tomcat", false), variant("jetty", false),
				swept("tomcat-workers-8", "tomcat", "server.tomcat.threads.max=8", 8181),
				swept("jetty-workers-8", "jetty", "server.jetty.threads.max=8", 8182));
		List<Measurement> windows = new ArrayList<>();
		for (int block = 1; block <= 2; block++) {
			for (int round = 1; round <= 3; round++) {
				windows.add(window("tomcat", "block", round, block, 20_000, 50.0));
				windows.add(window("tomcat-workers-8", "block", round, block, 16_000, 50.0));
			}
			for (int round = 4; round <= 6; round++) {
				windows.add(window("jetty", "block", round, block, 18_000, 50.0));
				windows.add(window("jetty-workers-8", "block", round, block, 19_800, 50.0));
			}
		}
		RunRecord.Options options = options(List.of("block"), variants,
				List.of(List.of("tomcat", "tomcat-workers-8"), List.of("jetty", "jetty-workers-8")));
		assertThat(Ratios.againstBaseline(options, windows, NONE_TOOL_BOUND)).extracting(RatioRow::variant)
			.containsOnly("tomcat-workers-8");
		List<RatioRow> own = Ratios.againstOwnDefault(options, windows, NONE_TOOL_BOUND);
		assertThat(own).hasSize(2);
		assertThat(find(own, "tomcat-workers-8", "throughput").ratio()).isEqualTo(0.8,
				org.assertj.core.data.Offset.offset(1e-9));
		assertThat(find(own, "jetty-workers-8", "throughput").ratio()).isEqualTo(1.1,
				org.assertj.core.data.Offset.offset(1e-9));
		assertThat(find(own, "jetty-workers-8", "throughput").baseline()).isEqualTo("jetty");
	}

	@Test
	void aPositiveControlIsCountedWhereTheBaselinesCpuWasSaturatedAndNowhereElse() throws IOException {
		Variant planted = new Variant("tomcat-planted-10", "tomcat (planted 10 %)", "tomcat", "default",
				List.of("bench.planted.percent=10"), List.of(), false, 8281);
		List<Variant> variants = List.of(variant("tomcat", false), planted);
		List<Measurement> windows = new ArrayList<>();
		for (int round = 1; round <= 3; round++) {
			for (int block = 1; block <= 2; block++) {
				double drift = 1 + 0.03 * block - 0.02 * round;
				windows.add(window("tomcat", "block", round, block, 20_000 * drift, 50.0));
				windows.add(window("tomcat-planted-10", "block", round, block, 18_000 * drift, 50.0));
				// io waits on a sleep: the CPU is not the limit, and the cost barely
				// shows.
				windows.add(withServerCpu(window("tomcat", "io", round, block, 4_000 * drift, 20.0), 40.0));
				windows.add(withServerCpu(window("tomcat-planted-10", "io", round, block, 3_990 * drift, 20.0), 44.0));
			}
		}
		RunRecord.Options options = options(List.of("block", "io"), variants);
		List<RatioRow> ratios = Ratios.againstBaseline(options, windows, NONE_TOOL_BOUND);
		assertThat(PlantedControl.of(options, ratios, windows)).singleElement().satisfies((control) -> {
			assertThat(control.variant()).isEqualTo("tomcat-planted-10");
			assertThat(control.percent()).isEqualTo(10.0);
			assertThat(control.expectedRatio()).isEqualTo(0.9, org.assertj.core.data.Offset.offset(1e-9));
			assertThat(control.cells()).isEqualTo(1);
			assertThat(control.slowerCalls()).isEqualTo(1);
			assertThat(control.medianRatio()).isEqualTo(0.9, org.assertj.core.data.Offset.offset(1e-9));
			assertThat(control.unsaturatedCells()).isEqualTo(1);
		});
		assertThat(PlantedControl.of(options(List.of("block"), List.of(variant("tomcat", false))), List.of(), windows))
			.isEmpty();
	}

	@Test
	void atAFixedRateEveryPercentileIsJudgedWhereEveryWindowHasTheLatenciesForItAndThroughputIsNot()
			throws IOException {
		List<Measurement> windows = new ArrayList<>();
		for (int round = 1; round <= 3; round++) {
			for (int block = 1; block <= 3; block++) {
				double drift = 1 + 0.01 * (round * block % 4);
				windows.add(fixedRate("tomcat", round, block, drift, 9_000));
				windows.add(fixedRate("undertow", round, block, 0.8 * drift, 9_000));
			}
		}
		RunRecord.Options o = options(List.of("block"), VARIANTS.subList(0, 2));
		RunRecord.Options fixed = new RunRecord.Options(o.mode(), o.variantIds(), o.endpoints(),
				List.of(Tool.HYPERFOIL), o.concurrency(), o.durationSeconds(), o.rounds(), o.profile(), o.jdk(),
				o.jvmOptions(), o.coldStarts(), o.warmup(), o.variants(), o.seed(), o.blocksPerRound(),
				o.minEffectPercent(), o.parts(), o.sweep(), o.memory(), o.order(),
				RateLevels.of("5000", List.of(Tool.HYPERFOIL), List.of(100), 5), o.interval(), o.sliceMs(), null, null);
		List<RatioRow> ratios = Ratios.againstBaseline(fixed, windows, NONE_TOOL_BOUND);
		assertThat(ratios).extracting(RatioRow::metric)
			.containsExactly(Metric.P50, Metric.P90, Metric.P99, Metric.P999);
		assertThat(ratios).allSatisfy((row) -> {
			assertThat(row.concurrency()).isEqualTo(5000);
			assertThat(row.ratio()).isCloseTo(0.8, within(0.001));
		});
		assertThat(find(ratios, "undertow", "p99").verdict()).isEqualTo(Verdict.FASTER);
		assertThat(find(ratios, "undertow", "p99").reason()).isNull();
		RatioRow tail = find(ratios, "undertow", "p99.9");
		assertThat(tail.verdict()).isEqualTo(Verdict.NOT_JUDGED);
		assertThat(tail.reason()).isEqualTo("p99.9 needs 10,000 latencies a window; the fewest here: 9,000");
	}

	private static Measurement fixedRate(String variant, int round, int block, double scale, long samples) {
		return Windows.window(variant, "block", Tool.HYPERFOIL, 5000, round, block, 1, Measurement.OK, 5000.0, scale,
				2 * scale, 4 * scale, 8 * scale, samples, 10.0, 2.0, false, 40.0, 50.0);
	}

	private static Measurement keptAlive(Measurement w, Double percent) {
		return Windows.keptAlive(w, percent);
	}

	private static Measurement withServerCpu(Measurement w, double serverCpu) {
		return Windows.serverCpu(w, serverCpu);
	}

	private static Variant swept(String id, String app, String property, int port) {
		return new Variant(id, id, app, "default", List.of(property), List.of(), false, port);
	}

	private static RatioRow find(List<RatioRow> ratios, String variant, String metric) {
		return ratios.stream()
			.filter((r) -> r.variant().equals(variant) && r.metric() == Metric.of(metric))
			.findFirst()
			.orElseThrow();
	}

	private static Measurement window(String variant, String endpoint, int round, int block, double rps,
			double toolCpu) {
		double latency = 100_000 / rps;
		return Windows.window(variant, endpoint, Tool.WRK, 100, round, block, 1, Measurement.OK, rps, latency, null,
				4 * latency, null, null, 10.0, 2.0, false, 99.0, toolCpu);
	}

	private static Measurement visit(String variant, String endpoint, int round, int block, int visit, double rps) {
		double latency = 100_000 / rps;
		return Windows.window(variant, endpoint, Tool.WRK, 100, round, block, visit, Measurement.OK, rps, latency, null,
				4 * latency, null, null, 10.0, 2.0, false, 99.0, 50.0);
	}

	private static Measurement failed(String variant, String endpoint, int round, int block) {
		return Windows.window(variant, endpoint, Tool.WRK, 100, round, block, 1, "failed", null, null, null, null, null,
				null, null, null, false, null, null);
	}

	private static Variant variant(String id, boolean control) {
		return new Variant(id, id, id.replace("-control", ""), "default", List.of(), List.of(), control, 8081);
	}

	private static RunRecord.Options options(List<String> endpoints) throws IOException {
		return options(endpoints, VARIANTS);
	}

	private static RunRecord.Options options(List<String> endpoints, List<Variant> variants) throws IOException {
		return options(endpoints, variants, null);
	}

	private static RunRecord.Options options(List<String> endpoints, List<Variant> variants, List<List<String>> parts)
			throws IOException {
		RunRecord.Options o = PublishedRun.record(PublishedRun.TUNED).options();
		return new RunRecord.Options(o.mode(), variants.stream().map(Variant::id).toList(), endpoints,
				List.of(Tool.WRK), List.of(100), 4, 3, "default", null, o.jvmOptions(), 1, o.warmup(), variants, 42L, 2,
				5.0, parts, null, null, null, null, null, null, null, null);
	}

}
