package io.github.bootbench.report.stats;

import io.github.bootbench.report.core.Interval;
import io.github.bootbench.report.core.Method;
import java.util.List;
import java.util.Map;
import java.util.Random;

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
		BlockNoise noise = new BlockNoise(0.06, 0.03, 1, 6);
		Sensitivity sensitivity = Sensitivity.of(noise, 3, 2, EFFECT, Interval.BOOTSTRAP);
		// Judge fresh cells at exactly that true ratio, with other random draws.
		Random random = new Random(99);
		int faster = 0;
		int cells = 2000;
		for (int i = 0; i < cells; i++) {
			Map<Integer, List<Double>> byRound = new java.util.TreeMap<>();
			for (int r = 1; r <= 3; r++) {
				double jvm = random.nextGaussian() * noise.betweenSd();
				byRound.put(r,
						List.of(sensitivity.fasterRatio() * Math.exp(jvm + random.nextGaussian() * noise.withinSd()),
								sensitivity.fasterRatio() * Math.exp(jvm + random.nextGaussian() * noise.withinSd())));
			}
			faster += (RatioEstimate.of(byRound, i).verdict(true, EFFECT) == Verdict.FASTER) ? 1 : 0;
		}
		assertThat((double) faster / cells).isCloseTo(Method.DETECTION_POWER, offset(0.03));
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
		BlockNoise noise = new BlockNoise(0.06, 0.03, 1, 6);
		Sensitivity sensitivity = Sensitivity.of(noise, 4, 3, EFFECT, Interval.ROUND_MEANS);
		Random random = new Random(99);
		int faster = 0;
		int cells = 2000;
		for (int i = 0; i < cells; i++) {
			Map<Integer, List<Double>> byRound = Sensitivity.cell(noise, 4, 3, random);
			byRound.replaceAll((round, ratios) -> ratios.stream().map((r) -> r * sensitivity.fasterRatio()).toList());
			faster += (RatioEstimate.of(byRound, i, Interval.ROUND_MEANS).verdict(true, EFFECT) == Verdict.FASTER) ? 1
					: 0;
		}
		assertThat((double) faster / cells).isCloseTo(Method.DETECTION_POWER, offset(0.03));
	}

}
