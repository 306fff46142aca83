package io.github.bootbench.report.format.chart;

import java.awt.BasicStroke;
import java.awt.Color;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import io.github.bootbench.report.format.Names;
import io.github.bootbench.report.model.RunResult;
import io.github.bootbench.report.model.StartupSummary;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.data.category.DefaultCategoryDataset;

/** Each variant's time to first response and RSS at ready, a bar each. */
final class StartupCharts {

	private final RunResult report;

	private final ChartFiles files;

	private final VariantLooks looks;

	StartupCharts(RunResult report, ChartFiles files, VariantLooks looks) {
		this.report = report;
		this.files = files;
		this.looks = looks;
	}

	void startup() throws IOException {
		String over = Names.coldStarts(this.report.startup().values());
		bars("Time to first response (" + over + ")", "seconds", "startup-time.svg",
				(start) -> (start.firstResponseMedianMs() != null) ? start.firstResponseMedianMs() / 1000 : null);
		bars("RSS at ready (" + over + ")", "MB", "startup-rss.svg",
				(start) -> (start.rssKb() != null) ? start.rssKb() / 1024 : null);
	}

	/**
	 * One bar per variant in its colour; a copy of the baseline's bar light with a dashed
	 * outline, as its lines are dashed.
	 */
	private void bars(String title, String unit, String file, Function<StartupSummary, Double> figure)
			throws IOException {
		DefaultCategoryDataset dataset = new DefaultCategoryDataset();
		List<VariantLooks.Look> looks = new ArrayList<>();
		for (String variant : this.report.run().variantIds()) {
			Double value = figure.apply(this.report.startup().get(variant));
			if (value != null) {
				dataset.addValue(value, variant, unit);
				looks.add(this.looks.of(variant));
			}
		}
		if (looks.isEmpty()) {
			return;
		}
		JFreeChart chart = ChartFactory.createBarChart(title, null, unit, dataset, PlotOrientation.VERTICAL, true,
				false, false);
		CategoryPlot plot = chart.getCategoryPlot();
		plot.getDomainAxis().setTickLabelsVisible(false);
		BarRenderer renderer = (BarRenderer) plot.getRenderer();
		renderer.setBarPainter(new StandardBarPainter());
		renderer.setShadowVisible(false);
		renderer.setDrawBarOutline(true);
		for (int i = 0; i < looks.size(); i++) {
			VariantLooks.Look look = looks.get(i);
			Color color = look.color();
			renderer.setSeriesPaint(i,
					look.copy() ? new Color(color.getRed(), color.getGreen(), color.getBlue(), 70) : color);
			renderer.setSeriesOutlinePaint(i, color);
			renderer.setSeriesOutlineStroke(i, look.copy() ? look.line(2f) : new BasicStroke(1f));
		}
		plot.setBackgroundPaint(Color.WHITE);
		plot.setRangeGridlinePaint(Color.LIGHT_GRAY);
		ChartStyle.style(chart);
		this.files.save(chart, file);
	}

}
