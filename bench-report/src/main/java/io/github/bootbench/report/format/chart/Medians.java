package io.github.bootbench.report.format.chart;

import java.io.Serial;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import io.github.bootbench.report.model.CellMedian;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.annotations.XYTextAnnotation;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.SymbolAxis;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYErrorRenderer;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;

/**
 * A chart of each variant's median at each level with the interval of that median, the
 * variants side by side at a level (dodged) so that no interval hides another, a line
 * through each variant's medians.
 */
public final class Medians {

	/**
	 * The share of the space between two levels the variants spread over: levels as
	 * categories, or at their values, where a point drawn far off its level would
	 * misread.
	 */
	private static final double DODGE = 0.3;

	private static final double DODGE_AT_VALUES = 0.08;

	/**
	 * How far right of its point a mark's words start, as a share of the space between
	 * levels.
	 */
	private static final double MARK_GAP = 0.015;

	/** Room above and below the data, as a share of the axis. */
	private static final double MARGIN = 0.05;

	private final VariantLooks looks;

	private final List<String> levels;

	private final List<Double> positions;

	private final Map<String, List<CellMedian>> byVariant = new LinkedHashMap<>();

	/** Words written beside a variant's point, by variant and level. */
	private final Map<String, Map<Integer, String>> marks = new LinkedHashMap<>();

	/** Levels as categories, equally spaced, each labelled. */
	Medians(VariantLooks looks, List<String> levels) {
		this(looks, levels, null);
	}

	/**
	 * Levels at their values on a number axis (rates), so that the distance between them
	 * reads.
	 */
	public Medians(VariantLooks looks, List<String> levels, List<Double> positions) {
		this.looks = looks;
		this.levels = List.copyOf(levels);
		this.positions = (positions != null) ? List.copyOf(positions) : null;
	}

	/** A variant's medians, one a level in the levels' order (null: none there). */
	public void add(String variant, List<CellMedian> medians) {
		if (medians.stream().anyMatch((m) -> m != null)) {
			this.byVariant.put(variant, new ArrayList<>(medians));
		}
	}

	/**
	 * Writes a few words beside a variant's point at a level: what limited it, where it
	 * is not the container's figure.
	 */
	public void mark(String variant, int level, String words) {
		this.marks.computeIfAbsent(variant, (v) -> new LinkedHashMap<>()).put(level, words);
	}

	/** Whether any point is marked. */
	boolean marked() {
		return !this.marks.isEmpty();
	}

	/**
	 * Whether every point drawn is marked: the marks then say one thing of the whole
	 * chart, better said once under its title than beside each point.
	 */
	boolean everyPointMarked() {
		int points = 0;
		int marked = 0;
		for (Map.Entry<String, List<CellMedian>> entry : this.byVariant.entrySet()) {
			Map<Integer, String> marks = this.marks.getOrDefault(entry.getKey(), Map.of());
			for (int level = 0; level < entry.getValue().size(); level++) {
				if (entry.getValue().get(level) != null) {
					points++;
					marked += marks.containsKey(level) ? 1 : 0;
				}
			}
		}
		return points > 0 && marked == points;
	}

	/** The chart's height, with room for its legend. */
	public int height() {
		return ChartStyle.height(this.byVariant.size());
	}

