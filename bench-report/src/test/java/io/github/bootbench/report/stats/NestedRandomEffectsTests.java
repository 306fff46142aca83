package io.github.bootbench.report.stats;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

import org.apache.commons.statistics.distribution.ChiSquaredDistribution;
import org.apache.commons.statistics.distribution.TDistribution;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.offset;

/**
 * Runs within guests pooled with a random effect at each level: the two-level pool where
 * guests cannot be told from runs, a guest level where they can, its optimum found
 * against the restricted likelihood written out in full here, and its predictions.
 */
class NestedRandomEffectsTests {

	/**
	 * Eight runs on three guests: the first guest's runs read about 0.2 above the rest.
	 */
	private static final double[] Y = { 0.21, 0.18, 0.24, 0.02, -0.01, 0.04, 0.00, 0.05 };

	private static final double[] V = { 0.0004, 0.0009, 0.0006, 0.0005, 0.0008, 0.0004, 0.0007, 0.0010 };

	private static final List<String> GUESTS = List.of("a", "a", "a", "b", "b", "b", "c", "c");

	private static List<RandomEffects.Study> studies(double[] y, double[] v) {
		return IntStream.range(0, y.length).mapToObj((i) -> new RandomEffects.Study(y[i], v[i], 3)).toList();
	}

	/**
	 * dat.konstantopoulos2011 (metadat): 56 schools in 11 districts, each school's effect
	 * size and its sampling variance, as metafor's tests fit them with
	 * {@code rma.mv(yi, vi, random = ~ 1 | district/school)}.
	 */
	private static final List<String> DISTRICTS = List.of("11", "11", "11", "11", "12", "12", "12", "12", "18", "18",
			"18", "27", "27", "27", "27", "56", "56", "56", "56", "58", "58", "58", "58", "58", "58", "58", "58", "58",
			"58", "58", "71", "71", "71", "86", "86", "86", "86", "86", "86", "86", "86", "91", "91", "91", "91", "91",
			"91", "108", "108", "108", "108", "108", "644", "644", "644", "644");

	private static final double[] SCHOOL_Y = { -0.18, -0.22, 0.23, -0.30, 0.13, -0.26, 0.19, 0.32, 0.45, 0.38, 0.29,
			0.16, 0.65, 0.36, 0.60, 0.08, 0.04, 0.19, -0.06, -0.18, 0.00, 0.00, -0.28, -0.04, -0.30, 0.07, 0.00, 0.05,
			-0.08, -0.09, 0.30, 0.98, 1.19, -0.07, -0.05, -0.01, 0.02, -0.03, 0.00, 0.01, -0.10, 0.50, 0.66, 0.20, 0.00,
			0.05, 0.07, -0.52, 0.70, -0.03, 0.27, -0.34, 0.12, 0.61, 0.04, -0.05 };

	private static final double[] SCHOOL_V = { 0.118, 0.118, 0.144, 0.144, 0.014, 0.014, 0.015, 0.024, 0.023, 0.043,
			0.012, 0.020, 0.004, 0.004, 0.007, 0.019, 0.007, 0.005, 0.004, 0.020, 0.018, 0.019, 0.022, 0.020, 0.021,
			0.006, 0.007, 0.007, 0.007, 0.007, 0.015, 0.011, 0.010, 0.001, 0.001, 0.001, 0.001, 0.001, 0.001, 0.001,
			0.001, 0.010, 0.011, 0.010, 0.009, 0.013, 0.013, 0.031, 0.031, 0.030, 0.030, 0.030, 0.087, 0.082, 0.067,
			0.067 };

	@Test
	void threeLevelsPoolTheSchoolsInTheirDistrictsAsMetaforDoes() {
		NestedRandomEffects fit = NestedRandomEffects.fit(studies(SCHOOL_Y, SCHOOL_V), DISTRICTS);
		// test_analysis_example_konstantopoulos2011.r, lines 213-215 (metafor 5.1-12).
		assertThat(fit.guestVariance()).isCloseTo(0.06506194, offset(1e-7));
		assertThat(fit.runVariance()).isCloseTo(0.03273652, offset(1e-7));
		assertThat(fit.coefficient(0)).isCloseTo(0.1847132, offset(1e-7));
		assertThat(fit.modelStandardError(0)).isCloseTo(0.08455592, offset(1e-7));
		// The restricted log likelihood with metafor's constants, line 105: -7.9587.
		assertThat(fit.restrictedLogLikelihood() - 0.5 * 55 * Math.log(2 * Math.PI) + 0.5 * Math.log(56))
			.isCloseTo(-7.9587, offset(0.0001));
		// anova(): the district level against none, LRT 17.7736, half χ² on 1 df.
		assertThat(fit.guestVarianceP()).isCloseTo(0.5 * ChiSquaredDistribution.of(1).survivalProbability(17.7736),
				offset(1e-6));
		// ranef(): each district's predicted effect (its BLUP), line 198.
		assertThat(fit.guestSize("11", new double[0]) - fit.coefficient(0)).isCloseTo(-0.18998596, offset(1e-6));
		assertThat(fit.guestSize("71", new double[0]) - fit.coefficient(0)).isCloseTo(0.5342778, offset(1e-6));
		assertThat(fit.guestSize("644", new double[0]) - fit.coefficient(0)).isCloseTo(-0.01215679, offset(1e-6));
		// The districts' variance dominates the estimate's: Satterthwaite's degrees of
		// freedom come near the districts' count less one.
		assertThat(fit.freedom()).isCloseTo(10.0, offset(0.5));
	}

