package io.github.bootbench.report.stats;

import java.util.function.DoubleUnaryOperator;

import org.apache.commons.numbers.rootfinder.BrentSolver;

/**
 * Where a restricted likelihood's score in a variance falls through 0: the variance that
 * maximises it. 0 where the score is not positive at 0 (the likelihood falls from the
 * start); else Brent's root in a bracket grown fourfold from a first guess until the
 * score is negative at its top. Unlike Fisher scoring from a start, it cannot stop short
 * of the optimum when one run's error is tiny.
 */
final class ScoreRoot {

	/** Brent's method's accuracy on a variance of a log ratio (about 1e-4 at most). */
	private static final BrentSolver SOLVER = new BrentSolver(1e-16, 1e-10, 0);

	/** How many times a bracket may grow fourfold before the score is taken as flat. */
	private static final int MAX_GROWTHS = 80;

	private ScoreRoot() {
	}

	/** The variance at the score's root, searched from {@code guess} (above 0). */
	static double of(DoubleUnaryOperator score, double guess) {
		if (score.applyAsDouble(0) <= 0) {
			return 0;
		}
		double low = 0;
		double high = Math.max(guess, 1e-12);
		for (int growth = 0; score.applyAsDouble(high) > 0; growth++) {
			if (growth == MAX_GROWTHS) {
				throw new IllegalStateException("the restricted likelihood grows without end");
			}
			low = high;
			high *= 4;
		}
		return SOLVER.findRoot(score, low, high);
	}

}
