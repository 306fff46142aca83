package io.github.bootbench.report.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

import io.github.bootbench.report.stats.Method;
import io.github.bootbench.report.stats.RatioEstimate;

/**
 * A variant's figure in one cell: the median over its successful windows, with the
 * {@link Method#CONFIDENCE} bootstrap interval of that median, rounds resampled and then
 * windows within each drawn round, as every ratio's interval is ({@link RatioEstimate}):
 * how well the windows pin the median down, where a min–max range only shows the two most
 * extreme windows.
 *
 * @param windows the successful windows it is of
 * @param rounds the rounds they came from
 */
public record CellMedian(double median, double low, double high, int windows, int rounds) {

	/** The figures a cell's median can be of, by name. */
	static final Map<String, Function<MeasurementRow, Double>> FIGURES = Map.of(RatioRow.THROUGHPUT,
			(m) -> m.load().requestsPerSecond(), "p50", (m) -> m.load().p50LatencyMs(), "p90",
			(m) -> m.load().p90LatencyMs(), "p99", (m) -> m.load().p99LatencyMs(), "p99.9",
			(m) -> m.load().p999LatencyMs());

	/**
	 * The median of a figure over the successful windows with its interval, or null when
	 * no successful window has it.
	 * @param figure {@code throughput}, {@code p50}, {@code p90}, {@code p99} or
	 * {@code p99.9}
	 * @param seed the bootstrap's seed, used only for a design too large to enumerate
	 */
	static CellMedian of(List<MeasurementRow> windows, String figure, long seed) {
		Function<MeasurementRow, Double> value = FIGURES.get(figure);
		if (value == null) {
			throw new IllegalArgumentException("no such figure: " + figure);
		}
		Map<Integer, List<Double>> byRound = new TreeMap<>();
		for (MeasurementRow window : windows) {
			Double v = window.ok() ? value.apply(window) : null;
			if (v != null) {
				byRound.computeIfAbsent(window.key().round(), (round) -> new ArrayList<>()).add(v);
			}
		}
		if (byRound.isEmpty()) {
			return null;
		}
		RatioEstimate estimate = RatioEstimate.of(byRound, seed);
		return new CellMedian(estimate.ratio(), estimate.ciLow(), estimate.ciHigh(), estimate.blocks(),
				estimate.rounds());
	}

}
