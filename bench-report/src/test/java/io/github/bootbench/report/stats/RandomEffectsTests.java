package io.github.bootbench.report.stats;

import java.util.List;

import org.apache.commons.statistics.distribution.TDistribution;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

/**
 * Runs pooled with a random effect per run, checked against the meta-analysis every
 * textbook works: the BCG vaccine trials (Colditz et al. 1994), whose log risk ratios
 * metafor's documentation pools by REML to tau² 0.3132, an estimate of −0.7145 with
 * standard error 0.1798, Q 152.23 and I² 92.22 %.
 */
class RandomEffectsTests {

	/** The 13 trials' log risk ratios, from their counts. */
	static final double[] BCG_Y = { -0.8893113339202054, -1.5853886572014306, -1.348073148299693, -1.4415511900213054,
			-0.2175473222112957, -0.786115585818864, -1.6208982235983924, 0.011952333523841173, -0.4694176487381487,
			-1.3713448034727846, -0.33935882833839015, 0.4459134005713783, -0.017313948216879493 };

	/** Their sampling variances. */
	static final double[] BCG_V = { 0.32558476500396133, 0.19458112139814385, 0.4153679653679654, 0.020010031902247573,
			0.05121017216963086, 0.0069056184559087574, 0.22301724757231517, 0.0039615792978177295,
			0.056434210463248966, 0.07302479361302891, 0.01241221397155972, 0.5325058452001528, 0.0714046596839863 };

	private static List<RandomEffects.Study> bcg() {
		return java.util.stream.IntStream.range(0, BCG_Y.length)
			.mapToObj((i) -> new RandomEffects.Study(BCG_Y[i], BCG_V[i], 100))
			.toList();
	}

	@Test
	void remlPoolsTheBcgTrialsAsMetaforDoes() {
		RandomEffects pooled = RandomEffects.of(bcg(), 0.95);
		assertThat(pooled.tauSquared()).isCloseTo(0.3132, offset(0.0001));
		assertThat(pooled.logRatio()).isCloseTo(-0.7145, offset(0.0001));
		assertThat(pooled.q()).isCloseTo(152.2330, offset(0.0001));
		assertThat(pooled.iSquared()).isCloseTo(0.9222, offset(0.0001));
		assertThat(pooled.runs()).isEqualTo(13);
	}

	@Test
	void theHartungKnappIntervalIsNeverNarrowerThanTheRandomEffectsOneAndTakesTOnRunsLessOne() {
		RandomEffects pooled = RandomEffects.of(bcg(), 0.95);
		// The weighted residuals' scale is 1.011 here: the error grows from 0.1798.
		assertThat(pooled.standardError()).isCloseTo(0.18079, offset(0.00001)).isGreaterThan(0.1798);
		double t = TDistribution.of(12).inverseSurvivalProbability(0.025);
		assertThat(pooled.logLow()).isCloseTo(pooled.logRatio() - t * pooled.standardError(), offset(1e-12));
		assertThat(pooled.logHigh()).isCloseTo(-0.32062, offset(0.00001));
	}

	@Test
	void runsThatAgreeBetterThanTheirErrorsSayKeepTheRandomEffectsError() {
		List<RandomEffects.Study> close = List.of(new RandomEffects.Study(0.01, 0.01, 3),
				new RandomEffects.Study(0.00, 0.01, 3), new RandomEffects.Study(-0.01, 0.01, 3));
		RandomEffects pooled = RandomEffects.of(close, 0.95);
		assertThat(pooled.tauSquared()).isZero();
		assertThat(pooled.standardError()).isCloseTo(Math.sqrt(0.01 / 3), offset(1e-12));
	}

	@Test
	void thePredictionForTheNextRunHoldsTauTheErrorAndItsOwnErrorOnRunsLessTwo() {
		RandomEffects pooled = RandomEffects.of(bcg(), 0.95);
		double[] trueRatio = pooled.predict(0, 0.95);
		double t = TDistribution.of(11).inverseSurvivalProbability(0.025);
		double spread = Math.sqrt(pooled.standardError() * pooled.standardError() + pooled.tauSquared());
		assertThat(trueRatio[0]).isCloseTo(pooled.logRatio() - t * spread, offset(1e-12));
		assertThat(trueRatio[0]).isCloseTo(-2.00906, offset(0.00001));
		double[] measured = pooled.predict(0.05, 0.95);
		assertThat(measured[1] - measured[0]).isGreaterThan(trueRatio[1] - trueRatio[0]);
		assertThat(RandomEffects.of(bcg().subList(0, 2), 0.95).predict(0, 0.95)).isNull();
	}

	@Test
	void oneTinyErrorDoesNotStopTheEstimateShortOfTheOptimum() {
		// Four runs, one of them with an error a thousandth of the others': Fisher
		// scoring
		// from DerSimonian and Laird's estimate crept toward the optimum for hundreds of
		// iterations; the score's root is the optimum.
		List<RandomEffects.Study> runs = List.of(new RandomEffects.Study(0.030, 0.0000004, 2),
				new RandomEffects.Study(-0.010, 0.0004, 2), new RandomEffects.Study(0.005, 0.0005, 2),
				new RandomEffects.Study(-0.025, 0.0003, 2));
		double tau2 = RandomEffects.reml(runs);
		java.util.function.DoubleUnaryOperator likelihood = (t) -> {
			double sum = 0;
			double weighted = 0;
			double logs = 0;
			for (RandomEffects.Study s : runs) {
				sum += 1 / (s.variance() + t);
				weighted += s.logRatio() / (s.variance() + t);
				logs += Math.log(s.variance() + t);
			}
			double mu = weighted / sum;
			double squares = 0;
			for (RandomEffects.Study s : runs) {
				squares += (s.logRatio() - mu) * (s.logRatio() - mu) / (s.variance() + t);
			}
			return -0.5 * (logs + Math.log(sum) + squares);
		};
		for (double t = 0; t < 0.01; t += 0.000001) {
			assertThat(likelihood.applyAsDouble(tau2)).isGreaterThanOrEqualTo(likelihood.applyAsDouble(t) - 1e-12);
		}
		assertThat(tau2).isGreaterThan(0.0003);
	}

	@Test
	void oneRunIsItsOwnEstimateWithItsOwnT() {
		RandomEffects.Study run = RandomEffects.Study.ofRounds(new double[] { -0.05, -0.07, -0.06, -0.08 });
		assertThat(run.logRatio()).isCloseTo(-0.065, offset(1e-12));
		assertThat(run.freedom()).isEqualTo(3);
		RandomEffects alone = RandomEffects.of(List.of(run), 0.95);
		double t = TDistribution.of(3).inverseSurvivalProbability(0.025);
		assertThat(alone.logHigh() - alone.logRatio()).isCloseTo(t * Math.sqrt(run.variance()), offset(1e-12));
		assertThat(alone.tauSquared()).isZero();
	}

	@Test
	void aRunNeedsTwoRoundsForAnError() {
		org.assertj.core.api.Assertions.assertThatIllegalArgumentException()
			.isThrownBy(() -> RandomEffects.Study.ofRounds(new double[] { 0.1 }))
			.withMessageContaining("at least 2 rounds");
	}

}
