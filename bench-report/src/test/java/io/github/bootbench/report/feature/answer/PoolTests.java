package io.github.bootbench.report.feature.answer;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.core.Verdict;
import io.github.bootbench.report.stats.RandomEffects;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The pool's parts on runs made up for them: a comparison of one run is that run, the
 * controls are counted by their rules, leave-one-run-out holds a run the others predict
 * and misses one they do not, and the time to an answer draws every combination of runs.
 */
class PoolTests {

	private static final Side TOMCAT = new Side("boot4-tomcat", "boot4/tomcat", "Tomcat 11.0", "4.1",
			"-Xms512m -Xmx512m", false, null);

	private static final Side CONTROL = new Side("boot4-tomcat-control", "boot4/tomcat", "Tomcat 11.0", "4.1",
			"-Xms512m -Xmx512m", true, null);

	private static final Side JETTY = new Side("boot4-jetty", "boot4/jetty", "Jetty 12.1", "4.1", "-Xms512m -Xmx512m",
			false, null);

	private static final Stratum AMD = new Stratum("AMD EPYC", "6.18.44-fc-v657", "AMD EPYC, 6.18.44-fc-v657, 24 GiB",
			false);

	@Test
	void aComparisonOfOneRunIsThatRunWithItsOwnVerdict() {
		RunPoint only = point("a", 0.10, 0.0001, Verdict.NOT_JUDGED);
		PooledComparison one = PooledComparison.of(key(JETTY, "block", 100), List.of(only), 0.05);
		assertThat(one.ratio()).isEqualTo(Math.exp(0.10), org.assertj.core.data.Offset.offset(1e-12));
		assertThat(one.verdict()).as("the run could not judge it, nor can a pool of it alone")
			.isEqualTo(Verdict.NOT_JUDGED);
		assertThat(one.predictionLow()).isNull();
		assertThat(one.strata()).isEmpty();
	}

	@Test
	void runsThatAgreePoolToAVerdictNoneOfThemCouldReachAlone() {
		List<RunPoint> runs = new ArrayList<>();
		for (int i = 0; i < 8; i++) {
			runs.add(onGuest(point("r" + i, -0.10 + 0.005 * (i % 3), 0.0016, Verdict.UNDECIDED), "guest " + i));
		}
		PooledComparison pooled = PooledComparison.of(key(JETTY, "block", 100), runs, 0.05);
		assertThat(pooled.verdict()).isEqualTo(Verdict.SLOWER);
		assertThat(pooled.agreeing()).isZero();
		assertThat(pooled.ciHigh()).isLessThan(0.95);
		assertThat(pooled.predictionLow()).isLessThan(pooled.ciLow());
		assertThat(pooled.predictionHigh()).isGreaterThan(pooled.ciHigh());
	}

	@Test
	void theControlsAreCountedByTheirRules() {
		List<PooledComparison> comparisons = new ArrayList<>();
		for (int level : List.of(50, 100, 200)) {
			List<RunPoint> runs = List.of(point("a", 0.01, 0.0004, Verdict.UNDECIDED),
					point("b", -0.005, 0.0004, Verdict.UNDECIDED), point("c", 0.0, 0.0004, Verdict.UNDECIDED));
			comparisons.add(PooledComparison.of(key(CONTROL, "block", level), runs, 0.05));
		}
		comparisons.add(PooledComparison.of(key(CONTROL, "async", 100),
				List.of(point("a", 0.04, 0.0004, Verdict.UNDECIDED)), 0.05));
		Controls controls = Controls.of(comparisons);
		assertThat(controls.controlCells()).isEqualTo(4);
		assertThat(controls.controlCalled()).isZero();
		assertThat(controls.controlsWithRuns()).as("cells of 3 runs or more").isEqualTo(3);
		assertThat(controls.controlsWithin()).isEqualTo(3);
		assertThat(controls.calledFewEnough()).isTrue();
		assertThat(controls.closeEnough()).isTrue();
		assertThat(Controls.withinRule())
			.isEqualTo("within 2 % of 1 in at least 9 cells in 10 of those with 3 or more runs");
	}

	@Test
	void leavingARunOutHoldsARunTheOthersPredictAndMissesAnOutlier() {
		List<RunPoint> runs = new ArrayList<>();
		for (int i = 0; i < 6; i++) {
			runs.add(point("r" + i, -0.10 + 0.01 * (i % 2), 0.0004, Verdict.SLOWER));
		}
		runs.add(point("outlier", 0.30, 0.0004, Verdict.FASTER));
		Coverage coverage = Coverage.of(List.of(PooledComparison.of(key(JETTY, "block", 100), runs, 0.05)));
		assertThat(coverage.cases()).isEqualTo(7);
		assertThat(coverage.covered()).isEqualTo(6);
		assertThat(coverage.groups()).extracting(Coverage.Group::name)
			.containsExactly("two containers or settings", "AMD EPYC");
	}

	@Test
	void theTimeToAnAnswerDrawsEveryCombinationOfRunsHeldInEveryCell() {
		Map<String, RunPoint> block = new LinkedHashMap<>();
		Map<String, RunPoint> async = new LinkedHashMap<>();
		for (String run : List.of("a", "b", "c", "d", "e")) {
			block.put(run, point(run, 0.0, 0.0004, Verdict.UNDECIDED));
			async.put(run, point(run, 0.01, 0.0004, Verdict.UNDECIDED));
		}
		async.remove("e");
		TimeToAnswer time = TimeToAnswer.of(List.of(block, async), 0.05);
		assertThat(time.runs()).containsExactly("a", "b", "c", "d");
		assertThat(time.rows()).extracting(TimeToAnswer.Row::draws).containsExactly(4, 6, 4, 1);
		assertThat(time.rows()).allSatisfy((row) -> assertThat(row.controlCalled()).isZero());
		TimeToAnswer.Row four = time.rows().get(3);
		assertThat(four.found().get(1)).as("a 10 % slowdown on a quiet control, four runs").isEqualTo(1.0);
		assertThat(four.tellsApartPercent()).isLessThan(10.0);
		assertThat(TimeToAnswer.draws(List.of("a", "b", "c"), 2)).containsExactly(List.of("a", "b"), List.of("a", "c"),
				List.of("b", "c"));
	}

	private static ComparisonKey key(Side variant, String endpoint, int level) {
		return new ComparisonKey(variant, TOMCAT, endpoint, Tool.WRK, level, 17, "Serial", 1, null, null);
	}

	/** The same estimate made on another guest of the same CPU model. */
	private static RunPoint onGuest(RunPoint point, String guest) {
		return new RunPoint(point.runId(), new Stratum("AMD EPYC", guest, "AMD EPYC, " + guest + ", 24 GiB", false),
				point.javaVersion(), point.rounds(), point.blocks(), point.study(), point.verdict(), null, null, null,
				point.pooledVariance());
	}

	private static RunPoint point(String run, double logRatio, double variance, Verdict verdict) {
		return new RunPoint(run, AMD, "17.0.15", 4, 12, new RandomEffects.Study(logRatio, variance, 3), verdict, null,
				null, null, variance);
	}

}
