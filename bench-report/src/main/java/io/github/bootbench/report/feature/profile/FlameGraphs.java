package io.github.bootbench.report.feature.profile;

import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.GradientPaint;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import io.github.bootbench.report.core.Cell;
import io.github.bootbench.report.format.Names;
import io.github.bootbench.report.format.chart.ChartFiles;
import io.github.bootbench.report.input.RunRecord;
import org.jfree.svg.SVGHints;

/**
 * A differential flame graph for each variant against the first, per cell (Brendan
 * Gregg's): the variant's profile drawn as a flame graph (the thread's root at the foot,
 * siblings in alphabetical order), each frame's width the µs of server CPU per request it
 * and what it called took, its JVMs' profiles averaged; each frame coloured by how much
 * more (red) or less (blue) it took itself (its samples as the leaf) than on the first
 * variant, per request, as Gregg's flamegraph.pl colours a differential, the deepest
 * colour the largest difference of any frame. A frame's title, shown on hovering, gives
 * both sides' figures. Frames narrower than {@link #NARROWEST_PX} are left out; a frame
 * only the first variant has is drawn on the first's own graph against the variant.
 */
final class FlameGraphs {

	static final int WIDTH = 1400;

	private static final int ROW = 15;

	private static final int HEAD = 72;

	private static final int FOOT = 40;

	/** A frame narrower than this, in pixels, is not drawn (nor what it called). */
	static final double NARROWEST_PX = 2;

	private static final Font FRAME_FONT = new Font("SansSerif", Font.PLAIN, 9);

	private static final Font TITLE_FONT = new Font("SansSerif", Font.BOLD, 13);

	private static final Font TEXT_FONT = new Font("SansSerif", Font.PLAIN, 11);

	/** A frame that took no more and no less. */
	static final Color NEUTRAL = new Color(232, 232, 232);

	/** How far from {@link #NEUTRAL} the largest difference's colour goes. */
	private static final int DEEPEST = 200;

	private FlameGraphs() {
	}

	/**
	 * Draws each variant's graph against the first of every cell, and the first's against
	 * each (Gregg's negated graph: what a frame only the first has is drawn there); the
	 * files, in order. A cell's graphs share one colour scale, so that an A/A pair's
	 * noise is not drawn as deep as a real difference.
	 */
	static List<String> write(Profiles profiles, RunRecord.Options options, Path run, ChartFiles files)
			throws IOException {
		if (profiles == null) {
			return List.of();
		}
		List<String> written = new ArrayList<>();
		for (Cell cell : profiles.options().cells()) {
			List<ProfiledCell> taken = profiles.of(cell).stream().filter((p) -> p.jvms() > 0).toList();
			List<Graph> graphs = new ArrayList<>();
			for (ProfiledCell other : taken.subList(Math.min(1, taken.size()), taken.size())) {
				String first = taken.get(0).variant();
				FlameFrame root = pooled(profiles, first, cell, run, FlameFrame.root(), true);
				pooled(profiles, other.variant(), cell, run, root, false);
				graphs.add(graph(options, cell, root, other.variant(), first));
				graphs.add(graph(options, cell, root.negated(), first, other.variant()));
			}
			double deepest = graphs.stream().mapToDouble(Graph::deepest).max().orElse(0);
			for (Graph graph : graphs) {
				files.draw(graph.file(), WIDTH, graph.height(), (graphics) -> draw(graphics, graph.title(),
						graph.root(), deepest, graph.drawn(), graph.against(), graph.height()));
				written.add(graph.file());
			}
		}
		return written;
	}

	/** One graph: the drawn variant's frames, coloured against the other's. */
	private record Graph(String file, String title, FlameFrame root, double deepest, String drawn, String against,
			int height) {

	}

	private static Graph graph(RunRecord.Options options, Cell cell, FlameFrame root, String drawn, String against) {
		String file = "profile-" + cell.endpoint() + "-" + drawn + "-vs-" + against + ".svg";
		String title = "Differential flame graph, " + Names.cell(cell.endpoint(), cell.tool(), cell.concurrency())
				+ ": " + options.variantName(drawn) + " against " + options.variantName(against);
		double scale = (WIDTH - 20) / root.micros;
		return new Graph(file, title, root, deepest(root, scale), options.variantName(drawn),
				options.variantName(against), HEAD + FOOT + ROW * depth(root, scale));
	}

	/** A variant's JVMs' profiles of a cell into the tree, each its mean per request. */
	private static FlameFrame pooled(Profiles profiles, String variant, Cell cell, Path run, FlameFrame root,
			boolean before) throws IOException {
		List<Profiles.Profiled> taken = profiles.jvmsOf(cell)
			.stream()
			.filter((p) -> p.taken() && p.variant().equals(variant))
			.toList();
		for (Profiles.Profiled jvm : taken) {
			CollapsedStacks stacks = CollapsedStacks.read(run.resolve(profiles.options().directory(variant, jvm.jvm()))
				.resolve(Profiles.base(cell) + ".collapsed.gz"));
			FlameFrame.add(root, stacks, profiles.options().intervalMicros() / (double) jvm.requests() / taken.size(),
					before);
		}
		return root;
	}

