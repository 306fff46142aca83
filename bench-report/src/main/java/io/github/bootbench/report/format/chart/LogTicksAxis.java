package io.github.bootbench.report.format.chart;

import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.function.DoubleFunction;

import org.jfree.chart.axis.AxisState;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberTick;
import org.jfree.chart.axis.TickType;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.chart.ui.TextAnchor;

/**
 * A logarithmic axis with its ticks where the chart wants them, each labelled as it
 * wants: ratios on either side of 1 (0.5 as far from 1 as 2), or percentiles on
 * HdrHistogram's nines. JFreeChart's own log axis puts ticks at powers of its base only.
 */
public final class LogTicksAxis extends LogAxis {

	private static final long serialVersionUID = 1L;

	/**
	 * Ratios a ratio axis may mark: each below 1 the reciprocal of one above, rounded as
	 * labelled.
	 */
	private static final double[] RATIO_TICKS = { 0.1, 0.2, 0.25, 0.33, 0.5, 0.67, 0.8, 0.9, 0.95, 1, 1.05, 1.11, 1.25,
			1.5, 2, 3, 4, 5, 10 };

	/** The fewest ratio ticks wide enough apart: at least this share of the axis. */
	private static final double RATIO_TICK_SPACING = 1.0 / 14;

	private final transient List<Double> ticks;

	private final transient DoubleFunction<String> label;

	LogTicksAxis(String title, List<Double> ticks, DoubleFunction<String> label) {
		super(title);
		this.ticks = List.copyOf(ticks);
		this.label = label;
		setMinorTickMarksVisible(false);
	}

	/**
	 * A ratio axis from 1/reach to reach, so that 1 is in the middle and a ratio and its
	 * reciprocal lie as far from it.
	 */
	public static LogTicksAxis ratios(String title, double reach) {
		double span = 2 * Math.log(reach);
		List<Double> ticks = new ArrayList<>();
		// Nearest 1 first: where they crowd, the ticks near 1 are kept.
		for (double tick : Arrays.stream(RATIO_TICKS)
			.boxed()
			.sorted(Comparator.comparingDouble((t) -> Math.abs(Math.log(t))))
			.toList()) {
			boolean clear = ticks.stream()
				.allMatch((t) -> Math.abs(Math.log(t) - Math.log(tick)) >= RATIO_TICK_SPACING * span);
			if (Math.abs(Math.log(tick)) <= Math.log(reach) && clear) {
				ticks.add(tick);
			}
		}
		LogTicksAxis axis = new LogTicksAxis(title, ticks, (value) -> {
			String text = String.format(Locale.ROOT, "%.2f", value);
			return text.replaceFirst("0$", "").replaceFirst("\\.0$", "");
		});
		axis.setRange(1 / reach, reach);
		return axis;
	}

	/**
	 * HdrHistogram's "nines" axis: a percentile p drawn at 1/(1 − p), so that 90 %, 99 %,
	 * 99.9 % lie equally far apart, from 0 % to the first nine past {@code highest}.
	 * @param highest the largest 1/(1 − p) drawn
	 */
	public static LogTicksAxis nines(String title, double highest) {
		int nines = Math.max(1, (int) Math.ceil(Math.log10(highest) - 1e-9));
		List<Double> ticks = new ArrayList<>();
		for (int k = 0; k <= nines; k++) {
			ticks.add(Math.pow(10, k));
		}
		LogTicksAxis axis = new LogTicksAxis(title, ticks, (value) -> {
			int k = (int) Math.round(Math.log10(value));
			if (k == 0) {
				return "0 %";
			}
			if (k == 1) {
				return "90 %";
			}
			return "9".repeat(Math.min(k, 2)) + ((k > 2) ? "." + "9".repeat(k - 2) : "") + " %";
		});
		axis.setRange(1, Math.pow(10, nines));
		return axis;
	}

	/** Where a percentile lies on the nines axis: 1/(1 − p). */
	public static double nine(double percent) {
		return 1 / (1 - percent / 100);
	}

	@Override
	@SuppressWarnings("rawtypes")
	public List refreshTicks(Graphics2D g2, AxisState state, Rectangle2D dataArea, RectangleEdge edge) {
		TextAnchor anchor;
		if (edge == RectangleEdge.TOP) {
			anchor = TextAnchor.BOTTOM_CENTER;
		}
		else if (edge == RectangleEdge.BOTTOM) {
			anchor = TextAnchor.TOP_CENTER;
		}
		else {
			anchor = (edge == RectangleEdge.LEFT) ? TextAnchor.CENTER_RIGHT : TextAnchor.CENTER_LEFT;
		}
		List<NumberTick> result = new ArrayList<>();
		for (double tick : this.ticks) {
			if (getRange().contains(tick)) {
				result.add(new NumberTick(TickType.MAJOR, tick, this.label.apply(tick), anchor, anchor, 0));
			}
		}
		return result;
	}

}
