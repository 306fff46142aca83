package io.github.bootbench.report.model;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import io.github.bootbench.report.core.Bottleneck;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.core.Verdict;
import io.github.bootbench.report.input.RunDatabase;

/**
 * What a run found, as data: the formats write the sentences. In results.json each
 * carries its {@code kind}.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.SIMPLE_NAME, property = "kind")
public sealed interface Finding {

	/**
	 * A variant's throughput ratios on one endpoint, grouped by verdict (a run measured
	 * in blocks); for async against block, the endpoint is {@code async} and the baseline
	 * {@code block}.
	 */
	record RatioVerdicts(String endpoint, String variant, String baseline, boolean control,
			@JsonIgnore Map<Verdict, List<RatioRow>> byVerdict) implements Finding {

		public int cells() {
			return this.byVerdict.values().stream().mapToInt(List::size).sum();
		}

		/**
		 * Per verdict, its cells ({@code wrk c=100}): in results.json, where every ratio
		 * is already under {@code ratios}.
		 */
		@JsonProperty("cellsByVerdict")
		public Map<String, List<String>> cellsByVerdict() {
			Map<String, List<String>> cells = new LinkedHashMap<>();
			this.byVerdict.forEach((verdict, rows) -> cells.put(verdict.word(),
					rows.stream().map((row) -> Tool.withLevel(row.tool(), row.concurrency())).toList()));
			return cells;
		}

	}

	/**
	 * A variant's fixed-rate latency ratios on one endpoint, every percentile at every
	 * rate, grouped by verdict: what a fixed-rate run found.
	 */
	record LatencyVerdicts(String endpoint, String variant, String baseline, boolean control,
			@JsonIgnore Map<Verdict, List<RatioRow>> byVerdict) implements Finding {

		public int ratios() {
			return this.byVerdict.values().stream().mapToInt(List::size).sum();
		}

		/**
		 * Per verdict, its percentiles and rates ({@code p99 hyperfoil 2228/s}): in
		 * results.json, where every ratio is already under {@code ratios}.
		 */
		@JsonProperty("ratiosByVerdict")
		public Map<String, List<String>> ratiosByVerdict() {
			Map<String, List<String>> ratios = new LinkedHashMap<>();
			this.byVerdict.forEach((verdict, rows) -> ratios.put(verdict.word(),
					rows.stream()
						.map((row) -> row.metric() + " " + Tool.withLevel(row.tool(), row.concurrency()))
						.toList()));
			return ratios;
		}

	}

	/**
	 * @param cells cells with the load tool at its ceiling
	 * @param withFigures cells with figures
	 * @param byTool those cells per tool (tools with none left out)
	 * @param serverToo those of them with the server saturated as well
	 * @param besideDatabase whether a database shared the load CPUs, so that the ceiling
	 * was theirs, the tool's and the database's together
	 */
	record ToolCeiling(long cells, long withFigures, Map<String, Long> byTool, long serverToo,
			boolean besideDatabase) implements Finding {

	}

	/** Cells had figures and none was tool-bound. */
	record NoToolCeiling() implements Finding {

	}

	/**
	 * Startup figures over the cold starts (medians where there were several), per
	 * variant (variants without a successful start left out).
	 */
	record Startup(Map<String, Double> firstResponseMs, Map<String, Double> rssKb) implements Finding {

	}

	/**
	 * The highest live-thread reading after the measurements at the highest concurrency,
	 * per variant.
	 */
	record Threads(int concurrency, Map<String, Double> live) implements Finding {

	}

	/**
	 * Failed measurements, failed sessions, and transport errors over every measurement.
	 */
	record Failures(long measurements, long sessions, long errors) implements Finding {

	}

	/**
	 * The run's database failed, as run.json records it: why, and when it was recorded.
	 */
	record DatabaseFailed(String product, String reason, String failedAt) implements Finding {

	}

	static List<Finding> of(RunResult result) {
		List<Finding> findings = new ArrayList<>();
		findings.addAll(ratioVerdicts(result.ratios()));
		findings.addAll(latencyVerdicts(result.ratios()));
		// Those against the run's baseline are among the ratios already.
		String baseline = result.run().record().options().variants().get(0).id();
		findings.addAll(
				ratioVerdicts(result.toOwnDefault().stream().filter((r) -> !r.baseline().equals(baseline)).toList()));
		findings.addAll(ratioVerdicts(result.acrossGenerations()));
		findings.addAll(ratioVerdicts(result.withinGeneration()));
		findings.addAll(ratioVerdicts(result.asyncToBlock()));
		long toolBound = result.cells().filter(CellFigures::toolBound).count();
		long withFigures = result.cells().filter((cell) -> cell.throughput() != null).count();
		if (toolBound > 0) {
			Map<String, Long> byTool = new LinkedHashMap<>();
			result.rows()
				.forEach((row) -> byTool.merge(row.tool().id(),
						row.cells().values().stream().filter(CellFigures::toolBound).count(), Long::sum));
			byTool.values().removeIf((count) -> count == 0);
			findings.add(new ToolCeiling(toolBound, withFigures, byTool,
					result.cells().filter((cell) -> cell.bottleneck() == Bottleneck.BOTH).count(),
					result.run().record().database() != null));
		}
		else if (withFigures > 0) {
			findings.add(new NoToolCeiling());
		}
		Map<String, Double> first = new LinkedHashMap<>();
		Map<String, Double> rss = new LinkedHashMap<>();
		result.startup().forEach((variant, startup) -> {
			if (startup.firstResponseMedianMs() != null) {
				first.put(variant, startup.firstResponseMedianMs());
			}
			if (startup.rssKb() != null) {
				rss.put(variant, startup.rssKb());
			}
		});
		if (!first.isEmpty()) {
			findings.add(new Startup(first, rss));
		}
		Integer highest = result.highestConcurrency();
		if (highest != null) {
			Map<String, Double> live = new LinkedHashMap<>();
			result.variantIds().forEach((variant) -> {
				Double threads = result.level(variant, highest).threadsLive();
				if (threads != null) {
					live.put(variant, threads);
				}
			});
			if (!live.isEmpty()) {
				findings.add(new Threads(highest, live));
			}
		}
		RunDatabase database = result.run().record().database();
		if (database != null && database.failed()) {
			findings.add(new DatabaseFailed(RunDatabase.PRODUCT, database.failure(), database.failedAt()));
		}
		findings.add(new Failures(result.judged().stream().filter((r) -> !r.ok()).count(),
				result.run().record().sessions().stream().filter((s) -> !s.ok()).count(),
				result.judged()
					.stream()
					.map((r) -> r.load().errors())
					.filter((e) -> e != null)
					.mapToLong(Long::longValue)
					.sum()));
		return List.copyOf(findings);
	}

	private static List<Finding> latencyVerdicts(List<RatioRow> ratios) {
		Map<List<String>, Map<Verdict, List<RatioRow>>> groups = new LinkedHashMap<>();
		Map<List<String>, Boolean> control = new LinkedHashMap<>();
		for (RatioRow ratio : ratios) {
			if (ratio.throughput() || !Tool.atFixedRate(ratio.tool())) {
				continue;
			}
			List<String> key = List.of(ratio.endpoint(), ratio.variant(), ratio.baseline());
			groups.computeIfAbsent(key, (k) -> byVerdict()).get(ratio.verdict()).add(ratio);
			control.put(key, ratio.control());
		}
		List<Finding> findings = new ArrayList<>();
		groups.forEach((key, byVerdict) -> {
			byVerdict.values().removeIf(List::isEmpty);
			findings.add(new LatencyVerdicts(key.get(0), key.get(1), key.get(2), control.get(key), byVerdict));
		});
		return findings;
	}

	/** An empty list per verdict, in the verdicts' order. */
	private static Map<Verdict, List<RatioRow>> byVerdict() {
		Map<Verdict, List<RatioRow>> verdicts = new LinkedHashMap<>();
		for (Verdict verdict : Verdict.values()) {
			verdicts.put(verdict, new ArrayList<>());
		}
		return verdicts;
	}

	private static List<Finding> ratioVerdicts(List<RatioRow> ratios) {
		Map<List<String>, Map<Verdict, List<RatioRow>>> groups = new LinkedHashMap<>();
		Map<List<String>, Boolean> control = new LinkedHashMap<>();
		for (RatioRow ratio : ratios) {
			if (!ratio.throughput()) {
				continue;
			}
			List<String> key = List.of(ratio.endpoint(), ratio.variant(), ratio.baseline());
			groups.computeIfAbsent(key, (k) -> byVerdict()).get(ratio.verdict()).add(ratio);
			control.put(key, ratio.control());
		}
		List<Finding> findings = new ArrayList<>();
		groups.forEach((key, byVerdict) -> {
			byVerdict.values().removeIf(List::isEmpty);
			findings.add(new RatioVerdicts(key.get(0), key.get(1), key.get(2), control.get(key), byVerdict));
		});
		return findings;
	}

}
