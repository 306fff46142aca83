package io.github.bootbench.report.feature.answer;

import java.awt.BasicStroke;
import java.awt.Color;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import io.github.bootbench.report.core.Method;
import io.github.bootbench.report.format.Names;
import io.github.bootbench.report.format.chart.ChartFiles;
import io.github.bootbench.report.format.chart.ChartStyle;
import io.github.bootbench.report.format.chart.LogTicksAxis;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.annotations.XYAnnotation;
import org.jfree.chart.annotations.XYLineAnnotation;
import org.jfree.chart.annotations.XYPolygonAnnotation;
import org.jfree.chart.axis.AxisLocation;
import org.jfree.chart.plot.IntervalMarker;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYErrorRenderer;
import org.jfree.chart.ui.Layer;
import org.jfree.data.xy.XIntervalSeries;
import org.jfree.data.xy.XIntervalSeriesCollection;

/**
 * The answer's forest plots, as a meta-analysis draws them: per pair of containers and
 * endpoint of the default cells, for each concurrency a row per run (its ratio and its
 * own interval, labelled with its date, machine and Java) and beneath them the pooled
 * diamond, with the prediction interval for the next run as a thin line through it.
 */
public final class AnswerCharts {

	/** Room on the log axis beyond the widest interval, as a factor. */
	private static final double MARGIN = 1.04;

	/** Height of a row, in pixels. */
	private static final int ROW_HEIGHT = 17;

	/** Half a diamond's height, in rows. */
	private static final double DIAMOND = 0.42;

	/** A run's colour, one per CPU model in the order of their names. */
	private static final List<Color> RUN_COLORS = List.of(new Color(0x1F, 0x5A, 0x96), new Color(0x2E, 0x8B, 0x3A),
			new Color(0x8E, 0x5A, 0xA8));

	private static final Color POOLED = new Color(0xB0, 0x3A, 0x2E);

	private final Synthesis synthesis;

	private final ChartFiles files;

	/**
	 * The CPU models of the headline's runs, sorted: each keeps its colour in every
	 * chart.
	 */
	private final List<String> cpus;

	private AnswerCharts(Synthesis synthesis, ChartFiles files) {
		this.synthesis = synthesis;
		this.files = files;
		this.cpus = synthesis.headlineComparisons()
			.stream()
			.flatMap((c) -> c.runs().stream())
			.map((r) -> r.stratum().cpu())
			.distinct()
			.sorted()
			.toList();
	}

	/** Writes the headline's forest plots into {@code directory}; their file names. */
	public static List<String> write(Synthesis synthesis, Path directory) throws IOException {
		Files.createDirectories(directory);
		AnswerCharts charts = new AnswerCharts(synthesis, new ChartFiles(directory, scope(synthesis)));
		Map<String, List<PooledComparison>> byPairAndEndpoint = new LinkedHashMap<>();
		for (PooledComparison c : synthesis.headlineComparisons()) {
			byPairAndEndpoint.computeIfAbsent(file(c), (f) -> new ArrayList<>()).add(c);
		}
		for (Map.Entry<String, List<PooledComparison>> entry : byPairAndEndpoint.entrySet()) {
			charts.forest(entry.getValue(), entry.getKey());
		}
		return charts.files.written();
	}

	/**
	 * {@code scope: wrk, Java 17, Serial, 1 CPU, -Xms512m -Xmx512m; each run's server on
	 * its own CPU, the load on the guest's other}: what every chart's runs share.
	 */
	private static String scope(Synthesis synthesis) {
		return synthesis.headlineComparisons()
			.stream()
			.findFirst()
			.map((c) -> "scope: " + c.key().tool().id() + ", " + c.key().scope() + ", " + c.key().variant().jvmOptions()
					+ "; each run's server on one CPU of a 2-vCPU guest, its load on the other")
			.orElse("scope: no run of the default cells");
	}

	/** {@code forest-boot4-jetty-vs-boot4-tomcat-block.svg}. */
	public static String file(PooledComparison c) {
		return "forest-" + c.key().variant().id() + "-vs-" + c.key().baseline().id() + "-" + c.key().endpoint()
				+ ".svg";
	}

