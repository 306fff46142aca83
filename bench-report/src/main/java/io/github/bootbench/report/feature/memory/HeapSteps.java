package io.github.bootbench.report.feature.memory;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;

import io.github.bootbench.report.core.Method;
import io.github.bootbench.report.core.Metric;
import io.github.bootbench.report.core.Reason;
import io.github.bootbench.report.core.Verdict;
import io.github.bootbench.report.model.RatioRow;
import io.github.bootbench.report.stats.RatioEstimate;

/**
 * The smallest heap that carries the reference load, by a rule with an interval: every
 * round tries every heap step (no round depends on another), each step's windows are
 * paired with the same round's reference-heap windows of the same endpoint, and a step
 * carries the load when no trial of it failed and, for every endpoint, the
 * {@link Method#CONFIDENCE} interval of its throughput ratio to the reference heap lies
 * at or above {@link Method#heapKeepsAtLeast()}. The smallest heap is the smallest step
 * that carries the load together with every larger step; where no step does, the
 * reference heap.
 *
 * @param steps every heap tried below the reference, smallest first
 * @param smallestHeapMb the answer; null when a step could not be judged (too few rounds
 * or windows), since then the answer is not known
 */
public record HeapSteps(List<Step> steps, Integer smallestHeapMb) {

	/**
	 * One heap step over the rounds.
	 *
	 * @param heapMb the step
	 * @param toReference per endpoint, the throughput ratio to the reference heap with
	 * its interval (null ratio where no pair of windows was measured)
	 * @param failures trials of this step that failed (OOM, errors, a window that failed)
	 * @param verdict {@link Verdict#CARRIES}, {@link Verdict#FAILS},
	 * {@link Verdict#NOT_SHOWN} (to carry it) or {@link Verdict#NOT_JUDGED}
	 * @param reason why it does not carry or is not judged; null otherwise
	 */
	public record Step(int heapMb, Map<String, RatioRow> toReference, int failures, Verdict verdict, String reason) {

	}

	/**
	 * @param trials one variant's trials, every round
	 * @param references its reference trials that passed, by round
	 * @param referenceHeapMb the reference heap
	 * @param seed the bootstrap's seed, for a design too large to enumerate
	 */
	static HeapSteps of(List<MemoryPhase.Trial> trials, Map<Integer, MemoryPhase.Trial> references, int referenceHeapMb,
			long seed) {
		TreeSet<Integer> heaps = new TreeSet<>();
		trials.stream().filter((t) -> t.nmt() && t.heapMb() < referenceHeapMb).forEach((t) -> heaps.add(t.heapMb()));
		List<Step> steps = new ArrayList<>();
		for (int heap : heaps) {
			steps.add(step(heap, trials.stream().filter((t) -> t.nmt() && t.heapMb() == heap).toList(), references,
					seed));
		}
		Integer smallest = referenceHeapMb;
		for (int i = steps.size() - 1; i >= 0; i--) {
			Step step = steps.get(i);
			if (step.verdict() == Verdict.FAILS || step.verdict() == Verdict.NOT_SHOWN) {
				break;
			}
			if (step.verdict() == Verdict.NOT_JUDGED) {
				smallest = null;
				break;
			}
			smallest = step.heapMb();
		}
		return new HeapSteps(List.copyOf(steps), smallest);
	}

	private static Step step(int heap, List<MemoryPhase.Trial> trials, Map<Integer, MemoryPhase.Trial> references,
			long seed) {
		int failures = 0;
		Map<String, Map<Integer, List<Double>>> ratios = new TreeMap<>();
		for (MemoryPhase.Trial trial : trials) {
			MemoryPhase.Trial reference = references.get(trial.round());
			if (reference == null) {
				continue;
			}
			if (!HeapTrial.judge(trial).pass()) {
				failures++;
				continue;
			}
			for (MemoryPhase.Window window : trial.windows()) {
				partner(reference, window)
					.ifPresent((base) -> ratios.computeIfAbsent(window.endpoint(), (e) -> new TreeMap<>())
						.computeIfAbsent(trial.round(), (r) -> new ArrayList<>())
						.add(window.requestsPerSecond() / base));
			}
		}
		Map<String, RatioRow> toReference = new TreeMap<>();
		List<String> unjudged = new ArrayList<>();
		List<String> below = new ArrayList<>();
		ratios.forEach((endpoint, byRound) -> {
			RatioEstimate estimate = RatioEstimate.of(byRound, RatioEstimate.seed(seed, heap + endpoint));
			Reason reason = estimate.notJudgeableReason();
			Verdict verdict = (reason != null) ? Verdict.NOT_JUDGED
					: (estimate.ciLow() < Method.heapKeepsAtLeast()) ? Verdict.NOT_SHOWN : Verdict.CARRIES;
			if (verdict == Verdict.NOT_JUDGED) {
				unjudged.add(endpoint + ": " + reason.words());
			}
			else if (verdict == Verdict.NOT_SHOWN) {
				below.add(endpoint);
			}
			toReference.put(endpoint,
					new RatioRow(endpoint, null, 0, heap + " MB", "reference heap", Metric.THROUGHPUT, estimate.ratio(),
							estimate.ciLow(), estimate.ciHigh(), verdict, false, estimate.blocks(), estimate.rounds(),
							(reason != null) ? List.of(reason) : List.of()));
		});
		if (failures > 0) {
			return new Step(heap, toReference, failures, Verdict.FAILS, failures + " trial(s) failed");
		}
		if (toReference.isEmpty()) {
			return new Step(heap, toReference, 0, Verdict.NOT_JUDGED, "no window paired with the reference heap's");
		}
		if (!below.isEmpty()) {
			return new Step(heap, toReference, 0, Verdict.NOT_SHOWN,
					String.join(", ", below) + ": the interval reaches below " + Method.heapKeepsAtLeast());
		}
		if (!unjudged.isEmpty()) {
			return new Step(heap, toReference, 0, Verdict.NOT_JUDGED, String.join("; ", unjudged));
		}
		return new Step(heap, toReference, 0, Verdict.CARRIES, null);
	}

	/**
	 * The reference trial's throughput in its window at the same place (index) and
	 * endpoint.
	 */
	private static Optional<Double> partner(MemoryPhase.Trial reference, MemoryPhase.Window window) {
		if (window.requestsPerSecond() == null) {
			return Optional.empty();
		}
		return reference.windows()
			.stream()
			.filter((w) -> w.index() == window.index() && w.endpoint().equals(window.endpoint()))
			.findFirst()
			.map(MemoryPhase.Window::requestsPerSecond)
			.filter((rps) -> rps > 0);
	}

}
