package io.github.bootbench.report.stats;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import io.github.bootbench.report.core.Interval;
import io.github.bootbench.report.core.Method;
import io.github.bootbench.report.core.Metric;
import io.github.bootbench.report.core.Reason;
import io.github.bootbench.report.core.Verdict;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

/**
 * The median block ratio, its hierarchical bootstrap interval, and the four verdicts.
 */
class RatioEstimateTests {

	/**
	 * The minimum effect these ratios are judged with, as a fraction (the harness's
	 * default).
	 */
	private static final double EFFECT = 0.05;

	@Test
	void aClearLeadIsFasterForThroughputAndSlowerForLatency() {
		RatioEstimate estimate = RatioEstimate.of(
				Map.of(1, List.of(1.10, 1.12, 1.09), 2, List.of(1.11, 1.13, 1.08), 3, List.of(1.10, 1.12, 1.11)), 1,
				Interval.BOOTSTRAP);
		assertThat(estimate.ratio()).isEqualTo(1.11);
		assertThat(estimate.ciLow()).isGreaterThan(1.05);
		assertThat(estimate.ciHigh()).isLessThan(1.14);
		assertThat(estimate.blocks()).isEqualTo(9);
		assertThat(estimate.rounds()).isEqualTo(3);
		assertThat(estimate.verdict(true, EFFECT)).isEqualTo(Verdict.FASTER);
		assertThat(estimate.verdict(false, EFFECT)).isEqualTo(Verdict.SLOWER);
	}

	@Test
	void anIntervalInsideTheMinimumEffectIsEquivalent() {
		RatioEstimate estimate = RatioEstimate.of(
				Map.of(1, List.of(0.99, 1.01, 1.00), 2, List.of(1.02, 0.98, 1.00), 3, List.of(1.01, 0.99, 1.00)), 1,
				Interval.BOOTSTRAP);
		assertThat(estimate.verdict(true, EFFECT)).isEqualTo(Verdict.EQUIVALENT);
	}

	@Test
	void aDifferenceThatExcludesOneButIsBelowTheMinimumEffectIsNotCalled() {
		RatioEstimate estimate = RatioEstimate.of(
				Map.of(1, List.of(1.03, 1.03, 1.02), 2, List.of(1.03, 1.02, 1.03), 3, List.of(1.02, 1.03, 1.03)), 1,
				Interval.BOOTSTRAP);
		assertThat(estimate.ciLow()).isGreaterThan(1);
		assertThat(estimate.verdict(true, EFFECT)).isEqualTo(Verdict.EQUIVALENT);
		assertThat(estimate.verdict(true, 0.02)).isEqualTo(Verdict.FASTER);
	}

	@Test
	void roundsThatDisagreeGiveAnIntervalSpanningThemAndNoCall() {
		// Each round a JVM of its own level: the blocks agree within a round, the rounds
		// do not. Resampling rounds must carry that into the interval.
		RatioEstimate byJvm = RatioEstimate.of(
				Map.of(1, List.of(0.95, 0.96, 0.97), 2, List.of(1.05, 1.06, 1.07), 3, List.of(1.15, 1.16, 1.17)), 3,
				Interval.BOOTSTRAP);
		assertThat(byJvm.ratio()).isEqualTo(1.06);
		assertThat(byJvm.ciLow()).isLessThanOrEqualTo(0.97);
		assertThat(byJvm.ciHigh()).isGreaterThanOrEqualTo(1.15);
		assertThat(byJvm.verdict(true, EFFECT)).isEqualTo(Verdict.UNDECIDED);
		RatioEstimate agreeing = RatioEstimate.of(
				Map.of(1, List.of(1.05, 1.06, 1.07), 2, List.of(1.05, 1.06, 1.07), 3, List.of(1.05, 1.06, 1.07)), 3,
				Interval.BOOTSTRAP);
		assertThat(agreeing.width()).isLessThanOrEqualTo(0.02 + 1e-9);
	}

	@Test
	void tooFewBlocksAreNotJudged() {
		RatioEstimate estimate = RatioEstimate.of(Map.of(1, List.of(1.5), 2, List.of(1.6)), 1, Interval.BOOTSTRAP);
		assertThat(estimate.verdict(true, EFFECT)).isEqualTo(Verdict.NOT_JUDGED);
		assertThat(estimate.notJudgeableReason()).isEqualTo(new Reason.TooFewRounds(2, Method.MIN_ROUNDS));
		assertThat(estimate.notJudgeableReason().words()).isEqualTo("2 round(s): a verdict needs 3");
	}

	@Test
	void oneRoundIsNotJudgedHoweverManyBlocksAgree() {
		// One JVM per side cannot show the JVM-to-JVM variance: its interval is too
		// narrow.
		RatioEstimate estimate = RatioEstimate.of(Map.of(1, List.of(0.84, 0.85, 0.83, 0.84)), 1, Interval.BOOTSTRAP);
		assertThat(estimate.ciHigh()).isLessThan(0.9);
		assertThat(estimate.verdict(true, EFFECT)).isEqualTo(Verdict.NOT_JUDGED);
		assertThat(estimate.notJudgeableReason()).isEqualTo(new Reason.TooFewRounds(1, Method.MIN_ROUNDS));
	}

