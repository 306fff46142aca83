package io.github.bootbench.report.core;

import java.util.Locale;

/**
 * What a ratio with its interval says: faster or slower when the interval excludes 1 and
 * the ratio differs from 1 by at least the minimum effect; equivalent when the whole
 * interval lies within 1 ± the minimum effect; undecided otherwise; not judged where a
 * side was bound by its load tool, failed, or had too few rounds or blocks (the rule in
 * words: {@code stats.RatioEstimate#rule}).
 */
public enum Verdict {

	FASTER, SLOWER, EQUIVALENT, UNDECIDED, NOT_JUDGED;

	/** {@code faster}, {@code not-judged}: the word results.json and the tables use. */
	public String word() {
		return name().toLowerCase(Locale.ROOT).replace('_', '-');
	}

	/** Whether the verdict calls a difference. */
	public boolean called() {
		return this == FASTER || this == SLOWER;
	}

	/** Whether a verdict's word (null: none) names this verdict. */
	public boolean is(String word) {
		return word().equals(word);
	}

	/** The verdict a word names. */
	public static Verdict of(String word) {
		for (Verdict verdict : values()) {
			if (verdict.is(word)) {
				return verdict;
			}
		}
		throw new IllegalArgumentException("unknown verdict '" + word + "'");
	}

}
