package io.github.bootbench.report.stats;

import java.util.List;
import java.util.Map;
import java.util.Random;

import io.github.bootbench.report.core.Interval;
import io.github.bootbench.report.core.Method;
import io.github.bootbench.report.core.Verdict;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

/**
 * What a design can detect on a given noise, found by running the method on simulated
 * cells.
 */
class SensitivityTests {

	private static final double EFFECT = 0.05;

	@Test
	void withoutNoiseEveryDifferenceOfTheMinimumEffectIsFoundAndEveryTieIsEquivalent() {
		Sensitivity sensitivity = Sensitivity.of(new BlockNoise(0, 0, 1, 6), 3, 2, EFFECT, Interval.BOOTSTRAP);
		assertThat(sensitivity.fasterRatio()).isCloseTo(1.05, offset(1e-9));
		assertThat(sensitivity.slowerRatio()).isCloseTo(0.95, offset(1e-9));
		assertThat(sensitivity.tieEquivalentShare()).isEqualTo(1.0);
		assertThat(sensitivity.tieCalledShare()).isZero();
	}

	@Test
	void theDetectableRatioIsCalledInTheStatedShareOfCellsWhenMeasuredDirectly() {
		assertThat(shareCalledFasterAtTheDetectableRatio(new BlockNoise(0.06, 0.03, 1, 6), 3, 2, Interval.BOOTSTRAP))
			.isCloseTo(Method.DETECTION_POWER, offset(0.03));
	}

	@Test
	void moreNoiseNeedsALargerDifferenceAndMoreRoundsASmallerOne() {
		Sensitivity quiet = Sensitivity.of(new BlockNoise(0.03, 0.02, 1, 6), 3, 2, EFFECT, Interval.BOOTSTRAP);
		Sensitivity noisy = Sensitivity.of(new BlockNoise(0.10, 0.05, 1, 6), 3, 2, EFFECT, Interval.BOOTSTRAP);
		Sensitivity noisyLonger = Sensitivity.of(new BlockNoise(0.10, 0.05, 1, 6), 6, 2, EFFECT, Interval.BOOTSTRAP);
		assertThat(noisy.fasterRatio()).isGreaterThan(quiet.fasterRatio());
		assertThat(noisy.slowerRatio()).isLessThan(quiet.slowerRatio());
		assertThat(noisyLonger.fasterRatio()).isLessThan(noisy.fasterRatio());
		assertThat(noisy.tieEquivalentShare()).isLessThan(quiet.tieEquivalentShare());
	}

	@Test
	void aDesignThatCannotBeJudgedDetectsNothing() {
		BlockNoise noise = new BlockNoise(0.05, 0.02, 1, 6);
		assertThat(Sensitivity.of(noise, 2, 4, EFFECT, Interval.BOOTSTRAP)).isNull();
		assertThat(Sensitivity.of(noise, 3, 1, EFFECT, Interval.BOOTSTRAP)).isNull();
	}

	@Test
	void whereFreshJvmsDifferTheBootstrapOverThreeRoundsCallsTiesAndTheIntervalOverRoundsDoesNot() {
		// The between-round spread of run 2026-11-23T12-08-34Z's control (AMD EPYC).
		BlockNoise noise = new BlockNoise(0.044, 0.102, 1, 6);
		Sensitivity bootstrap = Sensitivity.of(noise, 3, 2, EFFECT, Interval.BOOTSTRAP);
		Sensitivity overRounds = Sensitivity.of(noise, 3, 2, EFFECT, Interval.ROUND_MEANS);
		assertThat(bootstrap.tieCalledShare()).isGreaterThan(1 - Method.CONFIDENCE);
		assertThat(overRounds.tieCalledShare()).isLessThanOrEqualTo(1 - Method.CONFIDENCE);
		assertThat(overRounds.fasterRatio()).as("the honest interval is wider").isGreaterThan(bootstrap.fasterRatio());
	}

	@Test
	void theIntervalOverRoundsCallsTheDetectableRatioInTheStatedShareOfCells() {
		assertThat(shareCalledFasterAtTheDetectableRatio(new BlockNoise(0.06, 0.03, 1, 6), 4, 3, Interval.ROUND_MEANS))
			.isCloseTo(Method.DETECTION_POWER, offset(0.03));
	}

	/**
	 * Fresh cells judged at exactly the ratio the sensitivity says is detectable, with
	 * random draws of their own: the share called faster.
	 */
	private static double shareCalledFasterAtTheDetectableRatio(BlockNoise noise, int rounds, int blocks,
			Interval interval) {
		double detectable = Sensitivity.of(noise, rounds, blocks, EFFECT, interval).fasterRatio();
		Random random = new Random(99);
		int faster = 0;
		int cells = 2000;
		for (int i = 0; i < cells; i++) {
			Map<Integer, List<Double>> byRound = Sensitivity.cell(noise, rounds, blocks, random);
			byRound.replaceAll((round, ratios) -> ratios.stream().map((r) -> r * detectable).toList());
			faster += (RatioEstimate.of(byRound, i, interval).verdict(true, EFFECT) == Verdict.FASTER) ? 1 : 0;
		}
		return (double) faster / cells;
	}

}
