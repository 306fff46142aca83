package io.github.bootbench.report.model;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

import io.github.bootbench.report.core.Cell;
import io.github.bootbench.report.core.Metric;
import io.github.bootbench.report.input.Generation;
import io.github.bootbench.report.input.Measurement;
import io.github.bootbench.report.input.RunRecord;
import io.github.bootbench.report.input.Variant;
import io.github.bootbench.report.stats.Schedule;

/**
 * Every ratio of a run measured in blocks: each variant against the baseline per cell and
 * metric, and each variant's async against its block. Only windows of one block (or, for
 * async against block, of one pass of a round) are paired, so the drift they share
 * cancels.
 */
public final class Ratios {

	/** The latency percentiles judged besides throughput, where the tool gives them. */
	static final List<Metric> LATENCY_METRICS = List.of(Metric.P50, Metric.P99);

	/** The container every generation has, which the others are judged against. */
	static final String TOMCAT = "tomcat";

	/**
	 * Whether a variant's side of a cell was bound by its load tool: the cell's own
	 * judgement ({@link CellFigures#toolBound()}), not made again here.
	 */
	public interface ToolBound {

		boolean test(String variant, String endpoint, Cell cell);

	}

	private Ratios() {
	}

	/** The minimum effect a run is judged with, as a fraction. */
	public static double minEffect(RunRecord.Options options) {
		return options.minEffectPercent() / 100;
	}

