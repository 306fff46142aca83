package io.github.bootbench.report.feature.memory;

import java.awt.Color;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import io.github.bootbench.report.format.chart.ChartFiles;
import io.github.bootbench.report.format.chart.ChartStyle;
import io.github.bootbench.report.model.RunResult;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.data.category.DefaultCategoryDataset;

/**
 * The memory phase's chart: committed native memory after the reference load, by NMT
 * group, one stacked bar per variant (median MB over the memory rounds).
 */
final class MemoryChart {

	/** One colour per NMT group, in {@link NativeMemory#GROUPS} order, then the rest. */
	private static final List<Color> NMT_COLORS = List.of(new Color(0x2B, 0x6C, 0xB0), new Color(0xD9, 0x82, 0x2B),
			new Color(0x2F, 0x85, 0x5A), new Color(0x6B, 0x3F, 0xA0), new Color(0xC0, 0x39, 0x2B),
			new Color(0x16, 0xA0, 0x85), new Color(0xF1, 0xC4, 0x0F), new Color(0x7F, 0x8C, 0x8D));

	private MemoryChart() {
	}

	/** Draws the chart when the phase read NMT, and returns what it wrote. */
	static List<String> write(MemoryResult memory, RunResult report, Path directory) throws IOException {
		if (memory == null) {
			return List.of();
		}
		DefaultCategoryDataset dataset = new DefaultCategoryDataset();
		List<String> groups = new ArrayList<>(NativeMemory.GROUPS);
		groups.add(NativeMemory.REST);
		for (MemoryResult.VariantMemory variant : memory.variants()) {
			for (String group : groups) {
				MemoryResult.Range range = variant.afterLoad().nmtGroupsMb().get(group);
				if (range != null) {
					dataset.addValue(range.median(), group, variant.variant());
				}
			}
		}
		if (dataset.getRowCount() == 0) {
			return List.of();
		}
		JFreeChart chart = ChartFactory.createStackedBarChart(
				"Native memory after the reference load (NMT, committed, median over rounds)", null, "MB", dataset,
				PlotOrientation.VERTICAL, true, false, false);
		CategoryPlot plot = chart.getCategoryPlot();
		BarRenderer renderer = (BarRenderer) plot.getRenderer();
		renderer.setBarPainter(new StandardBarPainter());
		renderer.setShadowVisible(false);
		for (int i = 0; i < dataset.getRowCount(); i++) {
			renderer.setSeriesPaint(i, NMT_COLORS.get(i % NMT_COLORS.size()));
		}
		plot.setBackgroundPaint(Color.WHITE);
		plot.setRangeGridlinePaint(Color.LIGHT_GRAY);
		ChartStyle.style(chart);
		ChartFiles files = ChartFiles.of(report, directory);
		files.save(chart, "memory-nmt.svg");
		return files.written();
	}

}
