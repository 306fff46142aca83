package io.github.bootbench.report.stats;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import io.github.bootbench.report.core.Method;
import org.apache.commons.statistics.descriptive.Median;

/**
 * The bootstrap distribution of the median under the two-level resampling the data was
 * made by: JVM rounds drawn with replacement, then blocks drawn with replacement within
 * each drawn round.
 * <p>
 * Where the design is small enough ({@link Method#BOOTSTRAP_EXACT_LIMIT} outcomes; 3
 * rounds of up to 4 blocks is 428,750) every outcome is enumerated with its probability,
 * so the interval is the exact bootstrap interval and no seed enters it. Only a larger
 * design is sampled, with {@link Method#BOOTSTRAP_RESAMPLES} resamples.
 * <p>
 * Exact rather than sampled from the run's seed because an interval that ends near the
 * minimum effect takes its verdict from the resamples the seed happens to draw: sampled,
 * a cell of the first run of 6 blocks a round was faster under its own seed and undecided
 * under another, and a verdict must not change when a report is rendered again.
 * <p>
 * Written here rather than taken from a library: Commons Statistics has medians and
 * quantiles, but neither a hierarchical bootstrap nor an exact one.
 */
public final class MedianBootstrap {

	/**
	 * Tolerance on summed probabilities, so that an exact 2.5 % is not missed by
	 * rounding.
	 */
	private static final double EPSILON = 1e-9;

	/**
	 * The most rounds counted exactly: the count goes over every ordered pick of rounds,
	 * rounds to the power rounds (3,125 for 5).
	 */
	static final int COUNTED_ROUNDS = 5;

	private final double[] values;

	private final double[] weights;

	/**
	 * Whether every outcome was enumerated or counted (no seed entered): only two such
	 * distributions are combined outcome by outcome.
	 */
	private final boolean exact;

	private MedianBootstrap(double[] values, double[] weights, boolean exact) {
		this.values = values;
		this.weights = weights;
		this.exact = exact;
	}

	/**
	 * The distribution of the pooled median over every two-level resample of these
	 * rounds.
	 * @param rounds each round's figures (none empty)
	 * @param seed used only where the design is too large to enumerate
	 */
	public static MedianBootstrap of(List<double[]> rounds, long seed) {
		return of(rounds, seed, Method.BOOTSTRAP_EXACT_LIMIT, Method.BOOTSTRAP_RESAMPLES);
	}

	/**
	 * The same, enumerated up to the given number of outcomes, else counted (exact too)
	 * up to {@link #COUNTED_ROUNDS} rounds, else sampled with the given number of
	 * resamples.
	 */
	static MedianBootstrap of(List<double[]> rounds, long seed, double exactLimit, int resamples) {
		if (outcomes(rounds) <= exactLimit) {
			return new ExactBootstrap(rounds).distribution();
		}
		if (rounds.size() <= COUNTED_ROUNDS) {
			return new CountingBootstrap(rounds).distribution();
		}
		return sampled(rounds, seed, resamples);
	}

	/** {@link Method#BOOTSTRAP_RESAMPLES} two-level resamples drawn at random. */
	static MedianBootstrap sampled(List<double[]> rounds, long seed) {
		return sampled(rounds, seed, Method.BOOTSTRAP_RESAMPLES);
	}

	private static MedianBootstrap sampled(List<double[]> rounds, long seed, int resamples) {
		Random random = new Random(seed);
		double[] medians = new double[resamples];
		for (int i = 0; i < medians.length; i++) {
			medians[i] = Median.withDefaults().evaluate(resample(rounds, random));
		}
		double[] weights = new double[medians.length];
		Arrays.fill(weights, 1.0 / medians.length);
		return sorted(medians, weights, false);
	}