	/** The rows a graph takes at a scale: its deepest frame wide enough to draw. */
	static int depth(FlameFrame frame, double scale) {
		if (frame.micros * scale < NARROWEST_PX) {
			return 0;
		}
		int deepest = 0;
		for (FlameFrame called : frame.called.values()) {
			deepest = Math.max(deepest, depth(called, scale));
		}
		return 1 + deepest;
	}

	/** The largest own difference of a frame drawn, µs per request. */
	static double deepest(FlameFrame frame, double scale) {
		if (frame.micros * scale < NARROWEST_PX) {
			return 0;
		}
		double deepest = Math.abs(frame.ownDifference());
		for (FlameFrame called : frame.called.values()) {
			deepest = Math.max(deepest, deepest(called, scale));
		}
		return deepest;
	}

	/**
	 * Light grey for no difference (a frame stays visible on the white page), red for
	 * more, blue for less, deepest at the largest.
	 */
	static Color color(double difference, double deepest) {
		int depth = (deepest <= 0) ? 0 : (int) Math.round(DEEPEST * Math.min(1, Math.abs(difference) / deepest));
		if (depth == 0) {
			return NEUTRAL;
		}
		int other = NEUTRAL.getRed() - depth;
		return (difference > 0) ? new Color(255, other, other) : new Color(other, other, 255);
	}

	private static void draw(Graphics2D graphics, String title, FlameFrame root, double deepest, String variant,
			String first, int height) {
		double scale = (WIDTH - 20) / root.micros;
		graphics.setColor(Color.WHITE);
		graphics.fillRect(0, 0, WIDTH, height);
		graphics.setColor(Color.BLACK);
		graphics.setFont(TITLE_FONT);
		graphics.drawString(title, 10, 20);
		graphics.setFont(TEXT_FONT);
		graphics.drawString(String.format(Locale.ROOT,
				"Widths: µs of server CPU per request on %s (%.1f in all; %.1f on %s), its JVMs averaged. Colour: what "
						+ "a frame took itself (as the leaf) more (red) or less (blue) than on %s.",
				variant, root.micros, root.before, first, first), 10, 38);
		graphics.drawString(String.format(Locale.ROOT,
				"Frames only %s has: on its graph against %s. Colours: one scale for the cell's graphs. Hover: µs "
						+ "with callees on %s (on %s), then itself.",
				first, variant, variant, first), 10, 54);
		graphics.setFont(FRAME_FONT);
		frame(graphics, root, 10, height - FOOT - ROW, scale, deepest, variant, first);
		legend(graphics, height - FOOT + 12, deepest, variant);
	}

	private static void frame(Graphics2D graphics, FlameFrame frame, double x, int y, double scale, double deepest,
			String variant, String first) {
		double width = frame.micros * scale;
		if (width < NARROWEST_PX) {
			return;
		}
		graphics.setColor(color(frame.ownDifference(), deepest));
		graphics.setRenderingHint(SVGHints.KEY_ELEMENT_TITLE,
				String.format(Locale.ROOT, "%s: %.2f µs (%.2f); itself %.2f µs (%.2f, %+.2f)", frame.name, frame.micros,
						frame.before, frame.own, frame.ownBefore, frame.ownDifference()));
		graphics.fill(new Rectangle2D.Double(x, y, width, ROW - 1));
		if (width > 24) {
			graphics.setColor(Color.BLACK);
			graphics.drawString(fit(shortName(frame.name), width - 4, graphics.getFontMetrics()), (float) (x + 2),
					y + ROW - 4);
		}
		double next = x;
		for (FlameFrame called : frame.called.values()) {
			frame(graphics, called, next, y - ROW, scale, deepest, variant, first);
			next += called.micros * scale;
		}
	}

	/** {@code FilterChain.doFilter} for {@code org/apache/.../FilterChain.doFilter}. */
	static String shortName(String frame) {
		int dot = frame.lastIndexOf('.');
		int slash = frame.lastIndexOf('/', (dot > 0) ? dot : frame.length() - 1);
		return (slash >= 0 && !frame.endsWith("_[k]")) ? frame.substring(slash + 1) : frame;
	}

	private static String fit(String text, double width, FontMetrics metrics) {
		if (metrics.stringWidth(text) <= width) {
			return text;
		}
		String cut = text;
		while (!cut.isEmpty() && metrics.stringWidth(cut + "…") > width) {
			cut = cut.substring(0, cut.length() - 1);
		}
		return cut.isEmpty() ? "" : cut + "…";
	}

	private static void legend(Graphics2D graphics, int y, double deepest, String variant) {
		graphics.setFont(TEXT_FONT);
		graphics.setPaint(new GradientPaint(220, 0, color(-deepest, deepest), 420, 0, Color.WHITE));
		graphics.fillRect(220, y - 9, 200, 10);
		graphics.setPaint(new GradientPaint(420, 0, Color.WHITE, 620, 0, color(deepest, deepest)));
		graphics.fillRect(420, y - 9, 200, 10);
		graphics.setColor(Color.BLACK);
		graphics.drawString(String.format(Locale.ROOT, "%.1f µs less", deepest), 140, y);
		graphics.drawString(String.format(Locale.ROOT, "%.1f µs more a request on %s", deepest, variant), 630, y);
	}

}
