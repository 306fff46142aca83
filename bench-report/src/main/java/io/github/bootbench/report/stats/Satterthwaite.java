package io.github.bootbench.report.stats;

import java.util.ArrayList;
import java.util.List;

/**
 * The degrees of freedom of a coefficient of a pool of runs within guests, by
 * Satterthwaite's approximation (as lmerTest gives them for a mixed model): twice the
 * squared variance of the estimate over the variance of that variance, which the
 * variances' restricted likelihood information (½ tr(P Dₐ P D_b)) and the variance's
 * gradient in them give. Between the guests' count and the runs', by how much of the
 * estimate's variance is the guests'.
 */
final class Satterthwaite {

	private Satterthwaite() {
	}

	/**
	 * The degrees of freedom of coefficient {@code j} at these variances, between 1 and
	 * the runs less the coefficients; the runs' where the information cannot be inverted.
	 */
	static double freedom(RestrictedLikelihood likelihood, RestrictedLikelihood.Point at, double guestVariance,
			double runVariance, int j) {
		int k = likelihood.runs();
		int p = likelihood.coefficients();
		double[][] projection = projection(likelihood, at);
		int[] blockOf = new int[k];
		List<int[]> blocks = likelihood.blocks();
		for (int b = 0; b < blocks.size(); b++) {
			for (int i : blocks.get(b)) {
				blockOf[i] = b;
			}
		}
		List<double[][]> products = new ArrayList<>();
		List<Boolean> guestLevel = new ArrayList<>();
		if (guestVariance > 0) {
			products.add(timesBlockOnes(projection, blocks, blockOf));
			guestLevel.add(true);
		}
		if (runVariance > 0) {
			products.add(projection);
			guestLevel.add(false);
		}
		int m = products.size();
		if (m == 0) {
			return k - p;
		}
		double[][] information = new double[m][m];
		for (int a = 0; a < m; a++) {
			for (int b = 0; b < m; b++) {
				double trace = 0;
				for (int r = 0; r < k; r++) {
					for (int c = 0; c < k; c++) {
						trace += products.get(a)[r][c] * products.get(b)[c][r];
					}
				}
				information[a][b] = 0.5 * trace;
			}
		}
		double[][] covariance = at.coefficientCovariance();
		double[] w = new double[k];
		for (int i = 0; i < k; i++) {
			for (int q = 0; q < p; q++) {
				w[i] += at.inverseTimesX()[i][q] * covariance[q][j];
			}
		}
		double[] gradient = new double[m];
		for (int a = 0; a < m; a++) {
			gradient[a] = -(guestLevel.get(a) ? blockSquares(w, blocks) : RestrictedLikelihood.dot(w, w));
		}
		double variance;
		try {
			double[] solved = Cholesky.of(information).solve(gradient);
			variance = RestrictedLikelihood.dot(gradient, solved);
		}
		catch (IllegalArgumentException ex) {
			return k - p;
		}
		double estimateVariance = covariance[j][j];
		double df = 2 * estimateVariance * estimateVariance / variance;
		return (df > 0 && Double.isFinite(df)) ? Math.max(1, Math.min(k - p, df)) : k - p;
	}

	/** P = Σ⁻¹ − Σ⁻¹X (X'Σ⁻¹X)⁻¹ X'Σ⁻¹, whole: Σ⁻¹ is block-diagonal by guest. */
	private static double[][] projection(RestrictedLikelihood likelihood, RestrictedLikelihood.Point at) {
		int k = likelihood.runs();
		double[][] s = at.inverseTimesX();
		double[][] c = at.coefficientCovariance();
		double[][] projection = new double[k][k];
		for (int a = 0; a < k; a++) {
			for (int b = 0; b < k; b++) {
				double value = 0;
				for (int q = 0; q < c.length; q++) {
					for (int r = 0; r < c.length; r++) {
						value += s[a][q] * c[q][r] * s[b][r];
					}
				}
				projection[a][b] = -value;
			}
		}
		List<int[]> blocks = likelihood.blocks();
		for (int b = 0; b < blocks.size(); b++) {
			int[] block = blocks.get(b);
			double[][] inverse = at.inverseBlocks().get(b);
			for (int i = 0; i < block.length; i++) {
				for (int l = 0; l < block.length; l++) {
					projection[block[i]][block[l]] += inverse[i][l];
				}
			}
		}
		return projection;
	}

	/**
	 * P times the matrix of ones within each guest: each column sums P's row over its
	 * guest.
	 */
	private static double[][] timesBlockOnes(double[][] projection, List<int[]> blocks, int[] blockOf) {
		int k = projection.length;
		double[][] product = new double[k][k];
		for (int r = 0; r < k; r++) {
			double[] sums = new double[blocks.size()];
			for (int c = 0; c < k; c++) {
				sums[blockOf[c]] += projection[r][c];
			}
			for (int c = 0; c < k; c++) {
				product[r][c] = sums[blockOf[c]];
			}
		}
		return product;
	}

	/** w' Z Z' w: the sum over guests of the square of w's sum within each. */
	private static double blockSquares(double[] w, List<int[]> blocks) {
		double total = 0;
		for (int[] block : blocks) {
			double sum = 0;
			for (int i : block) {
				sum += w[i];
			}
			total += sum * sum;
		}
		return total;
	}

}
