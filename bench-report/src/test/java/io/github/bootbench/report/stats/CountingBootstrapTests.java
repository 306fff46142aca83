package io.github.bootbench.report.stats;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import io.github.bootbench.report.core.Method;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

class CountingBootstrapTests {

	@Test
	void countingGivesTheEnumeratedIntervalOnDesignsSmallEnoughForBoth() {
		Random random = new Random(11);
		for (int design = 0; design < 60; design++) {
			List<double[]> rounds = new ArrayList<>();
			for (int r = 0; r < 3; r++) {
				// 1 to 4 blocks a round, odd and even totals, with ties.
				double[] round = new double[1 + random.nextInt(4)];
				for (int b = 0; b < round.length; b++) {
					round[b] = 0.9 + random.nextInt(8) * 0.03;
				}
				rounds.add(round);
			}
			double[] enumerated = new ExactBootstrap(rounds).distribution().interval();
			double[] counted = new CountingBootstrap(rounds).distribution().interval();
			assertThat(counted[0]).as("design %d low", design).isCloseTo(enumerated[0], offset(1e-12));
			assertThat(counted[1]).as("design %d high", design).isCloseTo(enumerated[1], offset(1e-12));
		}
	}

	@Test
	void aDesignTooLargeToEnumerateIsCountedWithoutASeed() {
		List<double[]> rounds = List.of(new double[] { 0.91, 1.04, 0.98, 1.01, 0.97, 1.03 },
				new double[] { 1.10, 1.02, 0.95, 1.01, 1.05, 0.98 },
				new double[] { 1.07, 0.99, 1.12, 1.02, 1.04, 0.97 });
		assertThat(MedianBootstrap.outcomes(rounds)).isGreaterThan(Method.BOOTSTRAP_EXACT_LIMIT);
		MedianBootstrap first = MedianBootstrap.of(rounds, 1);
		assertThat(MedianBootstrap.of(rounds, 2).interval()).containsExactly(first.interval());
		double[] sampled = MedianBootstrap.sampled(rounds, 1).interval();
		assertThat(sampled[0]).isCloseTo(first.interval()[0], offset(0.011));
		assertThat(sampled[1]).isCloseTo(first.interval()[1], offset(0.011));
	}

}
