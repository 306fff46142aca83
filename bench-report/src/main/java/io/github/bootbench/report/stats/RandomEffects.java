package io.github.bootbench.report.stats;

import java.util.List;

import org.apache.commons.statistics.distribution.TDistribution;

/**
 * Many runs' estimates of one log ratio pooled with a random effect per run: the two
 * levels of Kalibera and Jones ("Rigorous Benchmarking in Reasonable Time"), rounds of
 * fresh JVMs inside a run (each run's own error, from its rounds) and runs, which are
 * hours and guests (the between-run variance tau², estimated by restricted maximum
 * likelihood). The interval is Hartung-Knapp-Sidik-Jonkman's: the weighted residuals
 * scale the pooled variance, never below the standard random-effects variance (the
 * modification of Knapp and Hartung that Röver, Knapp and Friede recommend), and the
 * quantile is Student's t on runs − 1 degrees of freedom. With few runs this stays at its
 * level where the normal quantile of DerSimonian and Laird is too narrow. The prediction
 * interval (Higgins, Thompson and Spiegelhalter) is where the next run's true ratio lies,
 * on runs − 2 degrees of freedom; for the next run's measured ratio, that run's own error
 * is added ({@link #predict}).
 *
 * @param runs how many runs were pooled
 * @param logRatio the pooled log ratio
 * @param standardError its standard error (Hartung-Knapp-Sidik-Jonkman's)
 * @param logLow the lower end of its interval
 * @param logHigh the upper end
 * @param tauSquared the between-run variance
 * @param iSquared the share of the estimates' spread that is between runs (Higgins and
 * Thompson's I²), 0 for one run
 * @param q Cochran's Q
 */
