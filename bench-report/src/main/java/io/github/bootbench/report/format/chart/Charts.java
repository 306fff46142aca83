package io.github.bootbench.report.format.chart;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import io.github.bootbench.report.core.Method;
import io.github.bootbench.report.core.Metric;
import io.github.bootbench.report.core.Reason;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.format.Names;
import io.github.bootbench.report.model.CellFigures;
import io.github.bootbench.report.model.Row;
import io.github.bootbench.report.model.RunResult;
import io.github.bootbench.report.model.Section;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.SeriesRenderingOrder;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/**
 * The run's SVG charts, drawn with JFreeChart into JFreeSVG, each variant in one look
 * throughout ({@link VariantLooks}).
 */
public final class Charts {

	private final RunResult report;

	private final ChartFiles files;

	private final VariantLooks looks;

	private Charts(RunResult report, ChartFiles files, VariantLooks looks) {
		this.report = report;
		this.files = files;
		this.looks = looks;
	}

	/**
	 * Writes every chart into the directory and returns their file names, in reading
	 * order.
	 */
	public static List<String> write(RunResult report, Path directory) throws IOException {
		Files.createDirectories(directory);
		ChartFiles files = ChartFiles.of(report, directory);
		VariantLooks looks = VariantLooks.of(report.run().record().options().variants());
		Charts charts = new Charts(report, files, looks);
		List<String> written = new ArrayList<>();
		int coreDrawn = 0;
		for (Section.ChartPlace place : Section.ChartPlace.values()) {
			if (!report.memoryOnly()) {
				charts.core(place);
				List<String> core = files.written();
				written.addAll(core.subList(coreDrawn, core.size()));
				coreDrawn = core.size();
			}
			for (Section section : report.sections()) {
				if (section.chartsAfter() == place) {
					written.addAll(section.charts().write(report, directory));
				}
			}
		}
		return written;
	}

	private void core(Section.ChartPlace place) throws IOException {
		switch (place) {
			case RATIOS -> new RatioCharts(this.report, this.files, this.looks).forestPlots();
			case THROUGHPUT -> throughput();
			case THREADS -> threads();
			case STARTUP -> new StartupCharts(this.report, this.files, this.looks).startup();
		}
	}

	/**
	 * Per endpoint and closed-loop tool, each variant's median throughput at each level
	 * with the interval of that median.
	 */
	private void throughput() throws IOException {
		// A side with its load CPUs saturated measured its load: said as its ratio says
		// it.
		Reason.ToolBound loadBound = new Reason.ToolBound(this.report.run().record().database() != null);
		for (String endpoint : this.report.run().endpoints()) {
			// At a fixed rate the throughput is the rate asked for: not drawn.
			for (Tool tool : this.report.run().tools().stream().filter((t) -> !Tool.atFixedRate(t)).toList()) {
				List<Row> rows = this.report.rows()
					.stream()
					.filter((row) -> row.endpoint().equals(endpoint) && row.tool().equals(tool))
					.toList();
				Medians medians = new Medians(this.looks,
						rows.stream().map((row) -> Tool.level(tool, row.concurrency())).toList());
				for (String variant : this.report.run().variantIds()) {
					medians.add(variant,
							rows.stream().map((row) -> this.report.median(row, variant, Metric.THROUGHPUT)).toList());
					for (int level = 0; level < rows.size(); level++) {
						CellFigures cell = rows.get(level).cells().get(variant);
						if (cell != null && cell.bottleneck().toolSaturated()) {
							medians.mark(variant, level, loadBound.brief());
						}
					}
				}
				String unit = Tool.SIEGE == tool ? "transactions/s" : "requests/s";
				List<String> subtitles = new ArrayList<>(
						List.of("each point: a variant's median over its windows; bar: the " + Method.confidence()
								+ " interval of that median, rounds then windows resampled"));
				if (medians.everyPointMarked()) {
					subtitles.add("every point: " + loadBound.brief() + ", so each figure is its load's ceiling, not "
							+ "its container's, and no ratio is judged");
				}
				else if (medians.marked()) {
					subtitles.add("\u25C2 " + loadBound.brief() + ": that side's figure is its load's ceiling, not "
							+ "its container's, and its ratio is not judged");
				}
				this.files.save(medians.chart("Throughput: " + Names.endpoint(endpoint) + " with " + tool,
						(Tool.JMETER == tool ? "threads" : "concurrency"), unit + " (axis does not start at 0)", false,
						this.report.assurance().minEffectPercent() / 100, subtitles.toArray(new String[0])),
						"throughput-" + endpoint + "-" + tool + ".svg", medians.height());
			}
		}
	}

	private void threads() throws IOException {
		XYSeriesCollection dataset = new XYSeriesCollection();
		XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(true, true);
		for (String variant : this.report.run().variantIds()) {
			XYSeries series = new XYSeries(variant);
			Double ready = this.report.startup().get(variant).threadsLive();
			if (ready != null) {
				series.add(0, ready);
			}
			for (int level : this.report.run().concurrencyLevels()) {
				Double live = this.report.level(variant, level).threadsLive();
				if (live != null) {
					series.add(level, live);
				}
			}
			if (series.getItemCount() > 0) {
				dataset.addSeries(series);
				ChartStyle.look(renderer, dataset.getSeriesCount() - 1, this.looks.of(variant), 2f);
			}
		}
		NumberAxis x = new NumberAxis("concurrency (0: at ready)");
		x.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
		NumberAxis y = new NumberAxis("live JVM threads");
		XYPlot plot = ChartStyle.whiteGrid(new XYPlot(dataset, x, y, renderer));
		// In the variants' order, so that a copy of the baseline (dashed, hollow) lies on
		// the baseline's line it matches, not under it.
		plot.setSeriesRenderingOrder(SeriesRenderingOrder.FORWARD);
		List<String> subtitles = new ArrayList<>(List
			.of("at ready, then the highest reading after the windows of each level, over every endpoint and tool"));
		for (List<String> same : sameLines(dataset)) {
			subtitles.add("one line for " + String.join(", ", same) + ": the same readings");
		}
		this.files.save(
				ChartStyle.chart("Live JVM threads against concurrency", plot, subtitles.toArray(new String[0])),
				"threads.svg", ChartStyle.height(dataset.getSeriesCount()));
	}

	/**
	 * The series drawn over one another because their readings are the same, each group
	 * in the variants' order (a line hidden under another is said, not lost).
	 */
	private static List<List<String>> sameLines(XYSeriesCollection dataset) {
		List<List<String>> groups = new ArrayList<>();
		List<XYSeries> leaders = new ArrayList<>();
		for (int i = 0; i < dataset.getSeriesCount(); i++) {
			XYSeries series = dataset.getSeries(i);
			int group = -1;
			for (int j = 0; j < leaders.size() && group < 0; j++) {
				if (leaders.get(j).getItems().equals(series.getItems())) {
					group = j;
				}
			}
			if (group < 0) {
				leaders.add(series);
				groups.add(new ArrayList<>());
				group = groups.size() - 1;
			}
			groups.get(group).add(series.getKey().toString());
		}
		return groups.stream().filter((group) -> group.size() > 1).toList();
	}

}
