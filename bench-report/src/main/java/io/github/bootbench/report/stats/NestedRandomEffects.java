package io.github.bootbench.report.stats;

import java.util.ArrayList;
import java.util.List;

import org.apache.commons.statistics.distribution.TDistribution;

/**
 * Runs' estimates of one log ratio pooled with a random effect at each level of the
 * experiment above the rounds (Kalibera and Jones): runs within guests, guests within the
 * population of machines. A run's estimate is y = x·β + u(guest) + u(run) + e, with e its
 * own error from its rounds (known), u(run) ~ N(0, τ²run) and u(guest) ~ N(0, τ²guest): a
 * three-level meta-analysis (Konstantopoulos 2011; metafor's
 * {@code rma.mv(yi, vi, mods, random = ~ 1 | guest/run)}), with moderators x where given
 * (a meta-regression: the run's noise, its CPU's vendor).
 *
 * <p>
 * The two variances are estimated by restricted maximum likelihood: the score in τ²run
 * solved for each τ²guest, and the profile's score in τ²guest solved over it, each by
 * Brent's method ({@link RestrictedLikelihood}). Guests of one run each cannot tell
 * τ²guest from τ²run: then all of it is τ²run (the two-level model), as with one guest.
 * The coefficients' covariance is scaled by the weighted residuals where they exceed what
 * the model expects (Hartung and Knapp's, never below the model's), and their intervals
 * take Student's t on Satterthwaite's degrees of freedom where the guests differ (between
 * the guests' count and the runs', by how much of the estimate's variance is the
 * guests'), on the runs' (runs − p) where there is no guest level or τ²guest is estimated
 * 0 (the fit is then the two-level one). A guest like none measured is predicted on
 * guests − p − 1. The guest level stays only where its test tells τ²guest from 0
 * ({@link GuestLevel}).
 */
public final class NestedRandomEffects {

	private final RestrictedLikelihood likelihood;

	private final RestrictedLikelihood.Point at;

	private final double guestVariance;

	private final double runVariance;

	private final double scale;

	private final double freedom;

	private final GuestLevel level;

	private NestedRandomEffects(RestrictedLikelihood likelihood, GuestLevel level) {
		this.likelihood = likelihood;
		this.level = level;
		this.guestVariance = level.variance();
		this.runVariance = likelihood.runVarianceFor(level.variance());
		this.at = likelihood.at(this.guestVariance, this.runVariance);
		int k = likelihood.runs();
		int p = likelihood.coefficients();
		this.scale = (k > p) ? Math.max(1, this.at.residualSquares() / (k - p)) : 1;
		this.freedom = freedom(0);
	}

	/**
	 * The pool of these runs' estimates.
	 * @param studies each run's estimate and its own error
	 * @param guests each run's guest, in the same order
	 * @param moderators each run's moderators, in the same order (an empty row each for
	 * the mean alone)
	 */
	public static NestedRandomEffects fit(List<RandomEffects.Study> studies, List<String> guests,
			List<double[]> moderators) {
		RestrictedLikelihood likelihood = new RestrictedLikelihood(studies, guests, moderators);
		// Guests that differ by what the test cannot tell from nothing leave the
		// two-level fit: its degrees of freedom are the runs'.
		return new NestedRandomEffects(likelihood, GuestLevel.of(likelihood));
	}

	/** The mean alone: {@link #fit} without moderators. */
	public static NestedRandomEffects fit(List<RandomEffects.Study> studies, List<String> guests) {
		List<double[]> none = new ArrayList<>();
		studies.forEach((s) -> none.add(new double[0]));
		return fit(studies, guests, none);
	}

	/** The estimate of coefficient {@code j} (0: the intercept, the mean log ratio). */
	public double coefficient(int j) {
		return this.at.coefficients()[j];
	}

	/** Its standard error. */
	public double standardError(int j) {
		return Math.sqrt(this.scale * this.at.coefficientCovariance()[j][j]);
	}

	/** Its standard error before the residuals scale it: metafor's {@code rma.mv} one. */
	public double modelStandardError(int j) {
		return Math.sqrt(this.at.coefficientCovariance()[j][j]);
	}

	/** The restricted log likelihood at the estimates, without its constants. */
	public double restrictedLogLikelihood() {
		return this.at.logLikelihood();
	}

	/**
	 * Its interval at this confidence, log scale; null where no degree of freedom is
	 * left.
	 */
	public double[] interval(int j, double confidence) {
		double df = freedom(j);
		if (df < 1) {
			return null;
		}
		double t = quantile(df, confidence);
		return new double[] { coefficient(j) - t * standardError(j), coefficient(j) + t * standardError(j) };
	}

