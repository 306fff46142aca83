package io.github.bootbench.report.core;

import java.util.Locale;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

/**
 * What a ratio with its interval says: faster or slower when the interval excludes 1 and
 * the ratio differs from 1 by at least the minimum effect; equivalent when the whole
 * interval lies within 1 ± the minimum effect; undecided otherwise; not judged where a
 * side was bound by its load tool, failed, or had too few rounds or blocks (the rule in
 * words: {@code stats.RatioEstimate#rule}). A heap step of the memory phase is judged
 * against its reference heap instead: it carries the load, fails, or is not shown to
 * carry it.
 */
public enum Verdict {

	FASTER, SLOWER, EQUIVALENT, UNDECIDED, NOT_JUDGED,

	/** A heap step whose every endpoint keeps the share of the reference's throughput. */
	CARRIES,

	/** A heap step with a trial that failed: out of memory, errors, a failed window. */
	FAILS,

	/** A heap step with an endpoint whose interval reaches below the share kept. */
	NOT_SHOWN;

	/** {@code faster}, {@code not-judged}: the word results.json and the tables use. */
	@JsonValue
	public String word() {
		return name().toLowerCase(Locale.ROOT).replace('_', '-');
	}

	/**
	 * The word for a ratio of this metric: throughput per MB is called {@code higher} or
	 * {@code lower} (a density, not a speed), every other metric by {@link #word()}.
	 */
	public String wordFor(Metric metric) {
		if (metric == Metric.THROUGHPUT_PER_MB && called()) {
			return (this == FASTER) ? "higher" : "lower";
		}
		return word();
	}

	/**
	 * The rule every ratio with an interval is judged by, in a run or pooled over runs:
	 * faster or slower when the interval excludes 1 and the ratio differs from 1 by at
	 * least the minimum effect; equivalent when the whole interval lies within 1 ± the
	 * minimum effect; undecided otherwise.
	 * @param higherIsBetter true for throughput, false for latency
	 * @param minEffect the smallest difference from 1 that counts, as a fraction (0.05)
	 */
	public static Verdict of(double ratio, double ciLow, double ciHigh, boolean higherIsBetter, double minEffect) {
		boolean excludesOne = ciLow > 1 || ciHigh < 1;
		if (excludesOne && Math.abs(ratio - 1) >= minEffect) {
			return ((ratio > 1) == higherIsBetter) ? FASTER : SLOWER;
		}
		if (ciLow >= 1 - minEffect && ciHigh <= 1 + minEffect) {
			return EQUIVALENT;
		}
		return UNDECIDED;
	}

	/** Whether the verdict calls a difference. */
	public boolean called() {
		return this == FASTER || this == SLOWER;
	}

	/** The word, where prose names the verdict. */
	@Override
	public String toString() {
		return word();
	}

	/**
	 * The verdict a word names ({@link #wordFor}'s words too), or its constant's name, as
	 * a comparison.json's keys name it.
	 */
	@JsonCreator
	public static Verdict of(String word) {
		for (Verdict verdict : values()) {
			if (verdict.word().equals(word) || verdict.wordFor(Metric.THROUGHPUT_PER_MB).equals(word)
					|| verdict.name().equals(word)) {
				return verdict;
			}
		}
		throw new IllegalArgumentException("unknown verdict '" + word + "'");
	}

}
