package io.github.bootbench.report.format.chart;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Paint;
import java.awt.Rectangle;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import io.github.bootbench.report.input.NativeMemory;
import io.github.bootbench.report.model.MemoryResult;
import io.github.bootbench.report.model.RatioRow;
import io.github.bootbench.report.model.Row;
import io.github.bootbench.report.model.RunResult;
import io.github.bootbench.report.model.StartupSummary;
import io.github.bootbench.report.model.Tuning;
import io.github.bootbench.report.stats.Method;
import io.github.bootbench.report.stats.Spread;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.SymbolAxis;
import org.jfree.chart.plot.IntervalMarker;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.chart.renderer.xy.XYErrorRenderer;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.category.DefaultCategoryDataset;
import org.jfree.data.xy.XIntervalSeries;
import org.jfree.data.xy.XIntervalSeriesCollection;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;
import org.jfree.svg.SVGGraphics2D;
import org.jfree.svg.SVGUtils;

/**
 * The run's SVG charts, drawn with JFreeChart into JFreeSVG: one colour per container
 * throughout.
 */
public final class Charts {

	private static final Map<String, Color> COLORS = Map.of("tomcat", new Color(0xD9, 0x82, 0x2B), "jetty",
			new Color(0x2B, 0x6C, 0xB0), "undertow", new Color(0x2F, 0x85, 0x5A));

	private static final List<Color> OTHER_COLORS = List.of(new Color(0x6B, 0x3F, 0xA0), new Color(0xC0, 0x39, 0x2B),
			new Color(0x16, 0xA0, 0x85), new Color(0x7F, 0x8C, 0x8D));

	/** One colour per NMT group, in {@link NativeMemory#GROUPS} order, then the rest. */
	private static final List<Color> NMT_COLORS = List.of(new Color(0x2B, 0x6C, 0xB0), new Color(0xD9, 0x82, 0x2B),
			new Color(0x2F, 0x85, 0x5A), new Color(0x6B, 0x3F, 0xA0), new Color(0xC0, 0x39, 0x2B),
			new Color(0x16, 0xA0, 0x85), new Color(0xF1, 0xC4, 0x0F), new Color(0x7F, 0x8C, 0x8D));

	private static final int WIDTH = 720;

	private static final int HEIGHT = 400;

	private final RunResult report;

	private final Path directory;

	private final List<String> written = new ArrayList<>();

	private Charts(RunResult report, Path directory) {
		this.report = report;
		this.directory = directory;
	}

	/**
	 * Writes every chart into the directory and returns their file names, in reading
	 * order.
	 */
	public static List<String> write(RunResult report, Path directory) throws IOException {
		Files.createDirectories(directory);
		Charts charts = new Charts(report, directory);
		if (report.memoryOnly()) {
			charts.nativeMemory();
			return List.copyOf(charts.written);
		}
		charts.forestPlots();
		charts.tuningPlots();
		charts.throughput();
		charts.threads();
		charts.startup();
		if (report.memory() != null) {
			charts.nativeMemory();
		}
		return List.copyOf(charts.written);
	}

