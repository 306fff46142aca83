package io.github.bootbench.report.model;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.core.Verdict;
import io.github.bootbench.report.input.RunRecord;
import io.github.bootbench.report.input.Variant;

/**
 * A run's main verdicts, counted, for the index: per variant and endpoint the ratios its
 * run called and those it judged, the controls' included; what its features say (a
 * sweep's choice per app, a memory phase's smallest heaps). The index words them in a few
 * words, without a ratio.
 *
 * @param calls per variant the verdicts of its comparisons: throughput against the
 * baseline (each fixed-rate latency percentile in a fixed-rate run; throughput per MB in
 * a memory run; none but the controls' in a sweep, whose settings are compared with their
 * app's default)
 * @param parts what each feature says of the run, in a few words each ({@link Part})
 */
public record RunHeadline(List<Calls> calls, List<String> parts) {

	/**
	 * What a feature says of a run in the index's headline, read back from the run's
	 * results.json. Each feature names its own in
	 * {@code META-INF/services/io.github.bootbench.report.model.RunHeadline$Part}; their
	 * words come first, in that file's order.
	 */
	public interface Part {

		/**
		 * Its words, each a part of the headline; none where the run has none of it; an
		 * {@link IOException} where its part of results.json does not read.
		 */
		List<String> words(RunRecord record, JsonNode results) throws IOException;

	}

	/** What every feature says of the run recorded so, whose results.json this is. */
	public static List<String> featureWords(RunRecord record, JsonNode results) throws IOException {
		List<String> parts = new ArrayList<>();
		for (Part part : ServiceLoader.load(Part.class)) {
			parts.addAll(part.words(record, results));
		}
		return List.copyOf(parts);
	}

	/**
	 * One variant's verdicts.
	 *
	 * @param role {@link SummaryLine#COMPARISON}, {@link SummaryLine#CONTROL} or
	 * {@link SummaryLine#PLANTED}
	 * @param plantedPercent its planted slowdown, or null
	 * @param judged per endpoint, its ratios with a verdict
	 * @param called per endpoint, its ratios per verdict that calls a difference
	 */
	public record Calls(String variant, String role, Double plantedPercent, Map<String, Integer> judged,
			Map<String, Map<String, Integer>> called) {

		/** How many of its ratios reached a verdict. */
		public int judgedCount() {
			return this.judged.values().stream().mapToInt(Integer::intValue).sum();
		}

		/** How many of its ratios were called faster, slower, higher or lower. */
		public int calledCount() {
			return this.called.values().stream().flatMap((v) -> v.values().stream()).mapToInt(Integer::intValue).sum();
		}

	}

	/**
	 * @param ratios results.json's {@code ratios}
	 * @param parts what the features say of the run ({@link #featureWords})
	 * @param memoryComparisons the memory phase's comparisons (empty without it): what a
	 * memory-only run's calls count
	 */
	public static RunHeadline of(RunRecord record, List<RatioRow> ratios, List<String> parts,
			List<RatioRow> memoryComparisons) {
		boolean memoryOnly = record.options().memory() != null && record.options().memory().only();
		List<RatioRow> judgedOn = memoryOnly ? memoryComparisons
				: ratios.stream()
					.filter((r) -> (r.throughput() && !Tool.atFixedRate(r.tool()))
							|| (!r.throughput() && Tool.atFixedRate(r.tool())))
					.toList();
		List<Calls> calls = new ArrayList<>();
		for (Variant variant : record.options().variants()) {
			List<RatioRow> own = judgedOn.stream().filter((r) -> r.variant().equals(variant.id())).toList();
			if (own.isEmpty() || (record.options().sweep() != null && !variant.copyOfBaseline())) {
				continue;
			}
			Map<String, Map<String, Integer>> called = new LinkedHashMap<>();
			Map<String, Integer> judged = new LinkedHashMap<>();
			for (RatioRow ratio : own) {
				if (judged(ratio)) {
					judged.merge(ratio.endpoint(), 1, Integer::sum);
				}
				if (ratio.called()) {
					called.computeIfAbsent(ratio.endpoint(), (e) -> new LinkedHashMap<>())
						.merge(ratio.verdictWord(), 1, Integer::sum);
				}
			}
			calls.add(new Calls(variant.id(),
					variant.control() ? SummaryLine.CONTROL
							: variant.planted() ? SummaryLine.PLANTED : SummaryLine.COMPARISON,
					variant.plantedPercent(), judged, called));
		}
		return new RunHeadline(List.copyOf(calls), List.copyOf(parts));
	}

	/** Whether a verdict was reached (a memory ratio may be not shown). */
	private static boolean judged(RatioRow row) {
		return row.verdict() != Verdict.NOT_JUDGED && row.verdict() != Verdict.NOT_SHOWN;
	}

}
