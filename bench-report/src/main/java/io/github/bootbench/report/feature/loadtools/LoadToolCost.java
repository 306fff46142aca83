package io.github.bootbench.report.feature.loadtools;

import java.util.Map;

import io.github.bootbench.report.core.Tool;

/**
 * What one load tool spends on a request beside what the server spends on it, over every
 * cell of the runs where the server was the bottleneck and the tool was not: the CPU the
 * tool needs to keep a server of more CPUs at its ceiling, if both costs per request hold
 * at that scale.
 *
 * @param tool the load tool
 * @param cells the cells it was read from (run, variant, endpoint, level)
 * @param runs the runs they are of
 * @param toolUs the tool's CPU per request, µs, the median over the cells
 * @param serverUs the server's CPU per request in the same cells, µs, the median
 * @param ratio the tool's CPU over the server's per request, the median over the cells
 * @param highestRatio the highest cell's ratio: the request the server spends least on
 * against what the tool spends on it
 * @param highestCell that cell
 * ({@code 2026-11-22T23-26-42Z boot4-jetty /test/empty c=100})
 * @param loadCpus per server CPU count, the load CPUs that keep the tool below saturation
 * at {@link #highestRatio}
 */
public record LoadToolCost(Tool tool, int cells, int runs, double toolUs, double serverUs, double ratio,
		double highestRatio, String highestCell, Map<Integer, Integer> loadCpus) {

}
