package io.github.bootbench.report.format.chart;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.util.List;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.annotations.XYTextAnnotation;
import org.jfree.chart.axis.SymbolAxis;
import org.jfree.chart.plot.Plot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.title.TextTitle;
import org.jfree.chart.ui.RectangleInsets;
import org.jfree.chart.ui.TextAnchor;

/** One look for every chart: the fonts, the size, a white plot with grey grid lines. */
public final class ChartStyle {

	static final int WIDTH = 720;

	public static final int HEIGHT = 400;

	private static final Color GRID = new Color(0xCC, 0xCC, 0xCC);

	/** A whole pixel wide: a half-pixel line is dropped by some SVG renderers. */
	private static final BasicStroke GRID_LINE = new BasicStroke(1f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_BEVEL, 1f,
			new float[] { 2f, 2f }, 0f);

	private static final Font TITLE = new Font("SansSerif", Font.BOLD, 14);

	private static final Font SUBTITLE = new Font("SansSerif", Font.PLAIN, 11);

	private static final Font NOTE = new Font("SansSerif", Font.PLAIN, 10);

	/** Legend entries a row of the legend holds, about, at the chart's width. */
	private static final int LEGEND_ENTRIES_A_ROW = 4;

	private static final int LEGEND_ROW_HEIGHT = 18;

	private ChartStyle() {
	}

	/**
	 * The chart's height with room for a legend of this many entries: past two rows, the
	 * plot would shrink.
	 */
	static int height(int legendEntries) {
		int rows = (legendEntries + LEGEND_ENTRIES_A_ROW - 1) / LEGEND_ENTRIES_A_ROW;
		return HEIGHT + LEGEND_ROW_HEIGHT * Math.max(0, rows - 2);
	}

	/**
	 * A chart with its title and, under it, a line per subtitle: what the marks are, what
	 * was left out.
	 */
	public static JFreeChart chart(String title, Plot plot, String... subtitles) {
		JFreeChart chart = new JFreeChart(title, TITLE, plot, true);
		for (String subtitle : subtitles) {
			chart.addSubtitle(new TextTitle(subtitle, SUBTITLE));
		}
		chart.setBackgroundPaint(Color.WHITE);
		// Room on the right for the last tick's label, centred on the plot's edge.
		chart.setPadding(new RectangleInsets(4, 4, 4, 24));
		return chart;
	}

	/** A note to the right of a point, in its variant's colour: what limited it. */
	static XYTextAnnotation note(double x, double y, String words, Color color) {
		XYTextAnnotation annotation = new XYTextAnnotation("\u25C2 " + words, x, y);
		annotation.setFont(NOTE);
		annotation.setPaint(color);
		annotation.setTextAnchor(TextAnchor.CENTER_LEFT);
		return annotation;
	}

	/** The plot on white with light grey grid lines. */
	public static XYPlot whiteGrid(XYPlot plot) {
		plot.setBackgroundPaint(Color.WHITE);
		plot.setDomainGridlinePaint(GRID);
		plot.setRangeGridlinePaint(GRID);
		plot.setDomainGridlineStroke(GRID_LINE);
		plot.setRangeGridlineStroke(GRID_LINE);
		return plot;
	}

	/**
	 * Draws a renderer's series in a look: colour, marker, and hollow and dashed for a
	 * copy.
	 */
	public static void look(XYLineAndShapeRenderer renderer, int series, VariantLooks.Look look, float width) {
		renderer.setSeriesPaint(series, look.color());
		renderer.setSeriesShape(series, look.shape());
		renderer.setSeriesShapesFilled(series, !look.copy());
		renderer.setSeriesStroke(series, look.line(width));
	}

	public static void style(JFreeChart chart) {
		chart.setBackgroundPaint(Color.WHITE);
		chart.getTitle().setFont(TITLE);
	}

	/** A row per symbol, top down, for a forest plot. */
	public static SymbolAxis rowAxis(List<String> symbols) {
		SymbolAxis axis = new SymbolAxis(null, symbols.toArray(new String[0]));
		axis.setInverted(true);
		axis.setGridBandsVisible(false);
		axis.setRange(-0.6, symbols.size() - 0.4);
		return axis;
	}

}
