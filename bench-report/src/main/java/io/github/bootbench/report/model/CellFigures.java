package io.github.bootbench.report.model;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import io.github.bootbench.report.core.Bottleneck;
import io.github.bootbench.report.input.Measurement;
import io.github.bootbench.report.stats.Spread;

/**
 * One variant's figures in one cell (endpoint, tool and concurrency): every window of it,
 * over all rounds and blocks.
 *
 * @param measurements every measurement found, failed ones included
 * @param throughput requests per second over the successful rounds (null: none succeeded)
 * @param bottleneck from the median server and load-CPU shares over the successful rounds
 * (the load CPUs' share is the tool's, with the database's in a run with one)
 * @param failed how many of the measurements failed
 * @param keptAlivePercent the share of the tool's requests whose response kept the
 * connection alive, over the successful rounds (null where the tool does not tell it)
 * @param databaseCpu the database's share of the load CPUs over the successful rounds, in
 * a run with one (null otherwise, and then results.json's row has no such key)
 * @param connectionsAccepted the TCP connections the server's machine accepted per window
 * over the successful rounds, where the harness counted them (null otherwise, and then
 * results.json's row has no such key)
 * @param throttledPercent the share of the CPU limit's periods in which it throttled the
 * server, per window over the successful rounds, in a run with a limit (null otherwise,
 * and then results.json's row has no such key)
 */
public record CellFigures(String variant, @JsonIgnore List<Measurement> measurements, Spread throughput,
		Spread serverCpu, Spread toolCpu, Bottleneck bottleneck, long errors, long non2xx, int failed,
		Map<String, Spread> latency, Spread keptAlivePercent,
		@JsonInclude(JsonInclude.Include.NON_NULL) Spread databaseCpu,
		@JsonInclude(JsonInclude.Include.NON_NULL) Spread connectionsAccepted,
		@JsonInclude(JsonInclude.Include.NON_NULL) Spread throttledPercent) {

	public static final String MISSING = "missing";

	public static final String FAILED = "FAILED";

	static CellFigures of(String variant, List<Measurement> rounds) {
		List<Measurement> ok = rounds.stream().filter(Measurement::ok).toList();
		Spread serverCpu = spread(ok, (r) -> r.usage().serverCpuAvgPercent());
		Spread toolCpu = spread(ok, (r) -> r.usage().toolCpuAvgPercent());
		// The load CPUs' busy share: the tool's, with the database's beside it in a run
		// with one (the tool's alone otherwise).
		Spread loadCpuBusy = spread(ok, (r) -> r.usage().loadCpuBusyPercent());
		Bottleneck bottleneck = Bottleneck.of((serverCpu != null) ? serverCpu.median() : null,
				(loadCpuBusy != null) ? loadCpuBusy.median() : null);
		Map<String, Spread> latency = new LinkedHashMap<>();
		latency.put("mean", spread(ok, (r) -> r.load().meanLatencyMs()));
		latency.put("p50", spread(ok, (r) -> r.load().p50LatencyMs()));
		latency.put("p90", spread(ok, (r) -> r.load().p90LatencyMs()));
		latency.put("p99", spread(ok, (r) -> r.load().p99LatencyMs()));
		if (rounds.stream().anyMatch((r) -> r.load().p999LatencyMs() != null)) {
			latency.put("p99.9", spread(ok, (r) -> r.load().p999LatencyMs()));
		}
		latency.put("max", spread(ok, (r) -> r.load().maxLatencyMs()));
		long errors = rounds.stream()
			.map((r) -> r.load().errors())
			.filter(Objects::nonNull)
			.mapToLong(Long::longValue)
			.sum();
		long non2xx = rounds.stream()
			.map((r) -> r.load().non2xx())
			.filter(Objects::nonNull)
			.mapToLong(Long::longValue)
			.sum();
		return new CellFigures(variant, rounds, spread(ok, (r) -> r.load().requestsPerSecond()), serverCpu, toolCpu,
				bottleneck, errors, non2xx, rounds.size() - ok.size(), latency,
				spread(ok, (r) -> r.load().keptAlivePercent()), spread(ok, (r) -> r.usage().databaseCpuAvgPercent()),
				spread(ok,
						(r) -> (r.command().connectionsAccepted() != null)
								? r.command().connectionsAccepted().doubleValue() : null),
				spread(ok, (r) -> (r.command().throttling() != null) ? r.command().throttling().throttledPercent()
						: null));
	}

	/** The spread of a figure over measurements, or null when none has it. */
	static Spread spread(List<Measurement> rows, Function<Measurement, Double> figure) {
		List<Double> values = rows.stream().map(figure).filter(Objects::nonNull).toList();
		return values.isEmpty() ? null : Spread.of(values);
	}

	/**
	 * No measurement of this variant was found here (not run, or the run stopped before
	 * it).
	 */
	public boolean missing() {
		return this.measurements.isEmpty();
	}

	/**
	 * What a cell without figures says instead: {@value #MISSING} (no measurement found,
	 * or no cell) or {@value #FAILED} (none succeeded); null for a cell with figures.
	 */
	public static String noFigures(CellFigures cell) {
		if (cell == null || cell.missing()) {
			return MISSING;
		}
		return (cell.throughput() == null) ? FAILED : null;
	}

	/**
	 * The load tool was saturated (alone or with the server): the figure cannot rank
	 * containers.
	 */
	public boolean toolBound() {
		return this.bottleneck.toolSaturated();
	}

}
