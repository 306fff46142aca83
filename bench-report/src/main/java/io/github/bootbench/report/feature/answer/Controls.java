package io.github.bootbench.report.feature.answer;

import java.util.List;
import java.util.Locale;

import io.github.bootbench.report.core.Method;
import io.github.bootbench.report.core.Verdict;

/**
 * The pooled controls, the proof of the pool: every A/A control (a second copy of a
 * baseline in JVMs of its own) pooled over its runs should be called in few cells and
 * read close to 1, and every planted copy should read the slowdown it was given.
 *
 * @param controlCells every pooled A/A cell
 * @param controlCalled of those, called faster or slower
 * @param controlsPooled of those, pooled over two runs or more
 * @param controlsWithRuns A/A cells pooled over at least {@link #MIN_RUNS} runs
 * @param controlsWithin of those, within {@link #WITHIN_PERCENT} % of 1
 * @param planted each planted copy as the pool measured it
 */
public record Controls(int controlCells, int controlCalled, int controlsPooled, int controlsWithRuns,
		int controlsWithin, List<Planted> planted) {

	/** How close to 1 a pooled A/A cell should read, in percent. */
	public static final double WITHIN_PERCENT = 2;

	/** The runs an A/A cell needs before its closeness to 1 is counted. */
	public static final int MIN_RUNS = 3;

	/** The share of A/A cells the pool may call at most: 1 in 20. */
	public static final double MOST_CALLED_SHARE = 0.05;

	/**
	 * The share of A/A cells with enough runs that should read within the band: 9 in 10.
	 */
	public static final double LEAST_WITHIN_SHARE = 0.90;

	/**
	 * A planted copy pooled.
	 *
	 * @param comparison the comparison's id
	 * @param endpoint its endpoint
	 * @param concurrency its concurrency
	 * @param percent the slowdown planted
	 * @param measuredPercent the slowdown the pool measured (1 − ratio)
	 * @param fromPercent the smallest slowdown its interval allows
	 * @param toPercent the largest
	 * @param runs runs pooled
	 * @param verdict the pooled verdict
	 */
	public record Planted(String comparison, String endpoint, int concurrency, double percent, double measuredPercent,
			double fromPercent, double toPercent, int runs, Verdict verdict) {

	}

	static Controls of(List<PooledComparison> comparisons) {
		List<PooledComparison> aa = comparisons.stream().filter((c) -> c.key().variant().control()).toList();
		List<PooledComparison> enough = aa.stream().filter((c) -> c.runs().size() >= MIN_RUNS).toList();
		List<Planted> planted = comparisons.stream()
			.filter((c) -> c.key().variant().plantedPercent() != null && c.key().control())
			.map((c) -> new Planted(c.key().id(), c.key().endpoint(), c.key().concurrency(),
					c.key().variant().plantedPercent(), 100 * (1 - c.ratio()), 100 * (1 - c.ciHigh()),
					100 * (1 - c.ciLow()), c.runs().size(), c.verdict()))
			.toList();
		return new Controls(aa.size(), (int) aa.stream().filter((c) -> c.verdict().called()).count(),
				(int) aa.stream().filter((c) -> c.runs().size() >= 2).count(), enough.size(),
				(int) enough.stream().filter((c) -> Math.abs(c.ratio() - 1) <= WITHIN_PERCENT / 100).count(), planted);
	}

	/**
	 * The most A/A cells a {@link Method#CONFIDENCE} interval calls by chance: a true tie
	 * falls outside it in 1 − confidence of cells, and the minimum effect calls fewer.
	 */
	public double expectedCalledAtMost() {
		return this.controlCells * (1 - Method.CONFIDENCE);
	}

	/**
	 * Whether the A/A cells were called in at most {@link #MOST_CALLED_SHARE} of them.
	 */
	public boolean calledFewEnough() {
		return this.controlCalled <= MOST_CALLED_SHARE * this.controlCells;
	}

	/** Whether enough A/A cells read within {@link #WITHIN_PERCENT} %. */
	public boolean closeEnough() {
		return this.controlsWithRuns > 0 && this.controlsWithin >= LEAST_WITHIN_SHARE * this.controlsWithRuns;
	}

	/** {@code at most 1 cell in 20}: the share called, as the rule says it. */
	public static String calledRule() {
		return String.format(Locale.ROOT, "called in at most 1 cell in %.0f", 1 / MOST_CALLED_SHARE);
	}

	/** {@code within 2 % of 1 in at least 9 cells in 10 with 3 or more runs}. */
	public static String withinRule() {
		return String.format(Locale.ROOT,
				"within %.0f %% of 1 in at least %.0f cells in 10 of those with %d or more runs", WITHIN_PERCENT,
				10 * LEAST_WITHIN_SHARE, MIN_RUNS);
	}

}
