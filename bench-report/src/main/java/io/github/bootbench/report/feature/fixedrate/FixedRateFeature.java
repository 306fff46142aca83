package io.github.bootbench.report.feature.fixedrate;

import java.util.List;

import io.github.bootbench.report.format.chart.ChartFiles;
import io.github.bootbench.report.format.chart.VariantLooks;
import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.model.Section;

/**
 * What the fixed-rate tool shows beyond its cells (which the core judges as every cell):
 * every window second by second ({@code timelines} in results.json after the warm-up's
 * ending, left out in a run without the tool), and charts after the forest plots: the p99
 * against the rate, each cell's latency at every percentile from its windows' histogram
 * logs, each cell's windows second by second. It has no part of the README of its own.
 */
public final class FixedRateFeature implements Section.Feature {

	@Override
	public List<Section> of(RunDirectory run) {
		List<FixedRateTimeline> timelines = FixedRateTimeline.of(run);
		// Read with the run, so that a histogram log that cannot be read fails the report
		// before any file of it is written.
		List<LatencyDistribution> distributions = LatencyDistribution.of(run);
		return List.of(new Section("timelines", "warmupEnding", timelines.isEmpty() ? null : timelines, true, null,
				(result, md) -> {
				})
			.withCharts(Section.ChartPlace.RATIOS, (result, directory) -> {
				ChartFiles files = ChartFiles.of(result, directory);
				VariantLooks looks = VariantLooks.of(run.record().options().variants());
				FixedRateCharts fixedRate = new FixedRateCharts(result, distributions, files, looks);
				fixedRate.latencyAgainstRate();
				fixedRate.percentiles();
				new TimelineCharts(result, timelines, files, looks).timelines();
				return files.written();
			}));
	}

}
