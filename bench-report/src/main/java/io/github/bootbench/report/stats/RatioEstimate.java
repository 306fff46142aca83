package io.github.bootbench.report.stats;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

import io.github.bootbench.report.core.Interval;
import io.github.bootbench.report.core.Method;
import io.github.bootbench.report.core.Reason;
import io.github.bootbench.report.core.Verdict;
import org.apache.commons.statistics.descriptive.Median;
import org.apache.commons.statistics.distribution.TDistribution;

/**
 * A paired ratio with its interval, made as the given {@link Interval} says; every
 * published verdict is made with {@link Interval#DEFAULT}: Student's t over the rounds'
 * mean log block ratios, each fresh JVM one observation. The bootstrap (the median of
 * per-block ratios, rounds resampled and then blocks within them, exact wherever the
 * design is small enough to enumerate: {@link MedianBootstrap}) remains for a single
 * round, which has no spread between rounds to take a t from and is not judged, and for
 * the method's studies, which compare the two.
 *
 * @param ratio the geometric mean of the rounds' means (the bootstrap's: the median of
 * all block ratios)
 * @param ciLow lower end of the {@link Method#CONFIDENCE} interval
 * @param ciHigh upper end
 * @param blocks block ratios used
 * @param rounds rounds they came from
 */
public record RatioEstimate(double ratio, double ciLow, double ciHigh, int blocks, int rounds) {

	/**
	 * The bootstrap's seed for one ratio: the run's (or the comparison's) seed mixed with
	 * what the ratio is of, so that each ratio has a resampling stream of its own and a
	 * report rendered again draws the same. The one derivation every ratio uses.
	 * @param base the run's seed, or a comparison's
	 * @param label what the ratio is of (endpoint, cell, variants, metric)
	 */
	public static long seed(long base, String label) {
		return base ^ label.hashCode();
	}

	/**
	 * The estimate every published verdict is made with ({@link Interval#DEFAULT}).
	 * @param ratiosByRound each round's block ratios
	 * @param seed the bootstrap's seed, used only where one round leaves no t to take
	 */
	public static RatioEstimate of(Map<Integer, List<Double>> ratiosByRound, long seed) {
		return of(ratiosByRound, seed, Interval.DEFAULT);
	}

	/**
	 * The estimate a run's interval makes: {@link Interval#ROUND_MEANS} over two or more
	 * rounds, else the bootstrap (one round has no spread between rounds to take a t
	 * from, and is not judged anyway).
	 * @param ratiosByRound each round's block ratios
	 * @param seed the bootstrap's seed, used only for a design too large to enumerate
	 * @param interval the run's interval
	 */
	public static RatioEstimate of(Map<Integer, List<Double>> ratiosByRound, long seed, Interval interval) {
		return of(ratiosByRound, seed, interval, Method.BOOTSTRAP_EXACT_LIMIT, Method.BOOTSTRAP_RESAMPLES,
				Method.CONFIDENCE);
	}

	/**
	 * The same with a cheaper bootstrap (enumerated up to the given number of outcomes,
	 * else sampled with the given number of resamples) and its interval at the given
	 * level: for simulations of the method, and for a design that looks at a cell more
	 * than once and spends its error over the looks (the method's studies).
	 */
	public static RatioEstimate of(Map<Integer, List<Double>> ratiosByRound, long seed, Interval interval,
			double exactLimit, int resamples, double confidence) {
		List<double[]> rounds = rounds(ratiosByRound);
		if (interval == Interval.ROUND_MEANS && rounds.size() >= 2) {
			return overRoundMeans(rounds, confidence);
		}
		double[] all = pooled(rounds);
		if (all.length == 0) {
			throw new IllegalArgumentException("no ratios");
		}
		double[] bounds = MedianBootstrap.of(rounds, seed, exactLimit, resamples).interval(confidence);
		return new RatioEstimate(Median.withDefaults().evaluate(all), bounds[0], bounds[1], all.length, rounds.size());
	}

	/**
	 * Student's t over the rounds' mean log block ratios, on rounds − 1 degrees of
	 * freedom: each fresh JVM is one observation, its blocks make it more precise.
	 * @param rounds each round's block ratios, at least two rounds
	 * @param confidence the interval's level
	 */
	private static RatioEstimate overRoundMeans(List<double[]> rounds, double confidence) {
		double[] means = RoundMeans.meanLogs(rounds);
		int n = means.length;
		double mean = RoundMeans.mean(means);
		double standardError = Math.sqrt(RoundMeans.variance(means) / n);
		double t = TDistribution.of(n - 1).inverseSurvivalProbability((1 - confidence) / 2);
		return new RatioEstimate(Math.exp(mean), Math.exp(mean - t * standardError), Math.exp(mean + t * standardError),
				pooled(rounds).length, n);
	}

