package io.github.bootbench.report.model;

import java.util.ArrayList;
import java.util.List;

import io.github.bootbench.report.core.Method;
import io.github.bootbench.report.core.Verdict;
import io.github.bootbench.report.input.Measurement;
import io.github.bootbench.report.input.RunRecord;
import io.github.bootbench.report.input.Variant;
import io.github.bootbench.report.stats.Spread;

/**
 * A positive control as the run found it: a copy of the baseline whose every request
 * spends extra CPU in proportion to the app's own, so that on its saturated CPU its
 * throughput is (100 − P) % of the baseline's. Called slower near that ratio, it shows
 * the run could find a difference of that size; missed, it shows an {@code undecided}
 * cell elsewhere says little.
 *
 * @param variant its id
 * @param percent the planted slowdown
 * @param expectedRatio its throughput over the baseline's where the baseline's CPU was
 * saturated
 * @param cells judged throughput cells in which the baseline's server CPU was saturated
 * (the cost slows only a server whose CPU is the limit)
 * @param slowerCalls of those, the ones called slower
 * @param medianRatio their median ratio, or null without any
 * @param unsaturatedCells judged cells left out because the baseline's CPU was not
 * saturated
 */
public record PlantedControl(String variant, double percent, double expectedRatio, int cells, int slowerCalls,
		Double medianRatio, int unsaturatedCells) {

	static List<PlantedControl> of(RunRecord.Options options, List<RatioRow> ratios, List<Measurement> windows) {
		List<PlantedControl> controls = new ArrayList<>();
		for (Variant variant : options.variants()) {
			Double percent = variant.plantedPercent();
			if (percent == null) {
				continue;
			}
			List<RatioRow> judged = ratios.stream()
				.filter((r) -> r.throughput() && r.judged() && r.variant().equals(variant.id()))
				.toList();
			List<RatioRow> saturated = judged.stream().filter((r) -> baselineSaturated(windows, r)).toList();
			List<Double> found = saturated.stream().map(RatioRow::ratio).toList();
			controls.add(new PlantedControl(variant.id(), percent, 1 - percent / 100, saturated.size(),
					(int) saturated.stream().filter((r) -> r.verdict() == Verdict.SLOWER).count(),
					found.isEmpty() ? null : Spread.of(found).median(), judged.size() - saturated.size()));
		}
		return List.copyOf(controls);
	}

	/**
	 * Whether the baseline's server CPU was saturated in this ratio's cell, by the median
	 * over its windows.
	 */
	private static boolean baselineSaturated(List<Measurement> windows, RatioRow row) {
		List<Double> cpu = windows.stream()
			.filter((w) -> w.variant().equals(row.baseline()) && w.endpoint().equals(row.endpoint())
					&& w.key().tool().equals(row.tool()) && w.key().concurrency() == row.concurrency()
					&& w.usage().serverCpuAvgPercent() != null)
			.map((w) -> w.usage().serverCpuAvgPercent())
			.toList();
		return !cpu.isEmpty() && Spread.of(cpu).median() >= Method.SATURATED_PERCENT;
	}

}
