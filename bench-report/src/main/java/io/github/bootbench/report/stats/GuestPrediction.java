package io.github.bootbench.report.stats;

/**
 * A guest's predicted effect in a pool of runs within guests (its best linear unbiased
 * prediction) and the variance of that prediction's error.
 */
final class GuestPrediction {

	private GuestPrediction() {
	}

	/**
	 * A guest's predicted effect at a row of moderators and its prediction error variance
	 * (Henderson's: the predictor is linear in the estimates, its error's variance taken
	 * over the runs' covariance and the guest's own effect).
	 * @return {@code {x0·β + û, its error variance}}, unscaled
	 */
	static double[] of(RestrictedLikelihood likelihood, RestrictedLikelihood.Point at, String guest, double[] row,
			double guestVariance, double runVariance) {
		int b = likelihood.index(guest);
		int[] block = likelihood.blocks().get(b);
		double[][] inverse = at.inverseBlocks().get(b);
		double[] x0 = RestrictedLikelihood.withIntercept(row);
		int p = x0.length;
		double[] m = new double[likelihood.runs()];
		double effect = 0;
		for (int i = 0; i < block.length; i++) {
			for (int j = 0; j < block.length; j++) {
				m[block[i]] += guestVariance * inverse[i][j];
			}
			effect += guestVariance * at.inverseTimesResiduals()[block[i]];
		}
		double[] a = x0.clone();
		for (int i : block) {
			for (int q = 0; q < p; q++) {
				a[q] -= m[i] * likelihood.row(i)[q];
			}
		}
		double[] aTimesInverse = new double[p];
		for (int q = 0; q < p; q++) {
			for (int s = 0; s < p; s++) {
				aTimesInverse[s] += a[q] * at.coefficientCovariance()[q][s];
			}
		}
		double[] l = new double[likelihood.runs()];
		for (int i = 0; i < l.length; i++) {
			l[i] = RestrictedLikelihood.dot(aTimesInverse, at.inverseTimesX()[i]) + m[i];
		}
		double quadratic = 0;
		double onGuest = 0;
		for (int[] other : likelihood.blocks()) {
			double[][] sigma = likelihood.block(other, guestVariance, runVariance);
			for (int i = 0; i < other.length; i++) {
				for (int j = 0; j < other.length; j++) {
					quadratic += l[other[i]] * sigma[i][j] * l[other[j]];
				}
			}
		}
		for (int i : block) {
			onGuest += l[i];
		}
		double variance = quadratic - 2 * guestVariance * onGuest + guestVariance;
		return new double[] { RestrictedLikelihood.dot(x0, at.coefficients()) + effect, Math.max(0, variance) };
	}

}
