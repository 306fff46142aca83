package io.github.bootbench.report.format.chart;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Paint;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import io.github.bootbench.report.model.RatioRow;
import io.github.bootbench.report.stats.Schedule;
import io.github.bootbench.report.model.RunResult;
import io.github.bootbench.report.model.Tuning;
import io.github.bootbench.report.stats.Method;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.SymbolAxis;
import org.jfree.chart.plot.IntervalMarker;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYErrorRenderer;
import org.jfree.data.xy.XIntervalSeries;
import org.jfree.data.xy.XIntervalSeriesCollection;

/**
 * The forest plots: every throughput ratio with its interval, to the baseline per
 * endpoint and, in a sweep, to each app's default.
 */
final class RatioCharts {

	private final RunResult report;

	private final ChartFiles files;

	RatioCharts(RunResult report, ChartFiles files) {
		this.report = report;
		this.files = files;
	}

	/**
	 * Per endpoint, every throughput ratio to the baseline with its interval (a forest
	 * plot), with 1 and the band of the minimum effect marked.
	 */
	void forestPlots() throws IOException {
		for (String endpoint : this.report.run().endpoints()) {
			List<RatioRow> rows = this.report.ratios()
				.stream()
				.filter((r) -> r.endpoint().equals(endpoint) && r.throughput() && r.ratio() != null)
				.toList();
			if (!rows.isEmpty()) {
				forest(rows, (row) -> row.variant() + " · " + Schedule.toolLevel(row.tool(), row.concurrency()),
						RatioRow::variant, "Ratios to " + rows.get(0).baseline() + ": " + endpoint,
						"ratio to the baseline", "ratios-" + endpoint + ".svg");
			}
			for (String metric : Method.FIXED_RATE_PERCENTILES) {
				List<RatioRow> latency = this.report.ratios()
					.stream()
					.filter((r) -> r.endpoint().equals(endpoint) && Schedule.fixedRate(r.tool())
							&& r.metric().equals(metric) && r.ratio() != null)
					.toList();
				if (!latency.isEmpty()) {
					forest(latency, (row) -> row.variant() + " · " + Schedule.level(row.tool(), row.concurrency()),
							RatioRow::variant,
							metric + " latency ratios to " + latency.get(0).baseline() + " at a fixed rate: " + endpoint
									+ " (below 1 is faster)",
							"ratio to the baseline", "latency-ratios-" + endpoint + "-" + metric + ".svg");
				}
			}
		}
	}

	/**
	 * Per swept app and endpoint, each setting's throughput over the app's default with
	 * its interval, in the sweep's order.
	 */
	void tuningPlots() throws IOException {
		Map<List<String>, List<RatioRow>> byAppAndEndpoint = new java.util.LinkedHashMap<>();
		Map<RatioRow, String> labels = new java.util.IdentityHashMap<>();
		for (Tuning tuning : this.report.tuning()) {
			for (Tuning.Setting setting : tuning.settings()) {
				if (setting.throughput() != null && setting.throughput().ratio() != null) {
					byAppAndEndpoint.computeIfAbsent(List.of(tuning.app(), tuning.endpoint()), (k) -> new ArrayList<>())
						.add(setting.throughput());
					labels.put(setting.throughput(), setting.label());
				}
			}
		}
		for (Map.Entry<List<String>, List<RatioRow>> entry : byAppAndEndpoint.entrySet()) {
			String app = entry.getKey().get(0);
			String endpoint = entry.getKey().get(1);
			forest(entry.getValue(),
					(row) -> labels.get(row) + " · " + Schedule.toolLevel(row.tool(), row.concurrency()),
					(row) -> Schedule.toolLevel(row.tool(), row.concurrency()), "Tuning " + app + ": " + endpoint,
					"ratio to " + app + "'s default", "tuning-" + app.replace('/', '-') + "-" + endpoint + ".svg");
		}
	}

	/**
	 * A forest plot: each ratio with its interval on a row, one colour per series, with 1
	 * and the band of the minimum effect marked.
	 */
	private void forest(List<RatioRow> rows, Function<RatioRow, String> label, Function<RatioRow, String> seriesOf,
			String title, String axis, String file) throws IOException {
		double effect = this.report.assurance().minEffectPercent() / 100;
		XIntervalSeriesCollection dataset = new XIntervalSeriesCollection();
		List<String> labels = new ArrayList<>();
		List<Paint> paints = new ArrayList<>();
		Map<String, XIntervalSeries> bySeries = new java.util.LinkedHashMap<>();
		for (RatioRow row : rows) {
			int y = labels.size();
			labels.add(label.apply(row));
			bySeries.computeIfAbsent(seriesOf.apply(row), (name) -> {
				XIntervalSeries series = new XIntervalSeries(name);
				dataset.addSeries(series);
				paints.add(row.control() ? Color.GRAY : ChartStyle.seriesColor(name, paints.size()));
				return series;
			}).add(row.ratio(), row.ciLow(), row.ciHigh(), y);
		}
		XYErrorRenderer renderer = new XYErrorRenderer();
		renderer.setDrawYError(false);
		renderer.setDefaultLinesVisible(false);
		renderer.setDefaultShapesVisible(true);
		renderer.setCapLength(6);
		renderer.setErrorStroke(new BasicStroke(2f));
		renderer.setErrorPaint(null);
		for (int i = 0; i < paints.size(); i++) {
			renderer.setSeriesPaint(i, paints.get(i));
		}
		NumberAxis x = new NumberAxis(axis + " (throughput; > 1 is faster)");
		x.setAutoRangeIncludesZero(false);
		SymbolAxis y = new SymbolAxis(null, labels.toArray(new String[0]));
		y.setInverted(true);
		y.setGridBandsVisible(false);
		XYPlot plot = new XYPlot(dataset, x, y, renderer);
		plot.setBackgroundPaint(Color.WHITE);
		plot.setDomainGridlinePaint(Color.LIGHT_GRAY);
		plot.addDomainMarker(new IntervalMarker(1 - effect, 1 + effect, new Color(0xEE, 0xEE, 0xEE)),
				org.jfree.chart.ui.Layer.BACKGROUND);
		plot.addDomainMarker(new ValueMarker(1, Color.DARK_GRAY, new BasicStroke(1f)));
		JFreeChart chart = new JFreeChart(
				title + " (median, " + Method.confidence() + " interval; band: ±" + Math.round(100 * effect) + " %)",
				new Font("SansSerif", Font.BOLD, 14), plot, true);
		ChartStyle.style(chart);
		this.files.save(chart, file, Math.max(ChartStyle.HEIGHT, 80 + 22 * labels.size()));
	}

}