	@Test
	void inABalancedPoolWhoseRunsAgreeWithinTheirGuestTheMeanHasTheGuestsDegreesOfFreedom() {
		// Four guests of three runs each, every run of a guest at its guest's ratio: the
		// between-run variance is 0, and the mean is known as a mean of four guests.
		double[] guestRatios = { 0.10, 0.04, 0.13, 0.07 };
		double[] y = new double[12];
		double[] v = new double[12];
		List<String> guests = new ArrayList<>();
		for (int i = 0; i < 12; i++) {
			y[i] = guestRatios[i / 3];
			v[i] = 0.0001;
			guests.add("g" + (i / 3));
		}
		NestedRandomEffects fit = NestedRandomEffects.fit(studies(y, v), guests);
		assertThat(fit.runVariance()).isZero();
		assertThat(fit.guestLevel()).isTrue();
		assertThat(fit.freedom()).isCloseTo(3.0, offset(1e-6));
	}

	/** The BCG trials' absolute latitudes, metafor's moderator {@code ablat}. */
	private static final double[] BCG_ABLAT = { 44, 55, 42, 52, 13, 44, 19, 13, 27, 42, 18, 33, 33 };

	@Test
	void aMetaRegressionOfTheBcgTrialsOnLatitudeIsMetaforsOne() {
		List<RandomEffects.Study> studies = new ArrayList<>();
		List<double[]> rows = new ArrayList<>();
		List<String> own = new ArrayList<>();
		for (int i = 0; i < RandomEffectsTests.BCG_Y.length; i++) {
			studies.add(new RandomEffects.Study(RandomEffectsTests.BCG_Y[i], RandomEffectsTests.BCG_V[i], 100));
			rows.add(new double[] { BCG_ABLAT[i] });
			own.add("trial " + i);
		}
		NestedRandomEffects fit = NestedRandomEffects.fit(studies, own, rows);
		// rma(yi, vi, mods = ~ ablat, method = "REML"): the intercept and slope from its
		// fitted values (test_misc_list_rma.r, line 39), their errors and tau² as
		// printed.
		// metafor stops its Fisher scoring once tau² moves by less than 1e-5, so its
		// coefficients carry that error; the score's root here is exact.
		assertThat(fit.coefficient(0)).isCloseTo(0.2514642943743, offset(1e-5));
		assertThat(fit.coefficient(1)).isCloseTo(-0.0291016609280, offset(1e-6));
		assertThat(fit.modelStandardError(0)).isCloseTo(0.2491, offset(0.00005));
		assertThat(fit.modelStandardError(1)).isCloseTo(0.0072, offset(0.00005));
		// Printed 0.0764 from metafor's last Fisher step; the likelihood's own optimum,
		// found on a grid of 1e-6, is 0.076348.
		assertThat(fit.runVariance()).isCloseTo(0.0764, offset(0.0001)).isCloseTo(0.076348, offset(0.000001));
		assertThat(fit.freedom()).isEqualTo(11);
	}

	@Test
	void guestsOfOneRunEachPoolAsTheTwoLevelModelDoes() {
		List<RandomEffects.Study> studies = studies(Y, V);
		List<String> own = IntStream.range(0, Y.length).mapToObj((i) -> "g" + i).toList();
		NestedRandomEffects nested = NestedRandomEffects.fit(studies, own);
		RandomEffects flat = RandomEffects.of(studies, 0.95);
		assertThat(nested.guestLevel()).isFalse();
		assertThat(nested.guestVariance()).isZero();
		assertThat(nested.runVariance()).isCloseTo(flat.tauSquared(), offset(1e-10));
		assertThat(nested.coefficient(0)).isCloseTo(flat.logRatio(), offset(1e-10));
		assertThat(nested.standardError(0)).isCloseTo(flat.standardError(), offset(1e-10));
		assertThat(nested.interval(0, 0.95)[0]).isCloseTo(flat.logLow(), offset(1e-10));
		assertThat(nested.predictNewGuest(new double[0], 0.001, 0.95)[1]).isCloseTo(flat.predict(0.001, 0.95)[1],
				offset(1e-10));
	}

