package io.github.bootbench.report.model;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import io.github.bootbench.report.stats.Bottleneck;
import io.github.bootbench.report.stats.RatioVerdict;
import io.github.bootbench.report.stats.Verdict;

/** What a run found, as data: the formats write the sentences. */
public sealed interface Finding {

	/**
	 * The verdicts of one endpoint's rows.
	 *
	 * @param leads each leader with the lead percentages of its rows, most leads first
	 * @param notJudged how many rows were not judged, per reason
	 */
	record EndpointLeads(String endpoint, int rows, Map<String, List<Double>> leads, int ties,
			Map<String, Long> notJudged) implements Finding {

	}

	/**
	 * Each container's async endpoint against its block endpoint, pair by pair (same tool
	 * and concurrency), in a run measured one container at a time: judged like a
	 * comparison of two runs, since async and block were measured apart.
	 */
	record AsyncAgainstBlock(List<ComparisonSummary.Line> containers) implements Finding {

	}

	/**
	 * A variant's throughput ratios on one endpoint, grouped by verdict (a run measured
	 * in blocks); for async against block, the endpoint is {@code async} and the baseline
	 * {@code block}.
	 */
	record RatioVerdicts(String endpoint, String variant, String baseline, boolean control,
			Map<String, List<RatioRow>> byVerdict) implements Finding {

		public int cells() {
			return this.byVerdict.values().stream().mapToInt(List::size).sum();
		}

	}

	/**
	 * @param cells cells with the load tool at its ceiling
	 * @param withFigures cells with figures
	 * @param byTool those cells per tool (tools with none left out)
	 * @param serverToo those of them with the server saturated as well
	 */
	record ToolCeiling(long cells, long withFigures, Map<String, Long> byTool, long serverToo) implements Finding {

	}

	/** Cells had figures and none was tool-bound. */
	record NoToolCeiling() implements Finding {

	}

	/**
	 * Medians over cold starts, per container (containers without a successful start left
	 * out).
	 */
	record Startup(Map<String, Double> firstResponseMs, Map<String, Double> rssKb) implements Finding {

	}

	/**
	 * The highest live-thread reading after the measurements at the highest concurrency,
	 * per container.
	 */
	record Threads(int concurrency, Map<String, Double> live) implements Finding {

	}

	/**
	 * Failed measurements, failed sessions, and transport errors over every measurement.
	 */
	record Failures(long measurements, long sessions, long errors) implements Finding {

	}

	static List<Finding> of(RunResult result) {
		List<Finding> findings = new ArrayList<>();
		if (result.assurance() != null) {
			findings.addAll(ratioVerdicts(result.ratios()));
			// Those against the run's baseline are among the ratios already.
			String baseline = result.run().record().options().variantList().get(0).id();
			findings.addAll(ratioVerdicts(
					result.toOwnDefault().stream().filter((r) -> !r.baseline().equals(baseline)).toList()));
			findings.addAll(ratioVerdicts(result.acrossGenerations()));
			findings.addAll(ratioVerdicts(result.asyncToBlock()));
		}
		else {
			result.run().endpoints().forEach((endpoint) -> findings.add(leads(result, endpoint)));
			if (result.run().endpoints().containsAll(List.of("block", "async"))) {
				findings.add(asyncAgainstBlock(result));
			}
		}
		long toolBound = result.cells().filter(Cell::toolBound).count();
		long withFigures = result.cells().filter((cell) -> cell.throughput() != null).count();
		if (toolBound > 0) {
			Map<String, Long> byTool = new LinkedHashMap<>();
			result.rows()
				.forEach((row) -> byTool.merge(row.tool(),
						row.cells().values().stream().filter(Cell::toolBound).count(), Long::sum));
			byTool.values().removeIf((count) -> count == 0);
			findings.add(new ToolCeiling(toolBound, withFigures, byTool,
					result.cells().filter((cell) -> cell.bottleneck() == Bottleneck.BOTH).count()));
		}
		else if (withFigures > 0) {
			findings.add(new NoToolCeiling());
		}
		Map<String, Double> first = new LinkedHashMap<>();
		Map<String, Double> rss = new LinkedHashMap<>();
		result.startup().forEach((container, startup) -> {
			if (startup.firstResponseMedianMs() != null) {
				first.put(container, startup.firstResponseMedianMs());
			}
			if (startup.rssKb() != null) {
				rss.put(container, startup.rssKb());
			}
		});
		if (!first.isEmpty()) {
			findings.add(new Startup(first, rss));
		}
		Integer highest = result.highestConcurrency();
		if (highest != null) {
			Map<String, Double> live = new LinkedHashMap<>();
			result.containers().forEach((container) -> {
				Double threads = result.level(container, highest).threadsLive();
				if (threads != null) {
					live.put(container, threads);
				}
			});
			if (!live.isEmpty()) {
				findings.add(new Threads(highest, live));
			}
		}
		findings.add(new Failures(result.measurements().stream().filter((r) -> !r.ok()).count(),
				result.run().record().sessions().stream().filter((s) -> !s.ok()).count(),
				result.measurements()
					.stream()
					.map((r) -> r.load().errors())
					.filter((e) -> e != null)
					.mapToLong(Long::longValue)
					.sum()));
		return List.copyOf(findings);
	}

