package io.github.bootbench.report.feature.limit;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.github.bootbench.report.core.Cell;
import io.github.bootbench.report.core.Metric;
import io.github.bootbench.report.core.Reason;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.core.Verdict;
import io.github.bootbench.report.input.Measurement;
import io.github.bootbench.report.input.RunRecord;
import io.github.bootbench.report.input.Variant;
import io.github.bootbench.report.model.BlockPairing;
import io.github.bootbench.report.model.RatioRow;
import io.github.bootbench.report.model.Ratios;
import io.github.bootbench.report.model.RunCells;
import io.github.bootbench.report.stats.RatioEstimate;
import io.github.bootbench.report.stats.Spread;

/**
 * What a CPU limit did to a comparison ({@code --sweep cpu-limit}): an app against the
 * baseline's app without a limit and with both at the limit, in the same rounds, and the
 * ratio at the limit over the ratio without, block by block: the limit's change to the
 * comparison, judged as a ratio is (above 1: the app fares better against the baseline
 * under the limit).
 *
 * @param variant the app's variant without a limit
 * @param baseline the baseline's variant without a limit
 * @param limitedVariant the app's variant at the limit
 * @param limitedBaseline the baseline's app at the limit
 * @param cpus the limit
 * @param control whether the app is the A/A control (its change must hold 1)
 * @param without the app against the baseline without a limit
 * @param at the app against the baseline, both at the limit
 * @param change the ratio at the limit over the ratio without
 * @param throttledPercent the share of periods the app's limited JVM was throttled in,
 * its windows' median in the cell (null where none was read)
 */