	@Test
	void theGuestLevelTakesWhatTheGuestsShareAndItsIntervalTakesSatterthwaitesDegreesOfFreedom() {
		NestedRandomEffects nested = NestedRandomEffects.fit(studies(Y, V), GUESTS);
		assertThat(nested.guestLevel()).isTrue();
		assertThat(nested.guests()).containsExactly("a", "b", "c");
		assertThat(nested.runsOf("a")).isEqualTo(3);
		assertThat(nested.runsOf("c")).isEqualTo(2);
		assertThat(nested.guestVariance()).isGreaterThan(10 * nested.runVariance());
		assertThat(nested.freedom()).as("near the guests' count less one").isCloseTo(2.0, offset(0.1));
		double t = TDistribution.of(nested.freedom()).inverseSurvivalProbability(0.025);
		assertThat(nested.interval(0, 0.95)[1]).isCloseTo(nested.coefficient(0) + t * nested.standardError(0),
				offset(1e-12));
		assertThat(nested.guestVarianceP()).isLessThan(0.05);
	}

	/**
	 * Jetty 12.1 against Tomcat 11 on /test/block at c=100, as pooled over 23 runs on six
	 * guests (the answer of 2026-12-03): each run's log ratio, its moderated variance and
	 * its guest; one guest holds 12 of the runs.
	 */
	private static final double[] BLOCK_Y = { -0.247535, -0.059628, -0.065647, -0.141835, -0.074065, -0.095944,
			-0.045965, -0.039903, -0.050039, -0.068139, -0.124463, -0.068994, -0.079487, -0.050704, -0.088675,
			-0.127599, -0.133386, -0.216942, -0.172029, -0.093632, -0.017619, -0.139973, -0.211294 };

	private static final double[] BLOCK_V = { 0.0039051, 0.0020759, 0.0010338, 0.0017925, 0.0022601, 0.0007351,
			0.0001747, 0.0000814, 0.0002881, 0.0002620, 0.0003802, 0.0002019, 0.0010580, 0.0005686, 0.0004042,
			0.0006937, 0.0004404, 0.0030556, 0.0044432, 0.0036944, 0.0029938, 0.0028011, 0.0027117 };

	private static final List<String> BLOCK_GUESTS = List.of("g0", "g1", "g2", "g2", "g2", "g2", "g0", "g0", "g0", "g0",
			"g0", "g0", "g0", "g0", "g0", "g0", "g0", "g3", "g3", "g3", "g3", "g4", "g5");

	@Test
	void aGuestVarianceItsTestCannotTellFromNothingLeavesTheTwoLevelFit() {
		List<RandomEffects.Study> studies = studies(BLOCK_Y, BLOCK_V);
		NestedRandomEffects nested = NestedRandomEffects.fit(studies, BLOCK_GUESTS);
		RandomEffects flat = RandomEffects.of(studies, 0.95);
		// τ²guest is estimated above 0 (an SD near 0.009), but its test cannot tell it
		// from 0: six guests, one of 12 runs, leave Satterthwaite's degrees of
		// freedom for it below 1.
		assertThat(nested.guestVarianceP()).isBetween(GuestLevel.KEPT_BELOW_P, 1.0);
		assertThat(nested.guestLevel()).isFalse();
		assertThat(nested.guestVariance()).isZero();
		assertThat(Math.sqrt(nested.estimatedGuestVariance())).as("kept in view").isCloseTo(0.0095, offset(0.001));
		assertThat(nested.runVariance()).isCloseTo(flat.tauSquared(), offset(1e-10));
		assertThat(nested.freedom()).isEqualTo(22);
		assertThat(nested.interval(0, 0.95)[0]).isCloseTo(flat.logLow(), offset(1e-10));
	}

	@Test
	void aGuestLevelItsTestTellsFromNothingStays() {
		NestedRandomEffects nested = NestedRandomEffects.fit(studies(Y, V), GUESTS);
		assertThat(nested.guestVarianceP()).isLessThan(GuestLevel.KEPT_BELOW_P);
		assertThat(nested.guestLevel()).isTrue();
		assertThat(nested.guestVariance()).isPositive();
	}

