package io.github.bootbench.report.feature.jmeter;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import io.github.bootbench.report.core.Cell;
import io.github.bootbench.report.format.Names;
import io.github.bootbench.report.format.markdown.Markdown;

/**
 * JMeter's Summary Report, a table per cell with a row per variant, in the columns JMeter
 * shows, and its Aggregate Report's percentiles labelled for what they are.
 */
public final class JmeterTables {

	/**
	 * JMeter's Summary Report columns, with the windows and the Aggregate Report's lines.
	 */
	public static final List<String> HEADER = List.of("variant", "windows", "# Samples", "Average", "Min", "Max",
			"Std. Dev.", "Error %", "Throughput", "Received KB/sec", "Sent KB/sec", "Avg. Bytes", "p50 ms", "p90 ms",
			"p95 ms", "p99 ms");

	private JmeterTables() {
	}

	static void write(List<JmeterSummary> jmeter, StringBuilder md) {
		if (jmeter.isEmpty()) {
			return;
		}
		md.append("## JMeter's Summary Report\n\n");
		md.append("Apache JMeter ran one thread group a window: its threads started evenly over the ramp-up, each "
				+ "sent its requests back to back and ended, so a window lasts as long as that takes. The columns are "
				+ "JMeter's own (its Calculator's), each the median over a variant's windows that passed, but Min and "
				+ "Max, the least and the greatest. Times are JMeter's whole milliseconds, each timed from when its "
				+ "thread sent the request (a closed loop: a stall delays the requests behind it, uncounted); the "
				+ "percentiles are its Aggregate Report's lines over those times, detail, not judged. Only "
				+ "throughput is judged. The protocol paces itself: with every response instant it would send "
				+ "threads × loops ÷ ramp-up requests a second, and a throughput near that ceiling was set by the "
				+ "ramp-up, not by the container.\n\n");
		Map<Cell, List<JmeterSummary>> byCell = new LinkedHashMap<>();
		jmeter.forEach((s) -> byCell.computeIfAbsent(s.cell(), (key) -> new ArrayList<>()).add(s));
		byCell.forEach((cell, summaries) -> {
			JmeterSummary first = summaries.get(0);
			md.append("### ")
				.append(Names.cell(cell.endpoint(), cell.tool(), cell.concurrency()))
				.append(" (")
				.append(first.threads())
				.append(" threads over ")
				.append(first.rampSeconds())
				.append(" s, ")
				.append(first.loops())
				.append((first.loops() == 1) ? " request" : " requests")
				.append(" each, `GET ")
				.append(first.url().replaceFirst("^https?://[^/]+", ""))
				.append("`; paced ceiling ")
				.append(Markdown.integer(first.pacedCeilingPerSecond()))
				.append(" req/s)\n\n");
			List<List<String>> lines = new ArrayList<>();
			for (JmeterSummary s : summaries) {
				lines.add(List.of(s.variant(), s.windows() + ((s.failed() > 0) ? " (" + s.failed() + " failed)" : ""),
						Markdown.integer(s.samples()), Markdown.decimal(s.averageMs()), Markdown.integer(s.minMs()),
						Markdown.integer(s.maxMs()), Markdown.decimals(s.stdDevMs(), 2),
						Markdown.decimals(s.errorPercent(), 2) + " %",
						Markdown.decimal(s.throughputPerSecond()) + "/sec (" + Markdown.percent(s.ofCeilingPercent())
								+ " of the ceiling)",
						Markdown.decimals(s.receivedKBPerSecond(), 2), Markdown.decimals(s.sentKBPerSecond(), 2),
						Markdown.decimal(s.avgBytes()), Markdown.integer(s.p50LatencyMs()),
						Markdown.integer(s.p90LatencyMs()), Markdown.integer(s.p95LatencyMs()),
						Markdown.integer(s.p99LatencyMs())));
			}
			md.append(Markdown.table(HEADER, lines));
		});
	}

}
