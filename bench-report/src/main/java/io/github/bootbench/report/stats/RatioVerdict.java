package io.github.bootbench.report.stats;

import java.util.Locale;

/**
 * What a ratio with its interval says (see {@link RatioEstimate#verdict}): faster or
 * slower when the interval excludes 1 and the ratio differs from 1 by at least the
 * minimum effect; equivalent when the whole interval lies within 1 ± the minimum effect;
 * undecided otherwise; not judged where a side was bound by its load tool, failed, or has
 * fewer than {@link Method#MIN_ROUNDS} rounds of fresh JVMs or {@link Method#MIN_BLOCKS}
 * blocks.
 */
public enum RatioVerdict {

	FASTER, SLOWER, EQUIVALENT, UNDECIDED, NOT_JUDGED;

	/** {@code faster}, {@code not-judged}: the word results.json and the tables use. */
	public String word() {
		return name().toLowerCase(Locale.ROOT).replace('_', '-');
	}

	/** Whether the verdict calls a difference. */
	public boolean called() {
		return this == FASTER || this == SLOWER;
	}

	/**
	 * The rule in one sentence, with the minimum effect.
	 * @param minEffectPercent e.g. 5
	 */
	public static String rule(double minEffectPercent) {
		return verdicts(minEffectPercent) + "; " + Method.flaggedWindowRule() + "; " + Method.closedLoopLatencyRule();
	}

	/**
	 * The verdicts alone, without the rules for flagged windows and closed-loop latency,
	 * for a report that states those where they apply.
	 * @param minEffectPercent e.g. 5
	 */
	public static String verdicts(double minEffectPercent) {
		String effect = String.format(Locale.ROOT, "%.0f %%", minEffectPercent);
		return "faster or slower when the " + Method.confidence() + " interval excludes 1 and the median ratio "
				+ "differs from 1 by at least " + effect + "; equivalent when the whole interval lies within 1 ± "
				+ effect + "; undecided otherwise; not judged where a side was bound by its load tool, failed, or has "
				+ "fewer than " + Method.MIN_ROUNDS + " rounds of fresh JVMs or " + Method.MIN_BLOCKS + " blocks";
	}

}
