package io.github.bootbench.report.feature.loadtools;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

import io.github.bootbench.report.core.Method;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.format.Names;
import io.github.bootbench.report.input.Measurement;
import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.stats.Spread;

/**
 * How many load CPUs each load tool needs for a server of more CPUs than these runs had,
 * from what the tool and the server each spent on a request in every window where the
 * server was saturated and the tool was not.
 *
 * @param runs the runs read
 * @param serverCpus the server CPU counts of the windows read
 * @param loadCpus the load CPU counts of the windows read
 * @param tools one line per tool that has such a window, in the order of {@link Tool}
 */
public record LoadTools(int runs, List<Integer> serverCpus, List<Integer> loadCpus, List<LoadToolCost> tools) {

	/** The server CPU counts the page gives the load CPUs for. */
	public static final List<Integer> SERVER_CPUS = List.of(1, 2, 4, 8, 16, 32);

	/**
	 * Each tool's cost from the windows of these runs. A window counts where it
	 * completed, its JIT was quiet, it was measured alone (no duet), the server's CPUs
	 * were at {@link Method#SATURATED_PERCENT} or more and the load CPUs below it; a
	 * cell's ratio is the median of its windows'.
	 */
	public static LoadTools of(List<RunDirectory> runs) {
		Map<Tool, Map<String, List<double[]>>> byTool = new TreeMap<>();
		Map<Tool, Set<String>> runsByTool = new TreeMap<>();
		Set<Integer> serverCpus = new TreeSet<>();
		Set<Integer> loadCpus = new TreeSet<>();
		for (RunDirectory run : runs) {
			for (Measurement window : run.measurements()) {
				double[] costs = costs(window);
				if (costs == null) {
					continue;
				}
				String cell = run.record().runId() + " " + window.variant() + " " + Names.endpoint(window.endpoint())
						+ " " + Tool.withLevel(window.key().tool(), window.key().concurrency());
				byTool.computeIfAbsent(window.key().tool(), (t) -> new LinkedHashMap<>())
					.computeIfAbsent(cell, (c) -> new ArrayList<>())
					.add(costs);
				runsByTool.computeIfAbsent(window.key().tool(), (t) -> new TreeSet<>()).add(run.record().runId());
				serverCpus.add(window.setting().serverCpus());
				loadCpus.add(window.setting().loadCpus());
			}
		}
		List<LoadToolCost> tools = new ArrayList<>();
		byTool.forEach((tool, cells) -> {
			List<Double> toolUs = new ArrayList<>();
			List<Double> serverUs = new ArrayList<>();
			List<Double> ratios = new ArrayList<>();
			String highestCell = null;
			double highest = 0;
			for (Map.Entry<String, List<double[]>> cell : cells.entrySet()) {
				double tu = median(cell.getValue(), 0);
				double su = median(cell.getValue(), 1);
				double ratio = median(cell.getValue(), 2);
				toolUs.add(tu);
				serverUs.add(su);
				ratios.add(ratio);
				if (ratio > highest) {
					highest = ratio;
					highestCell = cell.getKey();
				}
			}
			Map<Integer, Integer> needed = new LinkedHashMap<>();
			for (int server : SERVER_CPUS) {
				needed.put(server, loadCpusFor(server, highest));
			}
			tools.add(new LoadToolCost(tool, cells.size(), runsByTool.get(tool).size(), Spread.of(toolUs).median(),
					Spread.of(serverUs).median(), Spread.of(ratios).median(), highest, highestCell, needed));
		});
		return new LoadTools(runs.size(), List.copyOf(serverCpus), List.copyOf(loadCpus), List.copyOf(tools));
	}

	/**
	 * The load CPUs that keep a tool below saturation beside a server of this many CPUs
	 * at its ceiling, when the tool spends {@code ratio} of the server's CPU on a
	 * request.
	 */
	static int loadCpusFor(int serverCpus, double ratio) {
		return (int) Math.ceil(serverCpus * ratio * 100 / Method.SATURATED_PERCENT - 1e-9);
	}

	/**
	 * The tool's and the server's CPU per request, µs, and their ratio; null for a window
	 * that does not show the tool's cost beside a saturated server's.
	 */
	private static double[] costs(Measurement window) {
		Measurement.Usage usage = window.usage();
		Double rps = window.requestsPerSecond();
		if (!window.ok() || window.jitBusy() || window.key().duet() != null || usage == null || rps == null || rps <= 0
				|| usage.serverCpuAvgPercent() == null || usage.toolCpuAvgPercent() == null
				|| usage.loadCpuBusyPercent() == null) {
			return null;
		}
		if (usage.serverCpuAvgPercent() < Method.SATURATED_PERCENT
				|| usage.loadCpuBusyPercent() >= Method.SATURATED_PERCENT) {
			return null;
		}
		double server = usage.serverCpuAvgPercent() / 100 * window.setting().serverCapacity() / rps * 1_000_000;
		double tool = usage.toolCpuAvgPercent() / 100 * window.setting().loadCpus() / rps * 1_000_000;
		return new double[] { tool, server, tool / server };
	}

	private static double median(List<double[]> windows, int index) {
		return Spread.of(windows.stream().map((w) -> w[index]).toList()).median();
	}

}
