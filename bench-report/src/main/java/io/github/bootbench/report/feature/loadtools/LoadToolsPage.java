package io.github.bootbench.report.feature.loadtools;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import io.github.bootbench.report.core.Method;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.format.markdown.Markdown;

/**
 * The load tools' page: the answer first (the load CPUs each tool needs for a server of
 * each size), then what it is read from and what it assumes.
 */
final class LoadToolsPage {

	private LoadToolsPage() {
	}

	static String write(LoadTools tools) {
		StringBuilder md = new StringBuilder("# How many load CPUs each load tool needs\n\n");
		md.append(String.format(Locale.ROOT,
				"For a server of N CPUs at its ceiling, the load CPUs that keep each tool below %.0f %% of them (where "
						+ "a cell is called tool-bound and left unjudged), at the highest ratio of the tool's CPU to the "
						+ "server's per request any cell of these %d runs read: the request the server spends least on. "
						+ "It assumes both costs per request hold at that scale; a run's Bottleneck table says whether "
						+ "they did.%n%n",
				Method.SATURATED_PERCENT, tools.runs()));
		List<String> header = new ArrayList<>(List.of("tool"));
		LoadTools.SERVER_CPUS.forEach((n) -> header.add("server of " + n));
		List<List<String>> rows = new ArrayList<>();
		for (LoadToolCost tool : tools.tools()) {
			List<String> row = new ArrayList<>(List.of(tool.tool().id()));
			tool.loadCpus().values().forEach((cpus) -> row.add(String.valueOf(cpus)));
			rows.add(row);
		}
		md.append(Markdown.table(header, rows));
		md.append("## What it is read from\n\n");
		md.append(String.format(Locale.ROOT,
				"Every window that completed with the JIT quiet, measured alone, with the server's CPUs at %.0f %% or "
						+ "more and the load CPUs below it: the tool's and the server's CPU per request (each one's "
						+ "share of its CPUs over the window, times their count, over the requests per second), their "
						+ "ratio, and each cell's median over its windows.%n%n",
				Method.SATURATED_PERCENT));
		List<List<String>> costs = new ArrayList<>();
		for (LoadToolCost tool : tools.tools()) {
			costs.add(List.of(tool.tool().id(), String.valueOf(tool.cells()), String.valueOf(tool.runs()),
					String.format(Locale.ROOT, "%.1f", tool.toolUs()),
					String.format(Locale.ROOT, "%.1f", tool.serverUs()),
					String.format(Locale.ROOT, "%.2f", tool.ratio()),
					String.format(Locale.ROOT, "%.2f", tool.highestRatio()), tool.highestCell()));
		}
		md.append(Markdown.table(List.of("tool", "cells", "runs", "tool µs/request (median)",
				"server µs/request (median)", "tool / server (median)", "tool / server (highest)", "highest in"),
				costs));
		List<String> without = new ArrayList<>();
		for (Tool tool : Tool.values()) {
			if (tools.tools().stream().noneMatch((t) -> t.tool() == tool)) {
				without.add(tool.id());
			}
		}
		if (!without.isEmpty()) {
			md.append("No window of ")
				.append(String.join(", ", without))
				.append(" had the server saturated and the tool not (a fixed-rate tool loads below the server's ceiling), "
						+ "so the page has no line for it.\n\n");
		}
		md.append("The windows had the server on ")
			.append(counts(tools.serverCpus()))
			.append(" and the load on ")
			.append(counts(tools.loadCpus()))
			.append(" of the same machine, where the kernel's share of a request is counted on both sides; a machine "
					+ "whose network stack costs otherwise, or a tool with more connections per thread, moves the "
					+ "ratio.\n");
		return md.toString();
	}

	/** {@code 1 CPU}, {@code 1 or 2 CPUs}. */
	private static String counts(List<Integer> cpus) {
		String words = String.join(" or ", cpus.stream().map(String::valueOf).toList());
		return words + ((cpus.size() == 1 && cpus.get(0) == 1) ? " CPU" : " CPUs");
	}

}
