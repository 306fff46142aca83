package io.github.bootbench.report.format.chart;

import java.awt.Rectangle;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.text.TextUtils;
import org.jfree.svg.SVGGraphics2D;
import org.jfree.svg.SVGUtils;

/** Where the charts go, and which were written, in reading order. */
final class ChartFiles {

	static {
		// JFreeChart draws a rotated string (a vertical axis's title) as glyph outlines,
		// a
		// workaround for old JDKs; drawn as a string it stays SVG text, readable and
		// searchable like every other label.
		TextUtils.setUseDrawRotatedStringWorkaround(false);
	}

	private final Path directory;

	private final List<String> written = new ArrayList<>();

	ChartFiles(Path directory) {
		this.directory = directory;
	}

	List<String> written() {
		return List.copyOf(this.written);
	}

	void save(JFreeChart chart, String file) throws IOException {
		save(chart, file, ChartStyle.HEIGHT);
	}

	void save(JFreeChart chart, String file, int height) throws IOException {
		SVGGraphics2D graphics = new SVGGraphics2D(ChartStyle.WIDTH, height);
		// A fixed prefix (JFreeSVG's is random) keeps a re-rendered chart byte-identical.
		graphics.setDefsKeyPrefix(file.replace(".svg", "-"));
		chart.draw(graphics, new Rectangle(0, 0, ChartStyle.WIDTH, height));
		SVGUtils.writeToSVG(this.directory.resolve(file).toFile(), graphics.getSVGElement());
		this.written.add(file);
	}

}
