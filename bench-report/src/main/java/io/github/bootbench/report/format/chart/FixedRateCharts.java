package io.github.bootbench.report.format.chart;

import java.awt.BasicStroke;
import java.awt.Font;
import java.awt.Paint;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import io.github.bootbench.report.model.FixedRateTimeline;
import io.github.bootbench.report.model.Row;
import io.github.bootbench.report.model.RunResult;
import io.github.bootbench.report.stats.Schedule;
import io.github.bootbench.report.stats.Spread;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItem;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYErrorRenderer;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;

/**
 * The fixed-rate tool's charts: per endpoint, the p99 latency against the rate (the
 * hockey stick), and per cell every window second by second (its p99 and its responses a
 * second), where a GC stall or a drift shows that the window's percentiles fold away.
 */
final class FixedRateCharts {

	private static final float DASH = 4f;

	private final RunResult report;

	private final ChartFiles files;

	FixedRateCharts(RunResult report, ChartFiles files) {
		this.report = report;
		this.files = files;
	}

	/**
	 * Per endpoint, each variant's p99 at each rate: the median over its windows,
	 * whiskers from the lowest to the highest.
	 */
	void latencyAgainstRate() throws IOException {
		for (String endpoint : this.report.run().endpoints()) {
			List<Row> rows = this.report.rows()
				.stream()
				.filter((row) -> row.endpoint().equals(endpoint) && Schedule.fixedRate(row.tool()))
				.toList();
			if (rows.isEmpty()) {
				continue;
			}
			YIntervalSeriesCollection dataset = new YIntervalSeriesCollection();
			List<Paint> paints = new ArrayList<>();
			for (String variant : this.report.run().variantIds()) {
				YIntervalSeries series = new YIntervalSeries(variant);
				for (Row row : rows) {
					Spread p99 = (row.cells().get(variant) != null) ? row.cells().get(variant).latency().get("p99")
							: null;
					if (p99 != null) {
						series.add(row.concurrency(), p99.median(), p99.min(), p99.max());
					}
				}
				if (series.getItemCount() > 0) {
					dataset.addSeries(series);
					paints.add(ChartStyle.color(variant));
				}
			}
			XYErrorRenderer renderer = ChartStyle.medianWithRange();
			this.files.save(ChartStyle.xyChart(
					"p99 latency against the rate: " + endpoint + " at a fixed rate (median, whiskers min–max over "
							+ "windows)",
					"requests per second (the same for every variant)", "p99 latency (ms)", dataset, renderer, paints,
					true), "latency-" + endpoint + "-" + Schedule.FIXED_RATE_TOOL + ".svg");
		}
	}

	/**
	 * Per cell, every window's seconds: p99 above, responses a second below, a line per
	 * window in its variant's colour (dashed where the window failed).
	 */
	void timelines() throws IOException {
		Map<String, List<FixedRateTimeline>> byCell = new LinkedHashMap<>();
		for (FixedRateTimeline timeline : this.report.timelines()) {
			byCell.computeIfAbsent(timeline.endpoint() + "-" + timeline.rate(), (k) -> new ArrayList<>()).add(timeline);
		}
		for (List<FixedRateTimeline> cell : byCell.values()) {
			FixedRateTimeline first = cell.get(0);
			XYSeriesCollection latency = new XYSeriesCollection();
			XYSeriesCollection responses = new XYSeriesCollection();
			XYLineAndShapeRenderer latencyLines = new XYLineAndShapeRenderer(true, true);
			XYLineAndShapeRenderer responseLines = new XYLineAndShapeRenderer(true, true);
			Set<String> variants = new LinkedHashSet<>();
			long failures = 0;
			for (FixedRateTimeline window : cell) {
				String key = window.variant() + " r" + window.round() + " b" + window.block() + " v" + window.visit();
				XYSeries p99 = new XYSeries(key);
				XYSeries rate = new XYSeries(key);
				for (FixedRateTimeline.Second second : window.seconds()) {
					if (second.p99LatencyMs() != null) {
						p99.add(second.second(), second.p99LatencyMs());
					}
					rate.add(second.second(), second.responsesPerSecond());
					failures += second.failures();
				}
				latency.addSeries(p99);
				responses.addSeries(rate);
				int index = latency.getSeriesCount() - 1;
				BasicStroke stroke = window.ok() ? new BasicStroke(1.5f) : new BasicStroke(1.5f, BasicStroke.CAP_BUTT,
						BasicStroke.JOIN_MITER, 1f, new float[] { DASH, DASH }, 0f);
				for (XYLineAndShapeRenderer renderer : List.of(latencyLines, responseLines)) {
					renderer.setSeriesPaint(index, ChartStyle.color(window.variant()));
					renderer.setSeriesStroke(index, stroke);
				}
				variants.add(window.variant());
			}
			CombinedDomainXYPlot plot = new CombinedDomainXYPlot(new NumberAxis("second of the measured phase"));
			plot.add(plot(latency, "p99 (ms)", latencyLines), 2);
			plot.add(plot(responses, "responses/s", responseLines), 1);
			LegendItemCollection legend = new LegendItemCollection();
			variants.forEach((variant) -> legend.add(new LegendItem(variant, ChartStyle.color(variant))));
			plot.setFixedLegendItems(legend);
			JFreeChart chart = new JFreeChart(
					first.endpoint() + " at " + Schedule.level(Schedule.FIXED_RATE_TOOL, first.rate())
							+ ": every window second by second (" + failures + " failed requests)",
					new Font("SansSerif", Font.BOLD, 14), plot, true);
			ChartStyle.style(chart);
			this.files.save(chart, "timeline-" + first.endpoint() + "-" + first.rate() + ".svg", ChartStyle.HEIGHT);
		}
	}

	private static XYPlot plot(XYSeriesCollection dataset, String yTitle, XYLineAndShapeRenderer renderer) {
		NumberAxis y = new NumberAxis(yTitle);
		y.setAutoRangeIncludesZero(true);
		return ChartStyle.whiteGrid(new XYPlot(dataset, null, y, renderer));
	}

}
