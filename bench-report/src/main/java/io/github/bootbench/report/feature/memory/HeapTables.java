package io.github.bootbench.report.feature.memory;

import java.util.ArrayList;
import java.util.List;

import io.github.bootbench.report.core.Method;
import io.github.bootbench.report.core.Metric;
import io.github.bootbench.report.core.Verdict;
import io.github.bootbench.report.format.Names;
import io.github.bootbench.report.format.markdown.Markdown;
import io.github.bootbench.report.format.markdown.RatioText;
import io.github.bootbench.report.input.MemoryOptions;
import io.github.bootbench.report.model.RatioRow;
import io.github.bootbench.report.stats.RatioEstimate;

/**
 * The memory section's "Smallest heap and throughput per MB": the rule, each variant's
 * smallest heap and throughput per MB against the baseline, and every heap step against
 * the reference heap.
 */
final class HeapTables {

	private HeapTables() {
	}

	static void write(MemoryResult memory, StringBuilder md) {
		MemoryOptions options = memory.options();
		md.append("### Smallest heap and throughput per MB\n\n");
		md.append("**Smallest heap:** the smallest of ")
			.append(heaps(options))
			.append(" MB (as `-Xms` and `-Xmx`) that carries the reference load, together with every larger step: ")
			.append(Method.heapRule())
			.append(". Every memory round tries every step, so no round depends on another; a step that could not ")
			.append("be judged (too few rounds or windows) leaves the answer not judged, as in runs made with the ")
			.append("earlier search, which tried different steps in different rounds. ")
			.append("**Throughput per MB:** the reference heap's req/s over the mean RSS sampled under that load, ")
			.append("each window against the baseline's window at the same place in the same memory round, median ")
			.append("with its ")
			.append(Method.confidence())
			.append(" interval and verdict: ")
			.append(RatioEstimate.verdicts(memory.minEffectPercent())
				.replace("faster or slower", "higher or lower (throughput per MB)"))
			.append(".\n\n");
		md.append(heapTable(memory));
		md.append("Each heap step against the reference heap, over the rounds:\n\n");
		md.append(stepsTable(memory));
	}

	private static String heaps(MemoryOptions options) {
		List<String> heaps = new ArrayList<>();
		options.heapCandidatesMb().forEach((h) -> heaps.add(String.valueOf(h)));
		heaps.add(String.valueOf(options.referenceHeapMb()));
		return String.join(", ", heaps);
	}

	private static String heapTable(MemoryResult memory) {
		List<String> endpoints = memory.options().endpoints();
		List<String> header = new ArrayList<>(List.of("variant", "smallest heap"));
		for (String endpoint : endpoints) {
			header.add(Names.endpoint(endpoint) + " req/s per MB");
			header.add("against the baseline");
		}
		header.addAll(List.of("RSS under load", "heap committed after", "GCs during the load (young / old)",
				"trials (their time)"));
		List<List<String>> rows = new ArrayList<>();
		for (MemoryResult.VariantMemory variant : memory.variants()) {
			List<String> row = new ArrayList<>();
			row.add(variant.variant());
			Integer smallest = variant.heapSteps().smallestHeapMb();
			row.add((smallest != null) ? smallest + " MB" : "not judged");
			for (String endpoint : endpoints) {
				MemoryResult.Range perMb = variant.perMb().get(endpoint);
				row.add((perMb != null) ? MemoryTables.range(perMb, "%.1f") : "–");
				row.add(comparison(memory, variant.variant(), MemoryResult.PER_MB, endpoint));
			}
			row.add(MemoryTables.mb(variant.rssUnderLoadMb()));
			row.add(MemoryTables.mb(variant.afterLoad().heapCommittedMb()));
			MemoryResult.Range young = variant.gcDuringLoad().get("young");
			MemoryResult.Range old = variant.gcDuringLoad().get("old");
			row.add(MemoryTables.count(young) + " / " + MemoryTables.count(old));
			String capped = (variant.cappedWarmups() > 0) ? "; " + variant.cappedWarmups() + " warm-up(s) at the cap"
					: "";
			row.add(variant.trials() + " (" + variant.trialSeconds() / 60 + " min " + variant.trialSeconds() % 60 + " s"
					+ capped + ")");
			rows.add(row);
		}
		return Markdown.table(header, rows);
	}

	/**
	 * Every heap step of every variant against its reference heap: the rule's evidence
	 * for the smallest heap.
	 */
	static String stepsTable(MemoryResult memory) {
		List<String> endpoints = memory.options().endpoints();
		List<String> header = new ArrayList<>(List.of("variant", "heap"));
		endpoints.forEach((endpoint) -> header.add(Names.endpoint(endpoint) + " against the reference heap"));
		header.add("verdict");
		List<List<String>> rows = new ArrayList<>();
		for (MemoryResult.VariantMemory variant : memory.variants()) {
			for (HeapSteps.Step step : variant.heapSteps().steps()) {
				List<String> row = new ArrayList<>(List.of(variant.variant(), step.heapMb() + " MB"));
				for (String endpoint : endpoints) {
					RatioRow ratio = step.toReference().get(endpoint);
					row.add((ratio != null && ratio.ratio() != null) ? RatioText.interval(ratio) : "–");
				}
				String reason = reason(step);
				row.add(step.verdict() + ((reason != null) ? " (" + reason + ")" : ""));
				rows.add(row);
			}
		}
		return Markdown.table(header, rows);
	}

	/**
	 * Why a step carries no answer, its endpoints by their paths: those whose interval
	 * reaches below the rule's share, or could not be judged.
	 */
	private static String reason(HeapSteps.Step step) {
		List<String> endpoints = step.toReference()
			.entrySet()
			.stream()
			.filter((e) -> e.getValue().verdict().equals(step.verdict()))
			.map((e) -> Names.endpoint(e.getKey())
					+ (step.verdict() == Verdict.NOT_JUDGED ? ": " + e.getValue().reason() : ""))
			.toList();
		if (step.verdict() == Verdict.NOT_SHOWN && !endpoints.isEmpty()) {
			return String.join(", ", endpoints) + ": the interval reaches below " + Method.heapKeepsAtLeast();
		}
		if (step.verdict() == Verdict.NOT_JUDGED && !endpoints.isEmpty()) {
			return String.join("; ", endpoints);
		}
		return step.reason();
	}

	private static String comparison(MemoryResult memory, String variant, Metric metric, String endpoint) {
		return memory.comparisons()
			.stream()
			.filter((r) -> r.variant().equals(variant) && r.metric() == metric && r.endpoint().equals(endpoint))
			.findFirst()
			.map(RatioText::cell)
			.orElse("baseline");
	}

}
