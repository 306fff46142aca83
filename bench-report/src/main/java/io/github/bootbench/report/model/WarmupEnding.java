package io.github.bootbench.report.model;

import java.util.ArrayList;
import java.util.List;

import io.github.bootbench.report.core.Method;
import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.input.WarmupCurve;
import org.apache.commons.statistics.descriptive.Median;

/**
 * Whether the warm-ups could have ended as soon as their JIT was quiet, from the run's
 * warm-up curves. For every JVM: the first cycle at which the warm-up rule would have
 * ended it without its throughput check ({@link Steadiness}: more cycles than cells, the
 * last {@link Method#QUIET_CYCLES} JIT-quiet), the cycle the warm-up did end at, and, for
 * each cycle of the pass over the cells that followed the quiet one, its throughput over
 * that of its cell's last cycle in the warm-up (the warmest figure the curve has of that
 * cell). A median below 1 says a JVM measured from the quiet cycle on would have been
 * measured colder.
 *
 * @param curves warm-up curves with a quiet cycle
 * @param quietCycles the cycle each of them was first quiet at
 * @param endCycles the cycle each of them ended at
 * @param ratios for every cycle of the pass after the quiet one whose cell ran again
 * later, its throughput over the cell's last cycle
 */
public record WarmupEnding(int curves, List<Integer> quietCycles, List<Integer> endCycles, List<Double> ratios) {

	/** The ending of every curve of the run, or null when none was ever quiet. */
	public static WarmupEnding of(RunDirectory run) {
		List<Integer> quiet = new ArrayList<>();
		List<Integer> ended = new ArrayList<>();
		List<Double> ratios = new ArrayList<>();
		for (WarmupCurve.Recorded recorded : run.warmups()) {
			WarmupCurve curve = recorded.curve();
			List<WarmupCurve.Row> rows = curve.rows();
			int cells = (int) rows.stream().map(WarmupCurve.Row::pattern).distinct().count();
			int at = quietIndex(curve, cells);
			if (at < 0) {
				continue;
			}
			quiet.add(rows.get(at).cycle());
			ended.add(rows.get(rows.size() - 1).cycle());
			for (int i = at + 1; i < Math.min(rows.size(), at + 1 + cells); i++) {
				WarmupCurve.Row row = rows.get(i);
				WarmupCurve.Row last = lastOf(rows, row.pattern());
				if (last != row && row.requestsPerSecond() != null && last.requestsPerSecond() != null
						&& last.requestsPerSecond() > 0) {
					ratios.add(row.requestsPerSecond() / last.requestsPerSecond());
				}
			}
		}
		if (quiet.isEmpty()) {
			return null;
		}
		return new WarmupEnding(quiet.size(), List.copyOf(quiet), List.copyOf(ended), List.copyOf(ratios));
	}

	/**
	 * The index of the first row at which {@link Steadiness} would have ended the warm-up
	 * without its throughput check, or -1.
	 */
	private static int quietIndex(WarmupCurve curve, int cells) {
		for (int i = 0; i < curve.rows().size(); i++) {
			if (Steadiness.quietPastFirstPass(curve, i + 1, cells)) {
				return i;
			}
		}
		return -1;
	}

	private static WarmupCurve.Row lastOf(List<WarmupCurve.Row> rows, String pattern) {
		WarmupCurve.Row last = null;
		for (WarmupCurve.Row row : rows) {
			if (row.pattern().equals(pattern)) {
				last = row;
			}
		}
		return last;
	}

	/** The median of the ratios, or null with none. */
	public Double medianRatio() {
		return this.ratios.isEmpty() ? null
				: Median.withDefaults().evaluate(this.ratios.stream().mapToDouble(Double::doubleValue).toArray());
	}

	/**
	 * Whether the pass after the quiet cycle ran slower than the throughput check lets a
	 * warm-up end at: its median more than {@link Method#STEADY_TOLERANCE_PERCENT} below
	 * each cell's last cycle.
	 */
	public boolean colder() {
		Double median = medianRatio();
		return median != null && median < 1 - Method.STEADY_TOLERANCE_PERCENT / 100;
	}

	/** How many of the ratios are below 1. */
	public long below() {
		return this.ratios.stream().filter((ratio) -> ratio < 1).count();
	}

}
