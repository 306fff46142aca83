package io.github.bootbench.report.stats;

import java.util.List;

import org.apache.commons.numbers.gamma.Digamma;
import org.apache.commons.numbers.gamma.Trigamma;
import org.apache.commons.numbers.rootfinder.BrentSolver;

/**
 * Sample variances on few degrees of freedom, each moderated toward what they share
 * (Smyth 2004, "Linear models and empirical Bayes methods for assessing differential
 * expression", limma's {@code squeezeVar}): the variances are taken as scaled χ² draws
 * around a prior variance s0² with d0 prior degrees of freedom, both estimated from the
 * variances' logs by moments ({@code fitFDist}); each variance's posterior is (d s² + d0
 * s0²) / (d + d0), on d + d0 degrees of freedom. Where the variances spread no more than
 * their degrees of freedom explain, d0 is infinite and each takes s0². Where they spread
 * much more, d0 is small and each keeps most of its own.
 *
 * <p>
 * A run's variance of its round means, from 3 or 4 rounds, is on 2 or 3 degrees of
 * freedom: one lucky small value would let that run carry most of a pool's weight. The
 * variances moderated are one run's, over the comparisons it measured (the run's machine
 * and hour set most of its noise), so that a run's comparison is weighted by what the run
 * as a whole says of its noise, and by its own rounds as far as they agree with it.
 *
 * @param variances each variance, moderated
 * @param freedom each one's degrees of freedom after moderation (its own plus d0)
 * @param priorVariance s0²
 * @param priorFreedom d0 ({@link Double#POSITIVE_INFINITY} where the variances spread no
 * more than chance would)
 */
public record ModeratedVariances(double[] variances, double[] freedom, double priorVariance, double priorFreedom) {

	/**
	 * Where trigamma(d0 / 2) is below this, d0 is taken as infinite (limma's 1e-8 too).
	 */
	private static final double FLAT = 1e-8;

	/** A variance of 0 is raised to this share of the median first, as limma does. */
	private static final double ZERO_SHARE = 1e-5;

	private static final BrentSolver SOLVER = new BrentSolver(1e-12, 1e-12, 0);

	/**
	 * The moderated variances of these, each with its degrees of freedom. With fewer than
	 * three variances nothing is estimated: each is its own.
	 */
	public static ModeratedVariances of(List<Double> variances, List<Integer> freedom) {
		int n = variances.size();
		double[] s2 = new double[n];
		double[] d = new double[n];
		for (int i = 0; i < n; i++) {
			s2[i] = variances.get(i);
			d[i] = freedom.get(i);
		}
		if (n < 3) {
			return new ModeratedVariances(s2, d, Double.NaN, 0);
		}
		double[] sorted = s2.clone();
		java.util.Arrays.sort(sorted);
		double median = (n % 2 == 1) ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
		double[] e = new double[n];
		double meanTrigamma = 0;
		for (int i = 0; i < n; i++) {
			double x = Math.max(s2[i], ZERO_SHARE * median);
			if (!(x > 0)) {
				return new ModeratedVariances(s2, d, Double.NaN, 0);
			}
			e[i] = Math.log(x) - Digamma.value(d[i] / 2) + Math.log(d[i] / 2);
			meanTrigamma += Trigamma.value(d[i] / 2) / n;
		}
		double mean = java.util.Arrays.stream(e).average().orElseThrow();
		double spread = java.util.Arrays.stream(e).map((z) -> (z - mean) * (z - mean)).sum() / (n - 1);
		double excess = spread - meanTrigamma;
		double d0;
		double s0;
		if (excess > FLAT) {
			d0 = 2 * inverseTrigamma(excess);
			s0 = Math.exp(mean + Digamma.value(d0 / 2) - Math.log(d0 / 2));
		}
		else {
			d0 = Double.POSITIVE_INFINITY;
			s0 = Math.exp(mean);
		}
		double[] moderated = new double[n];
		double[] posterior = new double[n];
		for (int i = 0; i < n; i++) {
			moderated[i] = Double.isInfinite(d0) ? s0 : (d[i] * s2[i] + d0 * s0) / (d[i] + d0);
			posterior[i] = d[i] + d0;
		}
		return new ModeratedVariances(moderated, posterior, s0, d0);
	}

	/**
	 * y with trigamma(y) = x, for x > 0: trigamma falls from infinity to 0 over (0, ∞),
	 * about 1/y² near 0 and 1/y far out, so the root lies in the bracket below.
	 */
	static double inverseTrigamma(double x) {
		double low = Math.min(1e-6, 0.5 / Math.sqrt(x));
		double high = Math.max(1e6, 2 / x);
		return SOLVER.findRoot((y) -> Trigamma.value(y) - x, low, high);
	}

}
