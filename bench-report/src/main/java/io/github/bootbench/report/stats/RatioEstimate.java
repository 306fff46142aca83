package io.github.bootbench.report.stats;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

import org.apache.commons.statistics.descriptive.Median;
import org.apache.commons.statistics.descriptive.Quantile;

/**
 * The median of per-block ratios with a percentile bootstrap interval that resamples the
 * way the data was made: first JVM rounds (with replacement), then blocks within each
 * drawn round (with replacement). The JVM-to-JVM variance then widens the interval as it
 * should, instead of being counted as more blocks. Seeded, so a report is reproducible.
 * <p>
 * Written here rather than taken from a library: Commons Statistics has the median and
 * quantiles used below, but no hierarchical (two-level) bootstrap.
 *
 * @param ratio median of all block ratios
 * @param ciLow lower end of the {@link Method#CONFIDENCE} interval
 * @param ciHigh upper end
 * @param blocks block ratios used
 * @param rounds rounds they came from
 */
public record RatioEstimate(double ratio, double ciLow, double ciHigh, int blocks, int rounds) {

	/**
	 * @param ratiosByRound each round's block ratios
	 * @param seed the bootstrap's seed
	 */
	public static RatioEstimate of(Map<Integer, List<Double>> ratiosByRound, long seed) {
		List<double[]> rounds = new ArrayList<>();
		new TreeMap<>(ratiosByRound).values()
			.stream()
			.filter((ratios) -> !ratios.isEmpty())
			.forEach((ratios) -> rounds.add(ratios.stream().mapToDouble(Double::doubleValue).toArray()));
		double[] all = rounds.stream().flatMapToDouble(java.util.Arrays::stream).toArray();
		if (all.length == 0) {
			throw new IllegalArgumentException("no ratios");
		}
		Median median = Median.withDefaults();
		Random random = new Random(seed);
		double[] medians = new double[Method.BOOTSTRAP_RESAMPLES];
		for (int i = 0; i < medians.length; i++) {
			List<Double> sample = new ArrayList<>(all.length);
			for (int r = 0; r < rounds.size(); r++) {
				double[] round = rounds.get(random.nextInt(rounds.size()));
				for (int b = 0; b < round.length; b++) {
					sample.add(round[random.nextInt(round.length)]);
				}
			}
			medians[i] = median.evaluate(sample.stream().mapToDouble(Double::doubleValue).toArray());
		}
		double tail = (1 - Method.CONFIDENCE) / 2;
		double[] bounds = Quantile.withDefaults().evaluate(medians, tail, 1 - tail);
		return new RatioEstimate(median.evaluate(all), bounds[0], bounds[1], all.length, rounds.size());
	}

	/** ciHigh − ciLow. */
	public double width() {
		return this.ciHigh - this.ciLow;
	}

	/**
	 * The verdict on this ratio.
	 * @param higherIsBetter true for throughput, false for latency
	 * @param minEffect the smallest difference from 1 that counts, as a fraction (0.05)
	 */
	public RatioVerdict verdict(boolean higherIsBetter, double minEffect) {
		if (this.blocks < Method.MIN_BLOCKS) {
			return RatioVerdict.NOT_JUDGED;
		}
		boolean excludesOne = this.ciLow > 1 || this.ciHigh < 1;
		if (excludesOne && Math.abs(this.ratio - 1) >= minEffect) {
			boolean higher = this.ratio > 1;
			return (higher == higherIsBetter) ? RatioVerdict.FASTER : RatioVerdict.SLOWER;
		}
		if (this.ciLow >= 1 - minEffect && this.ciHigh <= 1 + minEffect) {
			return RatioVerdict.EQUIVALENT;
		}
		return RatioVerdict.UNDECIDED;
	}

}
