package io.github.bootbench.report.format.chart;

import java.awt.Color;
import java.awt.Paint;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import io.github.bootbench.report.input.NativeMemory;
import io.github.bootbench.report.model.MemoryResult;
import io.github.bootbench.report.model.Row;
import io.github.bootbench.report.model.RunResult;
import io.github.bootbench.report.model.StartupSummary;
import io.github.bootbench.report.stats.Schedule;
import io.github.bootbench.report.stats.Spread;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.chart.renderer.xy.XYErrorRenderer;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.category.DefaultCategoryDataset;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;

/**
 * The run's SVG charts, drawn with JFreeChart into JFreeSVG: one colour per container
 * throughout.
 */
public final class Charts {

	/** One colour per NMT group, in {@link NativeMemory#GROUPS} order, then the rest. */
	private static final List<Color> NMT_COLORS = List.of(new Color(0x2B, 0x6C, 0xB0), new Color(0xD9, 0x82, 0x2B),
			new Color(0x2F, 0x85, 0x5A), new Color(0x6B, 0x3F, 0xA0), new Color(0xC0, 0x39, 0x2B),
			new Color(0x16, 0xA0, 0x85), new Color(0xF1, 0xC4, 0x0F), new Color(0x7F, 0x8C, 0x8D));

	private final RunResult report;

	private final ChartFiles files;

	private Charts(RunResult report, ChartFiles files) {
		this.report = report;
		this.files = files;
	}

	/**
	 * Writes every chart into the directory and returns their file names, in reading
	 * order.
	 */
	public static List<String> write(RunResult report, Path directory) throws IOException {
		Files.createDirectories(directory);
		ChartFiles files = new ChartFiles(directory);
		Charts charts = new Charts(report, files);
		if (report.memoryOnly()) {
			charts.nativeMemory();
			return files.written();
		}
		RatioCharts ratios = new RatioCharts(report, files);
		ratios.forestPlots();
		ratios.tuningPlots();
		FixedRateCharts fixedRate = new FixedRateCharts(report, files);
		fixedRate.latencyAgainstRate();
		fixedRate.timelines();
		charts.throughput();
		charts.threads();
		charts.startup();
		if (report.memory() != null) {
			charts.nativeMemory();
		}
		return files.written();
	}

	/**
	 * Median throughput per concurrency, one line per container, with min–max whiskers
	 * over rounds.
	 */
	private void throughput() throws IOException {
		for (String endpoint : this.report.run().endpoints()) {
			// At a fixed rate the throughput is the rate asked for: FixedRateCharts draws
			// the latency.
			for (String tool : this.report.run().tools().stream().filter((t) -> !Schedule.fixedRate(t)).toList()) {
				YIntervalSeriesCollection dataset = new YIntervalSeriesCollection();
				List<Paint> paints = new ArrayList<>();
				for (String container : this.report.run().variantIds()) {
					YIntervalSeries series = new YIntervalSeries(container);
					for (Row row : this.report.rows()) {
						if (row.endpoint().equals(endpoint) && row.tool().equals(tool)) {
							Spread spread = row.cells().get(container).throughput();
							if (spread != null) {
								series.add(row.concurrency(), spread.median(), spread.min(), spread.max());
							}
						}
					}
					if (series.getItemCount() > 0) {
						dataset.addSeries(series);
						paints.add(ChartStyle.color(container));
					}
				}
				XYErrorRenderer renderer = ChartStyle.medianWithRange();
				String unit = "siege".equals(tool) ? "transactions/s" : "requests/s";
				this.files.save(
						ChartStyle.xyChart(
								"Throughput: " + endpoint + " with " + tool + " (median, whiskers min–max over rounds)",
								unit, dataset, renderer, paints, false),
						"throughput-" + endpoint + "-" + tool + ".svg");
			}
		}
	}

