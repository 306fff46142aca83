package io.github.bootbench.report.render;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

import com.fasterxml.jackson.annotation.JsonIgnore;
import io.github.bootbench.report.run.Bottleneck;
import io.github.bootbench.report.run.ColdStart;
import io.github.bootbench.report.run.RunDirectory;
import io.github.bootbench.report.stats.Spread;
import io.github.bootbench.report.stats.Verdict;

/**
 * The comparison computed from one run directory: a cell per endpoint, tool, concurrency and container
 * (its rounds summarised), and a row per endpoint, tool and concurrency with its verdict.
 */
public record RunReport(RunDirectory run, List<RunRow> runRows, List<Row> rows) {

	/**
	 * The rounds of one container at one endpoint, tool and concurrency.
	 *
	 * @param runs every run found, failed ones included
	 * @param throughput requests per second over the successful rounds (null: none succeeded)
	 * @param bottleneck from the median server and tool CPU shares over the successful rounds
	 */
	public record Cell(String container, @JsonIgnore List<RunRow> runs, Spread throughput, Spread serverCpu, Spread toolCpu,
			Bottleneck bottleneck, long errors, long non2xx, int failed, Map<String, Spread> latency) {

		public boolean missing() {
			return this.runs.isEmpty();
		}

		/** The load tool was saturated (alone or with the server): the figure cannot rank containers. */
		public boolean toolBound() {
			return this.bottleneck.toolSaturated();
		}

	}

	public record Row(String endpoint, String tool, int concurrency, Map<String, Cell> cells, Verdict verdict) {

	}

	public static final List<String> LATENCIES = List.of("mean", "p50", "p90", "p99", "max");

	public static RunReport of(RunDirectory run) {
		List<RunRow> runRows = run.runs()
			.stream()
			.map((measured) -> RunRow.of(measured, run.serverCpus(), run.loadCpus()))
			.toList();
		List<Row> rows = new ArrayList<>();
		for (String endpoint : run.endpoints()) {
			for (String tool : run.tools()) {
				for (int level : run.concurrencyLevels()) {
					Map<String, Cell> cells = new LinkedHashMap<>();
					for (String container : run.containers()) {
						List<RunRow> rounds = runRows.stream()
							.filter((r) -> r.container().equals(container) && r.endpoint().equals(endpoint)
									&& r.tool().equals(tool) && r.concurrency() == level)
							.toList();
						cells.put(container, cell(container, rounds));
					}
					Map<String, Spread> judged = new LinkedHashMap<>();
					cells.forEach((container, cell) -> {
						if (cell.throughput() != null) {
							judged.put(container, cell.throughput());
						}
					});
					Set<String> toolBound = cells.values()
						.stream()
						.filter(Cell::toolBound)
						.map(Cell::container)
						.collect(Collectors.toSet());
					rows.add(new Row(endpoint, tool, level, cells, Verdict.judge(judged, toolBound)));
				}
			}
		}
		return new RunReport(run, runRows, List.copyOf(rows));
	}

	private static Cell cell(String container, List<RunRow> rounds) {
		List<RunRow> ok = rounds.stream().filter((r) -> "ok".equals(r.status())).toList();
		Spread serverCpu = spread(ok, RunRow::serverCpuAvgPercent);
		Spread toolCpu = spread(ok, RunRow::toolCpuAvgPercent);
		Bottleneck bottleneck = Bottleneck.of((serverCpu != null) ? serverCpu.median() : null,
				(toolCpu != null) ? toolCpu.median() : null);
		Map<String, Spread> latency = new LinkedHashMap<>();
		latency.put("mean", spread(ok, RunRow::meanLatencyMs));
		latency.put("p50", spread(ok, RunRow::p50LatencyMs));
		latency.put("p90", spread(ok, RunRow::p90LatencyMs));
		latency.put("p99", spread(ok, RunRow::p99LatencyMs));
		latency.put("max", spread(ok, RunRow::maxLatencyMs));
		long errors = rounds.stream().map(RunRow::errors).filter(Objects::nonNull).mapToLong(Long::longValue).sum();
		long non2xx = rounds.stream().map(RunRow::non2xx).filter(Objects::nonNull).mapToLong(Long::longValue).sum();
		return new Cell(container, rounds, spread(ok, RunRow::requestsPerSecond), serverCpu, toolCpu, bottleneck,
				errors, non2xx, rounds.size() - ok.size(), latency);
	}

	/** The spread of a figure over runs, or null when no run has it. */
	static Spread spread(List<RunRow> runs, Function<RunRow, Double> figure) {
		List<Double> values = runs.stream().map(figure).filter(Objects::nonNull).toList();
		return values.isEmpty() ? null : Spread.of(values);
	}

	/** The row of one endpoint, tool and concurrency, if this run measured it. */
	public Optional<Row> row(String endpoint, String tool, int concurrency) {
		return this.rows.stream()
			.filter((r) -> r.endpoint().equals(endpoint) && r.tool().equals(tool) && r.concurrency() == concurrency)
			.findFirst();
	}

	/** The successful runs of a container at one concurrency, every endpoint, tool and round. */
	public List<RunRow> okRuns(String container, int concurrency) {
		return this.runRows.stream()
			.filter((r) -> r.container().equals(container) && r.concurrency() == concurrency && "ok".equals(r.status()))
			.toList();
	}

	/** A figure of a container's successful cold starts, over attempts; null when none has it. */
	public Spread coldStartSpread(String container, Function<ColdStart, Double> figure) {
		List<Double> values = this.run.coldStarts().stream()
			.filter((start) -> start.container().equals(container) && start.ok())
			.map(figure).filter(Objects::nonNull).toList();
		return values.isEmpty() ? null : Spread.of(values);
	}

	public Double coldStartMedian(String container, Function<ColdStart, Double> figure) {
		Spread spread = coldStartSpread(container, figure);
		return (spread != null) ? spread.median() : null;
	}

}
