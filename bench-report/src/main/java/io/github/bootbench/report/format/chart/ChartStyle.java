package io.github.bootbench.report.format.chart;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Paint;
import java.util.List;
import java.util.Map;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYErrorRenderer;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;

/** One look for every chart: a colour per container throughout, the fonts, the size. */
final class ChartStyle {

	private static final Map<String, Color> COLORS = Map.of("tomcat", new Color(0xD9, 0x82, 0x2B), "jetty",
			new Color(0x2B, 0x6C, 0xB0), "undertow", new Color(0x2F, 0x85, 0x5A));

	private static final List<Color> OTHER_COLORS = List.of(new Color(0x6B, 0x3F, 0xA0), new Color(0xC0, 0x39, 0x2B),
			new Color(0x16, 0xA0, 0x85), new Color(0x7F, 0x8C, 0x8D));

	static final int WIDTH = 720;

	static final int HEIGHT = 400;

	private ChartStyle() {
	}

	static JFreeChart xyChart(String title, String yTitle, org.jfree.data.xy.XYDataset dataset,
			XYLineAndShapeRenderer renderer, List<Paint> paints, boolean concurrencyFromZero) {
		return xyChart(title, "concurrency", yTitle, dataset, renderer, paints, concurrencyFromZero);
	}

	static JFreeChart xyChart(String title, String xTitle, String yTitle, org.jfree.data.xy.XYDataset dataset,
			XYLineAndShapeRenderer renderer, List<Paint> paints, boolean xFromZero) {
		for (int i = 0; i < paints.size(); i++) {
			renderer.setSeriesPaint(i, paints.get(i));
			renderer.setSeriesStroke(i, new BasicStroke(2f));
		}
		NumberAxis x = new NumberAxis(xTitle);
		x.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
		x.setAutoRangeIncludesZero(xFromZero);
		NumberAxis y = new NumberAxis(yTitle);
		y.setAutoRangeIncludesZero(true);
		XYPlot plot = whiteGrid(new XYPlot(dataset, x, y, renderer));
		JFreeChart chart = new JFreeChart(title, new Font("SansSerif", Font.BOLD, 14), plot, true);
		style(chart);
		return chart;
	}

	/** The plot on white with light grey grid lines. */
	static XYPlot whiteGrid(XYPlot plot) {
		plot.setBackgroundPaint(Color.WHITE);
		plot.setDomainGridlinePaint(Color.LIGHT_GRAY);
		plot.setRangeGridlinePaint(Color.LIGHT_GRAY);
		return plot;
	}

	/** Lines through each series' medians, whiskers from its lowest to its highest. */
	static XYErrorRenderer medianWithRange() {
		XYErrorRenderer renderer = new XYErrorRenderer();
		renderer.setDrawXError(false);
		renderer.setDefaultLinesVisible(true);
		renderer.setDefaultShapesVisible(true);
		renderer.setCapLength(8);
		return renderer;
	}

	static void style(JFreeChart chart) {
		chart.setBackgroundPaint(Color.WHITE);
		chart.getTitle().setFont(new Font("SansSerif", Font.BOLD, 14));
	}

	/** The container's colour; a variant ({@code tomcat-tuned}) takes its app's. */
	/** A container's colour, or for series that are not containers one of a fixed set. */
	static Color seriesColor(String name, int index) {
		Color color = color(name);
		return (color != Color.GRAY) ? color : OTHER_COLORS.get(index % OTHER_COLORS.size());
	}

	static Color color(String container) {
		// A variant of another generation than 3.5 (boot4-jetty, boot27-tomcat) takes its
		// container's colour.
		String app = container.replaceFirst("^boot[0-9]+-", "");
		int dash = app.indexOf('-');
		return COLORS.getOrDefault((dash > 0) ? app.substring(0, dash) : app, Color.GRAY);
	}

}