	@Test
	void theVariancesAreTheRestrictedLikelihoodsOptimumOverAFineGrid() {
		NestedRandomEffects nested = NestedRandomEffects.fit(studies(Y, V), GUESTS);
		double best = Double.NEGATIVE_INFINITY;
		double bestGuest = 0;
		double bestRun = 0;
		for (int a = 0; a <= 400; a++) {
			for (int b = 0; b <= 200; b++) {
				double guest = a * 0.0001;
				double run = b * 0.000005;
				double value = restrictedLogLikelihood(guest, run);
				if (value > best) {
					best = value;
					bestGuest = guest;
					bestRun = run;
				}
			}
		}
		assertThat(restrictedLogLikelihood(nested.guestVariance(), nested.runVariance())).isGreaterThanOrEqualTo(best);
		assertThat(nested.guestVariance()).isCloseTo(bestGuest, offset(0.0001));
		assertThat(nested.runVariance()).isCloseTo(bestRun, offset(0.00001));
	}

	/**
	 * The restricted log likelihood written out with the whole covariance matrix: −½
	 * (log|Σ| + log|1'Σ⁻¹1| + r'Σ⁻¹r), the estimate the generalised least squares one.
	 */
	private static double restrictedLogLikelihood(double guest, double run) {
		int k = Y.length;
		double[][] sigma = new double[k][k];
		for (int i = 0; i < k; i++) {
			for (int j = 0; j < k; j++) {
				sigma[i][j] = (GUESTS.get(i).equals(GUESTS.get(j)) ? guest : 0) + ((i == j) ? V[i] + run : 0);
			}
		}
		Cholesky factor = Cholesky.of(sigma);
		double[][] inverse = factor.inverse();
		double ones = 0;
		double onesY = 0;
		for (int i = 0; i < k; i++) {
			for (int j = 0; j < k; j++) {
				ones += inverse[i][j];
				onesY += inverse[i][j] * Y[j];
			}
		}
		double mu = onesY / ones;
		double squares = 0;
		for (int i = 0; i < k; i++) {
			for (int j = 0; j < k; j++) {
				squares += (Y[i] - mu) * inverse[i][j] * (Y[j] - mu);
			}
		}
		return -0.5 * (factor.logDeterminant() + Math.log(ones) + squares);
	}

	@Test
	void aGuestsOwnSizeLeansTowardItsRunsAndANewGuestIsPredictedWiderThanAKnownOne() {
		NestedRandomEffects nested = NestedRandomEffects.fit(studies(Y, V), GUESTS);
		double[] a = nested.predictGuest("a", new double[0], 0, 0.95);
		double[] b = nested.predictGuest("b", new double[0], 0, 0.95);
		assertThat(a[0]).isBetween(0.15, 0.25);
		assertThat(b[0]).isBetween(-0.02, 0.06);
		assertThat(a[1]).isLessThan(a[0]).isGreaterThan(nested.coefficient(0));
		double[] nextOnA = nested.predictGuest("a", new double[0], 0.0006, 0.95);
		assertThat(nextOnA[2] - nextOnA[1]).isGreaterThan(a[2] - a[1]);
		double[] unseen = nested.predictNewGuest(new double[0], 0.0006, 0.95);
		assertThat(unseen[1] - unseen[0]).isGreaterThan(nextOnA[2] - nextOnA[1]);
		assertThatIllegalArgumentException().isThrownBy(() -> nested.predictGuest("d", new double[0], 0, 0.95))
			.withMessageContaining("no run of guest 'd'");
	}

	@Test
	void aModeratorsSlopeIsEstimatedWithItsInterval() {
		// Runs whose ratio rises by 1.0 per unit of noise, on four guests.
		double[] noise = { 0.02, 0.05, 0.10, 0.15, 0.03, 0.12, 0.08, 0.20 };
		double[] y = new double[noise.length];
		for (int i = 0; i < y.length; i++) {
			y[i] = 0.05 + 1.0 * noise[i] + ((i % 2 == 0) ? 0.004 : -0.004);
		}
		List<double[]> rows = new ArrayList<>();
		for (double n : noise) {
			rows.add(new double[] { n });
		}
		List<String> guests = List.of("a", "a", "b", "b", "c", "c", "d", "d");
		double[] small = new double[y.length];
		java.util.Arrays.fill(small, 0.00001);
		NestedRandomEffects fit = NestedRandomEffects.fit(studies(y, small), guests, rows);
		assertThat(fit.coefficient(1)).isCloseTo(1.0, offset(0.1));
		assertThat(fit.interval(1, 0.95)[0]).isGreaterThan(0.5);
		assertThat(fit.guestVariance()).as("the guests differ only by their noise").isZero();
		assertThat(fit.freedom()).as("so the runs' degrees of freedom, less the two coefficients").isEqualTo(6);
	}

	@Test
	void aRunWhoseRoundsAgreedExactlyIsNotWeightedWithoutEnd() {
		double[] v = V.clone();
		v[0] = 0;
		NestedRandomEffects nested = NestedRandomEffects.fit(studies(Y, v), GUESTS);
		assertThat(nested.coefficient(0)).isBetween(0.0, 0.2);
	}

}
