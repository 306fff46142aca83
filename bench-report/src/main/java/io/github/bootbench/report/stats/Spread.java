package io.github.bootbench.report.stats;

import java.util.Collection;

import org.apache.commons.statistics.descriptive.DoubleStatistics;
import org.apache.commons.statistics.descriptive.Median;
import org.apache.commons.statistics.descriptive.Statistic;

/**
 * The spread of one figure over rounds: median, range and coefficient of variation.
 *
 * @param values the figures, one a round
 * @param cvPercent sample standard deviation over the mean, in percent; null for fewer
 * than two values
 */
public record Spread(double[] values, double median, double min, double max, Double cvPercent) {

	public static Spread of(Collection<Double> values) {
		double[] array = values.stream().mapToDouble(Double::doubleValue).toArray();
		if (array.length == 0) {
			throw new IllegalArgumentException("no values");
		}
		DoubleStatistics stats = DoubleStatistics.of(
				java.util.EnumSet.of(Statistic.MIN, Statistic.MAX, Statistic.MEAN, Statistic.STANDARD_DEVIATION),
				array);
		double mean = stats.getAsDouble(Statistic.MEAN);
		Double cv = (array.length < 2 || mean == 0) ? null
				: 100 * stats.getAsDouble(Statistic.STANDARD_DEVIATION) / mean;
		return new Spread(array, Median.withDefaults().evaluate(array), stats.getAsDouble(Statistic.MIN),
				stats.getAsDouble(Statistic.MAX), cv);
	}

	public int count() {
		return this.values.length;
	}

}
