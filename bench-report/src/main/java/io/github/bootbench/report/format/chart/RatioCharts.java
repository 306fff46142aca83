package io.github.bootbench.report.format.chart;

import java.awt.BasicStroke;
import java.awt.Color;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

import io.github.bootbench.report.core.BlockOrder;
import io.github.bootbench.report.core.Method;
import io.github.bootbench.report.core.Metric;
import io.github.bootbench.report.core.Reason;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.core.Verdict;
import io.github.bootbench.report.format.Names;
import io.github.bootbench.report.model.RatioRow;
import io.github.bootbench.report.model.RunResult;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.AxisLocation;
import org.jfree.chart.axis.SymbolAxis;
import org.jfree.chart.plot.IntervalMarker;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYErrorRenderer;
import org.jfree.chart.ui.Layer;
import org.jfree.data.xy.XIntervalSeries;
import org.jfree.data.xy.XIntervalSeriesCollection;

/**
 * The forest plots: every ratio with its interval on a log axis (a ratio of 0.5 lies as
 * far from 1 as one of 2), its verdict written beside it, 1 and the band of the minimum
 * effect marked; per endpoint to the baseline, throughput and each fixed-rate latency
 * percentile (and, drawn by a feature, other ratios: a sweep's to each app's default).
 */
public final class RatioCharts {

	/** Room on the log axis beyond the widest interval, as a factor. */
	private static final double MARGIN = 1.06;

	/** What names the faded series of a variant's ratios not judged. */
	private static final String NOT_JUDGED = " (not judged)";

	/**
	 * The least width a forest plot's ratios are drawn in, margins included, in pixels.
	 */
	private static final int PLOT_WIDTH = 360;

	/** About the width of a character of a row's label or verdict, in pixels. */
	private static final int CHAR_WIDTH = 6;

	/** Height of a forest plot's row, in pixels. */
	private static final int ROW_HEIGHT = 24;

	private final RunResult report;

	private final ChartFiles files;

	private final VariantLooks looks;

	public RatioCharts(RunResult report, ChartFiles files, VariantLooks looks) {
		this.report = report;
		this.files = files;
		this.looks = looks;
	}

	/**
	 * Per endpoint, every throughput ratio to the baseline with its interval, then each
	 * fixed-rate latency percentile's.
	 */
	void forestPlots() throws IOException {
		for (String endpoint : this.report.run().endpoints()) {
			List<RatioRow> rows = this.report.ratios()
				.stream()
				.filter((r) -> r.endpoint().equals(endpoint) && r.throughput())
				.toList();
			if (!rows.isEmpty()) {
				// A row against another baseline (a setting against its app's default, a
				// limited JVM against the baseline's app at its limit) names it.
				String baseline = rows.get(0).baseline();
				boolean oneBaseline = rows.stream().allMatch((row) -> row.baseline().equals(baseline));
				forest(rows,
						(row) -> row.variant() + (row.baseline().equals(baseline) ? "" : " / " + row.baseline()) + " · "
								+ Tool.withLevel(row.tool(), row.concurrency()),
						RatioRow::variant, this.looks::of,
						"Throughput relative to " + baseline + (oneBaseline ? "" : " or the baseline a row names")
								+ ": " + Names.endpoint(endpoint),
						axis("throughput", baseline + (oneBaseline ? "" : " or a row's own"), true),
						"ratios-" + endpoint + ".svg", true);
			}
			for (Metric metric : Method.FIXED_RATE_PERCENTILES) {
				List<RatioRow> latency = this.report.ratios()
					.stream()
					.filter((r) -> r.endpoint().equals(endpoint) && Tool.atFixedRate(r.tool()) && r.metric() == metric)
					.toList();
				if (!latency.isEmpty()) {
					forest(latency,
							(row) -> row.variant() + " · " + Names.rate(this.report, endpoint, row.concurrency()),
							RatioRow::variant, this.looks::of,
							metric + " latency relative to " + latency.get(0).baseline() + " at a fixed rate: "
									+ Names.endpoint(endpoint),
							axis(metric + " latency", latency.get(0).baseline(), false),
							"latency-ratios-" + endpoint + "-" + metric + ".svg", true);
				}
			}
		}
	}

	/** The ratio axis's title: which ratio, on a log scale, and which way is faster. */
	public static String axis(String metric, String baseline, boolean higherIsFaster) {
		return metric + " ratio to " + baseline + " (log scale; " + (higherIsFaster ? "> 1" : "< 1") + " is faster)";
	}