	private void forest(List<PooledComparison> comparisons, String file) throws IOException {
		List<PooledComparison> byLevel = comparisons.stream()
			.sorted(java.util.Comparator.comparingInt((c) -> c.key().concurrency()))
			.toList();
		XIntervalSeriesCollection dataset = new XIntervalSeriesCollection();
		Map<String, XIntervalSeries> byCpu = new LinkedHashMap<>();
		List<String> labels = new ArrayList<>();
		List<String> verdicts = new ArrayList<>();
		List<XYAnnotation> annotations = new ArrayList<>();
		XYErrorRenderer renderer = new XYErrorRenderer();
		double effect = this.synthesis.headline().minEffect();
		double reach = (1 + effect) * MARGIN;
		for (PooledComparison c : byLevel) {
			// Runs of one guest together: what a guest does to a ratio shows as a
			// cluster.
			List<RunPoint> byGuest = c.runs()
				.stream()
				.sorted(java.util.Comparator.comparing((RunPoint r) -> r.stratum().cpu())
					.thenComparing((r) -> r.stratum().guest())
					.thenComparing(RunPoint::runId))
				.toList();
			for (RunPoint run : byGuest) {
				int y = labels.size();
				double ratio = Math.exp(run.alone().logRatio());
				double low = Math.exp(run.alone().logLow());
				double high = Math.exp(run.alone().logHigh());
				labels.add("c=" + c.key().concurrency() + "  " + run.runId().substring(5, 10) + " "
						+ run.runId().substring(11, 16).replace('-', ':') + " " + run.stratum().cpu() + " "
						+ run.stratum().build().replaceFirst(".*-", "") + ", Java "
						+ run.javaVersion().replaceFirst("\\..*", ""));
				verdicts.add(run.verdict().word());
				byCpu.computeIfAbsent(run.stratum().cpu(), (cpu) -> {
					XIntervalSeries series = new XIntervalSeries(
							"a run on " + cpu + ": its ratio and own " + Method.confidence() + " interval");
					dataset.addSeries(series);
					return series;
				}).add(ratio, low, high, y);
				reach = Math.max(reach, MARGIN * Math.max(high, 1 / low));
			}
			int y = labels.size();
			labels.add("c=" + c.key().concurrency() + "  "
					+ (c.runs().size() == 1 ? "one run, nothing pooled" : "pooled, " + c.runs().size() + " runs"));
			verdicts.add(c.verdict().word() + String.format(Locale.ROOT, " %.2f×", c.ratio()));
			double top = y - DIAMOND;
			double bottom = y + DIAMOND;
			annotations.add(new XYPolygonAnnotation(
					new double[] { c.ciLow(), y, c.ratio(), top, c.ciHigh(), y, c.ratio(), bottom },
					new BasicStroke(1f), POOLED, POOLED));
			if (c.predictionLow() != null) {
				annotations.add(new XYLineAnnotation(c.predictionLow(), y, c.predictionHigh(), y, new BasicStroke(1.2f),
						POOLED));
			}
			reach = Math.max(reach, MARGIN * Math.max((c.predictionHigh() != null) ? c.predictionHigh() : c.ciHigh(),
					1 / ((c.predictionLow() != null) ? c.predictionLow() : c.ciLow())));
		}
		List<String> seriesCpus = new ArrayList<>(byCpu.keySet());
		for (int series = 0; series < dataset.getSeriesCount(); series++) {
			renderer.setSeriesPaint(series,
					RUN_COLORS.get(this.cpus.indexOf(seriesCpus.get(series)) % RUN_COLORS.size()));
			renderer.setSeriesShape(series, new java.awt.geom.Rectangle2D.Double(-3, -3, 6, 6));
		}
		renderer.setDrawYError(false);
		renderer.setDefaultLinesVisible(false);
		renderer.setDefaultShapesVisible(true);
		renderer.setCapLength(4);
		PooledComparison first = byLevel.get(0);
		XYPlot plot = ChartStyle.whiteGrid(new XYPlot(dataset,
				LogTicksAxis.ratios(
						"throughput ratio to " + first.key().baseline().label() + " (log scale; > 1 is faster)", reach),
				ChartStyle.rowAxis(labels), renderer));
		annotations.forEach(plot::addAnnotation);
		plot.setRangeGridlinesVisible(false);
		plot.setRangeAxis(1, ChartStyle.rowAxis(verdicts));
		plot.setRangeAxisLocation(1, AxisLocation.BOTTOM_OR_RIGHT);
		plot.addDomainMarker(new IntervalMarker(1 - effect, 1 + effect, new Color(0xE4, 0xE4, 0xE4)), Layer.BACKGROUND);
		plot.addDomainMarker(new ValueMarker(1, Color.DARK_GRAY, new BasicStroke(1f)));
		JFreeChart chart = ChartStyle
			.chart(pairWithBoots(first) + ": " + Names.endpoint(first.key().endpoint()), plot, String.format(
					Locale.ROOT,
					"square: a run's ratio and its own %s interval, runs of one guest together; diamond: the "
							+ "pool of the runs above it (the mean over their guests); the line through it: where a run "
							+ "on a guest like none measured lands (%s prediction)",
					Method.confidence(), Method.confidence()),
					String.format(Locale.ROOT,
							"verdict at right; grey band: 1 ± %.0f %% (the minimum effect); vNNN after the CPU: the "
									+ "guest's kernel build",
							100 * effect));
		this.files.save(chart, file, 190 + ROW_HEIGHT * labels.size());
	}

	/** {@code Undertow 2.3 (Boot 3.5) / Tomcat 11 (Boot 4.1)}. */
	private static String pairWithBoots(PooledComparison c) {
		return withBoot(c.key().variant()) + " / " + withBoot(c.key().baseline());
	}

	private static String withBoot(Side side) {
		return side.label() + ((side.boot() != null) ? " (Boot " + side.boot() + ")" : "");
	}

}
