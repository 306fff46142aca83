package io.github.bootbench.report.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

import io.github.bootbench.report.input.RunRecord;
import io.github.bootbench.report.stats.Method;
import io.github.bootbench.report.stats.RatioEstimate;
import io.github.bootbench.report.stats.RatioVerdict;
import io.github.bootbench.report.stats.Schedule;

/**
 * Every ratio of a run measured in blocks: each variant against the baseline per cell and
 * metric, and each variant's async against its block. Only windows of one block (or, for
 * async against block, of one pass of a round) are paired, so the drift they share
 * cancels.
 */
public final class Ratios {

	/** The latency percentiles judged besides throughput, where the tool gives them. */
	static final List<String> LATENCY_METRICS = List.of("p50", "p99");

	/**
	 * Whether a variant's side of a cell was bound by its load tool: the cell's own
	 * judgement ({@link Cell#toolBound()}), not made again here.
	 */
	interface ToolBound {

		boolean test(String variant, String endpoint, Schedule.Cell cell);

	}

	/** The folder, and so the app-name prefix, of the Spring Boot 2.7 generation. */
	static final String OLDER_GENERATION = "boot27/";

	private final List<WindowRow> windows;

	private final long seed;

	private final double minEffect;

	private Ratios(List<WindowRow> windows, long seed, double minEffect) {
		this.windows = windows;
		this.seed = seed;
		this.minEffect = minEffect;
	}

	/** The minimum effect a run is judged with, as a fraction. */
	static double minEffect(RunRecord.Options options) {
		return options.minEffectPercent() / 100;
	}

	/**
	 * Every variant against the baseline, where they were measured in the same rounds;
	 * empty for a run without variants.
	 */
	static List<RatioRow> againstBaseline(RunRecord.Options options, List<WindowRow> windows, ToolBound toolBound) {
		List<RunRecord.Variant> variants = options.variants();
		if (variants.size() < 2) {
			return List.of();
		}
		Ratios ratios = of(options, windows);
		String baseline = variants.get(0).id();
		List<RatioRow> rows = new ArrayList<>();
		for (Schedule.Cell cell : Schedule.cells(options.endpoints(), options.tools(), options.concurrency())) {
			for (RunRecord.Variant variant : variants.subList(1, variants.size())) {
				if (options.measuredTogether(variant.id(), baseline)) {
					rows.addAll(ratios.against(cell, variant, baseline, true, toolBound));
				}
			}
		}
		return List.copyOf(rows);
	}

	/**
	 * Each variant with a profile or properties against the default variant of its own
	 * app (e.g. undertow:tuned against undertow), where the run has both: what the
	 * profile did to that container, paired within blocks like every ratio. Empty when no
	 * app has two such variants.
	 */
	static List<RatioRow> againstOwnDefault(RunRecord.Options options, List<WindowRow> windows, ToolBound toolBound) {
		List<RunRecord.Variant> variants = options.variants().stream().filter((v) -> !v.control()).toList();
		Ratios ratios = of(options, windows);
		List<RatioRow> rows = new ArrayList<>();
		for (Schedule.Cell cell : Schedule.cells(options.endpoints(), options.tools(), options.concurrency())) {
			for (RunRecord.Variant variant : variants) {
				variants.stream()
					.filter((base) -> base != variant && base.app().equals(variant.app()) && byDefault(base)
							&& !byDefault(variant))
					.findFirst()
					.ifPresent((base) -> rows.addAll(ratios.against(cell, variant, base.id(), false, toolBound)));
			}
		}
		return List.copyOf(rows);
	}