	/**
	 * A forest plot: each ratio with its interval on a row, its verdict at the right, one
	 * look per series, with 1 and the band of the minimum effect marked. A row without a
	 * ratio keeps its place, with its verdict and no mark.
	 */
	public void forest(List<RatioRow> rows, Function<RatioRow, String> label, Function<RatioRow, String> seriesOf,
			Function<String, VariantLooks.Look> lookOf, String title, String axisTitle, String file, boolean legend)
			throws IOException {
		double effect = this.report.assurance().minEffectPercent() / 100;
		XIntervalSeriesCollection dataset = new XIntervalSeriesCollection();
		XYErrorRenderer renderer = new XYErrorRenderer();
		List<String> labels = new ArrayList<>();
		List<String> verdicts = new ArrayList<>();
		Map<String, XIntervalSeries> judged = new LinkedHashMap<>();
		Map<String, XIntervalSeries> notJudged = new LinkedHashMap<>();
		double reach = (1 + effect) * MARGIN;
		boolean faded = false;
		for (RatioRow row : rows) {
			int y = labels.size();
			labels.add(label.apply(row));
			verdicts.add(verdict(row));
			if (row.ratio() == null) {
				continue;
			}
			reach = Math.max(reach, MARGIN * Math.max(row.ciHigh(), 1 / row.ciLow()));
			// A ratio not judged is drawn faded, in a series of its own left out of the
			// legend: no verdict rests on it.
			faded |= !row.judged();
			(row.judged() ? judged : notJudged).computeIfAbsent(seriesOf.apply(row), (name) -> {
				XIntervalSeries series = new XIntervalSeries(row.judged() ? name : name + NOT_JUDGED);
				dataset.addSeries(series);
				VariantLooks.Look look = lookOf.apply(name);
				ChartStyle.look(renderer, dataset.getSeriesCount() - 1, row.judged() ? look : look.faded(), 2f);
				return series;
			}).add(row.ratio(), row.ciLow(), row.ciHigh(), y);
		}
		// The legend names each series once: a faded one only where nothing of its
		// series was judged.
		notJudged.forEach((name, series) -> renderer.setSeriesVisibleInLegend(dataset.indexOf(series.getKey()),
				!judged.containsKey(name)));
		renderer.setDrawYError(false);
		renderer.setDefaultLinesVisible(false);
		renderer.setDefaultShapesVisible(true);
		renderer.setCapLength(6);
		// The series' own stroke: a copy of the baseline's interval is dashed, as its
		// lines are.
		renderer.setErrorStroke(null);
		renderer.setErrorPaint(null);
		SymbolAxis rowAxis = ChartStyle.rowAxis(labels);
		SymbolAxis verdictAxis = ChartStyle.rowAxis(verdicts);
		XYPlot plot = ChartStyle
			.whiteGrid(new XYPlot(dataset, LogTicksAxis.ratios(axisTitle, reach), rowAxis, renderer));
		plot.setRangeGridlinesVisible(false);
		plot.setRangeAxis(1, verdictAxis);
		plot.setRangeAxisLocation(1, AxisLocation.BOTTOM_OR_RIGHT);
		plot.addDomainMarker(new IntervalMarker(1 - effect, 1 + effect, new Color(0xE4, 0xE4, 0xE4)), Layer.BACKGROUND);
		plot.addDomainMarker(new ValueMarker(1, Color.DARK_GRAY, new BasicStroke(1f)));
		List<BlockOrder> orders = this.report.run().record().options().order();
		JFreeChart chart = ChartStyle.chart(title, plot, String.format(Locale.ROOT,
				"each row: %s with the %s interval; verdict at right%s; grey band: 1 ± %.0f %% (the minimum effect)",
				this.report.run().record().options().ratioInterval().chartCenter(), Method.confidence(),
				faded ? " (faded: not judged)" : "", 100 * effect)
				+ ((orders.size() > 1) ? "; rows from the " + orders.get(0).word()
						+ " order, the run's other orders compared in its report" : ""));
		if (!legend) {
			chart.removeLegend();
		}
		// Room for the plot beside the rows' labels and verdicts, however long they are.
		int words = labels.stream().mapToInt(String::length).max().orElse(0)
				+ verdicts.stream().mapToInt(String::length).max().orElse(0);
		int width = Math.max(ChartStyle.WIDTH, PLOT_WIDTH + CHAR_WIDTH * words);
		this.files.save(chart, file, width, Math.max(ChartStyle.HEIGHT, 130 + ROW_HEIGHT * labels.size())
				+ (legend ? ChartStyle.height(dataset.getSeriesCount()) - ChartStyle.HEIGHT : 0));
	}

	/**
	 * The verdict as the chart writes it beside the row; a ratio not judged says why, in
	 * a few words.
	 */
	private static String verdict(RatioRow row) {
		if (row.judged()) {
			return row.verdictWord();
		}
		String why = row.reasons().stream().map(Reason::brief).distinct().collect(Collectors.joining(", "));
		if (row.ratio() == null) {
			return Verdict.NOT_JUDGED.word() + " (no ratio" + (why.isEmpty() ? "" : ": " + why) + ")";
		}
		return row.verdictWord() + (why.isEmpty() ? "" : ": " + why);
	}

}
