package io.github.bootbench.report.feature.answer;

import java.awt.BasicStroke;
import java.awt.Color;
import java.io.IOException;
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
import org.jfree.chart.annotations.XYLineAnnotation;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/**
 * The meta-regression of each headline pair's ratio on the run's noise, at
 * {@link AnswerBullets#LEVEL}, as a chart: each run's ratio against how much its block
 * ratios wandered, coloured by CPU model, with the fitted line of the regression (runs
 * within guests) across the runs' noise. A flat line is a ratio the guest's contention
 * does not move.
 */
final class RegressionCharts {

	private static final List<Color> COLORS = List.of(new Color(0x1F, 0x5A, 0x96), new Color(0x2E, 0x8B, 0x3A),
			new Color(0x8E, 0x5A, 0xA8));

	private static final Color LINE = new Color(0xB0, 0x3A, 0x2E);

	private RegressionCharts() {
	}

	/** {@code noise-boot4-jetty-vs-boot4-tomcat-async.svg}. */
	static String file(PooledComparison c) {
		return "noise-" + c.key().variant().id() + "-vs-" + c.key().baseline().id() + "-" + c.key().endpoint() + ".svg";
	}

	/**
	 * Writes a chart per headline pair and endpoint with a noise regression; their files.
	 */
	static List<String> write(Synthesis synthesis, Path directory) throws IOException {
		ChartFiles files = new ChartFiles(directory,
				"scope: " + synthesis.headline().tool().id() + " c=" + AnswerBullets.LEVEL + ", "
						+ synthesis.headlineScope() + "; a run's noise: the SD of its block "
						+ "ratios' logs around their round's mean (the A/A control's where it had one)");
		List<String> cpus = synthesis.headlineComparisons()
			.stream()
			.flatMap((c) -> c.runs().stream())
			.map((r) -> r.stratum().cpu())
			.distinct()
			.sorted()
			.toList();
		for (PooledComparison c : synthesis.headlineComparisons()) {
			if (c.key().concurrency() != AnswerBullets.LEVEL) {
				continue;
			}
			c.moderators()
				.stream()
				.filter((m) -> m.name().equals(Moderator.NOISE))
				.findFirst()
				.ifPresent((m) -> chart(files, c, m, cpus));
		}
		return files.written();
	}

	private static void chart(ChartFiles files, PooledComparison c, Moderator noise, List<String> cpus) {
		XYSeriesCollection dataset = new XYSeriesCollection();
		Map<String, XYSeries> byCpu = new LinkedHashMap<>();
		double lowest = Double.MAX_VALUE;
		double highest = 0;
		double reach = 1.1;
		for (RunPoint run : c.runs()) {
			if (run.noise() == null) {
				continue;
			}
			double ratio = Math.exp(run.study().logRatio());
			byCpu.computeIfAbsent(run.stratum().cpu(), (cpu) -> new XYSeries("a run on " + cpu, false))
				.add(run.noise().doubleValue(), ratio);
			lowest = Math.min(lowest, run.noise());
			highest = Math.max(highest, run.noise());
			reach = Math.max(reach, 1.05 * Math.max(ratio, 1 / ratio));
		}
		List<String> order = new ArrayList<>(byCpu.keySet());
		order.sort(null);
		order.forEach((cpu) -> dataset.addSeries(byCpu.get(cpu)));
		XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(false, true);
		for (int series = 0; series < dataset.getSeriesCount(); series++) {
			renderer.setSeriesPaint(series, COLORS.get(cpus.indexOf(order.get(series)) % COLORS.size()));
			renderer.setSeriesShape(series, new java.awt.geom.Ellipse2D.Double(-4, -4, 8, 8));
		}
		NumberAxis x = new NumberAxis("the run's noise: SD of a block's log ratio");
		x.setRange(0, Math.max(0.05, highest * 1.1));
		XYPlot plot = ChartStyle.whiteGrid(new XYPlot(dataset, x,
				LogTicksAxis.ratios("throughput ratio to " + c.key().baseline().label() + " (log scale)", reach),
				renderer));
		plot.addAnnotation(new XYLineAnnotation(lowest, noise.ratioAt(lowest), highest, noise.ratioAt(highest),
				new BasicStroke(2f), LINE));
		plot.addRangeMarker(new ValueMarker(1, Color.DARK_GRAY, new BasicStroke(1f)));
		// Where the answer's noise bands part, so that a reader sees which runs are
		// "noisy".
		ValueMarker noisy = new ValueMarker(PooledComparison.NOISY_SD, Color.GRAY,
				new BasicStroke(1f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] { 4f, 4f }, 0f));
		noisy.setLabel(String.format(Locale.ROOT, "noisy from %.2f →", PooledComparison.NOISY_SD));
		noisy.setLabelFont(new java.awt.Font(java.awt.Font.SANS_SERIF, java.awt.Font.PLAIN, 11));
		noisy.setLabelAnchor(RectangleAnchor.TOP_RIGHT);
		noisy.setLabelTextAnchor(TextAnchor.TOP_LEFT);
		plot.addDomainMarker(noisy);
		JFreeChart chart = ChartStyle.chart(c.key().pair()
				+ ": " + Names.endpoint(c.key().endpoint()) + " c=" + AnswerBullets.LEVEL + ", by the run's noise",
				plot,
				String.format(Locale.ROOT,
						"line: the meta-regression over the runs (runs within guests): %.3f× per %.1f more of noise "
								+ "[%.3f–%.3f], %s interval",
						noise.factor(), Moderator.NOISE_STEP, noise.low(), noise.high(), Method.confidence()));
		try {
			files.save(chart, file(c));
		}
		catch (IOException ex) {
			throw new java.io.UncheckedIOException(ex);
		}
	}

}
