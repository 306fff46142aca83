package io.github.bootbench.report.model;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import io.github.bootbench.report.core.BlockOrder;
import io.github.bootbench.report.core.Cell;
import io.github.bootbench.report.core.Metric;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.input.Measurement;
import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.stats.RatioEstimate;

/**
 * One run's result, computed once from its directory: a row of measurements, a row per
 * endpoint, tool and concurrency with a cell per variant and its verdict, each variant's
 * cold starts, and the findings and caveats as data. The formats only lay these out.
 *
 * @param sections what each feature adds to the report ({@link Section})
 */
public record RunResult(RunDirectory run, List<Row> rows, Map<String, StartupSummary> startup, List<RatioRow> ratios,
		List<RatioRow> toOwnDefault, List<RatioRow> acrossGenerations, List<RatioRow> withinGeneration,
		List<RatioRow> asyncToBlock, Assurance assurance, WindowDigest windowDigest, List<Section> sections,
		RunTime time, WarmupEnding warmupEnding) {

	/** The result of a run, each feature's section with it. */
	public static RunResult of(RunDirectory run) {
		List<Measurement> measurements = firstOrder(run);
		List<Row> rows = rows(run, measurements);
		Map<String, StartupSummary> startup = new LinkedHashMap<>();
		for (String variant : run.variantIds()) {
			startup.put(variant, StartupSummary
				.of(run.coldStarts().stream().filter((start) -> start.variant().equals(variant)).toList()));
		}
		Ratios.ToolBound toolBound = toolBound(rows);
		List<RatioRow> ratios = Ratios.againstBaseline(run.record().options(), measurements, toolBound);
		List<RatioRow> toOwnDefault = Ratios.againstOwnDefault(run.record().options(), measurements, toolBound);
		List<RatioRow> acrossGenerations = Ratios.acrossGenerations(run.record().options(), measurements, toolBound);
		List<RatioRow> withinGeneration = Ratios.withinGeneration(run.record().options(), measurements, toolBound);
		List<RatioRow> asyncToBlock = Ratios.asyncAgainstBlock(run.record().options(), measurements, toolBound);
		Assurance assurance = Assurance.of(run.record(), ratios, measurements);
		return new RunResult(run, rows, startup, ratios, toOwnDefault, acrossGenerations, withinGeneration,
				asyncToBlock, assurance, WindowDigest.of(run.record().options(), measurements), Section.of(run),
				RunTime.of(run), WarmupEnding.of(run));
	}

	/**
	 * A row per endpoint, tool and concurrency of the run, with a cell per variant, from
	 * these of its windows.
	 */
	public static List<Row> rows(RunDirectory run, List<Measurement> measurements) {
		List<Row> rows = new ArrayList<>();
		for (Cell cell : RunCells.of(run.record().options())) {
			Map<String, CellFigures> cells = new LinkedHashMap<>();
			for (String variant : run.variantIds()) {
				cells.put(variant,
						CellFigures.of(variant,
								measurements.stream()
									.filter((r) -> r.variant().equals(variant)
											&& r.at(cell.endpoint(), cell.tool(), cell.concurrency()))
									.toList()));
			}
			rows.add(new Row(cell.endpoint(), cell.tool(), cell.concurrency(), cells));
		}
		return List.copyOf(rows);
	}

	/** Whether a side of a ratio was bound by its load tool: its cell's judgement. */
	public static Ratios.ToolBound toolBound(List<Row> rows) {
		return (variant, endpoint, cell) -> rows.stream()
			.filter((row) -> row.endpoint().equals(endpoint) && row.tool().equals(cell.tool())
					&& row.concurrency() == cell.concurrency())
			.map((row) -> row.cells().get(variant))
			.anyMatch((c) -> c != null && c.toolBound());
	}

	/**
	 * Every window of the run, in
	 * {@link io.github.bootbench.report.core.WindowKey#ORDER}.
	 */
	public List<Measurement> measurements() {
		return this.run.measurements();
	}

	/**
	 * The windows the verdicts are of: those of the run's first order (all of them, but
	 * in a study of several orders).
	 */
	public List<Measurement> judged() {
		return firstOrder(this.run);
	}

	/** The run's windows measured in its first order. */
	public static List<Measurement> firstOrder(RunDirectory run) {
		return inOrder(run.measurements(), run.record().options().order().get(0));
	}

	/**
	 * The windows measured in one order: a duet's by their order, the solo ones alike.
	 */
	public static List<Measurement> inOrder(List<Measurement> windows, BlockOrder order) {
		String duet = order.duet() ? order.word() : null;
		return windows.stream().filter((w) -> java.util.Objects.equals(w.key().duet(), duet)).toList();
	}

	/** What the run found, as data, from the figures above. */
	public List<Finding> findings() {
		return Finding.of(this);
	}

	/**
	 * The run's answer, a line per comparison: each side's figure, the ratio and its
	 * verdict, and the server CPU a request took on each side.
	 */
	public List<SummaryLine> summaryLines() {
		return SummaryLine.of(this);
	}

	/** What the run asked, from its record. */
	public RunQuestion question() {
		return RunQuestion.of(this.run.record());
	}

	/**
	 * The block ratios a throughput ratio of the run was judged on, by round: what a
	 * synthesis across runs takes each run's estimate and error from.
	 */
	public Map<Integer, List<Double>> blockRatios(RatioRow ratio) {
		return Ratios.blockRatios(this.run.record().options(), judged(), ratio);
	}

	/**
	 * The server CPU a request took on one side of a ratio, µs (the median over its
	 * windows without a busy JIT), or null where the run did not sample it.
	 */
	public Double cpuPerRequestUs(RatioRow ratio, String variant) {
		return SummaryLine.cpuPerRequest(judged(), ratio, variant);
	}

	/** What the run's figures hold for: the server's CPUs, collector, JVM and bodies. */
	public RunScope scope() {
		return RunScope.of(this.run).withContention(RunContention.of(this));
	}

	/** What could make the figures wrong, as data. */
	public List<Caveat> caveats() {
		return Caveat.of(this);
	}

	/** Whether the run had its memory phase alone ({@code --memory-only}). */
	public boolean memoryOnly() {
		return this.run.record().options().memory() != null && this.run.record().options().memory().only();
	}

	public List<String> variantIds() {
		return this.run.variantIds();
	}

	/** Every cell of every row. */
	public Stream<CellFigures> cells() {
		return this.rows.stream().flatMap((row) -> row.cells().values().stream());
	}

	/** The row of one endpoint, tool and concurrency, if this run measured it. */
	public Optional<Row> row(String endpoint, Tool tool, int concurrency) {
		return this.rows.stream()
			.filter((r) -> r.endpoint().equals(endpoint) && r.tool().equals(tool) && r.concurrency() == concurrency)
			.findFirst();
	}

	/**
	 * The rows grouped by endpoint and tool ({@code block · wrk}), in the run's order.
	 */
	public Map<String, List<Row>> rowsByEndpointAndTool() {
		return this.rows.stream().collect(Collectors.groupingBy(Row::group, LinkedHashMap::new, Collectors.toList()));
	}

	/**
	 * A variant's successful measurements at one concurrency, every endpoint, tool and
	 * round.
	 */
	public LevelSummary level(String variant, int concurrency) {
		return level(variant, concurrency, this.run.endpoints());
	}

	/** The same, over the given endpoints only. */
	public LevelSummary level(String variant, int concurrency, List<String> endpoints) {
		return LevelSummary.of(measurements().stream()
			.filter((r) -> r.ok() && r.variant().equals(variant) && r.key().concurrency() == concurrency
					&& endpoints.contains(r.endpoint()))
			.toList());
	}

	/**
	 * A variant's median of a figure in one row, with the interval of that median; null
	 * when none of its windows there succeeded.
	 * @param figure {@code throughput}, or a latency percentile ({@code p99})
	 */
	public CellMedian median(Row row, String variant, Metric figure) {
		CellFigures cell = row.cells().get(variant);
		if (cell == null) {
			return null;
		}
		return CellMedian.of(cell.measurements(), figure, RatioEstimate.seed(this.run.record().options().seed(),
				String.join(" ", "median", figure.word(), row.label(), variant)));
	}

	/** The highest concurrency of the run, or null when it has none. */
	public Integer highestConcurrency() {
		return this.run.concurrencyLevels().stream().max(Integer::compare).orElse(null);
	}

}