	/**
	 * The ratio of two sides measured apart (two runs), where no window has a partner to
	 * pair with: the geometric mean of the candidate's rounds' mean log figures over the
	 * baseline's, with Welch's t interval over the two sides' round means (each fresh JVM
	 * one observation, as in {@link Interval#ROUND_MEANS}). Drift between the two sides
	 * is not in the interval; only the variation between rounds within each is. A side of
	 * one round has no spread to take a t from: then the bootstrap of the medians, each
	 * side resampled on its own, gives the interval, and the ratio is not judged anyway.
	 * @param baselineByRound each round's figures on the baseline side
	 * @param candidateByRound each round's figures on the candidate side
	 * @param seed the bootstrap's seed, used only where a side has one round
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
		int blocks = Math.min(baselineAll.length, candidateAll.length);
		int rounds = Math.min(baseline.size(), candidate.size());
		if (rounds >= 2) {
			double[] low = RoundMeans.meanLogs(baseline);
			double[] high = RoundMeans.meanLogs(candidate);
			double difference = RoundMeans.mean(high) - RoundMeans.mean(low);
			double lowShare = RoundMeans.variance(low) / low.length;
			double highShare = RoundMeans.variance(high) / high.length;
			double standardError = Math.sqrt(lowShare + highShare);
			if (standardError == 0) {
				return new RatioEstimate(Math.exp(difference), Math.exp(difference), Math.exp(difference), blocks,
						rounds);
			}
			double freedom = Math.pow(lowShare + highShare, 2)
					/ (lowShare * lowShare / (low.length - 1) + highShare * highShare / (high.length - 1));
			double t = TDistribution.of(freedom).inverseSurvivalProbability((1 - Method.CONFIDENCE) / 2);
			return new RatioEstimate(Math.exp(difference), Math.exp(difference - t * standardError),
					Math.exp(difference + t * standardError), blocks, rounds);
		}
		double[] bounds = MedianBootstrap.of(candidate, seed)
			.over(MedianBootstrap.of(baseline, seed + 1), seed + 2)
			.interval();
		return new RatioEstimate(
				Median.withDefaults().evaluate(candidateAll) / Median.withDefaults().evaluate(baselineAll), bounds[0],
				bounds[1], blocks, rounds);
	}

	/**
	 * How {@link #unpaired} makes a ratio and its interval, for a report's rule:
	 * {@code the geometric mean of the candidate's round means over the baseline's, with
	 * Welch's t interval over the two runs' round means}.
	 */
	public static String unpairedRule() {
		return "the geometric mean of the candidate's rounds' mean figures over the baseline's, with a "
				+ Method.confidence() + " Welch t interval over the two runs' round means (each fresh JVM one "
				+ "observation)";
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

	/** ciHigh − ciLow. */
	public double width() {
		return this.ciHigh - this.ciLow;
	}

	/**
	 * The verdict on this ratio: not judged with fewer than {@link Method#MIN_ROUNDS}
	 * rounds of fresh JVMs or {@link Method#MIN_BLOCKS} blocks, since one JVM per side
	 * cannot show the JVM-to-JVM variance the interval must carry.
	 * @param higherIsBetter true for throughput, false for latency
	 * @param minEffect the smallest difference from 1 that counts, as a fraction (0.05)
	 */
	public Verdict verdict(boolean higherIsBetter, double minEffect) {
		if (!judgeable()) {
			return Verdict.NOT_JUDGED;
		}
		return Verdict.of(this.ratio, this.ciLow, this.ciHigh, higherIsBetter, minEffect);
	}

	/** Whether there are enough rounds and blocks to judge. */
	public boolean judgeable() {
		return this.rounds >= Method.MIN_ROUNDS && this.blocks >= Method.MIN_BLOCKS;
	}

	/**
	 * Why it is not judged ({@code 1 round(s): a verdict needs 3}), or null when it can
	 * be.
	 */
	public Reason notJudgeableReason() {
		if (this.rounds < Method.MIN_ROUNDS) {
			return new Reason.TooFewRounds(this.rounds, Method.MIN_ROUNDS);
		}
		if (this.blocks < Method.MIN_BLOCKS) {
			return new Reason.TooFewBlocks(this.blocks, Method.MIN_BLOCKS);
		}
		return null;
	}

	/**
	 * The verdict rule in one sentence, with the minimum effect.
	 * @param minEffectPercent e.g. 5
	 */
	public static String rule(double minEffectPercent) {
		return verdicts(minEffectPercent) + "; " + Method.flaggedWindowRule() + "; " + Method.closedLoopLatencyRule();
	}

	/**
	 * The verdicts alone, without the rules for flagged windows and closed-loop latency,
	 * for a report that states those where they apply.
	 * @param minEffectPercent e.g. 5
	 */
	public static String verdicts(double minEffectPercent) {
		return verdicts(minEffectPercent, Interval.DEFAULT);
	}

	/**
	 * The verdicts for ratios made with this interval: its ratio is a median or a
	 * geometric mean.
	 * @param minEffectPercent e.g. 5
	 * @param interval the run's interval
	 */
	public static String verdicts(double minEffectPercent, Interval interval) {
		String effect = String.format(Locale.ROOT, "%.0f %%", minEffectPercent);
		String ratio = (interval == Interval.ROUND_MEANS) ? "ratio (the geometric mean) " : "median ratio ";
		return "faster or slower when the " + Method.confidence() + " interval excludes 1 and the " + ratio
				+ "differs from 1 by at least " + effect + "; equivalent when the whole interval lies within 1 ± "
				+ effect + "; undecided otherwise; not judged where a side was bound by its load tool, failed, or has "
				+ "fewer than " + Method.MIN_ROUNDS + " rounds of fresh JVMs or " + Method.MIN_BLOCKS + " blocks";
	}

}