	/**
	 * The chart.
	 * @param fromZero whether the value axis starts at 0; where not, it spans at least
	 * {@code minimumEffect} either side of the data's middle, so that a difference the
	 * run would not call is not drawn as a large one
	 * @param minimumEffect the run's minimum effect, as a fraction
	 */
	public JFreeChart chart(String title, String xTitle, String yTitle, boolean fromZero, double minimumEffect,
			String... subtitles) {
		YIntervalSeriesCollection dataset = new YIntervalSeriesCollection();
		XYErrorRenderer renderer = new XYErrorRenderer();
		renderer.setDrawXError(false);
		renderer.setDefaultLinesVisible(true);
		renderer.setDefaultShapesVisible(true);
		renderer.setCapLength(6);
		// The series' own stroke: a copy of the baseline's interval is dashed too.
		renderer.setErrorStroke(null);
		double gap = gap();
		int count = this.byVariant.size();
		int index = 0;
		List<XYTextAnnotation> annotations = new ArrayList<>();
		boolean annotate = !everyPointMarked();
		for (Map.Entry<String, List<CellMedian>> entry : this.byVariant.entrySet()) {
			double dodge = (this.positions != null) ? DODGE_AT_VALUES : DODGE;
			double offset = (count > 1) ? gap * dodge * ((double) index / (count - 1) - 0.5) : 0;
			YIntervalSeries series = new YIntervalSeries(entry.getKey());
			Map<Integer, String> marked = this.marks.getOrDefault(entry.getKey(), Map.of());
			for (int level = 0; level < this.levels.size(); level++) {
				CellMedian median = entry.getValue().get(level);
				if (median != null) {
					series.add(position(level) + offset, median.median(), median.low(), median.high());
					if (annotate && marked.containsKey(level)) {
						annotations.add(ChartStyle.note(position(level) + offset + gap * MARK_GAP, median.median(),
								marked.get(level), this.looks.of(entry.getKey()).color()));
					}
				}
			}
			dataset.addSeries(series);
			ChartStyle.look(renderer, index, this.looks.of(entry.getKey()), 1.5f);
			index++;
		}
		NumberAxis y = new NumberAxis(yTitle);
		y.setAutoRangeIncludesZero(fromZero);
		if (!fromZero && dataset.getSeriesCount() > 0) {
			double low = Double.MAX_VALUE;
			double high = -Double.MAX_VALUE;
			for (int series = 0; series < dataset.getSeriesCount(); series++) {
				for (int item = 0; item < dataset.getItemCount(series); item++) {
					low = Math.min(low, dataset.getStartYValue(series, item));
					high = Math.max(high, dataset.getEndYValue(series, item));
				}
			}
			double middle = (low + high) / 2;
			low = Math.min(low, middle * (1 - minimumEffect));
			high = Math.max(high, middle * (1 + minimumEffect));
			double pad = MARGIN * (high - low);
			y.setRange(low - pad, high + pad);
		}
		XYPlot plot = ChartStyle.whiteGrid(new XYPlot(dataset, xAxis(xTitle), y, renderer));
		annotations.forEach(plot::addAnnotation);
		return ChartStyle.chart(title, plot, subtitles);
	}

	private ValueAxis xAxis(String title) {
		if (this.positions == null) {
			SymbolAxis axis = new SymbolAxis(title, this.levels.toArray(new String[0]));
			axis.setGridBandsVisible(false);
			axis.setRange(-0.5, this.levels.size() - 0.5);
			return axis;
		}
		NumberAxis axis = new LevelAxis(title, this.positions, this.levels);
		// Every level is on the axis, one where no variant has a point too.
		double highest = this.positions.stream().mapToDouble(Double::doubleValue).max().orElse(1);
		axis.setRange(0, highest * (1 + 2 * MARGIN));
		return axis;
	}

	private double position(int level) {
		return (this.positions != null) ? this.positions.get(level) : level;
	}

	/** The smallest distance between two levels, the room the dodge spreads over. */
	private double gap() {
		if (this.positions == null || this.positions.size() < 2) {
			return (this.positions == null) ? 1 : this.positions.get(0) / 4;
		}
		double gap = Double.MAX_VALUE;
		for (int i = 1; i < this.positions.size(); i++) {
			gap = Math.min(gap, Math.abs(this.positions.get(i) - this.positions.get(i - 1)));
		}
		return gap;
	}

	/** A number axis whose ticks are the levels, labelled as the tables write them. */
	private static final class LevelAxis extends NumberAxis {

		@Serial
		private static final long serialVersionUID = 1L;

		private final transient List<Double> positions;

		private final transient List<String> labels;

		LevelAxis(String title, List<Double> positions, List<String> labels) {
			super(title);
			this.positions = positions;
			this.labels = labels;
		}

		@Override
		@SuppressWarnings("rawtypes")
		public List refreshTicks(java.awt.Graphics2D g2, org.jfree.chart.axis.AxisState state,
				java.awt.geom.Rectangle2D dataArea, org.jfree.chart.ui.RectangleEdge edge) {
			List<org.jfree.chart.axis.NumberTick> ticks = new ArrayList<>();
			for (int i = 0; i < this.positions.size(); i++) {
				ticks.add(new org.jfree.chart.axis.NumberTick(org.jfree.chart.axis.TickType.MAJOR,
						this.positions.get(i), this.labels.get(i), org.jfree.chart.ui.TextAnchor.TOP_CENTER,
						org.jfree.chart.ui.TextAnchor.TOP_CENTER, 0));
			}
			return ticks;
		}

	}

}
