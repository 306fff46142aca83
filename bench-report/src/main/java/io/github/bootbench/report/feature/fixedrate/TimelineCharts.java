package io.github.bootbench.report.feature.fixedrate;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Shape;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.format.Names;
import io.github.bootbench.report.format.chart.ChartFiles;
import io.github.bootbench.report.format.chart.ChartStyle;
import io.github.bootbench.report.format.chart.VariantLooks;
import io.github.bootbench.report.model.RunResult;
import org.jfree.chart.LegendItem;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/**
 * Per fixed-rate cell, every window second by second (its p99 and its responses a
 * second), where a GC stall or a drift shows that the window's percentiles fold away: a
 * line per window in its variant's look, a window that failed the fixed-rate gate marked
 * with ×. Only whole seconds of the measured phase are drawn: the tool's last interval
 * holds the responses to the requests sent in the phase's last milliseconds, and its rate
 * is no second's.
 */
final class TimelineCharts {

	/** The mark of a second of a failed window. */
	private static final Shape FAILED = failedMark();

	private final RunResult report;

	private final ChartFiles files;

	private final VariantLooks looks;

	private final List<FixedRateTimeline> timelines;

	TimelineCharts(RunResult report, List<FixedRateTimeline> timelines, ChartFiles files, VariantLooks looks) {
		this.report = report;
		this.timelines = timelines;
		this.files = files;
		this.looks = looks;
	}

	void timelines() throws IOException {
		Map<String, List<FixedRateTimeline>> byCell = new LinkedHashMap<>();
		for (FixedRateTimeline timeline : this.timelines) {
			byCell.computeIfAbsent(timeline.endpoint() + "-" + timeline.rate(), (k) -> new ArrayList<>()).add(timeline);
		}
		for (List<FixedRateTimeline> cell : byCell.values()) {
			timeline(cell);
		}
	}

	private void timeline(List<FixedRateTimeline> cell) throws IOException {
		FixedRateTimeline first = cell.get(0);
		XYSeriesCollection latency = new XYSeriesCollection();
		XYSeriesCollection responses = new XYSeriesCollection();
		XYLineAndShapeRenderer latencyLines = new XYLineAndShapeRenderer(true, true);
		XYLineAndShapeRenderer responseLines = new XYLineAndShapeRenderer(true, true);
		Set<String> variants = new LinkedHashSet<>();
		Map<String, Integer> breaches = new LinkedHashMap<>();
		long failedRequests = 0;
		int failedWindows = 0;
		for (FixedRateTimeline window : cell) {
			String key = window.variant() + " r" + window.round() + " b" + window.block() + " v" + window.visit();
			XYSeries p99 = new XYSeries(key);
			XYSeries rate = new XYSeries(key);
			for (FixedRateTimeline.Second second : window.seconds()) {
				failedRequests += second.failures();
				if (!second.whole()) {
					continue;
				}
				if (second.p99LatencyMs() != null) {
					p99.add(second.second(), second.p99LatencyMs());
				}
				rate.add(second.second(), second.responsesPerSecond());
			}
			latency.addSeries(p99);
			responses.addSeries(rate);
			int index = latency.getSeriesCount() - 1;
			VariantLooks.Look look = this.looks.of(window.variant());
			for (XYLineAndShapeRenderer renderer : List.of(latencyLines, responseLines)) {
				ChartStyle.look(renderer, index, look, window.ok() ? 1.5f : 1f);
				if (!window.ok()) {
					renderer.setSeriesShape(index, FAILED);
					renderer.setSeriesShapesFilled(index, false);
				}
			}
			variants.add(window.variant());
			if (!window.ok()) {
				failedWindows++;
				List<String> kinds = window.breaches().isEmpty() ? List.of("failed otherwise") : window.breaches();
				kinds.forEach((kind) -> breaches.merge(kind, 1, Integer::sum));
			}
		}
		CombinedDomainXYPlot plot = new CombinedDomainXYPlot(wholeSeconds());
		plot.setGap(12);
		plot.add(panel(latency, "p99 of the second (ms)", latencyLines), 2);
		plot.add(panel(responses, "responses/s", responseLines), 1);
		LegendItemCollection legend = new LegendItemCollection();
		for (String variant : this.report.variantIds().stream().filter(variants::contains).toList()) {
			VariantLooks.Look look = this.looks.of(variant);
			LegendItem item = new LegendItem(variant, null, null, null, true, look.shape(), !look.copy(), look.color(),
					look.copy(), look.color(), new BasicStroke(1f), true, new Line2D.Double(-7, 0, 7, 0),
					look.line(1.5f), look.color());
			legend.add(item);
		}
		if (failedWindows > 0) {
			LegendItem failed = new LegendItem("window failed the fixed-rate gate", null, null, null, true, FAILED,
					false, Color.DARK_GRAY, true, Color.DARK_GRAY, new BasicStroke(1.2f), false,
					new Line2D.Double(-7, 0, 7, 0), new BasicStroke(1f), Color.DARK_GRAY);
			legend.add(failed);
		}
		plot.setFixedLegendItems(legend);
		int unread = unread(first);
		this.files.save(
				ChartStyle.chart(Names.endpoint(first.endpoint()) + " at "
						+ Names.rate(this.report, first.endpoint(), first.rate()) + ": every window, second by second",
						plot, windows(cell.size(), failedWindows, breaches, unread),
						String.format(Locale.ROOT,
								"%,d requests failed (timeout, connection error or not 2xx); whole seconds only: each "
										+ "window's last, partial interval is left out",
								failedRequests)),
				"timeline-" + first.endpoint() + "-" + first.rate() + ".svg", ChartStyle.HEIGHT + 40);
	}

	/**
	 * What became of the cell's windows: how many failed the gate and how, and how many
	 * left no seconds to draw.
	 */
	private static String windows(int drawn, int failed, Map<String, Integer> breaches, int unread) {
		StringBuilder text = new StringBuilder();
		text.append(failed).append(" of ").append(drawn).append(" windows failed the fixed-rate gate");
		if (failed > 0) {
			List<String> why = new ArrayList<>();
			breaches.forEach((kind, count) -> why.add(kind + ": " + count));
			text.append(" (").append(String.join(", ", why)).append(")");
		}
		if (unread > 0) {
			text.append("; ").append(unread).append(" more left no result");
		}
		return text.toString();
	}

	/** The cell's windows whose tool wrote no seconds (killed before its result). */
	private int unread(FixedRateTimeline cell) {
		long measured = this.report.measurements()
			.stream()
			.filter((m) -> m.at(cell.endpoint(), Tool.HYPERFOIL, cell.rate()))
			.count();
		long drawn = this.timelines.stream()
			.filter((t) -> t.endpoint().equals(cell.endpoint()) && t.rate() == cell.rate())
			.count();
		return (int) (measured - drawn);
	}

	private static NumberAxis wholeSeconds() {
		NumberAxis axis = new NumberAxis("second of the measured phase");
		axis.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
		axis.setAutoRangeIncludesZero(false);
		return axis;
	}

	private static XYPlot panel(XYSeriesCollection dataset, String yTitle, XYLineAndShapeRenderer renderer) {
		NumberAxis y = new NumberAxis(yTitle);
		y.setAutoRangeIncludesZero(true);
		return ChartStyle.whiteGrid(new XYPlot(dataset, null, y, renderer));
	}

	private static Shape failedMark() {
		double h = 4.5;
		Path2D.Double cross = new Path2D.Double();
		cross.moveTo(-h, -h);
		cross.lineTo(h, h);
		cross.moveTo(-h, h);
		cross.lineTo(h, -h);
		return cross;
	}

}
