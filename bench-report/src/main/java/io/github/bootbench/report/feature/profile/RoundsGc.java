package io.github.bootbench.report.feature.profile;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import io.github.bootbench.report.core.Cell;
import io.github.bootbench.report.input.Jvm;
import io.github.bootbench.report.input.Measurement;
import io.github.bootbench.report.stats.MeanInterval;

/**
 * What the collector took per request in the rounds' windows of a profiled cell, beside
 * the bytes the profiles saw allocated: the price of an allocation that a CPU profile
 * shows only as the collector's own frames. It is the pause time Actuator's
 * {@code jvm.gc.pause} counts over the window's requests: with a stop-the-world collector
 * on the server's one CPU that is the collector's CPU, and any time the guest stole from
 * it.
 *
 * @param variant the variant's id
 * @param microsPerRequest the collections' pause per request, µs: each round's mean over
 * its windows, then the mean over rounds with its interval; null where no window read its
 * GC meters
 * @param reference the variant the difference is from (the first); null for the first
 * @param difference the variant's per-round figure less the reference's of the same
 * round, over the rounds both have; null for the first or without a common round
 * @param microsPerAllocatedMebibyte the rounds' pause per request over the profiles' MiB
 * allocated per request: what a MiB allocated costs in collections on this variant; null
 * without both
 */
public record RoundsGc(String variant, String endpoint, String tool, int concurrency, MeanInterval microsPerRequest,
		String reference, MeanInterval difference, Double microsPerAllocatedMebibyte) {

	/**
	 * Each profiled cell's figures, variant by variant, in the order of {@code cells}.
	 */
	static List<RoundsGc> of(List<Measurement> windows, List<ProfiledCell> cells, List<Cell> profiled) {
		List<RoundsGc> all = new ArrayList<>();
		for (Cell cell : profiled) {
			List<ProfiledCell> ofCell = cells.stream()
				.filter((c) -> c.endpoint().equals(cell.endpoint()) && c.tool().equals(cell.tool().id())
						&& c.concurrency() == cell.concurrency())
				.toList();
			if (ofCell.isEmpty()) {
				continue;
			}
			Map<Integer, Double> reference = byRound(windows, ofCell.get(0).variant(), cell);
			for (ProfiledCell variant : ofCell) {
				all.add(of(variant, cell, byRound(windows, variant.variant(), cell),
						variant == ofCell.get(0) ? null : ofCell.get(0).variant(), reference));
			}
		}
		return List.copyOf(all);
	}

	private static RoundsGc of(ProfiledCell profiled, Cell cell, Map<Integer, Double> rounds, String reference,
			Map<Integer, Double> referenceRounds) {
		MeanInterval micros = rounds.isEmpty() ? null : MeanInterval.of(List.copyOf(rounds.values()));
		MeanInterval difference = null;
		if (reference != null) {
			List<Double> pairs = rounds.entrySet()
				.stream()
				.filter((round) -> referenceRounds.containsKey(round.getKey()))
				.map((round) -> round.getValue() - referenceRounds.get(round.getKey()))
				.toList();
			difference = pairs.isEmpty() ? null : MeanInterval.of(pairs);
		}
		MeanInterval allocated = profiled.allocatedBytesTotal();
		Double perMebibyte = (micros != null && allocated != null && allocated.mean() > 0)
				? micros.mean() / (allocated.mean() / (1024 * 1024)) : null;
		return new RoundsGc(profiled.variant(), cell.endpoint(), cell.tool().id(), cell.concurrency(), micros,
				reference, difference, perMebibyte);
	}

	/**
	 * The variant's pause per request at the cell, each round's mean over its windows.
	 */
	private static Map<Integer, Double> byRound(List<Measurement> windows, String variant, Cell cell) {
		Map<Integer, List<Double>> perRound = new TreeMap<>();
		for (Measurement window : windows) {
			Double micros = (window.variant().equals(variant)
					&& window.at(cell.endpoint(), cell.tool(), cell.concurrency()) && window.ok()) ? micros(window)
							: null;
			if (micros != null) {
				perRound.computeIfAbsent(window.key().round(), (round) -> new ArrayList<>()).add(micros);
			}
		}
		Map<Integer, Double> means = new TreeMap<>();
		perRound.forEach((round, values) -> means.put(round,
				values.stream().mapToDouble(Double::doubleValue).average().orElseThrow()));
		return means;
	}

	/**
	 * A window's pause per request, µs; null where its GC meters or requests were not
	 * read.
	 */
	private static Double micros(Measurement window) {
		if (!window.actuator().gcRead() || window.result() == null || window.result().requests() <= 0) {
			return null;
		}
		Jvm jvm = window.jvm();
		double millis = jvm.gcYoungMs() + ((jvm.gcOldMs() != null) ? jvm.gcOldMs() : 0);
		return millis * 1000 / window.result().requests();
	}

}
