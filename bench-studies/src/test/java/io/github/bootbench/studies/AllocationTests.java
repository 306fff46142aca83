package io.github.bootbench.studies;

import io.github.bootbench.report.stats.BlockNoise;
import io.github.bootbench.report.core.Method;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.within;

/**
 * The designs and their simulation: the error spent over the looks, what looking again
 * without it costs, and which cells each round measures.
 */
class AllocationTests {

	/** The default run's A/A noise on the AMD EPYC guest, rounded. */
	private static final BlockNoise NOISE = new BlockNoise(0.095, 0.052, 6, 88);

	private static final int SIMULATIONS = 600;

	@Test
	void aSequentialDesignSpendsTheErrorEvenlyOverItsLooks() {
		Allocation twoLooks = Allocation.sequential(3, 3, 4);
		assertThat(twoLooks.looks()).isEqualTo(2);
		assertThat(twoLooks.confidence()).isCloseTo(0.975, within(1e-12));
		assertThat(Allocation.sequential(3, 3, 5).confidence()).isCloseTo(1 - 0.05 / 3, within(1e-12));
		assertThat(Allocation.naive(3, 3, 4).confidence()).isEqualTo(Method.CONFIDENCE);
		assertThat(Allocation.fixed(3, 5).looks()).isEqualTo(1);
		assertThat(twoLooks.describe())
			.isEqualTo("sequential: 3 to 4 rounds of 3 blocks, 2 looks at 97.5 % each (Bonferroni)");
		assertThat(Allocation.fixed(3, 5).describe()).isEqualTo("fixed: 3 rounds of 5 blocks");
	}

	@Test
	void aDesignWithFewerRoundsThanAVerdictNeedsIsRefused() {
		assertThatIllegalArgumentException().isThrownBy(() -> Allocation.fixed(2, 5))
			.withMessageContaining("at least 3 rounds");
		assertThatIllegalArgumentException().isThrownBy(() -> Allocation.sequential(3, 4, 3));
	}

	@Test
	void lookingAgainWithoutCorrectionCallsTiesThatTheFirstLookLeftUndecided() {
		AllocationOutcome once = AllocationOutcome.simulate(Allocation.fixed(3, 3), NOISE, 1, 0.05, SIMULATIONS, 7);
		AllocationOutcome naive = AllocationOutcome.simulate(Allocation.naive(3, 3, 5), NOISE, 1, 0.05, SIMULATIONS, 7);
		// Every simulated cell's first 3 rounds and bootstrap are the same in both, so
		// the naive design calls every tie the single look calls, and more.
		assertThat(naive.calledShare()).isGreaterThan(once.calledShare());
		AllocationOutcome corrected = AllocationOutcome.simulate(Allocation.sequential(3, 3, 5), NOISE, 1, 0.05,
				SIMULATIONS, 7);
		assertThat(corrected.calledShare()).isLessThan(naive.calledShare());
	}

	@Test
	void everyCellIsMeasuredInTheFirstRoundsAndFewerAfter() {
		AllocationOutcome outcome = AllocationOutcome.simulate(Allocation.sequential(3, 3, 5), NOISE, 0.9, 0.05,
				SIMULATIONS, 3);
		assertThat(outcome.measuredShares()).hasSize(5);
		assertThat(outcome.measuredShares().subList(0, 3)).containsOnly(1.0);
		assertThat(outcome.measuredShare(4)).isLessThan(1).isGreaterThanOrEqualTo(outcome.measuredShare(5));
		assertThat(outcome.measuredShare(6)).isZero();
		double sum = outcome.measuredShares().stream().mapToDouble(Double::doubleValue).sum();
		assertThat(outcome.meanRounds()).isCloseTo(sum, within(1e-9));
		assertThat(outcome.fasterShare() + outcome.slowerShare() + outcome.equivalentShare()).isLessThanOrEqualTo(1);
	}

	@Test
	void aLargeTrueDifferenceOnLittleNoiseIsFoundAtTheFirstLook() {
		BlockNoise quiet = new BlockNoise(0.01, 0.005, 1, 30);
		AllocationOutcome outcome = AllocationOutcome.simulate(Allocation.sequential(3, 3, 5), quiet, 0.8, 0.05, 200,
				1);
		assertThat(outcome.slowerShare()).isEqualTo(1);
		assertThat(outcome.meanRounds()).isEqualTo(3);
	}

	@Test
	void theSameSeedGivesTheSameFigures() {
		AllocationOutcome first = AllocationOutcome.simulate(Allocation.sequential(3, 3, 4), NOISE, 1, 0.05, 200, 11);
		AllocationOutcome again = AllocationOutcome.simulate(Allocation.sequential(3, 3, 4), NOISE, 1, 0.05, 200, 11);
		assertThat(again).isEqualTo(first);
	}

}
