package io.github.bootbench.report.stats;

import java.util.List;

import io.github.bootbench.report.core.Method;
import org.apache.commons.statistics.distribution.TDistribution;

/**
 * A mean over independent observations with its Student's t interval at
 * {@link Method#CONFIDENCE} on count − 1 degrees of freedom: each fresh JVM one
 * observation (Kalibera and Jones: the interval at the highest level of repetition).
 *
 * @param mean the mean
 * @param low the interval's lower end; null from one observation, which has no spread
 * @param high the interval's upper end; null from one observation
 * @param count the observations
 */
public record MeanInterval(double mean, Double low, Double high, int count) {

	/**
	 * The mean of the values and its interval.
	 * @throws IllegalArgumentException without a value
	 */
	public static MeanInterval of(List<Double> values) {
		double[] array = values.stream().mapToDouble(Double::doubleValue).toArray();
		if (array.length == 0) {
			throw new IllegalArgumentException("a mean needs a value at least");
		}
		double mean = RoundMeans.mean(array);
		if (array.length == 1) {
			return new MeanInterval(mean, null, null, 1);
		}
		double variance = RoundMeans.variance(array);
		double t = TDistribution.of(array.length - 1).inverseSurvivalProbability((1 - Method.CONFIDENCE) / 2);
		double half = t * Math.sqrt(variance / array.length);
		return new MeanInterval(mean, mean - half, mean + half, array.length);
	}

	/** Whether the interval lies wholly above or below 0; never from one observation. */
	public boolean excludesZero() {
		return this.low != null && (this.low > 0 || this.high < 0);
	}

}