	/**
	 * Each app of the current Spring Boot generation against the same container's app of
	 * the older generation ({@code tomcat} against {@code boot27/tomcat}), where the run
	 * has both at their defaults: what moving from Boot 2.7 to 3.5 changed for that
	 * container, paired within blocks like every ratio. Empty when no container has both.
	 */
	static List<RatioRow> acrossGenerations(RunRecord.Options options, List<WindowRow> windows, ToolBound toolBound) {
		List<RunRecord.Variant> variants = options.variants()
			.stream()
			.filter((v) -> !v.control() && byDefault(v))
			.toList();
		Ratios ratios = of(options, windows);
		List<RatioRow> rows = new ArrayList<>();
		for (Schedule.Cell cell : Schedule.cells(options.endpoints(), options.tools(), options.concurrency())) {
			for (RunRecord.Variant older : variants) {
				if (!older.app().startsWith(OLDER_GENERATION)) {
					continue;
				}
				String container = older.app().substring(OLDER_GENERATION.length());
				variants.stream()
					.filter((newer) -> newer.app().equals(container))
					.findFirst()
					.ifPresent((newer) -> rows.addAll(ratios.against(cell, newer, older.id(), false, toolBound)));
			}
		}
		return List.copyOf(rows);
	}

	/**
	 * An app as it comes: the default profile and no extra properties (every variant of a
	 * run has the run's JVM options).
	 */
	static boolean byDefault(RunRecord.Variant variant) {
		return (variant.profile() == null || "default".equals(variant.profile()))
				&& (variant.properties() == null || variant.properties().isEmpty());
	}

	/** Each variant's async over its block, where the run measured both. */
	static List<RatioRow> asyncAgainstBlock(RunRecord.Options options, List<WindowRow> windows, ToolBound toolBound) {
		if (options.variants().isEmpty() || !options.endpoints().containsAll(List.of("async", "block"))) {
			return List.of();
		}
		Ratios ratios = of(options, windows);
		List<RatioRow> rows = new ArrayList<>();
		for (RunRecord.Variant variant : options.variants()) {
			for (Schedule.Cell cell : Schedule.cells(List.of("async"), options.tools(), options.concurrency())) {
				List<WindowRow> block = ratios.of(variant.id(), "block", cell);
				List<WindowRow> async = ratios.of(variant.id(), "async", cell);
				rows.add(ratios.judge(cell, variant.id(), "block", RatioRow.THROUGHPUT, variant.control(), async, block,
						toolBound.test(variant.id(), "block", cell) || toolBound.test(variant.id(), "async", cell)));
			}
		}
		return List.copyOf(rows);
	}

	/**
	 * One variant against another in one cell, paired within blocks: throughput, and the
	 * latency percentiles too when asked and both sides' tool gives them.
	 */
	static List<RatioRow> pair(RunRecord.Options options, List<WindowRow> windows, ToolBound toolBound,
			Schedule.Cell cell, RunRecord.Variant variant, String other, boolean latencyToo) {
		return of(options, windows).against(cell, variant, other, latencyToo, toolBound);
	}

	private static Ratios of(RunRecord.Options options, List<WindowRow> windows) {
		return new Ratios(windows, options.seed(), minEffect(options));
	}

	/**
	 * A variant against another variant in one cell, paired within blocks: throughput,
	 * and the latency percentiles too when asked and both sides' tool gives them.
	 */
	private List<RatioRow> against(Schedule.Cell cell, RunRecord.Variant variant, String baseline, boolean latencyToo,
			ToolBound toolBound) {
		List<WindowRow> base = of(baseline, cell.endpoint(), cell);
		List<WindowRow> candidate = of(variant.id(), cell.endpoint(), cell);
		boolean bound = toolBound.test(baseline, cell.endpoint(), cell)
				|| toolBound.test(variant.id(), cell.endpoint(), cell);
		List<String> metrics = latencyToo ? metrics(base, candidate) : List.of(RatioRow.THROUGHPUT);
		return metrics.stream()
			.map((metric) -> judge(cell, variant.id(), baseline, metric, variant.control(), candidate, base, bound))
			.toList();
	}

