package io.github.bootbench.report.feature.profile;

import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

import io.github.bootbench.report.core.Cell;
import io.github.bootbench.report.format.Names;
import io.github.bootbench.report.format.chart.ChartFiles;
import io.github.bootbench.report.input.RunRecord;

/**
 * Two flame graphs side by side in one picture for each variant against the first, per
 * cell: the first variant's on the left, the other's on the right, both drawn at one
 * scale of µs of server CPU per request, so that the wider graph is the one that spends
 * more, and each frame's width is what that frame and everything it called took per
 * request. Drawn top-down (the thread's root on top). Each frame is coloured by the part
 * of the stack a sample ending there counts for ({@link StackPart}), as the table counts
 * it; frames narrower than {@link #NARROWEST_PX} are left out.
 */
final class FlameGraphs {

	/** The picture's width; each graph gets half, less the gap. */
	static final int WIDTH = 1400;

	private static final int GAP = 20;

	private static final int ROW = 14;

	private static final int HEAD = 64;

	private static final int LEGEND = 44;

	/** A frame narrower than this, in pixels, is not drawn (nor what it called). */
	static final double NARROWEST_PX = 2;

	private static final Font FRAME_FONT = new Font("SansSerif", Font.PLAIN, 9);

	private static final Font TITLE_FONT = new Font("SansSerif", Font.BOLD, 13);

	private static final Font TEXT_FONT = new Font("SansSerif", Font.PLAIN, 11);

	/**
	 * How async-profiler marks how a frame ran (JIT-compiled, inlined, interpreted, C1).
	 */
	private static final Pattern FRAME_KIND = Pattern.compile("_\\[[ji01]\\]$");

	/** One colour per part, in {@link StackPart} order. */
	private static final List<Color> COLORS = List.of(new Color(0xE0, 0x7B, 0x39), new Color(0xC9, 0xA2, 0x27),
			new Color(0x9B, 0x59, 0xB6), new Color(0x2E, 0x86, 0xC1), new Color(0xE7, 0x4C, 0x3C),
			new Color(0x27, 0xAE, 0x60), new Color(0x16, 0xA0, 0x85), new Color(0x34, 0x49, 0x5E),
			new Color(0xF1, 0x94, 0x8A), new Color(0x87, 0x36, 0x00), new Color(0xBD, 0xC3, 0xC7));

	private FlameGraphs() {
	}

	/**
	 * A frame of the merged stacks: its µs per request with everything it called, and the
	 * part a sample ending there counts for.
	 */
	static final class Frame {

		final String name;

		final StackPart part;

		double micros;

		final Map<String, Frame> called = new LinkedHashMap<>();

		Frame(String name, StackPart part) {
			this.name = name;
			this.part = part;
		}

	}

	/** A profile's stacks merged into one tree, each sample worth µs per request. */
	static Frame tree(CollapsedStacks stacks, double microsPerSample) {
		Frame root = new Frame("all", StackPart.OTHER);
		for (CollapsedStacks.Stack stack : stacks.stacks()) {
			double micros = stack.samples() * microsPerSample;
			root.micros += micros;
			Frame frame = root;
			for (int depth = 0; depth < stack.frames().size(); depth++) {
				String raw = stack.frames().get(depth);
				String name = FRAME_KIND.matcher(raw).replaceFirst("");
				List<String> path = stack.frames().subList(0, depth + 1);
				frame = frame.called.computeIfAbsent(name, (n) -> new Frame(n, StackPart.of(path)));
				frame.micros += micros;
			}
		}
		return root;
	}

	/**
	 * Draws each variant's pair of every cell with both profiles taken, and returns the
	 * file names, in the cells' order.
	 */
	static List<String> write(Profiles profiles, RunRecord.Options options, Path run, ChartFiles files)
			throws IOException {
		if (profiles == null) {
			return List.of();
		}
		List<String> written = new ArrayList<>();
		for (Cell cell : profiles.options().cells()) {
			List<Profiles.Profiled> taken = profiles.of(cell).stream().filter(Profiles.Profiled::taken).toList();
			for (Profiles.Profiled other : taken.subList(Math.min(1, taken.size()), taken.size())) {
				Profiles.Profiled first = taken.get(0);
				Frame left = tree(stacks(run, first, cell),
						profiles.options().intervalMicros() / (double) first.requests());
				Frame right = tree(stacks(run, other, cell),
						profiles.options().intervalMicros() / (double) other.requests());
				String file = "profile-" + cell.endpoint() + "-" + other.variant() + "-vs-" + first.variant() + ".svg";
				String title = "Where the CPU goes, " + Names.cell(cell.endpoint(), cell.tool(), cell.concurrency())
						+ ": " + options.variantName(first.variant()) + " (left) and "
						+ options.variantName(other.variant()) + " (right)";
				double scale = scale(left, right);
				int height = HEAD + LEGEND + ROW * Math.max(depth(left, scale), depth(right, scale));
				files.draw(file, WIDTH, height, (graphics) -> draw(graphics, title, left, right,
						options.variantName(first.variant()), options.variantName(other.variant()), height));
				written.add(file);
			}
		}
		return written;
	}

