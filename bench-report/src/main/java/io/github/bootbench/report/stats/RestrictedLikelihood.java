package io.github.bootbench.report.stats;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The restricted likelihood of runs within guests ({@link NestedRandomEffects}), at given
 * variances: the covariance of the runs' estimates is block-diagonal by guest, each block
 * its runs' own errors plus τ²run on the diagonal and τ²guest everywhere, so each block
 * is factored alone. Its scores in τ²run and τ²guest (Harville's: −½ tr(P ∂Σ) + ½ y'P ∂Σ
 * P y) are what {@link #runVarianceFor} and {@link #guestVariance} solve
 * ({@link ScoreRoot}).
 */
final class RestrictedLikelihood {

	private final double[] y;

	private final double[] v;

	private final double[][] x;

	private final List<int[]> blocks;

	private final List<String> names;

	/**
	 * The likelihood at one pair of variances.
	 *
	 * @param coefficients the generalised least squares estimate
	 * @param coefficientCovariance (X'Σ⁻¹X)⁻¹, unscaled
	 * @param residualSquares r'Σ⁻¹r
	 * @param logLikelihood the restricted log likelihood, without its constant
	 * @param runScore its derivative in τ²run
	 * @param guestScore its derivative in τ²guest
	 * @param inverseBlocks Σ⁻¹, block by block
	 * @param inverseTimesX Σ⁻¹X, row by run
	 * @param inverseTimesResiduals Σ⁻¹r, by run
	 */
	record Point(double[] coefficients, double[][] coefficientCovariance, double residualSquares, double logLikelihood,
			double runScore, double guestScore, List<double[][]> inverseBlocks, double[][] inverseTimesX,
			double[] inverseTimesResiduals) {

	}

	RestrictedLikelihood(List<RandomEffects.Study> studies, List<String> guests, List<double[]> moderators) {
		int k = studies.size();
		if (k == 0 || guests.size() != k || moderators.size() != k) {
			throw new IllegalArgumentException("a pool needs one guest and one row of moderators per run, had " + k
					+ " runs, " + guests.size() + " guests and " + moderators.size() + " rows");
		}
		double floor = studies.stream()
			.mapToDouble(RandomEffects.Study::variance)
			.filter((s) -> s > 0)
			.min()
			.orElse(Double.MIN_NORMAL);
		this.y = new double[k];
		this.v = new double[k];
		this.x = new double[k][];
		Map<String, List<Integer>> byGuest = new LinkedHashMap<>();
		for (int i = 0; i < k; i++) {
			this.y[i] = studies.get(i).logRatio();
			// A run whose rounds agreed exactly has no error of its own: the smallest
			// positive one the others have stands in, so that it is not weighted without
			// end.
			this.v[i] = Math.max(studies.get(i).variance(), floor);
			this.x[i] = withIntercept(moderators.get(i));
			byGuest.computeIfAbsent(guests.get(i), (g) -> new ArrayList<>()).add(i);
		}
		if (k <= this.x[0].length) {
			throw new IllegalArgumentException(
					"a pool of " + k + " runs cannot estimate " + this.x[0].length + " coefficients");
		}
		this.names = List.copyOf(byGuest.keySet());
		this.blocks = byGuest.values().stream().map((l) -> l.stream().mapToInt(Integer::intValue).toArray()).toList();
	}

	static double[] withIntercept(double[] row) {
		double[] full = new double[row.length + 1];
		full[0] = 1;
		System.arraycopy(row, 0, full, 1, row.length);
		return full;
	}

	int runs() {
		return this.y.length;
	}

	int coefficients() {
		return this.x[0].length;
	}

	int guests() {
		return this.blocks.size();
	}

	int largestGuest() {
		return this.blocks.stream().mapToInt((b) -> b.length).max().orElse(0);
	}

	/** Each guest's runs by index, as {@link #guestNames()} orders the guests. */
	List<int[]> blocks() {
		return this.blocks;
	}

	/** Run {@code i}'s row: 1, then its moderators. */
	double[] row(int i) {
		return this.x[i];
	}

	List<String> guestNames() {
		return this.names;
	}

	int runsOf(String guest) {
		return this.blocks.get(index(guest)).length;
	}

	double medianVariance() {
		return Spread.of(Arrays.stream(this.v).boxed().toList()).median();
	}

	/**
	 * τ²run that maximises the likelihood at this τ²guest (0 where its score is not
	 * positive at 0).
	 */
	double runVarianceFor(double guestVariance) {
		return ScoreRoot.of((run) -> at(guestVariance, run).runScore(), RoundMeans.variance(this.y));
	}

	/** τ²guest that maximises the profile likelihood, τ²run at its best for each. */
	double guestVariance() {
		return ScoreRoot.of((guest) -> at(guest, runVarianceFor(guest)).guestScore(), RoundMeans.variance(this.y));
	}

	Point at(double guestVariance, double runVariance) {
		int k = this.y.length;
		int p = coefficients();
		double logDeterminant = 0;
		double[][] a = new double[p][p];
		double[] c = new double[p];
		double[][] sx = new double[k][];
		List<double[][]> inverses = new ArrayList<>();
		for (int[] block : this.blocks) {
			double[][] sigma = block(block, guestVariance, runVariance);
			Cholesky factor = Cholesky.of(sigma);
			logDeterminant += factor.logDeterminant();
			double[][] inverse = factor.inverse();
			inverses.add(inverse);
			for (int i = 0; i < block.length; i++) {
				double[] row = new double[p];
				double sy = 0;
				for (int j = 0; j < block.length; j++) {
					for (int q = 0; q < p; q++) {
						row[q] += inverse[i][j] * this.x[block[j]][q];
					}
					sy += inverse[i][j] * this.y[block[j]];
				}
				sx[block[i]] = row;
				for (int q = 0; q < p; q++) {
					c[q] += this.x[block[i]][q] * sy;
					for (int s = 0; s < p; s++) {
						a[q][s] += this.x[block[i]][q] * row[s];
					}
				}
			}
		}
		Cholesky aFactor = Cholesky.of(a);
		double[] beta = aFactor.solve(c);
		double[][] aInverse = aFactor.inverse();
		double[] residuals = new double[k];
		for (int i = 0; i < k; i++) {
			residuals[i] = this.y[i] - dot(this.x[i], beta);
		}
		double[] pr = new double[k];
		double squares = 0;
		double trace = 0;
		double blockSums = 0;
		double runQuadratic = 0;
		double guestQuadratic = 0;
		for (int b = 0; b < this.blocks.size(); b++) {
			int[] block = this.blocks.get(b);
			double[][] inverse = inverses.get(b);
			double[] rowSums = new double[p];
			double blockPr = 0;
			for (int i = 0; i < block.length; i++) {
				double value = 0;
				for (int j = 0; j < block.length; j++) {
					value += inverse[i][j] * residuals[block[j]];
					blockSums += inverse[i][j];
				}
				pr[block[i]] = value;
				squares += residuals[block[i]] * value;
				runQuadratic += value * value;
				blockPr += value;
				trace += inverse[i][i] - quadratic(sx[block[i]], aInverse, sx[block[i]]);
				for (int q = 0; q < p; q++) {
					rowSums[q] += sx[block[i]][q];
				}
			}
			blockSums -= quadratic(rowSums, aInverse, rowSums);
			guestQuadratic += blockPr * blockPr;
		}
		double logLikelihood = -0.5 * (logDeterminant + aFactor.logDeterminant() + squares);
		return new Point(beta, aInverse, squares, logLikelihood, 0.5 * (runQuadratic - trace),
				0.5 * (guestQuadratic - blockSums), inverses, sx, pr);
	}

	/** The covariance of one guest's runs at these variances. */
	double[][] block(int[] block, double guestVariance, double runVariance) {
		double[][] sigma = new double[block.length][block.length];
		for (int i = 0; i < block.length; i++) {
			Arrays.fill(sigma[i], guestVariance);
			sigma[i][i] += this.v[block[i]] + runVariance;
		}
		return sigma;
	}

	int index(String guest) {
		int index = this.names.indexOf(guest);
		if (index < 0) {
			throw new IllegalArgumentException("no run of guest '" + guest + "' was pooled");
		}
		return index;
	}

	static double dot(double[] a, double[] b) {
		double sum = 0;
		for (int i = 0; i < a.length; i++) {
			sum += a[i] * b[i];
		}
		return sum;
	}

	private static double quadratic(double[] a, double[][] m, double[] b) {
		double sum = 0;
		for (int i = 0; i < a.length; i++) {
			for (int j = 0; j < b.length; j++) {
				sum += a[i] * m[i][j] * b[j];
			}
		}
		return sum;
	}

}
