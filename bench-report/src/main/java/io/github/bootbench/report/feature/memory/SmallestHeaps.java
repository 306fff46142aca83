package io.github.bootbench.report.feature.memory;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.bootbench.report.input.RunRecord;
import io.github.bootbench.report.input.Variant;
import io.github.bootbench.report.io.Json;
import io.github.bootbench.report.model.RunHeadline;

/**
 * What the index says of a memory phase: each variant's smallest heap shown to carry the
 * load, read back from results.json; "not settled" for the baseline and its A/A control
 * where the two answer differently (the same app then shows that the answer is not
 * settled) or where a step could not be judged.
 */
public final class SmallestHeaps implements RunHeadline.Part {

	@Override
	public List<String> words(RunRecord record, JsonNode results) throws IOException {
		Phase memory = Json.MAPPER.treeToValue(results, Reported.class).memory();
		if (memory == null || memory.variants() == null || memory.variants().isEmpty()) {
			return List.of();
		}
		Map<String, Integer> smallest = new LinkedHashMap<>();
		memory.variants()
			.forEach((v) -> smallest.put(v.variant(), (v.heapSteps() != null) ? v.heapSteps().smallestHeapMb() : null));
		return List.of("smallest heap shown to carry the load " + settled(record, smallest).entrySet()
			.stream()
			.map((e) -> e.getKey() + " " + ((e.getValue() != null) ? e.getValue() + " MB" : "not settled"))
			.collect(Collectors.joining(", ")));
	}

	/**
	 * The smallest heaps, null for the baseline and its A/A control where the two answer
	 * differently.
	 */
	private static Map<String, Integer> settled(RunRecord record, Map<String, Integer> smallestHeapMb) {
		Map<String, Integer> settled = new LinkedHashMap<>(smallestHeapMb);
		String baseline = record.options().variants().get(0).id();
		for (Variant variant : record.options().variants()) {
			if (variant.control() && smallestHeapMb.containsKey(variant.id())
					&& !Objects.equals(smallestHeapMb.get(variant.id()), smallestHeapMb.get(baseline))) {
				settled.put(variant.id(), null);
				settled.put(baseline, null);
			}
		}
		return settled;
	}

	/** The part of results.json the index reads: the memory phase, null without one. */
	private record Reported(Phase memory) {

	}

	/** Each variant's part of the phase the index reads. */
	private record Phase(List<PhaseVariant> variants) {

	}

	/** A variant's smallest heap, its heap steps null where none were judged. */
	private record PhaseVariant(String variant, SmallestHeap heapSteps) {

	}

	/** A variant's smallest heap, null where it was not judged. */
	private record SmallestHeap(Integer smallestHeapMb) {

	}

}