	private static CollapsedStacks stacks(Path run, Profiles.Profiled profiled, Cell cell) throws IOException {
		return CollapsedStacks
			.read(run.resolve("profiles").resolve(profiled.variant()).resolve(Profiles.base(cell) + ".collapsed.gz"));
	}

	/** Pixels per µs per request: the wider of the two fills its half. */
	static double scale(Frame left, Frame right) {
		return (WIDTH / 2.0 - GAP) / Math.max(left.micros, right.micros);
	}

	/** The rows a graph takes at a scale: its deepest frame wide enough to draw. */
	static int depth(Frame frame, double scale) {
		if (frame.micros * scale < NARROWEST_PX) {
			return 0;
		}
		int deepest = 0;
		for (Frame called : frame.called.values()) {
			deepest = Math.max(deepest, depth(called, scale));
		}
		return 1 + deepest;
	}

	private static void draw(Graphics2D graphics, String title, Frame left, Frame right, String leftName,
			String rightName, int height) {
		double scale = scale(left, right);
		graphics.setColor(Color.WHITE);
		graphics.fillRect(0, 0, WIDTH, height);
		graphics.setColor(Color.BLACK);
		graphics.setFont(TITLE_FONT);
		graphics.drawString(title, 10, 20);
		graphics.setFont(TEXT_FONT);
		graphics.drawString("Both at one scale: a frame's width is the µs of server CPU per request it and what it "
				+ "called took; colour: the part of the stack a sample ending there counts for.", 10, 38);
		int half = WIDTH / 2;
		graphics.drawString(label(leftName, left.micros), 10, HEAD - 8);
		graphics.drawString(label(rightName, right.micros), half + GAP / 2, HEAD - 8);
		graphics.setFont(FRAME_FONT);
		frame(graphics, left, 10, HEAD, scale);
		frame(graphics, right, half + GAP / 2.0, HEAD, scale);
		legend(graphics, height - LEGEND + 8);
	}

	private static String label(String variant, double micros) {
		return variant + ": " + String.format(Locale.ROOT, "%.1f", micros) + " µs per request";
	}

	private static void frame(Graphics2D graphics, Frame frame, double x, int y, double scale) {
		double width = frame.micros * scale;
		if (width < NARROWEST_PX) {
			return;
		}
		graphics.setColor(COLORS.get(frame.part.ordinal()));
		graphics.fill(new Rectangle2D.Double(x, y, width, ROW - 1));
		if (width > 24) {
			graphics.setColor(Color.BLACK);
			graphics.drawString(fit(shortName(frame.name), width - 4, graphics.getFontMetrics()), (float) (x + 2),
					y + ROW - 4);
		}
		double next = x;
		for (Frame called : frame.called.values()) {
			frame(graphics, called, next, y + ROW, scale);
			next += called.micros * scale;
		}
	}

	/**
	 * {@code ApplicationFilterChain.doFilter} for
	 * {@code org/apache/.../ApplicationFilterChain.doFilter}.
	 */
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

	private static void legend(Graphics2D graphics, int y) {
		graphics.setFont(TEXT_FONT);
		int x = 10;
		int row = y;
		FontMetrics metrics = graphics.getFontMetrics();
		for (StackPart part : StackPart.values()) {
			int width = 16 + metrics.stringWidth(part.words()) + 14;
			if (x + width > WIDTH - 10) {
				x = 10;
				row += 16;
			}
			graphics.setColor(COLORS.get(part.ordinal()));
			graphics.fillRect(x, row - 9, 10, 10);
			graphics.setColor(Color.BLACK);
			graphics.drawString(part.words(), x + 14, row);
			x += width;
		}
	}

}
