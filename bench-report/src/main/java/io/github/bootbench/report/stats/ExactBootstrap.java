package io.github.bootbench.report.stats;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Every two-level resample with its probability. Rounds are drawn as a multiset (how many
 * times each round is drawn, with its multinomial probability); each drawn copy of a
 * round then takes one of that round's block multisets, again with its multinomial
 * probability. The pooled sample is kept as counts over the sorted figures, so its median
 * is a walk over at most a few dozen counts.
 */
final class ExactBootstrap {

	private final int total;

	/**
	 * Per round: each block multiset as counts over the sorted figures, and its
	 * probability.
	 */
	private final List<List<int[]>> roundSamples = new ArrayList<>();

	private final List<List<Double>> roundWeights = new ArrayList<>();

	private final double[] sortedFigures;

	private final List<Double> medians = new ArrayList<>();

	private final List<Double> probabilities = new ArrayList<>();

	ExactBootstrap(List<double[]> rounds) {
		int n = rounds.stream().mapToInt((round) -> round.length).sum();
		this.total = n;
		double[][] positions = new double[n][];
		int k = 0;
		for (int r = 0; r < rounds.size(); r++) {
			for (int b = 0; b < rounds.get(r).length; b++) {
				positions[k++] = new double[] { rounds.get(r)[b], r, b };
			}
		}
		Arrays.sort(positions, (x, y) -> Double.compare(x[0], y[0]));
		this.sortedFigures = new double[n];
		int[][] indexOf = new int[rounds.size()][];
		for (int r = 0; r < rounds.size(); r++) {
			indexOf[r] = new int[rounds.get(r).length];
		}
		for (int i = 0; i < n; i++) {
			this.sortedFigures[i] = positions[i][0];
			indexOf[(int) positions[i][1]][(int) positions[i][2]] = i;
		}
		for (int r = 0; r < rounds.size(); r++) {
			int blocks = rounds.get(r).length;
			List<int[]> samples = new ArrayList<>();
			List<Double> weights = new ArrayList<>();
			for (int[] counts : compositions(blocks, blocks)) {
				int[] sample = new int[n];
				for (int b = 0; b < blocks; b++) {
					sample[indexOf[r][b]] += counts[b];
				}
				samples.add(sample);
				weights.add(multinomial(counts) / Math.pow(blocks, blocks));
			}
			this.roundSamples.add(samples);
			this.roundWeights.add(weights);
		}
	}

	MedianBootstrap distribution() {
		int rounds = this.roundSamples.size();
		for (int[] drawn : compositions(rounds, rounds)) {
			List<Integer> slots = new ArrayList<>();
			for (int r = 0; r < rounds; r++) {
				for (int c = 0; c < drawn[r]; c++) {
					slots.add(r);
				}
			}
			visit(slots, 0, new int[this.total], multinomial(drawn) / Math.pow(rounds, rounds));
		}
		double[] values = this.medians.stream().mapToDouble(Double::doubleValue).toArray();
		double[] weights = this.probabilities.stream().mapToDouble(Double::doubleValue).toArray();
		return MedianBootstrap.sorted(values, weights, true);
	}

	private void visit(List<Integer> slots, int slot, int[] counts, double probability) {
		if (slot == slots.size()) {
			this.medians.add(median(counts));
			this.probabilities.add(probability);
			return;
		}
		int round = slots.get(slot);
		List<int[]> samples = this.roundSamples.get(round);
		for (int s = 0; s < samples.size(); s++) {
			int[] sample = samples.get(s);
			for (int i = 0; i < counts.length; i++) {
				counts[i] += sample[i];
			}
			visit(slots, slot + 1, counts, probability * this.roundWeights.get(round).get(s));
			for (int i = 0; i < counts.length; i++) {
				counts[i] -= sample[i];
			}
		}
	}

	private double median(int[] counts) {
		int n = Arrays.stream(counts).sum();
		double lower = nth(counts, (n - 1) / 2);
		return (n % 2 == 1) ? lower : (lower + nth(counts, n / 2)) / 2;
	}

	/** The k-th smallest (from 0) of the pooled sample. */
	private double nth(int[] counts, int k) {
		int seen = 0;
		for (int i = 0; i < counts.length; i++) {
			seen += counts[i];
			if (seen > k) {
				return this.sortedFigures[i];
			}
		}
		throw new IllegalStateException("no figure " + k + " in a sample of " + seen);
	}

	/** Every way of putting {@code size} draws into {@code parts} bins, as counts. */
	static List<int[]> compositions(int size, int parts) {
		List<int[]> all = new ArrayList<>();
		compose(new int[parts], 0, size, all);
		return all;
	}

	private static void compose(int[] counts, int part, int left, List<int[]> all) {
		if (part == counts.length - 1) {
			counts[part] = left;
			all.add(counts.clone());
			return;
		}
		for (int c = 0; c <= left; c++) {
			counts[part] = c;
			compose(counts, part + 1, left - c, all);
		}
	}

	/** Block multisets of a round of this many blocks: C(2b − 1, b). */
	static double multisets(int blocks) {
		double result = 1;
		for (int i = 1; i <= blocks; i++) {
			result = result * (blocks - 1 + i) / i;
		}
		return result;
	}

	private static double multinomial(int[] counts) {
		double result = factorial(Arrays.stream(counts).sum());
		for (int c : counts) {
			result /= factorial(c);
		}
		return result;
	}

	private static double factorial(int n) {
		double result = 1;
		for (int i = 2; i <= n; i++) {
			result *= i;
		}
		return result;
	}

}