	private static List<Finding> ratioVerdicts(List<RatioRow> ratios) {
		Map<List<String>, Map<String, List<RatioRow>>> groups = new LinkedHashMap<>();
		Map<List<String>, Boolean> control = new LinkedHashMap<>();
		for (RatioRow ratio : ratios) {
			if (!ratio.throughput()) {
				continue;
			}
			List<String> key = List.of(ratio.endpoint(), ratio.variant(), ratio.baseline());
			Map<String, List<RatioRow>> byVerdict = groups.computeIfAbsent(key, (k) -> {
				Map<String, List<RatioRow>> verdicts = new LinkedHashMap<>();
				for (RatioVerdict verdict : RatioVerdict.values()) {
					verdicts.put(verdict.word(), new ArrayList<>());
				}
				return verdicts;
			});
			byVerdict.get(ratio.verdict()).add(ratio);
			control.put(key, ratio.control());
		}
		List<Finding> findings = new ArrayList<>();
		groups.forEach((key, byVerdict) -> {
			byVerdict.values().removeIf(List::isEmpty);
			findings.add(new RatioVerdicts(key.get(0), key.get(1), key.get(2), control.get(key), byVerdict));
		});
		return findings;
	}

	private static EndpointLeads leads(RunResult result, String endpoint) {
		List<Row> rows = result.rows().stream().filter((row) -> row.endpoint().equals(endpoint)).toList();
		Map<String, List<Double>> leads = new LinkedHashMap<>();
		int ties = 0;
		Map<String, Long> notJudged = new LinkedHashMap<>();
		for (Row row : rows) {
			Verdict verdict = row.verdict();
			switch (verdict.kind()) {
				case LEAD ->
					leads.computeIfAbsent(verdict.leader(), (c) -> new ArrayList<>()).add(verdict.leadPercent());
				case TIE -> ties++;
				case NOT_JUDGED -> notJudged.merge(verdict.reason(), 1L, Long::sum);
			}
		}
		Map<String, List<Double>> mostFirst = leads.entrySet()
			.stream()
			.sorted(Comparator.comparingInt((Map.Entry<String, List<Double>> e) -> e.getValue().size()).reversed())
			.collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue, (a, b) -> a, LinkedHashMap::new));
		return new EndpointLeads(endpoint, rows.size(), mostFirst, ties, notJudged);
	}

	private static AsyncAgainstBlock asyncAgainstBlock(RunResult result) {
		double minEffectPercent = Ratios.minEffect(result.run().record().options()) * 100;
		long seed = result.run().record().runId().hashCode();
		List<ComparisonSummary.Line> containers = new ArrayList<>();
		for (String container : result.containers()) {
			List<RunComparison.Pair> pairs = new ArrayList<>();
			for (Row block : result.rows()) {
				if ("block".equals(block.endpoint())) {
					result.row("async", block.tool(), block.concurrency())
						.ifPresent((async) -> pairs.add(RunComparison.pair(block, container,
								block.cells().get(container), async.cells().get(container), minEffectPercent, seed)));
				}
			}
			containers.add(ComparisonSummary.line(container, "async", pairs));
		}
		return new AsyncAgainstBlock(containers);
	}

}