	@Test
	void theIntervalDoesNotDependOnTheSeedWhereTheDesignIsEnumerated() {
		Map<Integer, List<Double>> ratios = Map.of(1, List.of(0.9, 1.1), 2, List.of(1.2, 0.95), 3, List.of(1.05, 1.0));
		RatioEstimate first = RatioEstimate.of(ratios, 5, Interval.BOOTSTRAP);
		for (long seed = 6; seed < 26; seed++) {
			assertThat(RatioEstimate.of(ratios, seed, Interval.BOOTSTRAP)).isEqualTo(first);
		}
	}

	@Test
	void threeRoundsOfOneBlockGiveTheirWholeRange() {
		// The median of three draws is the smallest with probability 7/27: far over 2.5
		// %.
		RatioEstimate estimate = RatioEstimate.of(Map.of(1, List.of(1.2), 2, List.of(0.9), 3, List.of(1.0)), 1,
				Interval.BOOTSTRAP);
		assertThat(estimate.ratio()).isEqualTo(1.0);
		assertThat(estimate.ciLow()).isEqualTo(0.9);
		assertThat(estimate.ciHigh()).isEqualTo(1.2);
	}

	@Test
	void theExactDistributionWeighsEachResampleByItsProbability() {
		// Two rounds of one block: both draws a (1/4), both b (1/4), one of each (1/2).
		MedianBootstrap two = MedianBootstrap.of(List.of(new double[] { 1.0 }, new double[] { 3.0 }), 1);
		assertThat(two.interval()).containsExactly(1.0, 3.0);
		// Nine identical rounds but one far off: the off round is drawn at least five
		// times of
		// nine (the median) with a probability far under 2.5 %.
		List<double[]> rounds = new ArrayList<>();
		for (int r = 0; r < 8; r++) {
			rounds.add(new double[] { 1.0 });
		}
		rounds.add(new double[] { 5.0 });
		assertThat(MedianBootstrap.of(rounds, 1).interval()).containsExactly(1.0, 1.0);
	}

	@Test
	void enumerationAgreesWithSamplingWhereBothCanRun() {
		List<double[]> rounds = List.of(new double[] { 0.91, 1.04, 0.98 }, new double[] { 1.10, 1.02, 0.95 },
				new double[] { 1.07, 0.99, 1.12 });
		double[] exact = MedianBootstrap.of(rounds, 1).interval();
		double[] sampled = MedianBootstrap.sampled(rounds, 1).interval();
		assertThat(sampled[0]).isCloseTo(exact[0], offset(0.011));
		assertThat(sampled[1]).isCloseTo(exact[1], offset(0.011));
	}

	@Test
	void aDesignTooLargeToEnumerateIsSampledStablyAcrossSeeds() {
		Map<Integer, List<Double>> ratios = Map.of(1, List.of(0.91, 1.04, 0.98, 1.01, 0.97, 1.03, 0.99, 1.0), 2,
				List.of(1.10, 1.02, 0.95, 1.01, 1.05, 0.98, 1.0, 1.03), 3,
				List.of(1.07, 0.99, 1.12, 1.02, 1.04, 0.97, 1.01, 1.06));
		RatioEstimate first = RatioEstimate.of(ratios, 1, Interval.BOOTSTRAP);
		RatioEstimate second = RatioEstimate.of(ratios, 2, Interval.BOOTSTRAP);
		assertThat(MedianBootstrap.outcomes(List.of(new double[8], new double[8], new double[8])))
			.isGreaterThan(Method.BOOTSTRAP_EXACT_LIMIT);
		assertThat(second.ciLow()).isCloseTo(first.ciLow(), offset(0.005));
		assertThat(second.ciHigh()).isCloseTo(first.ciHigh(), offset(0.005));
	}

	@Test
	void theVerdictWordsAreTheOnesResultsJsonPromises() {
		assertThat(List.of(Verdict.values()).stream().map(Verdict::word)).containsExactly("faster", "slower",
				"equivalent", "undecided", "not-judged", "carries", "fails", "not-shown");
		assertThat(List.of(Verdict.values()).stream().map((v) -> v.wordFor(Metric.THROUGHPUT_PER_MB)))
			.startsWith("higher", "lower");
		assertThat(List.of(Verdict.values())).allSatisfy((v) -> {
			assertThat(Verdict.of(v.word())).isSameAs(v);
			assertThat(Verdict.of(v.wordFor(Metric.THROUGHPUT_PER_MB))).isSameAs(v);
		});
	}

