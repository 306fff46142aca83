package io.github.bootbench.report.stats;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import org.apache.commons.numbers.gamma.Trigamma;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

/**
 * Variances on 2 or 3 degrees of freedom moderated toward what they share (Smyth 2004):
 * drawn from one variance they all take about it; drawn from variances far apart each
 * keeps most of its own; a lucky small one is raised.
 */
class ModeratedVariancesTests {

	/**
	 * Sample variances of {@code freedom + 1} normal draws: variance × χ²(freedom) /
	 * freedom.
	 */
	private static List<Double> draws(Random random, int n, double variance, int freedom) {
		List<Double> draws = new ArrayList<>();
		for (int i = 0; i < n; i++) {
			double chi = 0;
			for (int j = 0; j < freedom; j++) {
				double z = random.nextGaussian();
				chi += z * z;
			}
			draws.add(variance * chi / freedom);
		}
		return draws;
	}

	@Test
	void variancesOfOneTrueVarianceAreMovedMostOfTheWayToIt() {
		Random random = new Random(42);
		List<Double> s2 = draws(random, 400, 0.01, 2);
		ModeratedVariances moderated = ModeratedVariances.of(s2, Collections.nCopies(400, 2));
		assertThat(moderated.priorVariance()).isCloseTo(0.01, offset(0.0015));
		assertThat(moderated.priorFreedom()).isGreaterThan(20);
		double ownSpread = spread(s2.stream().mapToDouble(Double::doubleValue).toArray());
		assertThat(spread(moderated.variances())).isLessThan(ownSpread / 5);
	}

	@Test
	void variancesFarApartKeepMostOfTheirOwn() {
		Random random = new Random(7);
		List<Double> s2 = new ArrayList<>();
		for (int i = 0; i < 300; i++) {
			// True variances spread over two orders of magnitude.
			double truth = 0.0001 * Math.pow(100, random.nextDouble());
			s2.addAll(draws(random, 1, truth, 3));
		}
		ModeratedVariances moderated = ModeratedVariances.of(s2, Collections.nCopies(300, 3));
		assertThat(moderated.priorFreedom()).isBetween(0.5, 10.0);
		for (int i = 0; i < s2.size(); i++) {
			double v = moderated.variances()[i];
			assertThat(v).isBetween(Math.min(s2.get(i), moderated.priorVariance()),
					Math.max(s2.get(i), moderated.priorVariance()));
			assertThat(moderated.freedom()[i]).isEqualTo(3 + moderated.priorFreedom());
		}
	}

	@Test
	void aLuckySmallVarianceIsRaisedTowardTheOthers() {
		List<Double> s2 = List.of(0.0100, 0.0080, 0.0150, 0.0120, 0.0002, 0.0090, 0.0110);
		ModeratedVariances moderated = ModeratedVariances.of(s2, Collections.nCopies(7, 2));
		assertThat(moderated.variances()[4]).isGreaterThan(10 * 0.0002);
	}

	@Test
	void withFewerThanThreeVariancesEachIsItsOwn() {
		ModeratedVariances moderated = ModeratedVariances.of(List.of(0.01, 0.02), List.of(2, 3));
		assertThat(moderated.variances()).containsExactly(0.01, 0.02);
		assertThat(moderated.freedom()).containsExactly(2.0, 3.0);
	}

	@Test
	void theInverseTrigammaInvertsIt() {
		for (double y : new double[] { 0.01, 0.5, 1, 3, 50, 5000 }) {
			assertThat(ModeratedVariances.inverseTrigamma(Trigamma.value(y))).isCloseTo(y, offset(1e-6 * y));
		}
	}

	private static double spread(double[] values) {
		double mean = java.util.Arrays.stream(values).average().orElseThrow();
		return Math.sqrt(java.util.Arrays.stream(values).map((v) -> (v - mean) * (v - mean)).sum() / values.length);
	}

}
