package io.github.bootbench.report.core;

import java.util.Arrays;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

/**
 * How a paired ratio and its interval are made from a cell's block ratios. A run records
 * the one it was judged with, so that a report rendered again judges as it did.
 */
public enum Interval {

	/**
	 * The median of every block ratio, with a percentile bootstrap that resamples rounds
	 * and then blocks within them (the stats package's MedianBootstrap). With three
	 * rounds it cannot widen for the variance between rounds as a t interval on two
	 * degrees of freedom does, so where fresh JVMs differ it calls a true tie more often
	 * than its level says. Runs made before 2026-11-27 were first judged with it
	 * (run.json has no interval); their reports are judged again by {@link #DEFAULT}. It
	 * remains for one round, where no t can be taken, and for the method's studies.
	 */
	BOOTSTRAP("bootstrap", "a percentile bootstrap of the median block ratio, over rounds and then blocks",
			"the median over blocks", "median of its block ratios", "bootstrap interval"),

	/**
	 * Each round's mean log block ratio, then Student's t over those means on rounds − 1
	 * degrees of freedom; the ratio is their geometric mean. Exact for normal round means
	 * of equal blocks whatever the share of the variance between rounds, because each
	 * fresh JVM is one observation and its blocks only make that observation more precise
	 * (Kalibera and Jones: the interval is taken at the highest level of repetition). A
	 * round that lost blocks to a busy JIT counts as much as the others, which it
	 * approximates.
	 */
	ROUND_MEANS("round-means",
			"Student's t over the rounds' mean log block ratios, on rounds − 1 degrees of freedom (the ratio is their "
					+ "geometric mean)",
			"the geometric mean of the rounds' means", "geometric mean over its rounds", "t interval over rounds");

	/**
	 * How a new run's paired ratios get their interval: Student's t over the rounds'
	 * means, which stays at its level when fresh JVMs differ, where the bootstrap over
	 * three rounds called a simulated tie in up to 12 % of cells (docs/method.md, "An
	 * interval over rounds").
	 */
	public static final Interval DEFAULT = ROUND_MEANS;

	private final String word;

	private final String sentence;

	private final String center;

	private final String chartCenter;

	private final String name;

	Interval(String word, String sentence, String center, String chartCenter, String name) {
		this.word = word;
		this.sentence = sentence;
		this.center = center;
		this.chartCenter = chartCenter;
		this.name = name;
	}

	/** {@code round-means}, as run.json records it. */
	@JsonValue
	public String word() {
		return this.word;
	}

	/** How the interval is made, for a report's rule. */
	public String sentence() {
		return this.sentence;
	}

	/**
	 * What a table's ratio and interval are: {@code the median over blocks, its 95 %
	 * bootstrap interval}.
	 */
	public String ratioPhrase() {
		return this.center + ", its " + Method.confidence() + " " + this.name;
	}

	/** What a table's ratio is, over a cell's blocks: {@code the median over blocks}. */
	public String center() {
		return this.center;
	}

	/** What a chart's row is: {@code median of its block ratios}. */
	public String chartCenter() {
		return this.chartCenter;
	}

	@JsonCreator
	public static Interval of(String word) {
		return Arrays.stream(values())
			.filter((i) -> i.word.equals(word))
			.findFirst()
			.orElseThrow(() -> new IllegalArgumentException("no interval " + word + "; known: "
					+ String.join(", ", Arrays.stream(values()).map(Interval::word).toList())));
	}

}
