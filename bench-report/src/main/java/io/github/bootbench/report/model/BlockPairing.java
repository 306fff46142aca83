package io.github.bootbench.report.model;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Stream;

import io.github.bootbench.report.core.Cell;
import io.github.bootbench.report.core.Interval;
import io.github.bootbench.report.core.Method;
import io.github.bootbench.report.core.Metric;
import io.github.bootbench.report.core.Reason;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.core.Verdict;
import io.github.bootbench.report.input.Measurement;
import io.github.bootbench.report.input.Variant;
import io.github.bootbench.report.stats.RatioEstimate;

/**
 * One variant's windows against another's in one cell, paired block by block so the drift
 * they share cancels, and judged: every paired ratio of a run goes through here.
 */
public final class BlockPairing {

	private final List<Measurement> windows;

	private final long seed;

	private final double minEffect;

	private final Interval interval;

	public BlockPairing(List<Measurement> windows, long seed, double minEffect, Interval interval) {
		this.windows = windows;
		this.seed = seed;
		this.minEffect = minEffect;
		this.interval = interval;
	}

	/**
	 * A variant against another variant in one cell, paired within blocks: throughput,
	 * and the latency percentiles too when asked and both sides' tool gives them.
	 */
	List<RatioRow> against(Cell cell, Variant variant, String baseline, boolean latencyToo,
			Ratios.ToolBound toolBound) {
		List<Measurement> candidate = of(variant.id(), cell.endpoint(), cell);
		List<Measurement> base = DuetWindows.sharedWith(of(baseline, cell.endpoint(), cell), candidate);
		boolean bound = toolBound.test(baseline, cell.endpoint(), cell)
				|| toolBound.test(variant.id(), cell.endpoint(), cell);
		List<Metric> metrics = Tool.atFixedRate(cell.tool()) ? Method.FIXED_RATE_PERCENTILES
				: (latencyToo && candidate.stream().noneMatch(Measurement::duet)) ? metrics(base, candidate)
						: List.of(Metric.THROUGHPUT);
		// A copy of the baseline runs its app: the A/A control must measure the method as
		// it is.
		String connections = variant.copyOfBaseline() ? null
				: KeptAlive.differ(cell.tool(), variant.id(), candidate, baseline, base);
		return metrics.stream()
			.map((metric) -> judge(cell, variant.id(), baseline, metric, variant.control(), candidate, base, bound,
					connections))
			.toList();
	}

	List<Measurement> of(String variant, String endpoint, Cell cell) {
		return this.windows.stream()
			.filter((w) -> w.variant().equals(variant) && w.endpoint().equals(endpoint)
					&& w.key().tool().equals(cell.tool()) && w.key().concurrency() == cell.concurrency())
			.toList();
	}

	private static List<Metric> metrics(List<Measurement> base, List<Measurement> candidate) {
		List<Metric> metrics = new ArrayList<>(List.of(Metric.THROUGHPUT));
		boolean percentiles = base.stream().anyMatch((w) -> w.p99LatencyMs() != null)
				&& candidate.stream().anyMatch((w) -> w.p99LatencyMs() != null);
		if (percentiles) {
			metrics.addAll(Ratios.LATENCY_METRICS);
		}
		return metrics;
	}

	/**
	 * A variant's throughput ratios to another's in one cell, block by block, by round:
	 * the figures {@link #judge} judges.
	 */
	public Map<Integer, List<Double>> blockRatios(Cell cell, String variant, String baseline) {
		return paired(Metric.THROUGHPUT, of(variant, cell.endpoint(), cell), of(baseline, cell.endpoint(), cell))
			.byRound();
	}

	/**
	 * A variant's throughput ratio to another's in each block of one cell, by round and
	 * then by block (the pass through the round's cells): what a study of orders pairs
	 * across orders, block by block.
	 */
	public Map<Integer, Map<Integer, Double>> ratiosByBlock(Cell cell, String variant, String baseline) {
		Map<Integer, Map<Integer, Double>> byRound = new TreeMap<>();
		paired(Metric.THROUGHPUT, of(variant, cell.endpoint(), cell), of(baseline, cell.endpoint(), cell)).byBlock()
			.forEach((key, ratio) -> byRound.computeIfAbsent(key.round(), (r) -> new TreeMap<>())
				.put(key.block(), ratio));
		return byRound;
	}

	/**
	 * The ratios of block partners by round, and by block, without the blocks a busy JIT
	 * flagged on either side (counted in leftOut).
	 */
	private record Paired(Map<Integer, List<Double>> byRound, Map<BlockKey, Double> byBlock, int leftOut) {

	}

	private static Paired paired(Metric metric, List<Measurement> candidate, List<Measurement> base) {
		Function<Measurement, Double> figure = DuetWindows.figure(metric);
		Map<BlockKey, List<Measurement>> candidateBlocks = byBlock(candidate);
		Map<Integer, List<Double>> byRound = new TreeMap<>();
		Map<BlockKey, Double> byKey = new LinkedHashMap<>();
		int leftOut = 0;
		for (Map.Entry<BlockKey, List<Measurement>> block : byBlock(base).entrySet()) {
			List<Measurement> partner = candidateBlocks.getOrDefault(block.getKey(), List.of());
			Double baseFigure = blockFigure(block.getValue(), figure);
			Double partnerFigure = blockFigure(partner, figure);
			if (baseFigure == null || partnerFigure == null) {
				continue;
			}
			if (block.getValue().stream().anyMatch(Measurement::jitBusy)
					|| partner.stream().anyMatch(Measurement::jitBusy)) {
				leftOut++;
				continue;
			}
			byRound.computeIfAbsent(block.getKey().round(), (r) -> new ArrayList<>()).add(partnerFigure / baseFigure);
			byKey.put(block.getKey(), partnerFigure / baseFigure);
		}
		return new Paired(byRound, byKey, leftOut);
	}

