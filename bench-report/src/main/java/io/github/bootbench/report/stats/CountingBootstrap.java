package io.github.bootbench.report.stats;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The same two-level bootstrap distribution of the median as {@link ExactBootstrap}, by
 * counting instead of enumerating, for designs too large to enumerate (3 rounds of 5
 * blocks have about 20 million outcomes). For each ordered pick of rounds, the number of
 * resampled blocks at or below a figure is a sum of binomials, one per picked round; the
 * median is at or below that figure when the count reaches the middle. An even total
 * takes the mean of the two middle blocks, whose joint chance follows from the same
 * counts and the chance that no block falls between two figures. No seed enters it.
 */
final class CountingBootstrap {

	private final double[] figures;

	private final int[] sizes;

	/** Per round, how many of its blocks are at or below each figure. */
	private final int[][] atOrBelow;

	private final List<Double> medians = new ArrayList<>();

	private final List<Double> probabilities = new ArrayList<>();

	CountingBootstrap(List<double[]> rounds) {
		this.figures = rounds.stream().flatMapToDouble(Arrays::stream).sorted().distinct().toArray();
		this.sizes = rounds.stream().mapToInt((round) -> round.length).toArray();
		this.atOrBelow = new int[rounds.size()][this.figures.length];
		for (int r = 0; r < rounds.size(); r++) {
			for (double block : rounds.get(r)) {
				for (int i = 0; i < this.figures.length; i++) {
					if (block <= this.figures[i]) {
						this.atOrBelow[r][i]++;
					}
				}
			}
		}
	}

	MedianBootstrap distribution() {
		int rounds = this.sizes.length;
		int picks = (int) Math.pow(rounds, rounds);
		int[] pick = new int[rounds];
		for (int t = 0; t < picks; t++) {
			int rest = t;
			int total = 0;
			for (int p = 0; p < rounds; p++) {
				pick[p] = rest % rounds;
				rest /= rounds;
				total += this.sizes[pick[p]];
			}
			if (total % 2 == 1) {
				odd(pick, (total + 1) / 2, 1.0 / picks);
			}
			else {
				even(pick, total / 2, 1.0 / picks);
			}
		}
		double[] values = this.medians.stream().mapToDouble(Double::doubleValue).toArray();
		double[] weights = this.probabilities.stream().mapToDouble(Double::doubleValue).toArray();
		return MedianBootstrap.sorted(values, weights, true);
	}

	/** The median is the middle block: at or below figure i when k blocks are. */
	private void odd(int[] pick, int k, double weight) {
		double previous = 0;
		for (int i = 0; i < this.figures.length; i++) {
			double atMost = atLeast(counts(pick, i, -1), k);
			add(this.figures[i], weight * (atMost - previous));
			previous = atMost;
		}
	}

	/**
	 * The median is the mean of blocks k and k + 1; g[i][j] is the chance that block k is
	 * at or below figure i and block k + 1 at or below figure j (1-based, 0 for none).
	 */
	private void even(int[] pick, int k, double weight) {
		int n = this.figures.length;
		double[][] g = new double[n + 1][n + 1];
		for (int i = 1; i <= n; i++) {
			g[i][i] = atLeast(counts(pick, i - 1, -1), k + 1);
		}
		for (int i = 1; i <= n; i++) {
			double kthAtOrBelow = atLeast(counts(pick, i - 1, -1), k);
			for (int j = i + 1; j <= n; j++) {
				double[] none = counts(pick, i - 1, j - 1);
				g[i][j] = kthAtOrBelow - ((k < none.length) ? none[k] : 0);
			}
		}
		for (int i = 1; i <= n; i++) {
			for (int j = i; j <= n; j++) {
				double point = g[i][j] - g[i - 1][j] - joint(g, i, j - 1) + joint(g, i - 1, j - 1);
				add((this.figures[i - 1] + this.figures[j - 1]) / 2, weight * point);
			}
		}
	}

	/**
	 * g[i][j], where block k + 1 at or below a lower figure than block k means both are.
	 */
	private static double joint(double[][] g, int i, int j) {
		return (j < i) ? g[j][j] : g[i][j];
	}

	private void add(double median, double probability) {
		if (probability > 0) {
			this.medians.add(median);
			this.probabilities.add(probability);
		}
	}

	/**
	 * The chance of each number of resampled blocks at or below figure i; with a second
	 * figure j, the chance of each number at or below i with none above i and at or below
	 * j (not a distribution: it leaves out the resamples with a block between them).
	 */
	private double[] counts(int[] pick, int i, int j) {
		double[] counts = { 1 };
		for (int round : pick) {
			double size = this.sizes[round];
			double below = this.atOrBelow[round][i] / size;
			double above = (j < 0) ? 1 - below : 1 - this.atOrBelow[round][j] / size;
			counts = times(counts, binomial(below, above, this.sizes[round]));
		}
		return counts;
	}

	/** The coefficients of (a z + b)^m. */
	private static double[] binomial(double a, double b, int m) {
		double[] coefficients = { 1 };
		for (int d = 0; d < m; d++) {
			coefficients = times(coefficients, new double[] { b, a });
		}
		return coefficients;
	}

	private static double[] times(double[] x, double[] y) {
		double[] product = new double[x.length + y.length - 1];
		for (int i = 0; i < x.length; i++) {
			for (int j = 0; j < y.length; j++) {
				product[i + j] += x[i] * y[j];
			}
		}
		return product;
	}

	private static double atLeast(double[] counts, int k) {
		double sum = 0;
		for (int c = k; c < counts.length; c++) {
			sum += counts[c];
		}
		return sum;
	}

}
