package io.github.bootbench.report.stats;

/**
 * The Cholesky factor of a small symmetric positive-definite matrix (a pool's covariance
 * of a few dozen runs, a regression's few coefficients): its inverse and the log of its
 * determinant. Written here rather than taken from a linear algebra library: the pool
 * needs these two operations on matrices of at most a few hundred rows, and the one
 * Apache Commons library that has them (commons-math3) is no longer released.
 */
final class Cholesky {

	private final double[][] lower;

	private Cholesky(double[][] lower) {
		this.lower = lower;
	}

	/**
	 * The factor of {@code a}.
	 * @throws IllegalArgumentException when {@code a} is not positive definite
	 */
	static Cholesky of(double[][] a) {
		int n = a.length;
		double[][] l = new double[n][n];
		for (int i = 0; i < n; i++) {
			for (int j = 0; j <= i; j++) {
				double sum = a[i][j];
				for (int k = 0; k < j; k++) {
					sum -= l[i][k] * l[j][k];
				}
				if (i == j) {
					if (!(sum > 0)) {
						throw new IllegalArgumentException("the matrix is not positive definite (pivot " + sum + ")");
					}
					l[i][i] = Math.sqrt(sum);
				}
				else {
					l[i][j] = sum / l[j][j];
				}
			}
		}
		return new Cholesky(l);
	}

	/** The log of the matrix's determinant. */
	double logDeterminant() {
		double sum = 0;
		for (int i = 0; i < this.lower.length; i++) {
			sum += Math.log(this.lower[i][i]);
		}
		return 2 * sum;
	}

	/** The matrix's inverse. */
	double[][] inverse() {
		int n = this.lower.length;
		double[][] inverse = new double[n][];
		for (int column = 0; column < n; column++) {
			double[] unit = new double[n];
			unit[column] = 1;
			inverse[column] = solve(unit);
		}
		return inverse;
	}

	/** x with A x = b. */
	double[] solve(double[] b) {
		int n = this.lower.length;
		double[] y = new double[n];
		for (int i = 0; i < n; i++) {
			double sum = b[i];
			for (int k = 0; k < i; k++) {
				sum -= this.lower[i][k] * y[k];
			}
			y[i] = sum / this.lower[i][i];
		}
		double[] x = new double[n];
		for (int i = n - 1; i >= 0; i--) {
			double sum = y[i];
			for (int k = i + 1; k < n; k++) {
				sum -= this.lower[k][i] * x[k];
			}
			x[i] = sum / this.lower[i][i];
		}
		return x;
	}

}
