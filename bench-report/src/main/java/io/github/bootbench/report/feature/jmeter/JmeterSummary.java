package io.github.bootbench.report.feature.jmeter;

import java.util.ArrayList;
import java.util.List;
import java.util.function.ToDoubleFunction;

import io.github.bootbench.report.core.Cell;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.input.Measurement;
import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.parse.JmeterFigures;
import org.apache.commons.statistics.descriptive.Median;

/**
 * JMeter's Summary Report of one variant in one cell, over the windows that passed: each
 * column the median over the windows, but Min and Max, which are the least and the
 * greatest. JMeter's times are whole milliseconds, each timed from when its closed-loop
 * thread sent the request.
 *
 * @param threads the protocol's threads (the cell's level)
 * @param rampSeconds the time over which they were started
 * @param loops requests each thread sent
 * @param url the URL as sent, the first window's
 * @param windows windows that passed
 * @param failed windows that failed
 * @param pacedCeilingPerSecond the most requests a second the protocol sends if every
 * response were instant: threads x loops / ramp-up
 * @param ofCeilingPercent the throughput as a share of that ceiling: near 100 %, the
 * ramp-up set the throughput, not the container
 */
public record JmeterSummary(String endpoint, int threads, String variant, int rampSeconds, int loops, String url,
		int windows, int failed, double samples, double averageMs, long minMs, long maxMs, double stdDevMs,
		double errorPercent, double throughputPerSecond, double receivedKBPerSecond, double sentKBPerSecond,
		double avgBytes, double p50LatencyMs, double p90LatencyMs, double p95LatencyMs, double p99LatencyMs,
		double pacedCeilingPerSecond, double ofCeilingPercent) {

	/** The cell this summary is of. */
	public Cell cell() {
		return new Cell(this.endpoint, Tool.JMETER, this.threads);
	}

	/**
	 * Every variant's summary in every JMeter cell of the run with a window that passed.
	 */
	static List<JmeterSummary> of(RunDirectory run) {
		List<JmeterSummary> summaries = new ArrayList<>();
		for (String endpoint : run.endpoints()) {
			for (int threads : run.tools().contains(Tool.JMETER) ? run.concurrencyLevels() : List.<Integer>of()) {
				for (String variant : run.variantIds()) {
					List<Measurement> cell = run.measurements()
						.stream()
						.filter((m) -> Tool.JMETER == m.key().tool() && m.key().endpoint().equals(endpoint)
								&& m.key().concurrency() == threads && m.key().variant().equals(variant))
						.toList();
					List<Measurement> ok = cell.stream()
						.filter((m) -> m.ok() && m.result() != null && m.result().jmeter() != null)
						.toList();
					if (!ok.isEmpty()) {
						summaries.add(of(endpoint, threads, variant, ok, cell.size() - ok.size()));
					}
				}
			}
		}
		return List.copyOf(summaries);
	}

	private static JmeterSummary of(String endpoint, int threads, String variant, List<Measurement> ok, int failed) {
		JmeterFigures first = ok.get(0).result().jmeter();
		List<JmeterFigures> figures = ok.stream().map((m) -> m.result().jmeter()).toList();
		double throughput = median(figures, JmeterFigures::throughputPerSecond);
		return new JmeterSummary(endpoint, threads, variant, first.rampSeconds(), first.loops(), first.url(), ok.size(),
				failed, median(figures, JmeterFigures::samples), median(figures, JmeterFigures::averageMs),
				figures.stream().mapToLong(JmeterFigures::minMs).min().orElseThrow(),
				figures.stream().mapToLong(JmeterFigures::maxMs).max().orElseThrow(),
				median(figures, JmeterFigures::stdDevMs), median(figures, JmeterFigures::errorPercent), throughput,
				median(figures, JmeterFigures::receivedKBPerSecond), median(figures, JmeterFigures::sentKBPerSecond),
				median(figures, JmeterFigures::avgBytes), medianOf(ok, (m) -> m.result().p50LatencyMs()),
				medianOf(ok, (m) -> m.result().p90LatencyMs()), median(figures, JmeterFigures::p95LatencyMs),
				medianOf(ok, (m) -> m.result().p99LatencyMs()), first.pacedCeilingPerSecond(),
				100 * throughput / first.pacedCeilingPerSecond());
	}

	private static double median(List<JmeterFigures> figures, ToDoubleFunction<JmeterFigures> column) {
		return Median.withDefaults().evaluate(figures.stream().mapToDouble(column).toArray());
	}

	private static double medianOf(List<Measurement> windows, ToDoubleFunction<Measurement> column) {
		return Median.withDefaults().evaluate(windows.stream().mapToDouble(column).toArray());
	}

}
