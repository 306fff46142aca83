package io.github.bootbench.report.format.chart;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Shape;
import java.awt.Stroke;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import io.github.bootbench.report.input.Generation;
import io.github.bootbench.report.input.Variant;

/**
 * One look per variant, the same in every chart of a run: its own colour and marker. A
 * copy of the baseline (the A/A control, a planted control) is drawn hollow and dashed,
 * the A/A control in grey, so that it never passes for the baseline it copies. The first
 * variant of each container takes the container's colour where it is free (Tomcat orange,
 * Jetty blue, Undertow green), so that a run of one generation reads as the others did;
 * every other variant takes the next free colour.
 */
public final class VariantLooks {

	/** The A/A control's colour: the baseline again, so neutral. */
	static final Color CONTROL = new Color(0x6E, 0x6E, 0x6E);

	private static final Map<String, Color> CONTAINERS = Map.of("tomcat", new Color(0xD9, 0x82, 0x2B), "jetty",
			new Color(0x2B, 0x6C, 0xB0), "undertow", new Color(0x2F, 0x85, 0x5A));

	/**
	 * Ten colours apart from the containers' and the control's (after Okabe and Ito's
	 * set); with seven markers, seventy variants differ in colour or marker.
	 */
	private static final List<Color> COLORS = List.of(new Color(0xCC, 0x79, 0xA7), new Color(0x56, 0xB4, 0xE9),
			new Color(0x6B, 0x3F, 0xA0), new Color(0xC9, 0xA8, 0x00), new Color(0x00, 0xA0, 0xA0),
			new Color(0x8C, 0x51, 0x0A), new Color(0x9E, 0x1B, 0x4B), new Color(0x5A, 0x7D, 0x1A),
			new Color(0x1B, 0x1B, 0x6B), new Color(0x1A, 0x1A, 0x1A));

	private static final double SIZE = 7;

	private static final List<Shape> SHAPES = List.of(new Rectangle2D.Double(-SIZE / 2, -SIZE / 2, SIZE, SIZE),
			new Ellipse2D.Double(-SIZE / 2, -SIZE / 2, SIZE, SIZE), triangle(true), diamond(), triangle(false),
			hexagon(), cross());

	/**
	 * How one variant is drawn.
	 * @param copy whether it is a copy of the baseline (drawn hollow and dashed)
	 */
	/** How opaque a faded look is, of 255. */
	private static final int FADED_ALPHA = 80;

	public record Look(Color color, Shape shape, boolean copy) {

		/** The same look, faded: a figure shown that no verdict rests on. */
		Look faded() {
			return new Look(new Color(this.color.getRed(), this.color.getGreen(), this.color.getBlue(), FADED_ALPHA),
					this.shape, this.copy);
		}

		/** Its line: solid, or dashed for a copy of the baseline. */
		public Stroke line(float width) {
			return this.copy ? new BasicStroke(width, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 1f,
					new float[] { 6f, 4f }, 0f) : new BasicStroke(width);
		}

	}

	private final Map<String, Look> looks = new LinkedHashMap<>();

	private VariantLooks(List<Variant> variants) {
		Set<Color> taken = new HashSet<>();
		for (Variant variant : variants) {
			Color container = CONTAINERS.get(Generation.container(variant.app()));
			if (!variant.copyOfBaseline() && container != null && taken.add(container)) {
				put(variant, container);
			}
		}
		int next = 0;
		for (Variant variant : variants) {
			if (this.looks.containsKey(variant.id())) {
				continue;
			}
			if (variant.control()) {
				put(variant, CONTROL);
				continue;
			}
			put(variant, COLORS.get(next++ % COLORS.size()));
		}
	}

	public static VariantLooks of(List<Variant> variants) {
		return new VariantLooks(variants);
	}

	private void put(Variant variant, Color color) {
		int index = this.looks.size();
		this.looks.put(variant.id(), new Look(color, SHAPES.get(index % SHAPES.size()), variant.copyOfBaseline()));
	}

	/** A variant's look; one outside the run (none should be) is drawn grey. */
	public Look of(String variant) {
		return this.looks.getOrDefault(variant, new Look(Color.GRAY, SHAPES.get(0), false));
	}

	private static Shape triangle(boolean up) {
		double h = SIZE / 2;
		Path2D.Double path = new Path2D.Double();
		path.moveTo(0, up ? -h : h);
		path.lineTo(h, up ? h : -h);
		path.lineTo(-h, up ? h : -h);
		path.closePath();
		return path;
	}

	private static Shape hexagon() {
		double r = SIZE / 2 + 0.5;
		Path2D.Double path = new Path2D.Double();
		for (int corner = 0; corner < 6; corner++) {
			double angle = Math.PI / 3 * corner;
			if (corner == 0) {
				path.moveTo(r * Math.cos(angle), r * Math.sin(angle));
			}
			else {
				path.lineTo(r * Math.cos(angle), r * Math.sin(angle));
			}
		}
		path.closePath();
		return path;
	}

	private static Shape diamond() {
		double h = SIZE / 2 + 1;
		Path2D.Double path = new Path2D.Double();
		path.moveTo(0, -h);
		path.lineTo(h, 0);
		path.lineTo(0, h);
		path.lineTo(-h, 0);
		path.closePath();
		return path;
	}

	/** A plus sign with some width, so it can be drawn filled or hollow. */
	private static Shape cross() {
		double h = SIZE / 2;
		double w = SIZE / 6;
		Path2D.Double path = new Path2D.Double();
		path.moveTo(-w, -h);
		path.lineTo(w, -h);
		path.lineTo(w, -w);
		path.lineTo(h, -w);
		path.lineTo(h, w);
		path.lineTo(w, w);
		path.lineTo(w, h);
		path.lineTo(-w, h);
		path.lineTo(-w, w);
		path.lineTo(-h, w);
		path.lineTo(-h, -w);
		path.lineTo(-w, -w);
		path.closePath();
		return path;
	}

}