	/**
	 * Where a run on a guest like none pooled lies, at these moderators: the estimate's
	 * error, both variances and the new run's own error, on one degree of freedom fewer
	 * than the interval's; null where that leaves none, or with a single guest (which
	 * says nothing of another).
	 * @param row the new run's moderators (empty for the mean alone)
	 */
	public double[] predictNewGuest(double[] row, double newRunVariance, double confidence) {
		double spread = Math.sqrt(variance(row) + this.guestVariance + this.runVariance + newRunVariance);
		double df = (this.level.kept() ? this.likelihood.guests() : this.likelihood.runs())
				- this.likelihood.coefficients() - 1;
		if (df < 1 || this.likelihood.guests() < 2) {
			return null;
		}
		double center = center(row);
		double t = quantile(df, confidence);
		return new double[] { center - t * spread, center + t * spread };
	}

	/**
	 * A guest's own size: the pooled estimate at its moderators plus its predicted random
	 * effect (its best linear unbiased prediction), with the interval of its prediction
	 * error and, for a new run there, that run's between-run variance and own error. Null
	 * where the interval has no degree of freedom.
	 * @param guest a guest pooled
	 * @param row the moderators of the run to predict (empty for the mean alone)
	 * @param newRunVariance 0 for the guest's own size, a run's error for a new run on it
	 * @return {@code {centre, low, high}} on the log scale
	 */
	public double[] predictGuest(String guest, double[] row, double newRunVariance, double confidence) {
		double[] effect = GuestPrediction.of(this.likelihood, this.at, guest, row, this.guestVariance,
				this.runVariance);
		double spread = Math
			.sqrt(effect[1] * this.scale + ((newRunVariance > 0) ? this.runVariance + newRunVariance : 0));
		if (this.freedom < 1) {
			return null;
		}
		double t = quantile(this.freedom, confidence);
		return new double[] { effect[0], effect[0] - t * spread, effect[0] + t * spread };
	}

	/** A guest's own size at these moderators: the pool's estimate plus its effect. */
	public double guestSize(String guest, double[] row) {
		return GuestPrediction.of(this.likelihood, this.at, guest, row, this.guestVariance, this.runVariance)[0];
	}

	/** The guests pooled, in the order their first run came. */
	public List<String> guests() {
		return this.likelihood.guestNames();
	}

	/** How many runs a guest holds. */
	public int runsOf(String guest) {
		return this.likelihood.runsOf(guest);
	}

	/** The between-guest variance, τ²guest (0 where guests cannot be told from runs). */
	public double guestVariance() {
		return this.guestVariance;
	}

	/** The between-run variance within a guest, τ²run. */
	public double runVariance() {
		return this.runVariance;
	}

	/** The typical run's own error variance (the median), the third component. */
	public double typicalWithinRunVariance() {
		return this.likelihood.medianVariance();
	}

	/**
	 * The p-value of the likelihood ratio test of τ²guest = 0 (half χ² on 1 degree of
	 * freedom, the boundary's mixture); 1 where τ²guest is estimated 0 or not estimated.
	 * At {@link GuestLevel#KEPT_BELOW_P} or above the model leaves the guest level out.
	 */
	public double guestVarianceP() {
		return this.level.p();
	}

	/** τ²guest as estimated before its test: the model's, or what the test left out. */
	public double estimatedGuestVariance() {
		return this.level.estimate();
	}

	/**
	 * Whether the model has a guest level: guests of two runs, a variance between them
	 * that its test tells from 0 at {@link GuestLevel#KEPT_BELOW_P}.
	 */
	public boolean guestLevel() {
		return this.level.kept();
	}

	/** The degrees of freedom of the intercept's interval. */
	public double freedom() {
		return this.freedom;
	}

	/**
	 * Coefficient {@code j}'s degrees of freedom: Satterthwaite's where the guests
	 * differ, the runs less the coefficients where they do not (the two-level fit).
	 */
	private double freedom(int j) {
		int plain = this.likelihood.runs() - this.likelihood.coefficients();
		return this.level.kept()
				? Satterthwaite.freedom(this.likelihood, this.at, this.guestVariance, this.runVariance, j) : plain;
	}

	private double center(double[] row) {
		double center = coefficient(0);
		for (int j = 0; j < row.length; j++) {
			center += row[j] * coefficient(j + 1);
		}
		return center;
	}

	/** The variance of the estimate at these moderators, scaled. */
	private double variance(double[] row) {
		double[] x = RestrictedLikelihood.withIntercept(row);
		double[][] c = this.at.coefficientCovariance();
		double sum = 0;
		for (int a = 0; a < x.length; a++) {
			for (int b = 0; b < x.length; b++) {
				sum += x[a] * c[a][b] * x[b];
			}
		}
		return this.scale * sum;
	}

	static double quantile(double freedom, double confidence) {
		return TDistribution.of(freedom).inverseSurvivalProbability((1 - confidence) / 2);
	}

}