	/**
	 * The distribution of this statistic over another's: every pair of outcomes where
	 * that is at most {@link Method#BOOTSTRAP_EXACT_LIMIT} pairs and both are exact, else
	 * {@link Method#BOOTSTRAP_RESAMPLES} pairs drawn from the two.
	 */
	public MedianBootstrap over(MedianBootstrap denominator, long seed) {
		if (this.exact && denominator.exact
				&& (double) this.values.length * denominator.values.length <= Method.BOOTSTRAP_EXACT_LIMIT) {
			int size = this.values.length * denominator.values.length;
			double[] ratios = new double[size];
			double[] weights = new double[size];
			int k = 0;
			for (int i = 0; i < this.values.length; i++) {
				for (int j = 0; j < denominator.values.length; j++) {
					ratios[k] = this.values[i] / denominator.values[j];
					weights[k++] = this.weights[i] * denominator.weights[j];
				}
			}
			return sorted(ratios, weights, true);
		}
		Random random = new Random(seed);
		double[] numerators = cumulative();
		double[] denominators = denominator.cumulative();
		double[] ratios = new double[Method.BOOTSTRAP_RESAMPLES];
		for (int i = 0; i < ratios.length; i++) {
			ratios[i] = draw(random, numerators) / denominator.draw(random, denominators);
		}
		double[] weights = new double[ratios.length];
		Arrays.fill(weights, 1.0 / ratios.length);
		return sorted(ratios, weights, false);
	}

	/**
	 * The equal-tailed percentile interval at {@link Method#CONFIDENCE}: the smallest
	 * value with at least the tail's probability at or below it, and the largest with at
	 * least the tail's probability at or above it.
	 */
	public double[] interval() {
		return interval(Method.CONFIDENCE);
	}

	/**
	 * The same at another level, for a rule that looks at a cell more than once and
	 * spends its error over the looks.
	 */
	public double[] interval(double confidence) {
		double tail = (1 - confidence) / 2;
		double below = 0;
		double low = this.values[this.values.length - 1];
		for (int i = 0; i < this.values.length; i++) {
			below += this.weights[i];
			if (below >= tail - EPSILON) {
				low = this.values[i];
				break;
			}
		}
		double above = 0;
		double high = this.values[0];
		for (int i = this.values.length - 1; i >= 0; i--) {
			above += this.weights[i];
			if (above >= tail - EPSILON) {
				high = this.values[i];
				break;
			}
		}
		return new double[] { low, high };
	}

	private double draw(Random random, double[] cumulative) {
		int index = Arrays.binarySearch(cumulative, random.nextDouble() * cumulative[cumulative.length - 1]);
		return this.values[Math.min((index >= 0) ? index : -index - 1, this.values.length - 1)];
	}

	private double[] cumulative() {
		double[] cumulative = new double[this.weights.length];
		double sum = 0;
		for (int i = 0; i < cumulative.length; i++) {
			sum += this.weights[i];
			cumulative[i] = sum;
		}
		return cumulative;
	}

	/** How many outcomes an enumeration of these rounds visits. */
	static double outcomes(List<double[]> rounds) {
		double total = 0;
		for (int[] counts : ExactBootstrap.compositions(rounds.size(), rounds.size())) {
			double product = 1;
			for (int r = 0; r < counts.length; r++) {
				product *= Math.pow(ExactBootstrap.multisets(rounds.get(r).length), counts[r]);
			}
			total += product;
		}
		return total;
	}

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

	/** Sorts by value and merges equal values, adding their weights. */
	static MedianBootstrap sorted(double[] values, double[] weights, boolean exact) {
		Integer[] order = new Integer[values.length];
		for (int i = 0; i < order.length; i++) {
			order[i] = i;
		}
		Arrays.sort(order, (a, b) -> Double.compare(values[a], values[b]));
		double[] mergedValues = new double[values.length];
		double[] mergedWeights = new double[values.length];
		int size = 0;
		for (int index : order) {
			if (size > 0 && mergedValues[size - 1] == values[index]) {
				mergedWeights[size - 1] += weights[index];
			}
			else {
				mergedValues[size] = values[index];
				mergedWeights[size++] = weights[index];
			}
		}
		return new MedianBootstrap(Arrays.copyOf(mergedValues, size), Arrays.copyOf(mergedWeights, size), exact);
	}

}