	/**
	 * Median throughput per concurrency, one line per container, with min–max whiskers
	 * over rounds.
	 */
	private void throughput() throws IOException {
		for (String endpoint : this.report.run().endpoints()) {
			for (String tool : this.report.run().tools()) {
				YIntervalSeriesCollection dataset = new YIntervalSeriesCollection();
				List<Paint> paints = new ArrayList<>();
				for (String container : this.report.run().containers()) {
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
						paints.add(color(container));
					}
				}
				XYErrorRenderer renderer = new XYErrorRenderer();
				renderer.setDrawXError(false);
				renderer.setDefaultLinesVisible(true);
				renderer.setDefaultShapesVisible(true);
				renderer.setCapLength(8);
				String unit = "siege".equals(tool) ? "transactions/s" : "requests/s";
				save(xyChart("Throughput: " + endpoint + " with " + tool + " (median, whiskers min–max over rounds)",
						unit, dataset, renderer, paints, false), "throughput-" + endpoint + "-" + tool + ".svg");
			}
		}
	}

	/**
	 * Per endpoint, every throughput ratio to the baseline with its interval (a forest
	 * plot), with 1 and the band of the minimum effect marked.
	 */
	private void forestPlots() throws IOException {
		for (String endpoint : this.report.run().endpoints()) {
			List<RatioRow> rows = this.report.ratios()
				.stream()
				.filter((r) -> r.endpoint().equals(endpoint) && r.throughput() && r.ratio() != null)
				.toList();
			if (!rows.isEmpty()) {
				forest(rows, (row) -> row.variant() + " · " + row.tool() + " c=" + row.concurrency(), RatioRow::variant,
						"Ratios to " + rows.get(0).baseline() + ": " + endpoint, "ratio to the baseline",
						"ratios-" + endpoint + ".svg");
			}
		}
	}

	/**
	 * Per swept app and endpoint, each setting's throughput over the app's default with
	 * its interval, in the sweep's order.
	 */
	private void tuningPlots() throws IOException {
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
			forest(entry.getValue(), (row) -> labels.get(row) + " · " + row.tool() + " c=" + row.concurrency(),
					(row) -> row.tool() + " c=" + row.concurrency(), "Tuning " + app + ": " + endpoint,
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
				paints.add(row.control() ? Color.GRAY : seriesColor(name, paints.size()));
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
		style(chart);
		save(chart, file, Math.max(HEIGHT, 80 + 22 * labels.size()));
	}

	private void threads() throws IOException {
		XYSeriesCollection dataset = new XYSeriesCollection();
		List<Paint> paints = new ArrayList<>();
		for (String container : this.report.run().containers()) {
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
				paints.add(color(container));
			}
		}
		save(xyChart("Live JVM threads vs concurrency (0 = at ready; highest reading after the measurements)",
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
		style(chart);
		save(chart, "memory-nmt.svg");
	}

	private void bars(String title, String unit, String file, Function<StartupSummary, Double> figure)
			throws IOException {
		DefaultCategoryDataset dataset = new DefaultCategoryDataset();
		List<Paint> paints = new ArrayList<>();
		for (String container : this.report.run().containers()) {
			Double value = figure.apply(this.report.startup().get(container));
			if (value != null) {
				dataset.addValue(value, container, unit);
				paints.add(color(container));
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
		style(chart);
		save(chart, file);
	}

	private static JFreeChart xyChart(String title, String yTitle, org.jfree.data.xy.XYDataset dataset,
			XYLineAndShapeRenderer renderer, List<Paint> paints, boolean concurrencyFromZero) {
		for (int i = 0; i < paints.size(); i++) {
			renderer.setSeriesPaint(i, paints.get(i));
			renderer.setSeriesStroke(i, new BasicStroke(2f));
		}
		NumberAxis x = new NumberAxis("concurrency");
		x.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
		x.setAutoRangeIncludesZero(concurrencyFromZero);
		NumberAxis y = new NumberAxis(yTitle);
		y.setAutoRangeIncludesZero(true);
		XYPlot plot = new XYPlot(dataset, x, y, renderer);
		plot.setBackgroundPaint(Color.WHITE);
		plot.setDomainGridlinePaint(Color.LIGHT_GRAY);
		plot.setRangeGridlinePaint(Color.LIGHT_GRAY);
		JFreeChart chart = new JFreeChart(title, new Font("SansSerif", Font.BOLD, 14), plot, true);
		style(chart);
		return chart;
	}

	private static void style(JFreeChart chart) {
		chart.setBackgroundPaint(Color.WHITE);
		chart.getTitle().setFont(new Font("SansSerif", Font.BOLD, 14));
	}

	/** The container's colour; a variant ({@code tomcat-tuned}) takes its app's. */
	/** A container's colour, or for series that are not containers one of a fixed set. */
	private static Color seriesColor(String name, int index) {
		Color color = color(name);
		return (color != Color.GRAY) ? color : OTHER_COLORS.get(index % OTHER_COLORS.size());
	}

	private static Color color(String container) {
		String app = container.startsWith("boot27-") ? container.substring("boot27-".length()) : container;
		int dash = app.indexOf('-');
		return COLORS.getOrDefault((dash > 0) ? app.substring(0, dash) : app, Color.GRAY);
	}

	private void save(JFreeChart chart, String file) throws IOException {
		save(chart, file, HEIGHT);
	}

	private void save(JFreeChart chart, String file, int height) throws IOException {
		SVGGraphics2D graphics = new SVGGraphics2D(WIDTH, height);
		// A fixed prefix (JFreeSVG's is random) keeps a re-rendered chart byte-identical.
		graphics.setDefsKeyPrefix(file.replace(".svg", "-"));
		chart.draw(graphics, new Rectangle(0, 0, WIDTH, height));
		SVGUtils.writeToSVG(this.directory.resolve(file).toFile(), graphics.getSVGElement());
		this.written.add(file);
	}

}
