package io.github.bootbench.report.feature.fixedrate;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.input.Measurement;
import io.github.bootbench.report.input.RunDirectory;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;

/**
 * A variant's latencies in one fixed-rate cell, percentile by percentile: the histogram
 * logs of its windows that passed the fixed-rate gate, merged. A failed window is left
 * out, as it is of every figure; so is a window that kept no log.
 *
 * @param rate the cell's rate, requests per second
 * @param windows the windows merged
 * @param failed the cell's windows of this variant that failed, left out
 * @param unlogged the windows that passed but kept no histogram log, left out
 * @param latencies the latencies merged
 * @param points the latency at each percentile HdrHistogram's own percentile distribution
 * lists ({@value #TICKS_PER_HALF_DISTANCE} steps each time the distance to 100 % halves),
 * below 100 %; empty when no window is merged
 */
public record LatencyDistribution(String endpoint, int rate, String variant, int windows, int failed, int unlogged,
		long latencies, List<Point> points) {

	/** HdrHistogram's default for its percentile distribution output. */
	static final int TICKS_PER_HALF_DISTANCE = 5;

	private static final double NS_PER_MS = 1e6;

	/**
	 * One point of the distribution.
	 *
	 * @param percentile in percent, below 100
	 * @param latencyMs the latency at or below which that share of requests was answered
	 */
	public record Point(double percentile, double latencyMs) {

	}

	/**
	 * Every fixed-rate cell's distributions, a variant at a time, in the run's order of
	 * endpoints, rates ascending, and the run's order of variants.
	 */
	public static List<LatencyDistribution> of(RunDirectory run) {
		List<Measurement> fixedRate = run.measurements()
			.stream()
			.filter((m) -> Tool.atFixedRate(m.key().tool()))
			.sorted(Comparator.comparingInt((Measurement m) -> run.endpoints().indexOf(m.key().endpoint()))
				.thenComparingInt((Measurement m) -> m.key().concurrency()))
			.toList();
		List<LatencyDistribution> distributions = new ArrayList<>();
		for (List<Measurement> cell : cells(fixedRate)) {
			for (String variant : run.variantIds()) {
				List<Measurement> windows = cell.stream().filter((m) -> m.key().variant().equals(variant)).toList();
				if (!windows.isEmpty()) {
					distributions.add(of(run, variant, windows));
				}
			}
		}
		return List.copyOf(distributions);
	}

	private static List<List<Measurement>> cells(List<Measurement> sorted) {
		List<List<Measurement>> cells = new ArrayList<>();
		for (Measurement m : sorted) {
			List<Measurement> last = cells.isEmpty() ? null : cells.get(cells.size() - 1);
			if (last == null || !last.get(0).key().endpoint().equals(m.key().endpoint())
					|| last.get(0).key().concurrency() != m.key().concurrency()) {
				last = new ArrayList<>();
				cells.add(last);
			}
			last.add(m);
		}
		return cells;
	}

	private static LatencyDistribution of(RunDirectory run, String variant, List<Measurement> windows) {
		Histogram merged = new Histogram(2);
		int used = 0;
		int unlogged = 0;
		for (Measurement window : windows.stream().filter(Measurement::ok).toList()) {
			Histogram log = LatencyLogs.read(run, window);
			if (log == null) {
				unlogged++;
				continue;
			}
			merged.add(log);
			used++;
		}
		List<Point> points = new ArrayList<>();
		if (merged.getTotalCount() > 0) {
			for (HistogramIterationValue value : merged.percentiles(TICKS_PER_HALF_DISTANCE)) {
				if (value.getPercentileLevelIteratedTo() < 100) {
					points.add(new Point(value.getPercentileLevelIteratedTo(), value.getValueIteratedTo() / NS_PER_MS));
				}
			}
		}
		Measurement first = windows.get(0);
		return new LatencyDistribution(first.key().endpoint(), first.key().concurrency(), variant, used,
				(int) windows.stream().filter((m) -> !m.ok()).count(), unlogged, merged.getTotalCount(),
				List.copyOf(points));
	}

}