	@Test
	void overRoundMeansEachFreshJvmIsOneObservationAndTTakesItsTwoDegreesOfFreedom() {
		Map<Integer, List<Double>> byRound = Map.of(1, List.of(1.10, 1.12), 2, List.of(1.00, 1.02), 3,
				List.of(0.95, 0.97));
		RatioEstimate estimate = RatioEstimate.of(byRound, 1, Interval.ROUND_MEANS);
		// By hand: the rounds' mean logs, their mean ± t(0.975, 2) = 4.3027 standard
		// errors.
		assertThat(estimate.ratio()).isCloseTo(1.024749, offset(1e-6));
		assertThat(estimate.ciLow()).isCloseTo(0.853346, offset(1e-6));
		assertThat(estimate.ciHigh()).isCloseTo(1.230581, offset(1e-6));
		assertThat(estimate.blocks()).isEqualTo(6);
		assertThat(estimate.rounds()).isEqualTo(3);
		assertThat(estimate.verdict(true, 0.05)).isEqualTo(Verdict.UNDECIDED);
	}

	@Test
	void roundsThatAgreeGiveANarrowIntervalHoweverTheBlocksWithinThemScatter() {
		Map<Integer, List<Double>> byRound = Map.of(1, List.of(0.80, 1.00), 2, List.of(0.81, 0.99), 3,
				List.of(0.79, 1.01));
		RatioEstimate overRounds = RatioEstimate.of(byRound, 1, Interval.ROUND_MEANS);
		RatioEstimate bootstrap = RatioEstimate.of(byRound, 1, Interval.BOOTSTRAP);
		assertThat(overRounds.width()).isLessThan(0.05);
		assertThat(bootstrap.width()).as("the bootstrap's median jumps between a round's blocks").isGreaterThan(0.15);
	}

	@Test
	void oneRoundHasNoSpreadBetweenRoundsAndKeepsTheBootstrapsEstimate() {
		Map<Integer, List<Double>> byRound = Map.of(1, List.of(0.90, 1.00, 1.10));
		assertThat(RatioEstimate.of(byRound, 1, Interval.ROUND_MEANS))
			.isEqualTo(RatioEstimate.of(byRound, 1, Interval.BOOTSTRAP));
	}

	@Test
	void twoRunsAreComparedByWelchsTOverTheirRoundMeans() {
		// Each side's rounds: the geometric means 100 and 110, the rounds within 2 %.
		Map<Integer, List<Double>> before = Map.of(1, List.of(99.0, 101.0), 2, List.of(98.0, 102.0), 3,
				List.of(100.0, 100.0));
		Map<Integer, List<Double>> after = Map.of(1, List.of(110.0, 110.0), 2, List.of(108.0, 112.0), 3,
				List.of(109.0, 111.0), 4, List.of(110.0, 110.0));
		RatioEstimate estimate = RatioEstimate.unpaired(before, after, 1);
		assertThat(estimate.ratio()).isCloseTo(1.10, offset(0.002));
		assertThat(estimate.ciLow()).isGreaterThan(1.05).isLessThan(estimate.ratio());
		assertThat(estimate.ciHigh()).isGreaterThan(estimate.ratio()).isLessThan(1.15);
		assertThat(estimate.rounds()).isEqualTo(3);
		assertThat(estimate.blocks()).isEqualTo(6);
		assertThat(estimate.verdict(true, EFFECT)).isEqualTo(Verdict.FASTER);
	}

	@Test
	void twoRunsWhoseRoundsDisagreeAreNotCalled() {
		Map<Integer, List<Double>> before = Map.of(1, List.of(90.0, 90.0), 2, List.of(110.0, 110.0), 3,
				List.of(100.0, 100.0));
		Map<Integer, List<Double>> after = Map.of(1, List.of(95.0, 95.0), 2, List.of(125.0, 125.0), 3,
				List.of(110.0, 110.0));
		RatioEstimate estimate = RatioEstimate.unpaired(before, after, 1);
		assertThat(estimate.ciLow()).isLessThan(1);
		assertThat(estimate.verdict(true, EFFECT)).isEqualTo(Verdict.UNDECIDED);
	}

	@Test
	void aRunOfOneRoundIsComparedByTheBootstrapAndNotJudged() {
		RatioEstimate estimate = RatioEstimate.unpaired(Map.of(1, List.of(100.0, 102.0, 98.0)),
				Map.of(1, List.of(110.0, 111.0, 109.0)), 1);
		assertThat(estimate.ratio()).isCloseTo(1.10, offset(0.001));
		assertThat(estimate.verdict(true, EFFECT)).isEqualTo(Verdict.NOT_JUDGED);
	}

	@Test
	void everyVerdictIsMadeByTheCurrentRuleUnlessAStudyAsksForAnother() {
		Map<Integer, List<Double>> byRound = Map.of(1, List.of(1.10, 1.12), 2, List.of(1.00, 1.02), 3,
				List.of(0.95, 0.97));
		assertThat(RatioEstimate.of(byRound, 1)).isEqualTo(RatioEstimate.of(byRound, 1, Interval.DEFAULT));
		assertThat(Interval.DEFAULT).isEqualTo(Interval.ROUND_MEANS);
	}

}