public record LimitChange(String variant, String baseline, String limitedVariant, String limitedBaseline,
		String endpoint, Tool tool, int concurrency, double cpus, boolean control, RatioRow without, RatioRow at,
		Change change, Double throttledPercent) {

	/**
	 * The ratio of two ratios, by blocks both were paired in, with its interval and
	 * verdict: {@code faster} is a ratio the limit raised, {@code slower} one it lowered
	 * (by more than the run's minimum effect), {@code equivalent} one it left within it.
	 */
	public record Change(Double ratio, Double ciLow, Double ciHigh, Verdict verdict, int blocks, int rounds,
			String reason) {

		/** The verdict as the tables say it of a change to a ratio. */
		@JsonProperty("word")
		public String word() {
			return switch (this.verdict) {
				case FASTER -> "raised";
				case SLOWER -> "lowered";
				case EQUIVALENT -> "unchanged";
				default -> this.verdict.word();
			};
		}

	}

	/**
	 * Every limited app's change in every cell of a run with a sweep of CPU limits: each
	 * app (the A/A control too) against the baseline's app at each limit; empty for any
	 * other run.
	 */
	static List<LimitChange> of(RunRecord.Options options, List<Measurement> windows, Ratios.ToolBound toolBound) {
		List<Variant> variants = options.variants();
		Variant baseline = variants.get(0);
		List<Variant> limitedBaselines = variants.stream()
			.filter((v) -> v.cpuLimit() != null && !v.control() && v.app().equals(baseline.app()))
			.toList();
		BlockPairing pairing = new BlockPairing(windows, options.seed(), Ratios.minEffect(options),
				options.ratioInterval());
		List<LimitChange> changes = new ArrayList<>();
		for (Variant limitedBaseline : limitedBaselines) {
			for (Variant variant : variants) {
				boolean compared = variant.control() || Ratios.byDefault(variant);
				if (variant == baseline || variant.cpuLimit() != null || !compared) {
					continue;
				}
				Variant limited = variants.stream()
					.filter((v) -> v.app().equals(variant.app()) && v.control() == variant.control()
							&& Objects.equals(v.cpuLimit(), limitedBaseline.cpuLimit()))
					.findFirst()
					.orElse(null);
				if (limited == null) {
					continue;
				}
				for (Cell cell : RunCells.of(options)) {
					changes.add(of(options, windows, pairing, toolBound, cell, variant, baseline, limited,
							limitedBaseline));
				}
			}
		}
		return List.copyOf(changes);
	}

	private static LimitChange of(RunRecord.Options options, List<Measurement> windows, BlockPairing pairing,
			Ratios.ToolBound toolBound, Cell cell, Variant variant, Variant baseline, Variant limited,
			Variant limitedBaseline) {
		RatioRow without = throughput(Ratios.pair(options, windows, toolBound, cell, variant, baseline.id(), false));
		RatioRow at = throughput(Ratios.pair(options, windows, toolBound, cell, limited, limitedBaseline.id(), false));
		Map<Integer, Map<Integer, Double>> withoutBlocks = pairing.ratiosByBlock(cell, variant.id(), baseline.id());
		Map<Integer, Map<Integer, Double>> atBlocks = pairing.ratiosByBlock(cell, limited.id(), limitedBaseline.id());
		Map<Integer, List<Double>> byRound = new TreeMap<>();
		withoutBlocks.forEach((round, blocks) -> blocks.forEach((block, ratio) -> {
			Double limitedRatio = atBlocks.getOrDefault(round, Map.of()).get(block);
			if (limitedRatio != null) {
				byRound.computeIfAbsent(round, (r) -> new ArrayList<>()).add(limitedRatio / ratio);
			}
		}));
		return new LimitChange(variant.id(), baseline.id(), limited.id(), limitedBaseline.id(), cell.endpoint(),
				cell.tool(), cell.concurrency(), limited.cpuLimit(), variant.control(), without, at,
				change(options, cell, limited, byRound, without, at), throttledPercent(windows, cell, limited));
	}

	private static Double throttledPercent(List<Measurement> windows, Cell cell, Variant limited) {
		List<Double> throttled = windows.stream()
			.filter((w) -> w.ok() && w.variant().equals(limited.id()) && w.endpoint().equals(cell.endpoint())
					&& w.key().tool() == cell.tool() && w.key().concurrency() == cell.concurrency()
					&& w.command().throttling() != null)
			.map((w) -> w.command().throttling().throttledPercent())
			.filter(Objects::nonNull)
			.toList();
		return throttled.isEmpty() ? null : Spread.of(throttled).median();
	}

	/**
	 * The change judged as a paired ratio is, where both ratios could be: not where
	 * either side's figures were not the containers' (bound by the load tool, connections
	 * that differ).
	 */
	private static Change change(RunRecord.Options options, Cell cell, Variant limited,
			Map<Integer, List<Double>> byRound, RatioRow without, RatioRow at) {
		int blocks = byRound.values().stream().mapToInt(List::size).sum();
		if (blocks == 0 || without == null || at == null) {
			return new Change(null, null, null, Verdict.NOT_JUDGED, 0, 0, new Reason.NoPairedBlock().words());
		}
		RatioEstimate estimate = RatioEstimate.of(byRound,
				RatioEstimate.seed(options.seed(),
						String.join(" ", "limit change", cell.endpoint(), cell.label(), limited.id())),
				options.ratioInterval());
		Verdict verdict = estimate.verdict(true, Ratios.minEffect(options));
		Reason reason = estimate.notJudgeableReason();
		for (RatioRow side : List.of(without, at)) {
			Reason notTheContainers = side.reasons()
				.stream()
				.filter((r) -> r instanceof Reason.ToolBound || r instanceof Reason.ConnectionsDiffer)
				.findFirst()
				.orElse(null);
			if (notTheContainers != null) {
				verdict = Verdict.NOT_JUDGED;
				reason = notTheContainers;
			}
		}
		return new Change(estimate.ratio(), estimate.ciLow(), estimate.ciHigh(), verdict, estimate.blocks(),
				estimate.rounds(), (reason != null) ? reason.words() : null);
	}

	private static RatioRow throughput(List<RatioRow> rows) {
		return rows.stream().filter((r) -> r.metric() == Metric.THROUGHPUT).findFirst().orElse(null);
	}

}
