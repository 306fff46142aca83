package io.github.bootbench.report.feature.memory;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

import io.github.bootbench.report.core.Metric;
import io.github.bootbench.report.input.MemoryOptions;
import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.input.Variant;
import io.github.bootbench.report.model.RatioRow;
import io.github.bootbench.report.model.Ratios;
import org.apache.commons.statistics.descriptive.Median;

/**
 * The memory phase's answer: per variant, its memory at ready and after the reference
 * load (the median over the rounds with their range), its native memory by NMT group, the
 * smallest heap that carries the load ({@link HeapSteps}), and its throughput per MB of
 * RSS; each variant's throughput per MB against the baseline's, window by window in the
 * same round, with intervals and verdicts; and what NMT itself cost.
 *
 * @param options how the phase was run ({@code run.json}'s {@code options.memory})
 * @param variants a summary per variant, baseline first
 * @param comparisons each variant against the baseline: {@code throughput-per-mb} per
 * endpoint (verdicts {@code higher}, {@code lower})
 * @param nmtOverhead per variant and endpoint, the reference heap's throughput with NMT
 * over without it, from the first round
 * @param seconds how long the phase took, or null when not recorded
 * @param minEffectPercent the minimum effect the comparisons were judged with
 */
public record MemoryResult(MemoryOptions options, List<VariantMemory> variants, List<RatioRow> comparisons,
		List<NmtOverhead> nmtOverhead, Long seconds, double minEffectPercent) {

	public static final Metric PER_MB = Metric.THROUGHPUT_PER_MB;

	/** The median of a figure over the rounds, with its lowest and highest. */
	public record Range(double median, double min, double max, int rounds) {

		static Range of(List<Double> values) {
			double[] figures = values.stream().filter(Objects::nonNull).mapToDouble(Double::doubleValue).toArray();
			if (figures.length == 0) {
				return null;
			}
			double min = Double.POSITIVE_INFINITY;
			double max = Double.NEGATIVE_INFINITY;
			for (double figure : figures) {
				min = Math.min(min, figure);
				max = Math.max(max, figure);
			}
			return new Range(Median.withDefaults().evaluate(figures), min, max, figures.length);
		}

	}

	/**
	 * A variant's memory at one point, each figure over the rounds' reference trials.
	 * Sizes in MB.
	 *
	 * @param liveSetMb heap used after a forced full GC
	 * @param nmtGroupsMb committed native memory per NMT group
	 * ({@link NativeMemory#GROUPS}, then the rest)
	 */
	public record Point(Range rssMb, Range heapUsedMb, Range liveSetMb, Range heapCommittedMb, Range nonHeapMb,
			Range classes, Range threadsLive, Range threadsPeak, Range directBufferMb, Range nmtCommittedMb,
			Map<String, Range> nmtGroupsMb) {

	}

	/**
	 * One variant's summary.
	 *
	 * @param throughput per endpoint, the reference trial's median req/s
	 * @param rssUnderLoadMb the mean RSS sampled during the reference trial's windows
	 * @param perMb per endpoint, req/s per MB of RSS under that load
	 * @param heapSteps every heap step over the rounds against the reference heap, and
	 * the smallest that carries the load ({@link HeapSteps})
	 * @param gcDuringLoad young and old collections during the reference load (by the
	 * JVM's own counters)
	 * @param trials trials made, of which {@code failedReferences} were reference trials
	 * that failed
	 * @param cappedWarmups trials whose warm-up reached its cap before the JIT was quiet
	 * @param trialSeconds the wall time of all its trials, start to stop
	 */
	public record VariantMemory(String variant, String name, Point ready, Point afterLoad,
			Map<String, Range> throughput, Range rssUnderLoadMb, Map<String, Range> perMb, HeapSteps heapSteps,
			Map<String, Range> gcDuringLoad, int trials, int failedReferences, int cappedWarmups, long trialSeconds) {

	}

	/** NMT's cost on one variant and endpoint: throughput with NMT over without it. */
	public record NmtOverhead(String variant, String endpoint, double withNmt, double withoutNmt, double ratio) {

	}

	/** The result of a run's memory phase, or null when it had none. */
	public static MemoryResult of(RunDirectory run, MemoryPhase phase) {
		MemoryOptions options = run.record().options().memory();
		if (phase.trials().isEmpty() || options == null) {
			return null;
		}
		int referenceHeap = options.referenceHeapMb();
		List<Variant> variants = run.record().options().variants();
		List<String> ids = variants.stream().map(Variant::id).toList();
		long seed = run.record().options().seed();
		Map<String, Map<Integer, MemoryPhase.Trial>> referencesById = new LinkedHashMap<>();
		List<VariantMemory> summaries = new ArrayList<>();
		for (String id : ids) {
			List<MemoryPhase.Trial> trials = phase.trials().stream().filter((t) -> t.variant().equals(id)).toList();
			if (trials.isEmpty()) {
				continue;
			}
			Map<Integer, MemoryPhase.Trial> references = new TreeMap<>();
			trials.stream()
				.filter((t) -> t.reference(referenceHeap) && HeapTrial.judge(t).pass())
				.forEach((t) -> references.put(t.round(), t));
			int failedReferences = (int) trials.stream()
				.filter((t) -> t.reference(referenceHeap) && !HeapTrial.judge(t).pass())
				.count();
			referencesById.put(id, references);
			List<MemoryPhase.Trial> kept = List.copyOf(references.values());
			summaries.add(new VariantMemory(id, run.record().options().variantName(id),
					MemoryFigures.point(kept, MemoryPhase.Trial::ready),
					MemoryFigures.point(kept, MemoryPhase.Trial::after),
					MemoryFigures.byEndpoint(kept.stream().map(HeapTrial::medians).toList()),
					Range.of(kept.stream().map(MemoryFigures::rssUnderLoadMb).toList()),
					MemoryFigures.byEndpoint(kept.stream().map(MemoryFigures::perMb).toList()),
					HeapSteps.of(trials, references, referenceHeap, seed), MemoryFigures.gcDuringLoad(kept),
					trials.size(), failedReferences,
					(int) trials.stream().filter((t) -> Boolean.FALSE.equals(t.warmupSteady())).count(),
					trials.stream().mapToLong(MemoryFigures::seconds).sum()));
		}
		String baseline = ids.get(0);
		double minEffect = Ratios.minEffect(run.record().options());
		List<RatioRow> comparisons = new ArrayList<>();
		for (VariantMemory summary : summaries) {
			String id = summary.variant();
			if (id.equals(baseline) || !referencesById.containsKey(baseline)) {
				continue;
			}
			boolean control = variants.stream().anyMatch((v) -> v.id().equals(id) && v.control());
			for (String endpoint : options.endpoints()) {
				comparisons.add(MemoryComparisons.perMb(referencesById.get(baseline), referencesById.get(id), endpoint,
						id, baseline, options, control, seed, minEffect));
			}
		}
		return new MemoryResult(options, List.copyOf(summaries), List.copyOf(comparisons),
				MemoryComparisons.nmtOverhead(phase, ids, referenceHeap),
				(run.record().memory() != null) ? run.record().memory().seconds() : null, 100 * minEffect);
	}

}
