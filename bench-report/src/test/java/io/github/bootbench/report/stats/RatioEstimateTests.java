package io.github.bootbench.report.stats;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The median block ratio, its hierarchical bootstrap interval, and the four verdicts.
 */
class RatioEstimateTests {

	private static final double EFFECT = Method.MIN_EFFECT_PERCENT / 100;

	@Test
	void aClearLeadIsFasterForThroughputAndSlowerForLatency() {
		RatioEstimate estimate = RatioEstimate
			.of(Map.of(1, List.of(1.10, 1.12, 1.09), 2, List.of(1.11, 1.13, 1.08), 3, List.of(1.10, 1.12, 1.11)), 1);
		assertThat(estimate.ratio()).isEqualTo(1.11);
		assertThat(estimate.ciLow()).isGreaterThan(1.05);
		assertThat(estimate.ciHigh()).isLessThan(1.14);
		assertThat(estimate.blocks()).isEqualTo(9);
		assertThat(estimate.rounds()).isEqualTo(3);
		assertThat(estimate.verdict(true, EFFECT)).isEqualTo(RatioVerdict.FASTER);
		assertThat(estimate.verdict(false, EFFECT)).isEqualTo(RatioVerdict.SLOWER);
	}

	@Test
	void anIntervalInsideTheMinimumEffectIsEquivalent() {
		RatioEstimate estimate = RatioEstimate
			.of(Map.of(1, List.of(0.99, 1.01, 1.00), 2, List.of(1.02, 0.98, 1.00), 3, List.of(1.01, 0.99, 1.00)), 1);
		assertThat(estimate.verdict(true, EFFECT)).isEqualTo(RatioVerdict.EQUIVALENT);
	}

	@Test
	void aDifferenceThatExcludesOneButIsBelowTheMinimumEffectIsNotCalled() {
		RatioEstimate estimate = RatioEstimate
			.of(Map.of(1, List.of(1.03, 1.03, 1.02), 2, List.of(1.03, 1.02, 1.03), 3, List.of(1.02, 1.03, 1.03)), 1);
		assertThat(estimate.ciLow()).isGreaterThan(1);
		assertThat(estimate.verdict(true, EFFECT)).isEqualTo(RatioVerdict.EQUIVALENT);
		assertThat(estimate.verdict(true, 0.02)).isEqualTo(RatioVerdict.FASTER);
	}

	@Test
	void roundsThatDisagreeGiveAnIntervalSpanningThemAndNoCall() {
		// Each round a JVM of its own level: the blocks agree within a round, the rounds
		// do not. Resampling rounds must carry that into the interval.
		RatioEstimate byJvm = RatioEstimate
			.of(Map.of(1, List.of(0.95, 0.96, 0.97), 2, List.of(1.05, 1.06, 1.07), 3, List.of(1.15, 1.16, 1.17)), 3);
		assertThat(byJvm.ratio()).isEqualTo(1.06);
		assertThat(byJvm.ciLow()).isLessThanOrEqualTo(0.97);
		assertThat(byJvm.ciHigh()).isGreaterThanOrEqualTo(1.15);
		assertThat(byJvm.verdict(true, EFFECT)).isEqualTo(RatioVerdict.UNDECIDED);
		RatioEstimate agreeing = RatioEstimate
			.of(Map.of(1, List.of(1.05, 1.06, 1.07), 2, List.of(1.05, 1.06, 1.07), 3, List.of(1.05, 1.06, 1.07)), 3);
		assertThat(agreeing.width()).isLessThanOrEqualTo(0.02 + 1e-9);
	}

	@Test
	void tooFewBlocksAreNotJudged() {
		RatioEstimate estimate = RatioEstimate.of(Map.of(1, List.of(1.5, 1.6)), 1);
		assertThat(estimate.verdict(true, EFFECT)).isEqualTo(RatioVerdict.NOT_JUDGED);
	}

	@Test
	void theSameSeedGivesTheSameInterval() {
		Map<Integer, List<Double>> ratios = Map.of(1, List.of(0.9, 1.1, 1.0), 2, List.of(1.2, 0.95, 1.05));
		assertThat(RatioEstimate.of(ratios, 5)).isEqualTo(RatioEstimate.of(ratios, 5));
	}

	@Test
	void theVerdictWordsAreTheOnesResultsJsonPromises() {
		assertThat(List.of(RatioVerdict.values()).stream().map(RatioVerdict::word)).containsExactly("faster", "slower",
				"equivalent", "undecided", "not-judged");
	}

}
