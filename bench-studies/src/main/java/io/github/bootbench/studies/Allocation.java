package io.github.bootbench.studies;

import java.util.Locale;

import io.github.bootbench.report.core.Interval;
import io.github.bootbench.report.core.Method;

/**
 * How a run spends its rounds of fresh JVMs on a cell, and how it judges the cell.
 * <p>
 * Fixed: every cell gets every round and is judged once, at the end. Sequential: every
 * cell gets the first {@code minRounds}; then the run looks after every round, and a cell
 * decided at a look (faster, slower or equivalent) keeps that verdict and is measured no
 * more, while one still undecided gets the next round, up to {@code maxRounds}. Each look
 * is one more chance to call a true tie; the sequential rule spends the error over the
 * looks (Bonferroni: each look's interval at {@code 1 - (1 - }{@link Method#CONFIDENCE}
 * {@code ) / looks}), so the chance of a false call at any look stays within the fixed
 * design's. The naive rule judges every look at {@link Method#CONFIDENCE}; it is kept to
 * show what looking costs without the correction.
 *
 * @param blocksPerRound blocks of the cell in every round
 * @param minRounds rounds every cell gets
 * @param maxRounds most rounds a cell gets ({@code minRounds} for a fixed design)
 * @param confidence the level of the interval at every look
 * @param corrected whether that level was spent over the looks
 * @param interval how each look's interval is made
 */
public record Allocation(int blocksPerRound, int minRounds, int maxRounds, double confidence, boolean corrected,
		Interval interval) {

	public Allocation {
		if (minRounds < Method.MIN_ROUNDS || maxRounds < minRounds || blocksPerRound < 1) {
			throw new IllegalArgumentException("a design needs at least " + Method.MIN_ROUNDS
					+ " rounds, at most as many as it may grow to, and a block a round; got " + minRounds + " to "
					+ maxRounds + " rounds of " + blocksPerRound);
		}
	}

	/** Every cell every round, judged at the end with the bootstrap. */
	public static Allocation fixed(int rounds, int blocksPerRound) {
		return fixed(rounds, blocksPerRound, Interval.BOOTSTRAP);
	}

	/** Every cell every round, judged at the end with the given interval. */
	public static Allocation fixed(int rounds, int blocksPerRound, Interval interval) {
		return new Allocation(blocksPerRound, rounds, rounds, Method.CONFIDENCE, false, interval);
	}

	/** The same design judged with another interval. */
	public Allocation judgedWith(Interval other) {
		return new Allocation(this.blocksPerRound, this.minRounds, this.maxRounds, this.confidence, this.corrected,
				other);
	}

	/**
	 * Sequential, each look at {@link Method#CONFIDENCE}: the error grows with the looks.
	 */
	public static Allocation naive(int blocksPerRound, int minRounds, int maxRounds) {
		return new Allocation(blocksPerRound, minRounds, maxRounds, Method.CONFIDENCE, false, Interval.BOOTSTRAP);
	}

	/** Sequential, the error spent evenly over the looks. */
	public static Allocation sequential(int blocksPerRound, int minRounds, int maxRounds) {
		int looks = maxRounds - minRounds + 1;
		return new Allocation(blocksPerRound, minRounds, maxRounds, 1 - (1 - Method.CONFIDENCE) / looks, true,
				Interval.BOOTSTRAP);
	}

	/** How many times a cell may be judged: once for a fixed design. */
	public int looks() {
		return this.maxRounds - this.minRounds + 1;
	}

	/**
	 * {@code fixed: 3 rounds of 5 blocks}, or
	 * {@code sequential: 3 to 4 rounds of 3 blocks,
	 * 2 looks at 97.5 % each (Bonferroni)}; judged with the interval over rounds, it ends
	 * in {@code , t over rounds}.
	 */
	public String describe() {
		String over = (this.interval == Interval.ROUND_MEANS) ? ", t over rounds" : "";
		if (looks() == 1) {
			return "fixed: " + this.minRounds + " rounds of " + this.blocksPerRound + " blocks" + over;
		}
		return String.format(Locale.ROOT, "sequential: %d to %d rounds of %d blocks, %d looks at %s each (%s)%s",
				this.minRounds, this.maxRounds, this.blocksPerRound, looks(), percent(this.confidence),
				this.corrected ? "Bonferroni" : "naive, uncorrected", over);
	}

	private static String percent(double share) {
		String text = String.format(Locale.ROOT, "%.2f", 100 * share).replaceAll("0+$", "").replaceAll("\\.$", "");
		return text + " %";
	}

}
