package io.github.bootbench.report.feature.fixedrate;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import io.github.bootbench.report.core.Method;
import io.github.bootbench.report.core.Metric;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.format.Names;
import io.github.bootbench.report.format.chart.ChartFiles;
import io.github.bootbench.report.format.chart.ChartStyle;
import io.github.bootbench.report.format.chart.LogTicksAxis;
import io.github.bootbench.report.format.chart.Medians;
import io.github.bootbench.report.format.chart.VariantLooks;
import io.github.bootbench.report.input.FixedRates;
import io.github.bootbench.report.model.CellFigures;
import io.github.bootbench.report.model.CellMedian;
import io.github.bootbench.report.model.Row;
import io.github.bootbench.report.model.RunResult;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/**
 * The fixed-rate tool's latency charts: per endpoint, the p99 against the rate (the
 * hockey stick); per cell, each variant's latency at every percentile, from its windows'
 * histogram logs.
 */
final class FixedRateCharts {

	private final RunResult report;

	private final ChartFiles files;

	private final VariantLooks looks;

	private final List<LatencyDistribution> distributions;

	FixedRateCharts(RunResult report, List<LatencyDistribution> distributions, ChartFiles files, VariantLooks looks) {
		this.report = report;
		this.distributions = distributions;
		this.files = files;
		this.looks = looks;
	}

	/**
	 * Per endpoint, each variant's p99 at each rate: the median over its windows that
	 * passed, with the interval of that median.
	 */
	void latencyAgainstRate() throws IOException {
		for (String endpoint : this.report.run().endpoints()) {
			List<Row> rows = this.report.rows()
				.stream()
				.filter((row) -> row.endpoint().equals(endpoint) && Tool.atFixedRate(row.tool()))
				.toList();
			if (rows.isEmpty()) {
				continue;
			}
			Medians medians = new Medians(this.looks,
					rows.stream().map((row) -> Names.rate(this.report, endpoint, row.concurrency())).toList(),
					rows.stream().map((row) -> (double) row.concurrency()).toList());
			Set<Integer> measured = new TreeSet<>();
			for (String variant : this.report.run().variantIds()) {
				List<CellMedian> points = rows.stream()
					.map((row) -> this.report.median(row, variant, Metric.P99))
					.toList();
				medians.add(variant, points);
				for (int level = 0; level < rows.size(); level++) {
					CellFigures cell = rows.get(level).cells().get(variant);
					int windows = (cell != null) ? cell.measurements().size() : 0;
					measured.add(windows);
					if (points.get(level) != null && points.get(level).windows() < windows) {
						medians.mark(variant, level, points.get(level).windows() + " of " + windows);
					}
				}
			}
			String of = (measured.size() == 1) ? " (" + measured.iterator().next() + " measured)" : "";
			this.files.save(medians.chart("p99 latency against the rate: " + Names.endpoint(endpoint),
					"rate asked for, requests/s (the same for every variant"
							+ (ofSaturation() ? "; %: of the slowest variant's saturated throughput)" : ")"),
					"p99 latency (ms)", true, 0,
					"each point: a variant's median p99 over its windows that passed the fixed-rate gate" + of
							+ "; bar: its " + Method.confidence() + " interval",
					"beside a point: the windows that passed, where some failed; none passed: no point; one: no bar"),
					"latency-" + endpoint + "-" + Tool.HYPERFOIL.id() + ".svg", medians.height());
		}
	}

	/** Whether the rates were resolved from shares of a probed saturation. */
	private boolean ofSaturation() {
		FixedRates rates = this.report.run().record().options().rates();
		return rates != null && rates.ofSaturation();
	}

	/**
	 * Per cell, each variant's latency at every percentile on HdrHistogram's nines axis,
	 * from the histogram logs of its windows that passed the gate, merged.
	 */
	void percentiles() throws IOException {
		Map<String, List<LatencyDistribution>> byCell = new LinkedHashMap<>();
		for (LatencyDistribution distribution : this.distributions) {
			byCell.computeIfAbsent(distribution.endpoint() + "-" + distribution.rate(), (k) -> new ArrayList<>())
				.add(distribution);
		}
		for (Map.Entry<String, List<LatencyDistribution>> cell : byCell.entrySet()) {
			percentiles(cell.getKey(), cell.getValue());
		}
	}

	private void percentiles(String file, List<LatencyDistribution> cell) throws IOException {
		XYSeriesCollection dataset = new XYSeriesCollection();
		XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(true, false);
		double highest = 1000;
		List<String> counts = new ArrayList<>();
		for (LatencyDistribution variant : cell) {
			counts.add(String.format(Locale.ROOT, "%s %d of %d%s", variant.variant(), variant.windows(),
					variant.windows() + variant.failed() + variant.unlogged(),
					(variant.unlogged() > 0) ? " (" + variant.unlogged() + " kept no log)" : ""));
			if (variant.points().isEmpty()) {
				continue;
			}
			XYSeries series = new XYSeries(variant.variant());
			for (LatencyDistribution.Point point : variant.points()) {
				double x = LogTicksAxis.nine(point.percentile());
				series.add(x, point.latencyMs());
				highest = Math.max(highest, x);
			}
			dataset.addSeries(series);
			ChartStyle.look(renderer, dataset.getSeriesCount() - 1, this.looks.of(variant.variant()), 2f);
		}
		NumberAxis y = new NumberAxis("latency (ms)");
		y.setAutoRangeIncludesZero(true);
		y.setTickLabelsVisible(dataset.getSeriesCount() > 0);
		XYPlot plot = ChartStyle.whiteGrid(
				new XYPlot(dataset, LogTicksAxis.nines("percentile (log scale of 1/(1 − p))", highest), y, renderer));
		plot.setNoDataMessage("no window of this cell passed the fixed-rate gate");
		LatencyDistribution first = cell.get(0);
		this.files.save(
				ChartStyle.chart(
						"Latency by percentile: " + Names.endpoint(first.endpoint()) + " at "
								+ Names.rate(this.report, first.endpoint(), first.rate()),
						plot,
						"each line: a variant's windows that passed the fixed-rate gate, their histogram logs merged; "
								+ "failed windows left out",
						"windows merged: " + String.join(", ", counts)),
				"percentiles-" + file + ".svg");
	}

}