public record RandomEffects(int runs, double logRatio, double standardError, double logLow, double logHigh,
		double tauSquared, double iSquared, double q) {

	/**
	 * One run's estimate of the log ratio.
	 *
	 * @param logRatio the run's mean over its rounds' mean log ratios
	 * @param variance the squared standard error of that mean, from its rounds
	 * @param freedom its degrees of freedom (rounds − 1)
	 */
	public record Study(double logRatio, double variance, int freedom) {

		public Study {
			if (!(variance >= 0) || freedom < 1) {
				throw new IllegalArgumentException(
						"a run's estimate needs a variance and at least 2 rounds, had " + variance + " on " + freedom);
			}
		}

		/**
		 * A run's estimate from its rounds' mean log ratios: their mean, and its variance
		 * over the rounds.
		 * @param roundMeans at least two
		 */
		public static Study ofRounds(double[] roundMeans) {
			int n = roundMeans.length;
			if (n < 2) {
				throw new IllegalArgumentException("a run's estimate needs at least 2 rounds, had " + n);
			}
			return new Study(RoundMeans.mean(roundMeans), RoundMeans.variance(roundMeans) / n, n - 1);
		}

		/**
		 * A run's estimate from its block ratios, round by round: each round's mean log
		 * ratio, then {@link #ofRounds}.
		 * @param rounds each round's block ratios, at least two rounds
		 */
		public static Study ofBlockRatios(List<List<Double>> rounds) {
			return ofRounds(RoundMeans.meanLogs(rounds.stream()
				.map((blocks) -> blocks.stream().mapToDouble(Double::doubleValue).toArray())
				.toList()));
		}

	}

	/**
	 * The pooled estimate at this confidence. One run is its own estimate with its own t
	 * interval (on its rounds − 1 degrees of freedom), as its report judges it.
	 * @param studies one per run, at least one
	 */
	public static RandomEffects of(List<Study> studies, double confidence) {
		int k = studies.size();
		if (k == 0) {
			throw new IllegalArgumentException("nothing to pool");
		}
		if (k == 1) {
			Study only = studies.get(0);
			double se = Math.sqrt(only.variance());
			double t = quantile(only.freedom(), confidence);
			return new RandomEffects(1, only.logRatio(), se, only.logRatio() - t * se, only.logRatio() + t * se, 0, 0,
					0);
		}
		double tau2 = reml(studies);
		double[] w = weights(studies, tau2);
		double sum = sum(w);
		double mu = weightedMean(studies, w);
		double residuals = 0;
		for (int i = 0; i < k; i++) {
			double d = studies.get(i).logRatio() - mu;
			residuals += w[i] * d * d;
		}
		double scale = Math.max(1, residuals / (k - 1));
		double se = Math.sqrt(scale / sum);
		double t = quantile(k - 1, confidence);
		return new RandomEffects(k, mu, se, mu - t * se, mu + t * se, tau2, iSquared(studies, tau2), cochranQ(studies));
	}

	/**
	 * Where a new run's measured log ratio lies at this confidence: the pooled estimate's
	 * error, the between-run variance and the new run's own error, on runs − 2 degrees of
	 * freedom. Null with fewer than three runs, which leave no freedom for it.
	 * @param newRunVariance the new run's own squared standard error (0 for its true
	 * ratio)
	 * @return the interval's two ends, on the log scale
	 */
	public double[] predict(double newRunVariance, double confidence) {
		if (this.runs < 3) {
			return null;
		}
		double spread = Math.sqrt(this.standardError * this.standardError + this.tauSquared + newRunVariance);
		double t = quantile(this.runs - 2, confidence);
		return new double[] { this.logRatio - t * spread, this.logRatio + t * spread };
	}

	/** The between-run standard deviation, on the log scale. */
	public double tau() {
		return Math.sqrt(this.tauSquared);
	}

	/**
	 * tau² by restricted maximum likelihood: the root of its score (Viechtbauer 2005:
	 * Σw²(y − μ)² − Σw + Σw²/Σw) by Brent's method, in a bracket grown from DerSimonian
	 * and Laird's estimate until the score is negative; 0 where the score is not positive
	 * at 0. Unlike Fisher scoring from a start, it cannot stop short of the optimum when
	 * one run's error is tiny.
	 */
	static double reml(List<Study> studies) {
		java.util.function.DoubleUnaryOperator score = (tau2) -> {
			double[] w = weights(studies, tau2);
			double sum = sum(w);
			double mu = weightedMean(studies, w);
			double value = -sum;
			double squares = 0;
			for (int i = 0; i < studies.size(); i++) {
				double d = studies.get(i).logRatio() - mu;
				value += w[i] * w[i] * d * d;
				squares += w[i] * w[i];
			}
			return value + squares / sum;
		};
		return ScoreRoot.of(score, 2 * dersimonianLaird(studies));
	}

	/** DerSimonian and Laird's moment estimate of tau². */
	static double dersimonianLaird(List<Study> studies) {
		double[] w = weights(studies, 0);
		double sum = sum(w);
		double squares = 0;
		for (double x : w) {
			squares += x * x;
		}
		double excess = cochranQ(studies) - (studies.size() - 1);
		return Math.max(0, excess / (sum - squares / sum));
	}

	private static double cochranQ(List<Study> studies) {
		double[] w = weights(studies, 0);
		double mu = weightedMean(studies, w);
		double q = 0;
		for (int i = 0; i < studies.size(); i++) {
			double d = studies.get(i).logRatio() - mu;
			q += w[i] * d * d;
		}
		return q;
	}

	/**
	 * Higgins and Thompson's I²: tau² over tau² and the typical run's own variance.
	 */
	private static double iSquared(List<Study> studies, double tau2) {
		double[] w = weights(studies, 0);
		double sum = sum(w);
		double squares = 0;
		for (double x : w) {
			squares += x * x;
		}
		double typical = (studies.size() - 1) * sum / (sum * sum - squares);
		return (tau2 + typical > 0) ? tau2 / (tau2 + typical) : 0;
	}

	/**
	 * Inverse-variance weights with this between-run variance. A run whose rounds agreed
	 * exactly has no variance of its own: the smallest positive one the others have
	 * stands in, so that it is not weighted without end.
	 */
	private static double[] weights(List<Study> studies, double tau2) {
		double floor = studies.stream()
			.mapToDouble(Study::variance)
			.filter((v) -> v > 0)
			.min()
			.orElse(Double.MIN_NORMAL);
		double[] w = new double[studies.size()];
		for (int i = 0; i < w.length; i++) {
			w[i] = 1 / (Math.max(studies.get(i).variance(), floor) + tau2);
		}
		return w;
	}

	private static double weightedMean(List<Study> studies, double[] w) {
		double total = 0;
		for (int i = 0; i < w.length; i++) {
			total += w[i] * studies.get(i).logRatio();
		}
		return total / sum(w);
	}

	private static double sum(double[] values) {
		double total = 0;
		for (double v : values) {
			total += v;
		}
		return total;
	}

	/** Student's t quantile for a two-sided interval at this confidence. */
	private static double quantile(double freedom, double confidence) {
		return TDistribution.of(freedom).inverseSurvivalProbability((1 - confidence) / 2);
	}

}
