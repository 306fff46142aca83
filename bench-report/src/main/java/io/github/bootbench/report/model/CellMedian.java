package io.github.bootbench.report.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import io.github.bootbench.report.core.Interval;
import io.github.bootbench.report.core.Method;
import io.github.bootbench.report.core.Metric;
import io.github.bootbench.report.input.Measurement;
import io.github.bootbench.report.stats.RatioEstimate;

/**
 * A variant's figure in one cell: the median over its successful windows, with the
 * {@link Method#CONFIDENCE} bootstrap interval of that median, rounds resampled and then
 * windows within each drawn round ({@link Interval#BOOTSTRAP}): how well the windows pin
 * the median down, where a min–max range only shows the two most extreme windows. A
 * description of one variant, not a verdict, so it keeps the median a table shows.
 *
 * @param windows the successful windows it is of
 * @param rounds the rounds they came from
 */
public record CellMedian(double median, double low, double high, int windows, int rounds) {

	/**
	 * The median of a figure over the successful windows with its interval, or null when
	 * no successful window has it.
	 * @param seed the bootstrap's seed, used only for a design too large to enumerate
	 */
	static CellMedian of(List<Measurement> windows, Metric figure, long seed) {
		Map<Integer, List<Double>> byRound = new TreeMap<>();
		for (Measurement window : windows) {
			Double v = window.ok() ? figure.of(window.load()) : null;
			if (v != null) {
				byRound.computeIfAbsent(window.key().round(), (round) -> new ArrayList<>()).add(v);
			}
		}
		if (byRound.isEmpty()) {
			return null;
		}
		RatioEstimate estimate = RatioEstimate.of(byRound, seed, Interval.BOOTSTRAP);
		return new CellMedian(estimate.ratio(), estimate.ciLow(), estimate.ciHigh(), estimate.blocks(),
				estimate.rounds());
	}

}
