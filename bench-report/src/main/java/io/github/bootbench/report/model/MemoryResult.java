package io.github.bootbench.report.model;

import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.function.Function;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.bootbench.report.input.MemoryPhase;
import io.github.bootbench.report.input.NativeMemory;
import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.input.RunRecord;
import io.github.bootbench.report.stats.RatioEstimate;
import io.github.bootbench.report.stats.RatioVerdict;
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
public record MemoryResult(JsonNode options, List<VariantMemory> variants, List<RatioRow> comparisons,
		List<NmtOverhead> nmtOverhead, Long seconds, double minEffectPercent) {

	public static final String PER_MB = "throughput-per-mb";

	private static final double MB = 1024 * 1024;

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
		JsonNode options = run.recorded().path("options").path("memory");
		if (phase.trials().isEmpty() || options.isMissingNode() || options.isNull()) {
			return null;
		}
		int referenceHeap = options.path("referenceHeapMb").asInt();
		List<RunRecord.Variant> variants = run.record().options().variants();
		List<String> ids = variants.isEmpty() ? run.containers()
				: variants.stream().map(RunRecord.Variant::id).toList();
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
			summaries.add(new VariantMemory(id, name(variants, id), point(kept, MemoryPhase.Trial::ready),
					point(kept, MemoryPhase.Trial::after), byEndpoint(kept, HeapTrial::medians),
					Range.of(kept.stream().map(MemoryResult::rssUnderLoadMb).toList()),
					byEndpoint(kept.stream().map(MemoryResult::perMb).toList()),
					HeapSteps.of(trials, references, referenceHeap, seed), gcDuringLoad(kept), trials.size(),
					failedReferences,
					(int) trials.stream().filter((t) -> Boolean.FALSE.equals(t.warmupSteady())).count(),
					trials.stream().mapToLong(MemoryResult::seconds).sum()));
		}
		String baseline = ids.get(0);
		double minEffect = Ratios.minEffect(run.record().options());
		List<RatioRow> comparisons = new ArrayList<>();
		String tool = options.path("tool").asText("wrk");
		int concurrency = options.path("concurrency").asInt();
		for (VariantMemory summary : summaries) {
			String id = summary.variant();
			if (id.equals(baseline) || !referencesById.containsKey(baseline)) {
				continue;
			}
			boolean control = variants.stream().anyMatch((v) -> v.id().equals(id) && v.control());
			for (String endpoint : endpoints(options)) {
				comparisons.add(comparePerMb(referencesById.get(baseline), referencesById.get(id), endpoint, id,
						baseline, tool, concurrency, control, seed, minEffect));
			}
		}
		return new MemoryResult(options, List.copyOf(summaries), List.copyOf(comparisons),
				nmtOverhead(phase, ids, referenceHeap), run.recorded().path("memory").path("seconds").isNumber()
						? run.recorded().path("memory").path("seconds").asLong() : null,
				100 * minEffect);
	}

	/** A trial's wall time in whole seconds, 0 when its times were not recorded. */
	private static long seconds(MemoryPhase.Trial trial) {
		if (trial.startedAt() == null || trial.endedAt() == null) {
			return 0;
		}
		try {
			return Duration.between(Instant.parse(trial.startedAt()), Instant.parse(trial.endedAt())).toSeconds();
		}
		catch (DateTimeParseException ex) {
			return 0;
		}
	}

	/** The reference load's endpoints, from the phase's options. */
	public static List<String> endpoints(JsonNode options) {
		List<String> endpoints = new ArrayList<>();
		options.path("endpoints").forEach((e) -> endpoints.add(e.asText()));
		return endpoints;
	}

	private static String name(List<RunRecord.Variant> variants, String id) {
		return variants.stream().filter((v) -> v.id().equals(id)).map(RunRecord.Variant::name).findFirst().orElse(id);
	}

	/**
	 * Per endpoint, req/s over the mean RSS (MB) sampled during that endpoint's windows.
	 */
	private static Map<String, Double> perMb(MemoryPhase.Trial trial) {
		Map<String, Double> perMb = new LinkedHashMap<>();
		HeapTrial.medians(trial).forEach((endpoint, rps) -> {
			Double rss = meanRssMb(trial.windows().stream().filter((w) -> w.endpoint().equals(endpoint)).toList());
			if (rss != null && rss > 0) {
				perMb.put(endpoint, rps / rss);
			}
		});
		return perMb;
	}

	private static Double rssUnderLoadMb(MemoryPhase.Trial trial) {
		return meanRssMb(trial.windows());
	}

	private static Double meanRssMb(List<MemoryPhase.Window> windows) {
		double[] rss = windows.stream()
			.flatMap((w) -> w.samples().rows().stream())
			.filter((row) -> row.serverRssKb() != null && row.toolCpuPercent() != null)
			.mapToDouble((row) -> row.serverRssKb() / 1024.0)
			.toArray();
		if (rss.length == 0) {
			return null;
		}
		double sum = 0;
		for (double figure : rss) {
			sum += figure;
		}
		return sum / rss.length;
	}

	private static Map<String, Range> byEndpoint(List<MemoryPhase.Trial> trials,
			Function<MemoryPhase.Trial, Map<String, Double>> figures) {
		return byEndpoint(trials.stream().map(figures).toList());
	}

	private static Map<String, Range> byEndpoint(java.util.Collection<Map<String, Double>> rounds) {
		Map<String, List<Double>> values = new LinkedHashMap<>();
		rounds.forEach((round) -> round.forEach((k, v) -> values.computeIfAbsent(k, (x) -> new ArrayList<>()).add(v)));
		Map<String, Range> ranges = new LinkedHashMap<>();
		values.forEach((k, v) -> ranges.put(k, Range.of(v)));
		return ranges;
	}

	private static Point point(List<MemoryPhase.Trial> trials, Function<MemoryPhase.Trial, MemoryPhase.Reading> at) {
		List<MemoryPhase.Reading> readings = trials.stream().map(at).filter(Objects::nonNull).toList();
		Function<Function<MemoryPhase.Snapshot, Double>, Range> asIs = (figure) -> Range
			.of(readings.stream().map(MemoryPhase.Reading::asIs).filter(Objects::nonNull).map(figure).toList());
		Range liveSet = Range.of(readings.stream()
			.map(MemoryPhase.Reading::afterGc)
			.filter(Objects::nonNull)
			.map((s) -> mb(s.heapUsedBytes()))
			.toList());
		List<NativeMemory> nmt = readings.stream()
			.map(MemoryPhase.Reading::nativeMemory)
			.filter(Objects::nonNull)
			.toList();
		Map<String, Range> groups = new LinkedHashMap<>();
		if (!nmt.isEmpty()) {
			nmt.get(0)
				.committedByGroup()
				.keySet()
				.forEach((group) -> groups.put(group,
						Range.of(nmt.stream().map((n) -> n.committedByGroup().get(group) / 1024.0).toList())));
		}
		return new Point(asIs.apply((s) -> (s.rssKb() != null) ? s.rssKb() / 1024.0 : null),
				asIs.apply((s) -> mb(s.heapUsedBytes())), liveSet, asIs.apply((s) -> mb(s.heapCommittedBytes())),
				asIs.apply((s) -> mb(s.nonHeapUsedBytes())), asIs.apply(MemoryPhase.Snapshot::classesLoaded),
				asIs.apply(MemoryPhase.Snapshot::threadsLive), asIs.apply(MemoryPhase.Snapshot::threadsPeak),
				asIs.apply((s) -> mb(s.directBufferBytes())),
				Range.of(nmt.stream().map((n) -> n.committedKb() / 1024.0).toList()), groups);
	}

	private static Double mb(Double bytes) {
		return (bytes != null) ? bytes / MB : null;
	}

	/**
	 * Young and old collections between the ready and the after reading, per the JVM's
	 * meters.
	 */
	private static Map<String, Range> gcDuringLoad(List<MemoryPhase.Trial> trials) {
		Map<String, List<Double>> counts = new LinkedHashMap<>();
		counts.put("young", new ArrayList<>());
		counts.put("old", new ArrayList<>());
		for (MemoryPhase.Trial trial : trials) {
			Map<String, Double> during = trial.gcDuringLoad();
			if (during != null) {
				counts.forEach((generation, list) -> list.add(during.getOrDefault(generation, 0.0)));
			}
		}
		Map<String, Range> ranges = new LinkedHashMap<>();
		counts.forEach((generation, list) -> {
			Range range = Range.of(list);
			if (range != null) {
				ranges.put(generation, range);
			}
		});
		return ranges;
	}

	/**
	 * Throughput per MB of one variant over the baseline's on one endpoint: each window
	 * of its reference trial paired with the baseline's window at the same place in the
	 * same round, so that the ratio has a figure per window and not one per round.
	 */
	private static RatioRow comparePerMb(Map<Integer, MemoryPhase.Trial> baseline,
			Map<Integer, MemoryPhase.Trial> candidate, String endpoint, String variant, String baselineId, String tool,
			int concurrency, boolean control, long seed, double minEffect) {
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
			return new RatioRow(endpoint, tool, concurrency, variant, baselineId, PER_MB, null, null, null,
					RatioVerdict.NOT_JUDGED.word(), control, 0, 0, "no round with figures on both sides");
		}
		RatioEstimate estimate = RatioEstimate.of(ratios, seed ^ (variant + PER_MB + endpoint).hashCode());
		RatioVerdict verdict = estimate.verdict(true, minEffect);
		return new RatioRow(endpoint, tool, concurrency, variant, baselineId, PER_MB, estimate.ratio(),
				estimate.ciLow(), estimate.ciHigh(), word(verdict), control, estimate.blocks(), estimate.rounds(),
				estimate.notJudgeableReason());
	}

	/** Each window of one endpoint in order: its req/s over its mean RSS in MB. */
	private static List<Double> perMbByWindow(MemoryPhase.Trial trial, String endpoint) {
		List<Double> figures = new ArrayList<>();
		for (MemoryPhase.Window window : trial.windows()) {
			if (window.endpoint().equals(endpoint)) {
				Double rss = meanRssMb(List.of(window));
				figures.add((window.requestsPerSecond() != null && rss != null && rss > 0)
						? window.requestsPerSecond() / rss : null);
			}
		}
		return figures;
	}

	/** The verdict's word for throughput per MB: higher or lower density. */
	static String word(RatioVerdict verdict) {
		return switch (verdict) {
			case FASTER -> "higher";
			case SLOWER -> "lower";
			default -> verdict.word();
		};
	}

	private static List<NmtOverhead> nmtOverhead(MemoryPhase phase, List<String> ids, int referenceHeap) {
		List<NmtOverhead> overhead = new ArrayList<>();
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
								overhead.add(new NmtOverhead(id, endpoint, rps, off, rps / off));
							}
						});
					});
			}
		}
		return List.copyOf(overhead);
	}

}