	private void threads() throws IOException {
		XYSeriesCollection dataset = new XYSeriesCollection();
		List<Paint> paints = new ArrayList<>();
		for (String container : this.report.run().variantIds()) {
			XYSeries series = new XYSeries(container);
			Double ready = this.report.startup().get(container).threadsLive();
			if (ready != null) {
				series.add(0, ready);
			}
			for (int level : this.report.run().concurrencyLevels()) {
				Double live = this.report.level(container, level).threadsLive();
				if (live != null) {
					series.add(level, live);
				}
			}
			if (series.getItemCount() > 0) {
				dataset.addSeries(series);
				paints.add(ChartStyle.color(container));
			}
		}
		this.files.save(ChartStyle.xyChart(
				"Live JVM threads vs concurrency (0 = at ready; highest reading after the measurements)",
				"live threads", dataset, new XYLineAndShapeRenderer(true, true), paints, true), "threads.svg");
	}

	private void startup() throws IOException {
		bars("Time to first response (median over cold starts)", "seconds", "startup-time.svg",
				(start) -> (start.firstResponseMedianMs() != null) ? start.firstResponseMedianMs() / 1000 : null);
		bars("RSS at ready (median over cold starts)", "MB", "startup-rss.svg",
				(start) -> (start.rssKb() != null) ? start.rssKb() / 1024 : null);
	}

	/**
	 * Committed native memory after the reference load, by NMT group, one stacked bar per
	 * variant (median MB over the memory rounds).
	 */
	private void nativeMemory() throws IOException {
		DefaultCategoryDataset dataset = new DefaultCategoryDataset();
		List<String> groups = new ArrayList<>(NativeMemory.GROUPS);
		groups.add(NativeMemory.REST);
		for (MemoryResult.VariantMemory variant : this.report.memory().variants()) {
			for (String group : groups) {
				MemoryResult.Range range = variant.afterLoad().nmtGroupsMb().get(group);
				if (range != null) {
					dataset.addValue(range.median(), group, variant.name());
				}
			}
		}
		if (dataset.getRowCount() == 0) {
			return;
		}
		JFreeChart chart = ChartFactory.createStackedBarChart(
				"Native memory after the reference load (NMT, committed, median over rounds)", null, "MB", dataset,
				PlotOrientation.VERTICAL, true, false, false);
		CategoryPlot plot = chart.getCategoryPlot();
		BarRenderer renderer = (BarRenderer) plot.getRenderer();
		renderer.setBarPainter(new StandardBarPainter());
		renderer.setShadowVisible(false);
		for (int i = 0; i < dataset.getRowCount(); i++) {
			renderer.setSeriesPaint(i, NMT_COLORS.get(i % NMT_COLORS.size()));
		}
		plot.setBackgroundPaint(Color.WHITE);
		plot.setRangeGridlinePaint(Color.LIGHT_GRAY);
		ChartStyle.style(chart);
		this.files.save(chart, "memory-nmt.svg");
	}

	private void bars(String title, String unit, String file, Function<StartupSummary, Double> figure)
			throws IOException {
		DefaultCategoryDataset dataset = new DefaultCategoryDataset();
		List<Paint> paints = new ArrayList<>();
		for (String container : this.report.run().variantIds()) {
			Double value = figure.apply(this.report.startup().get(container));
			if (value != null) {
				dataset.addValue(value, container, unit);
				paints.add(ChartStyle.color(container));
			}
		}
		if (paints.isEmpty()) {
			return;
		}
		JFreeChart chart = ChartFactory.createBarChart(title, null, unit, dataset, PlotOrientation.VERTICAL, true,
				false, false);
		CategoryPlot plot = chart.getCategoryPlot();
		BarRenderer renderer = (BarRenderer) plot.getRenderer();
		renderer.setBarPainter(new StandardBarPainter());
		renderer.setShadowVisible(false);
		for (int i = 0; i < paints.size(); i++) {
			renderer.setSeriesPaint(i, paints.get(i));
		}
		plot.setBackgroundPaint(Color.WHITE);
		plot.setRangeGridlinePaint(Color.LIGHT_GRAY);
		ChartStyle.style(chart);
		this.files.save(chart, file);
	}

}