	/**
	 * A round and a block in it, and the window in the block where it is a duet's: a
	 * duet's variant is paired with the baseline's window of the same moment, not with
	 * the baseline's other windows of the block.
	 */
	private record BlockKey(int round, int block, int duetWindow) {

	}

	/** A side's windows by block, in the order the blocks first appear. */
	private static Map<BlockKey, List<Measurement>> byBlock(List<Measurement> windows) {
		Map<BlockKey, List<Measurement>> blocks = new LinkedHashMap<>();
		for (Measurement window : windows) {
			BlockKey key = new BlockKey(window.key().round(), window.key().block(),
					window.duet() ? window.key().visit() : 0);
			blocks.computeIfAbsent(key, (k) -> new ArrayList<>()).add(window);
		}
		return blocks;
	}

	/**
	 * A side's figure in one block: its window's, or the geometric mean of its windows'
	 * in a mirrored block (so that a drift over the block weighs alike on both sides);
	 * null when a window of it failed or has no positive figure.
	 */
	private static Double blockFigure(List<Measurement> windows, Function<Measurement, Double> figure) {
		if (windows.isEmpty()) {
			return null;
		}
		double logSum = 0;
		for (Measurement window : windows) {
			Double value = window.ok() ? figure.apply(window) : null;
			if (value == null || value <= 0) {
				return null;
			}
			logSum += Math.log(value);
		}
		return (windows.size() == 1) ? figure.apply(windows.get(0)) : Math.exp(logSum / windows.size());
	}

	/**
	 * Why a fixed-rate percentile cannot be judged for want of latencies
	 * ({@link Method#samplesFor}), or null when every window that passed has enough.
	 */
	private static Reason tooFewSamples(Metric percentile, List<Measurement> candidate, List<Measurement> base) {
		long needed = Method.samplesFor(percentile);
		long fewest = Stream.concat(candidate.stream(), base.stream())
			.filter(Measurement::ok)
			.mapToLong((w) -> (w.load().latencySamples() != null) ? w.load().latencySamples() : 0)
			.min()
			.orElse(0);
		return (fewest >= needed) ? null : new Reason.TooFewLatencies(percentile, needed, fewest);
	}

	/**
	 * Pairs the two sides block by block and judges the ratios. A block whose window on
	 * either side was flagged for a busy JIT is left out
	 * ({@link Method#flaggedWindowRule()}): that window measured the compiler as much as
	 * the container.
	 * @param connections why the two sides' connections differ ({@link KeptAlive}), or
	 * null
	 */
	RatioRow judge(Cell cell, String variant, String baseline, Metric metric, boolean control,
			List<Measurement> candidate, List<Measurement> base, boolean toolBound, String connections) {
		String endpoint = cell.endpoint();
		Paired paired = paired(metric, candidate, base);
		Map<Integer, List<Double>> byRound = paired.byRound();
		int leftOut = paired.leftOut();
		long failed = candidate.stream().filter((w) -> !w.ok()).count() + base.stream().filter((w) -> !w.ok()).count();
		List<Reason> reasons = new ArrayList<>();
		if (failed > 0) {
			reasons.add(new Reason.FailedWindows(failed));
		}
		if (leftOut > 0) {
			reasons.add(new Reason.BusyJit(leftOut));
		}
		if (toolBound) {
			reasons.add(new Reason.ToolBound(Stream.concat(candidate.stream(), base.stream())
				.anyMatch((w) -> w.usage().databaseCpuAvgPercent() != null)));
		}
		if (connections != null) {
			reasons.add(new Reason.ConnectionsDiffer(connections));
		}
		int blocks = byRound.values().stream().mapToInt(List::size).sum();
		if (blocks == 0) {
			reasons.add(new Reason.NoPairedBlock());
			return new RatioRow(endpoint, cell.tool(), cell.concurrency(), variant, baseline, metric, null, null, null,
					Verdict.NOT_JUDGED, control, 0, 0, reasons);
		}
		RatioEstimate estimate = RatioEstimate.of(byRound, RatioEstimate.seed(this.seed,
				String.join(" ", endpoint, cell.label(), variant, baseline, metric.word())), this.interval);
		Verdict verdict = estimate.verdict(metric.throughput(), this.minEffect);
		if (estimate.notJudgeableReason() != null) {
			reasons.add(estimate.notJudgeableReason());
		}
		if (toolBound || connections != null) {
			verdict = Verdict.NOT_JUDGED;
		}
		if (Tool.atFixedRate(cell.tool())) {
			Reason tooFew = tooFewSamples(metric, candidate, base);
			if (tooFew != null) {
				verdict = Verdict.NOT_JUDGED;
				reasons.add(tooFew);
			}
		}
		else if (!metric.throughput()) {
			verdict = Verdict.NOT_JUDGED;
			reasons.add(new Reason.ClosedLoopLatency());
		}
		return new RatioRow(endpoint, cell.tool(), cell.concurrency(), variant, baseline, metric, estimate.ratio(),
				estimate.ciLow(), estimate.ciHigh(), verdict, control, estimate.blocks(), estimate.rounds(), reasons);
	}

}
