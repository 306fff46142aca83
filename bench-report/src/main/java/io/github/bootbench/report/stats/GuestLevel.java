package io.github.bootbench.report.stats;

import org.apache.commons.statistics.distribution.ChiSquaredDistribution;

/**
 * Whether a pool of runs within guests keeps its guest level: guests of two runs or more,
 * a variance between them estimated above 0, and its likelihood ratio test telling it
 * from 0 at {@link #KEPT_BELOW_P}. Random effects chosen by that test at 0.20 keep the
 * type I error near its rate with the power of the simpler model (Matuschek, Kliegl,
 * Vasishth, Baayen and Bates 2017). Satterthwaite's degrees of freedom carry the
 * uncertainty of τ²guest, which a few guests, one holding most runs, leave so large that
 * a τ²guest of almost nothing took them from the runs' count to 1: a variance the data
 * cannot tell from 0 is not let move the interval that far.
 *
 * @param estimate τ²guest as restricted maximum likelihood estimates it, kept or not
 * @param p the test's p-value (half χ² on 1 degree of freedom, the boundary's mixture); 1
 * where τ²guest is estimated 0 or cannot be estimated
 */
public record GuestLevel(double estimate, double p) {

	/**
	 * The p-value of the likelihood ratio test of τ²guest = 0 below which the guest level
	 * stays in the model.
	 */
	public static final double KEPT_BELOW_P = 0.20;

	static GuestLevel of(RestrictedLikelihood likelihood) {
		boolean estimable = likelihood.guests() >= 2 && likelihood.largestGuest() >= 2;
		double guest = estimable ? likelihood.guestVariance() : 0;
		if (guest <= 0) {
			return new GuestLevel(0, 1);
		}
		double with = likelihood.at(guest, likelihood.runVarianceFor(guest)).logLikelihood();
		double without = likelihood.at(0, likelihood.runVarianceFor(0)).logLikelihood();
		double statistic = Math.max(0, 2 * (with - without));
		return new GuestLevel(guest,
				(statistic > 0) ? 0.5 * ChiSquaredDistribution.of(1).survivalProbability(statistic) : 1);
	}

	/** Whether the model has the guest level. */
	public boolean kept() {
		return this.p < KEPT_BELOW_P;
	}

	/** τ²guest of the model: the estimate where kept, 0 where not. */
	public double variance() {
		return kept() ? this.estimate : 0;
	}

}
