package io.github.bootbench.report.stats;

import java.util.ArrayList;
import java.util.Arrays;
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
		List<double[]> rounds = rounds(ratiosByRound);
		double[] all = pooled(rounds);
		if (all.length == 0) {
			throw new IllegalArgumentException("no ratios");
		}
		Median median = Median.withDefaults();
		Random random = new Random(seed);
		double[] medians = new double[Method.BOOTSTRAP_RESAMPLES];
		for (int i = 0; i < medians.length; i++) {
			medians[i] = median.evaluate(resample(rounds, random));
		}
		double[] bounds = interval(medians);
		return new RatioEstimate(median.evaluate(all), bounds[0], bounds[1], all.length, rounds.size());
	}

	/**
	 * The ratio of two sides measured apart (two runs, or async and block of a run made
	 * one container at a time), where no window has a partner to pair with: the
	 * candidate's median over the baseline's, each side resampled on its own, rounds then
	 * windows. Drift between the two sides is not in the interval; only the variation
	 * within each is.
	 * @param baselineByRound each round's figures on the baseline side
	 * @param candidateByRound each round's figures on the candidate side
	 * @param seed the bootstrap's seed
	 * @return the estimate, whose blocks and rounds are the smaller side's counts
	 */
	public static RatioEstimate unpaired(Map<Integer, List<Double>> baselineByRound,
			Map<Integer, List<Double>> candidateByRound, long seed) {
		List<double[]> baseline = rounds(baselineByRound);
		List<double[]> candidate = rounds(candidateByRound);
		double[] baselineAll = pooled(baseline);
		double[] candidateAll = pooled(candidate);
		if (baselineAll.length == 0 || candidateAll.length == 0) {
			throw new IllegalArgumentException("no figures on a side");
		}
		Median median = Median.withDefaults();
		Random random = new Random(seed);
		double[] ratios = new double[Method.BOOTSTRAP_RESAMPLES];
		for (int i = 0; i < ratios.length; i++) {
			ratios[i] = median.evaluate(resample(candidate, random)) / median.evaluate(resample(baseline, random));
		}
		double[] bounds = interval(ratios);
		return new RatioEstimate(median.evaluate(candidateAll) / median.evaluate(baselineAll), bounds[0], bounds[1],
				Math.min(baselineAll.length, candidateAll.length), Math.min(baseline.size(), candidate.size()));
	}

	private static List<double[]> rounds(Map<Integer, List<Double>> byRound) {
		List<double[]> rounds = new ArrayList<>();
		new TreeMap<>(byRound).values()
			.stream()
			.filter((figures) -> !figures.isEmpty())
			.forEach((figures) -> rounds.add(figures.stream().mapToDouble(Double::doubleValue).toArray()));
		return rounds;
	}

	private static double[] pooled(List<double[]> rounds) {
		return rounds.stream().flatMapToDouble(Arrays::stream).toArray();
	}

	/**
	 * One bootstrap sample: as many rounds as there are, drawn with replacement, then
	 * each's windows.
	 */
	private static double[] resample(List<double[]> rounds, Random random) {
		List<Double> sample = new ArrayList<>();
		for (int r = 0; r < rounds.size(); r++) {
			double[] round = rounds.get(random.nextInt(rounds.size()));
			for (int b = 0; b < round.length; b++) {
				sample.add(round[random.nextInt(round.length)]);
			}
		}
		return sample.stream().mapToDouble(Double::doubleValue).toArray();
	}

	/** The percentile interval at {@link Method#CONFIDENCE} of bootstrap statistics. */
	private static double[] interval(double[] statistics) {
		double tail = (1 - Method.CONFIDENCE) / 2;
		return Quantile.withDefaults().evaluate(statistics, tail, 1 - tail);
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
