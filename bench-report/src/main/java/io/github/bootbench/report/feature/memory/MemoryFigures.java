package io.github.bootbench.report.feature.memory;

import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;

/**
 * The memory phase's figures of a variant: each figure over its rounds' reference trials,
 * RSS under load and throughput per MB, GC during the load.
 */
final class MemoryFigures {

	private static final double MB = 1024 * 1024;

	private MemoryFigures() {
	}

	/** A trial's wall time in whole seconds, 0 when its times were not recorded. */
	static long seconds(MemoryPhase.Trial trial) {
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

	/**
	 * Per endpoint, req/s over the mean RSS (MB) sampled during that endpoint's windows.
	 */
	static Map<String, Double> perMb(MemoryPhase.Trial trial) {
		Map<String, Double> perMb = new LinkedHashMap<>();
		HeapTrial.medians(trial).forEach((endpoint, rps) -> {
			Double rss = meanRssMb(trial.windows().stream().filter((w) -> w.endpoint().equals(endpoint)).toList());
			if (rss != null && rss > 0) {
				perMb.put(endpoint, rps / rss);
			}
		});
		return perMb;
	}

	static Double rssUnderLoadMb(MemoryPhase.Trial trial) {
		return meanRssMb(trial.windows());
	}

	static Double meanRssMb(List<MemoryPhase.Window> windows) {
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

	static Map<String, MemoryResult.Range> byEndpoint(Collection<Map<String, Double>> rounds) {
		Map<String, List<Double>> values = new LinkedHashMap<>();
		rounds.forEach((round) -> round.forEach((k, v) -> values.computeIfAbsent(k, (x) -> new ArrayList<>()).add(v)));
		Map<String, MemoryResult.Range> ranges = new LinkedHashMap<>();
		values.forEach((k, v) -> ranges.put(k, MemoryResult.Range.of(v)));
		return ranges;
	}

	static MemoryResult.Point point(List<MemoryPhase.Trial> trials,
			Function<MemoryPhase.Trial, MemoryPhase.Reading> at) {
		List<MemoryPhase.Reading> readings = trials.stream().map(at).filter(Objects::nonNull).toList();
		Function<Function<MemoryPhase.Snapshot, Double>, MemoryResult.Range> asIs = (figure) -> MemoryResult.Range
			.of(readings.stream().map(MemoryPhase.Reading::asIs).filter(Objects::nonNull).map(figure).toList());
		MemoryResult.Range liveSet = MemoryResult.Range.of(readings.stream()
			.map(MemoryPhase.Reading::afterGc)
			.filter(Objects::nonNull)
			.map((s) -> mb(s.heapUsedBytes()))
			.toList());
		List<NativeMemory> nmt = readings.stream()
			.map(MemoryPhase.Reading::nativeMemory)
			.filter(Objects::nonNull)
			.toList();
		Map<String, MemoryResult.Range> groups = new LinkedHashMap<>();
		if (!nmt.isEmpty()) {
			nmt.get(0)
				.committedByGroup()
				.keySet()
				.forEach((group) -> groups.put(group, MemoryResult.Range
					.of(nmt.stream().map((n) -> n.committedByGroup().get(group) / 1024.0).toList())));
		}
		return new MemoryResult.Point(asIs.apply((s) -> (s.rssKb() != null) ? s.rssKb() / 1024.0 : null),
				asIs.apply((s) -> mb(s.heapUsedBytes())), liveSet, asIs.apply((s) -> mb(s.heapCommittedBytes())),
				asIs.apply((s) -> mb(s.nonHeapUsedBytes())), asIs.apply(MemoryPhase.Snapshot::classesLoaded),
				asIs.apply(MemoryPhase.Snapshot::threadsLive), asIs.apply(MemoryPhase.Snapshot::threadsPeak),
				asIs.apply((s) -> mb(s.directBufferBytes())),
				MemoryResult.Range.of(nmt.stream().map((n) -> n.committedKb() / 1024.0).toList()), groups);
	}

	private static Double mb(Double bytes) {
		return (bytes != null) ? bytes / MB : null;
	}

	/**
	 * Young and old collections between the ready and the after reading, per the JVM's
	 * meters.
	 */
	static Map<String, MemoryResult.Range> gcDuringLoad(List<MemoryPhase.Trial> trials) {
		Map<String, List<Double>> counts = new LinkedHashMap<>();
		counts.put("young", new ArrayList<>());
		counts.put("old", new ArrayList<>());
		for (MemoryPhase.Trial trial : trials) {
			Map<String, Double> during = trial.gcDuringLoad();
			if (during != null) {
				counts.forEach((generation, list) -> list.add(during.getOrDefault(generation, 0.0)));
			}
		}
		Map<String, MemoryResult.Range> ranges = new LinkedHashMap<>();
		counts.forEach((generation, list) -> {
			MemoryResult.Range range = MemoryResult.Range.of(list);
			if (range != null) {
				ranges.put(generation, range);
			}
		});
		return ranges;
	}

}
