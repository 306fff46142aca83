package io.github.bootbench.report.core;

import java.util.function.Function;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

/**
 * The figure a ratio is of: a window's throughput (higher is faster) or latency
 * percentile (lower is faster), or a memory trial's throughput per MB.
 */
public enum Metric {

	THROUGHPUT("throughput", Figures::requestsPerSecond), P50("p50", Figures::p50LatencyMs),
	P90("p90", Figures::p90LatencyMs), P99("p99", Figures::p99LatencyMs), P999("p99.9", Figures::p999LatencyMs),

	/** A memory trial's throughput per MB of memory: of a trial, not of one window. */
	THROUGHPUT_PER_MB("throughput-per-mb", null);

	private final String word;

	private final Function<Figures, Double> figure;

	Metric(String word, Function<Figures, Double> figure) {
		this.word = word;
		this.figure = figure;
	}

	/** {@code throughput}, {@code p99.9}: the word results.json and the tables use. */
	@JsonValue
	public String word() {
		return this.word;
	}

	/** The window's figure of this metric, or null where it has none. */
	public Double of(Figures window) {
		if (this.figure == null) {
			throw new IllegalStateException(this.word + " is not a window's figure");
		}
		return this.figure.apply(window);
	}

	/** Whether higher is faster (throughput) rather than lower (a latency). */
	public boolean throughput() {
		return this == THROUGHPUT;
	}

	/** The percentile a latency metric is of, as a fraction (0.999 for p99.9). */
	public double quantile() {
		if (throughput()) {
			throw new IllegalStateException("throughput is not a percentile");
		}
		return Double.parseDouble(this.word.substring(1)) / 100;
	}

	/** The word, so that a metric reads in text as the tables name it. */
	@Override
	public String toString() {
		return this.word;
	}

	@JsonCreator
	public static Metric of(String word) {
		for (Metric metric : values()) {
			if (metric.word.equals(word)) {
				return metric;
			}
		}
		throw new IllegalArgumentException("unknown metric '" + word + "'");
	}

}