	/**
	 * Every variant against the baseline, where they were measured in the same rounds; a
	 * variant with a CPU limit of its own against the baseline's app at the same limit
	 * (the baseline's own limited JVM is its app's, against its default), so that the A/A
	 * control at a limit is one; empty for a run without variants.
	 */
	static List<RatioRow> againstBaseline(RunRecord.Options options, List<Measurement> windows, ToolBound toolBound) {
		List<Variant> variants = options.variants();
		if (variants.size() < 2) {
			return List.of();
		}
		BlockPairing ratios = of(options, windows);
		Variant first = variants.get(0);
		List<RatioRow> rows = new ArrayList<>();
		for (Cell cell : RunCells.of(options)) {
			for (Variant variant : variants.subList(1, variants.size())) {
				String baseline = (variant.cpuLimit() == null) ? first.id()
						: variants.stream()
							.filter((v) -> v != variant && v.app().equals(first.app()) && !v.control()
									&& variant.cpuLimit().equals(v.cpuLimit()))
							.map(Variant::id)
							.findFirst()
							.orElse(null);
				if (baseline != null && options.measuredTogether(variant.id(), baseline)) {
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
	static List<RatioRow> againstOwnDefault(RunRecord.Options options, List<Measurement> windows, ToolBound toolBound) {
		List<Variant> variants = options.variants().stream().filter((v) -> !v.copyOfBaseline()).toList();
		BlockPairing ratios = of(options, windows);
		List<RatioRow> rows = new ArrayList<>();
		for (Cell cell : RunCells.of(options)) {
			for (Variant variant : variants) {
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
	 * Each container's app of a newer Spring Boot generation against its app of the next
	 * older generation in the run ({@code boot4/tomcat} against {@code tomcat},
	 * {@code tomcat} against {@code boot27/tomcat}), where the run has both at their
	 * defaults: what that upgrade changed for the container, paired within blocks like
	 * every ratio. Empty when no container is in two generations.
	 */
	static List<RatioRow> acrossGenerations(RunRecord.Options options, List<Measurement> windows, ToolBound toolBound) {
		List<Variant> variants = options.variants().stream().filter((v) -> !v.control() && byDefault(v)).toList();
		BlockPairing ratios = of(options, windows);
		List<RatioRow> rows = new ArrayList<>();
		for (Cell cell : RunCells.of(options)) {
			for (Variant newer : variants) {
				Generation generation = Generation.of(newer.app());
				String container = Generation.container(newer.app());
				variants.stream()
					.filter((older) -> Generation.container(older.app()).equals(container)
							&& Generation.of(older.app()).compareTo(generation) > 0)
					.min(Comparator.comparing((older) -> Generation.of(older.app())))
					.ifPresent((older) -> rows.addAll(ratios.against(cell, newer, older.id(), false, toolBound)));
			}
		}
		return List.copyOf(rows);
	}

	/**
	 * Each app at its defaults against the Tomcat app of its own Spring Boot generation
	 * ({@code undertow} against {@code tomcat}, {@code boot27/jetty} against
	 * {@code boot27/tomcat}), where the run has that Tomcat and it is not the baseline
	 * (whose ratios are the run's own), and against each other app of its generation
	 * listed before it ({@code undertow} against {@code jetty}): a container against
	 * another on the same stack, paired within blocks like every ratio. Empty when no
	 * generation has two apps beside the baseline's.
	 */
	static List<RatioRow> withinGeneration(RunRecord.Options options, List<Measurement> windows, ToolBound toolBound) {
		List<Variant> variants = options.variants().stream().filter((v) -> !v.control() && byDefault(v)).toList();
		String baseline = options.variants().get(0).id();
		BlockPairing ratios = of(options, windows);
		List<RatioRow> rows = new ArrayList<>();
		for (Cell cell : RunCells.of(options)) {
			for (Variant variant : variants) {
				Generation generation = Generation.of(variant.app());
				variants.stream()
					.filter((tomcat) -> tomcat != variant && !tomcat.id().equals(baseline)
							&& Generation.of(tomcat.app()) == generation
							&& Generation.container(tomcat.app()).equals(TOMCAT)
							&& !Generation.container(variant.app()).equals(TOMCAT)
							&& options.measuredTogether(variant.id(), tomcat.id()))
					.findFirst()
					.ifPresent((tomcat) -> rows.addAll(ratios.against(cell, variant, tomcat.id(), false, toolBound)));
				// And against every other app of its generation listed before it but its
				// Tomcat and the baseline (Undertow against Jetty): a pair's own ratio,
				// in
				// the same blocks, not two ratios to a third.
				variants.stream()
					.takeWhile((other) -> other != variant)
					.filter((other) -> !other.id().equals(baseline) && Generation.of(other.app()) == generation
							&& !Generation.container(other.app()).equals(TOMCAT)
							&& !Generation.container(variant.app()).equals(TOMCAT)
							&& options.measuredTogether(variant.id(), other.id()))
					.forEach((other) -> rows.addAll(ratios.against(cell, variant, other.id(), false, toolBound)));
			}
		}
		return List.copyOf(rows);
	}

	/**
	 * An app as it comes: the default profile and no extra properties (every variant of a
	 * run has the run's JVM options).
	 */
	public static boolean byDefault(Variant variant) {
		return (variant.profile() == null || "default".equals(variant.profile()))
				&& (variant.properties() == null || variant.properties().isEmpty()) && variant.cpuLimit() == null;
	}

	/** Each variant's async over its block, where the run measured both. */
	static List<RatioRow> asyncAgainstBlock(RunRecord.Options options, List<Measurement> windows, ToolBound toolBound) {
		if (!options.endpoints().containsAll(List.of("async", "block"))) {
			return List.of();
		}
		BlockPairing ratios = of(options, windows);
		List<RatioRow> rows = new ArrayList<>();
		for (Variant variant : options.variants()) {
			for (Cell cell : Schedule.cells(List.of("async"), options.tools(), options.concurrency())) {
				List<Measurement> block = ratios.of(variant.id(), "block", cell);
				List<Measurement> async = ratios.of(variant.id(), "async", cell);
				String connections = KeptAlive.differ(cell.tool(), variant.id() + "'s async endpoint", async,
						"its block endpoint", block);
				rows.add(ratios.judge(cell, variant.id(), "block", Metric.THROUGHPUT, variant.control(), async, block,
						toolBound.test(variant.id(), "block", cell) || toolBound.test(variant.id(), "async", cell),
						connections));
			}
		}
		return List.copyOf(rows);
	}

	/**
	 * One variant against another in one cell, paired within blocks: throughput, and the
	 * latency percentiles too when asked and both sides' tool gives them.
	 */
	public static List<RatioRow> pair(RunRecord.Options options, List<Measurement> windows, ToolBound toolBound,
			Cell cell, Variant variant, String other, boolean latencyToo) {
		return of(options, windows).against(cell, variant, other, latencyToo, toolBound);
	}

	/**
	 * The block ratios a throughput ratio of a variant to another was judged on, by
	 * round.
	 */
	static Map<Integer, List<Double>> blockRatios(RunRecord.Options options, List<Measurement> windows, RatioRow row) {
		return of(options, windows).blockRatios(new Cell(row.endpoint(), row.tool(), row.concurrency()), row.variant(),
				row.baseline());
	}

	private static BlockPairing of(RunRecord.Options options, List<Measurement> windows) {
		return new BlockPairing(windows, options.seed(), minEffect(options), options.ratioInterval());
	}

}
