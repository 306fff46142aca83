package io.github.bootbench.report.feature.memory;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import io.github.bootbench.report.core.Reason;
import io.github.bootbench.report.core.Verdict;
import io.github.bootbench.report.input.MemoryOptions;
import io.github.bootbench.report.model.RatioRow;
import io.github.bootbench.report.stats.RatioEstimate;

/**
 * Each variant's throughput per MB against the baseline's, window by window in the same
 * round, and what NMT itself cost.
 */
final class MemoryComparisons {

	private MemoryComparisons() {
	}

	/**
	 * Throughput per MB of one variant over the baseline's on one endpoint: each window
	 * of its reference trial paired with the baseline's window at the same place in the
	 * same round, so that the ratio has a figure per window and not one per round.
	 */
	static RatioRow perMb(Map<Integer, MemoryPhase.Trial> baseline, Map<Integer, MemoryPhase.Trial> candidate,
			String endpoint, String variant, String baselineId, MemoryOptions options, boolean control, long seed,
			double minEffect) {
		Map<Integer, List<Double>> ratios = new TreeMap<>();
		candidate.forEach((round, trial) -> {
			MemoryPhase.Trial base = baseline.get(round);
			if (base == null) {
				return;
			}
			List<Double> top = perMbByWindow(trial, endpoint);
			List<Double> bottom = perMbByWindow(base, endpoint);
			for (int i = 0; i < Math.min(top.size(), bottom.size()); i++) {
				if (top.get(i) != null && bottom.get(i) != null && bottom.get(i) > 0) {
					ratios.computeIfAbsent(round, (r) -> new ArrayList<>()).add(top.get(i) / bottom.get(i));
				}
			}
		});
		if (ratios.isEmpty()) {
			return new RatioRow(endpoint, options.tool(), options.concurrency(), variant, baselineId,
					MemoryResult.PER_MB, null, null, null, Verdict.NOT_JUDGED, control, 0, 0,
					List.of(new Reason.NoPairedRound()));
		}
		RatioEstimate estimate = RatioEstimate.of(ratios,
				RatioEstimate.seed(seed, variant + MemoryResult.PER_MB.word() + endpoint));
		Verdict verdict = estimate.verdict(true, minEffect);
		return new RatioRow(endpoint, options.tool(), options.concurrency(), variant, baselineId, MemoryResult.PER_MB,
				estimate.ratio(), estimate.ciLow(), estimate.ciHigh(), verdict, control, estimate.blocks(),
				estimate.rounds(),
				(estimate.notJudgeableReason() != null) ? List.of(estimate.notJudgeableReason()) : List.of());
	}

	/** Each window of one endpoint in order: its req/s over its mean RSS in MB. */
	private static List<Double> perMbByWindow(MemoryPhase.Trial trial, String endpoint) {
		List<Double> figures = new ArrayList<>();
		for (MemoryPhase.Window window : trial.windows()) {
			if (window.endpoint().equals(endpoint)) {
				Double rss = MemoryFigures.meanRssMb(List.of(window));
				figures.add((window.requestsPerSecond() != null && rss != null && rss > 0)
						? window.requestsPerSecond() / rss : null);
			}
		}
		return figures;
	}

	static List<MemoryResult.NmtOverhead> nmtOverhead(MemoryPhase phase, List<String> ids, int referenceHeap) {
		List<MemoryResult.NmtOverhead> overhead = new ArrayList<>();
		for (String id : ids) {
			List<MemoryPhase.Trial> atReference = phase.trials()
				.stream()
				.filter((t) -> t.variant().equals(id) && t.heapMb() == referenceHeap && HeapTrial.judge(t).pass())
				.toList();
			for (MemoryPhase.Trial without : atReference.stream().filter((t) -> !t.nmt()).toList()) {
				atReference.stream()
					.filter((t) -> t.nmt() && t.round() == without.round())
					.findFirst()
					.ifPresent((with) -> {
						Map<String, Double> on = HeapTrial.medians(with);
						HeapTrial.medians(without).forEach((endpoint, off) -> {
							Double rps = on.get(endpoint);
							if (rps != null && off > 0) {
								overhead.add(new MemoryResult.NmtOverhead(id, endpoint, rps, off, rps / off));
							}
						});
					});
			}
		}
		return List.copyOf(overhead);
	}

}
