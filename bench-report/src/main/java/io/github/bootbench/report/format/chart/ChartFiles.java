package io.github.bootbench.report.format.chart;

import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import io.github.bootbench.report.model.RunResult;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.text.TextUtils;
import org.jfree.chart.title.TextTitle;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.svg.SVGGraphics2D;
import org.jfree.svg.SVGUtils;

/** Where the charts go, and which were written, in reading order. */
public final class ChartFiles {

	static {
		// JFreeChart draws a rotated string (a vertical axis's title) as glyph outlines,
		// a
		// workaround for old JDKs; drawn as a string it stays SVG text, readable and
		// searchable like every other label.
		TextUtils.setUseDrawRotatedStringWorkaround(false);
	}

	/** Room for the scope line at a chart's foot, in pixels. */
	private static final int SCOPE_HEIGHT = 18;

	private static final Font SCOPE_FONT = new Font("SansSerif", Font.ITALIC, 10);

	private static final Color SCOPE_COLOR = new Color(0x55, 0x55, 0x55);

	private final Path directory;

	private final String scope;

	private final List<String> written = new ArrayList<>();

	/**
	 * @param scope the line every chart carries at its foot ({@link ChartScope})
	 */
	public ChartFiles(Path directory, String scope) {
		this.directory = directory;
		this.scope = scope;
	}

	/** A run's chart files, each with the run's scope at its foot. */
	public static ChartFiles of(RunResult report, Path directory) {
		return new ChartFiles(directory, ChartScope.of(report));
	}

	public List<String> written() {
		return List.copyOf(this.written);
	}

	public void save(JFreeChart chart, String file) throws IOException {
		save(chart, file, ChartStyle.HEIGHT);
	}

	public void save(JFreeChart chart, String file, int plotHeight) throws IOException {
		save(chart, file, ChartStyle.WIDTH, plotHeight);
	}

	/**
	 * A picture drawn by {@code draw} rather than by JFreeChart (a flame graph), of that
	 * size, with the scope line at its foot.
	 */
	public void draw(String file, int width, int height, Consumer<Graphics2D> draw) throws IOException {
		SVGGraphics2D graphics = new SVGGraphics2D(width, height + SCOPE_HEIGHT);
		graphics.setDefsKeyPrefix(file.replace(".svg", "-"));
		draw.accept(graphics);
		graphics.setColor(Color.WHITE);
		graphics.fillRect(0, height, width, SCOPE_HEIGHT);
		graphics.setFont(SCOPE_FONT);
		graphics.setColor(SCOPE_COLOR);
		graphics.drawString(this.scope, (width - graphics.getFontMetrics().stringWidth(this.scope)) / 2f,
				height + SCOPE_HEIGHT - 5);
		SVGUtils.writeToSVG(this.directory.resolve(file).toFile(), graphics.getSVGElement());
		this.written.add(file);
	}

	/** A chart wider than the others (a forest plot whose rows' words take the room). */
	void save(JFreeChart chart, String file, int width, int plotHeight) throws IOException {
		TextTitle scopeLine = new TextTitle(this.scope, SCOPE_FONT);
		scopeLine.setPaint(SCOPE_COLOR);
		scopeLine.setPosition(RectangleEdge.BOTTOM);
		// First among the subtitles, so that it is laid out outermost: under the legend.
		chart.addSubtitle(0, scopeLine);
		int height = plotHeight + SCOPE_HEIGHT;
		SVGGraphics2D graphics = new SVGGraphics2D(width, height);
		// A fixed prefix (JFreeSVG's is random) keeps a re-rendered chart byte-identical.
		graphics.setDefsKeyPrefix(file.replace(".svg", "-"));
		chart.draw(graphics, new Rectangle(0, 0, width, height));
		SVGUtils.writeToSVG(this.directory.resolve(file).toFile(), graphics.getSVGElement());
		this.written.add(file);
	}

}