	private List<WindowRow> of(String variant, String endpoint, Schedule.Cell cell) {
		return this.windows.stream()
			.filter((w) -> w.variant().equals(variant) && w.endpoint().equals(endpoint) && w.tool().equals(cell.tool())
					&& w.concurrency() == cell.concurrency())
			.toList();
	}

	private static List<String> metrics(List<WindowRow> base, List<WindowRow> candidate) {
		List<String> metrics = new ArrayList<>(List.of(RatioRow.THROUGHPUT));
		boolean percentiles = base.stream().anyMatch((w) -> w.p99LatencyMs() != null)
				&& candidate.stream().anyMatch((w) -> w.p99LatencyMs() != null);
		if (percentiles) {
			metrics.addAll(LATENCY_METRICS);
		}
		return metrics;
	}

	private static Function<WindowRow, Double> figure(String metric) {
		return switch (metric) {
			case "p50" -> WindowRow::p50LatencyMs;
			case "p99" -> WindowRow::p99LatencyMs;
			default -> WindowRow::requestsPerSecond;
		};
	}

	/**
	 * Pairs the two sides block by block and judges the ratios. A block whose window on
	 * either side was flagged for a busy JIT is left out
	 * ({@link Method#flaggedWindowRule()}): that window measured the compiler as much as
	 * the container.
	 */
	private RatioRow judge(Schedule.Cell cell, String variant, String baseline, String metric, boolean control,
			List<WindowRow> candidate, List<WindowRow> base, boolean toolBound) {
		String endpoint = cell.endpoint();
		Function<WindowRow, Double> figure = figure(metric);
		Map<Integer, List<Double>> byRound = new TreeMap<>();
		int leftOut = 0;
		for (WindowRow b : base) {
			Double baseFigure = b.ok() ? figure.apply(b) : null;
			if (baseFigure == null || baseFigure <= 0) {
				continue;
			}
			WindowRow partner = candidate.stream()
				.filter((c) -> c.ok() && c.round() == b.round() && c.block() == b.block() && figure.apply(c) != null)
				.findFirst()
				.orElse(null);
			if (partner == null) {
				continue;
			}
			if (b.jitBusy() || partner.jitBusy()) {
				leftOut++;
				continue;
			}
			byRound.computeIfAbsent(b.round(), (r) -> new ArrayList<>()).add(figure.apply(partner) / baseFigure);
		}
		long failed = candidate.stream().filter((w) -> !w.ok()).count() + base.stream().filter((w) -> !w.ok()).count();
		List<String> reasons = new ArrayList<>();
		if (failed > 0) {
			reasons.add(failed + " failed window(s)");
		}
		if (leftOut > 0) {
			reasons.add(leftOut + " block(s) left out for a busy JIT");
		}
		if (toolBound) {
			reasons.add("a side was bound by its load tool");
		}
		int blocks = byRound.values().stream().mapToInt(List::size).sum();
		if (blocks == 0) {
			reasons.add("no block with figures on both sides");
			return new RatioRow(endpoint, cell.tool(), cell.concurrency(), variant, baseline, metric, null, null, null,
					RatioVerdict.NOT_JUDGED.word(), control, 0, 0, String.join("; ", reasons));
		}
		RatioEstimate estimate = RatioEstimate.of(byRound,
				this.seed ^ String.join(" ", endpoint, cell.label(), variant, baseline, metric).hashCode());
		RatioVerdict verdict = estimate.verdict(RatioRow.THROUGHPUT.equals(metric), this.minEffect);
		if (estimate.notJudgeableReason() != null) {
			reasons.add(estimate.notJudgeableReason());
		}
		if (toolBound) {
			verdict = RatioVerdict.NOT_JUDGED;
		}
		return new RatioRow(endpoint, cell.tool(), cell.concurrency(), variant, baseline, metric, estimate.ratio(),
				estimate.ciLow(), estimate.ciHigh(), verdict.word(), control, estimate.blocks(), estimate.rounds(),
				reasons.isEmpty() ? null : String.join("; ", reasons));
	}

}
