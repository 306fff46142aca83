package io.github.bootbench.report.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.input.Measurement;
import io.github.bootbench.report.input.Variant;
import io.github.bootbench.report.stats.Spread;

/**
 * One comparison of a run's summary, in benchstat's shape: the cell, each side's figure,
 * the ratio with its interval and verdict, and what a request cost the server's CPU on
 * each side. A run's summary is a line per variant and cell against the baseline (a
 * sweep's, each setting against its own app's default), throughput where the load was a
 * closed loop and each latency percentile at a fixed rate, the controls among them.
 *
 * @param ratio the ratio as the run judged it
 * @param role {@value #COMPARISON}, {@value #CONTROL} (the A/A control) or
 * {@value #PLANTED} (a positive control)
 * @param plantedPercent the slowdown planted in the variant, or null
 * @param unit the figures' unit: {@code req/s} or {@code ms}
 * @param baselineFigure the baseline's median over its windows of the cell (null without
 * figures)
 * @param variantFigure the variant's
 * @param baselineCpuPerRequestUs the server CPU time a request took on the baseline, in
 * µs: per window the server's CPU time over the requests served, the median over the
 * windows that passed without a busy JIT (null where the run did not sample the server's
 * CPU)
 * @param variantCpuPerRequestUs the same on the variant
 */
@JsonPropertyOrder({ "ratio", "role", "plantedPercent", "unit", "baselineFigure", "variantFigure",
		"baselineCpuPerRequestUs", "variantCpuPerRequestUs" })
public record SummaryLine(@JsonUnwrapped RatioRow ratio, String role, Double plantedPercent, String unit,
		Double baselineFigure, Double variantFigure, Double baselineCpuPerRequestUs, Double variantCpuPerRequestUs) {

	public static final String COMPARISON = "comparison";

	public static final String CONTROL = "control";

	public static final String PLANTED = "planted";

	public static final String REQUESTS_PER_SECOND = "req/s";

	public static final String MILLISECONDS = "ms";

	/** Whether it is the A/A control's or a positive control's line. */
	@JsonIgnore
	public boolean isControl() {
		return !COMPARISON.equals(this.role);
	}

	static List<SummaryLine> of(RunResult result) {
		List<Variant> variants = result.run().record().options().variants();
		List<RatioRow> ratios = new ArrayList<>();
		if (result.run().record().options().sweep() != null) {
			ratios.addAll(result.toOwnDefault());
			ratios.addAll(result.ratios()
				.stream()
				.filter((r) -> r.throughput() && variant(variants, r.variant()).copyOfBaseline())
				.toList());
		}
		else {
			ratios
				.addAll(result.ratios().stream().filter((r) -> r.throughput() || Tool.atFixedRate(r.tool())).toList());
		}
		List<SummaryLine> lines = new ArrayList<>();
		for (RatioRow ratio : ratios) {
			Variant variant = variant(variants, ratio.variant());
			String role = variant.control() ? CONTROL : variant.planted() ? PLANTED : COMPARISON;
			Row row = result.row(ratio.endpoint(), ratio.tool(), ratio.concurrency()).orElse(null);
			lines.add(new SummaryLine(ratio, role, variant.plantedPercent(),
					ratio.throughput() ? REQUESTS_PER_SECOND : MILLISECONDS, figure(row, ratio.baseline(), ratio),
					figure(row, ratio.variant(), ratio), cpuPerRequest(result.judged(), ratio, ratio.baseline()),
					cpuPerRequest(result.judged(), ratio, ratio.variant())));
		}
		return List.copyOf(lines);
	}

	private static Variant variant(List<Variant> variants, String id) {
		return variants.stream().filter((v) -> v.id().equals(id)).findFirst().orElseThrow();
	}

	/** A side's median over its windows of the cell, in the ratio's metric. */
	private static Double figure(Row row, String variant, RatioRow ratio) {
		CellFigures cell = (row != null) ? row.cells().get(variant) : null;
		if (cell == null) {
			return null;
		}
		Spread spread = ratio.throughput() ? cell.throughput() : cell.latency().get(ratio.metric().word());
		return (spread != null) ? spread.median() : null;
	}

	/**
	 * The server CPU time a request took, µs: per window its CPU share of what the server
	 * could use (its CPUs, or its CPU limit) times that over the requests a second, the
	 * median over the windows that passed without a busy JIT (the compiler's CPU is no
	 * request's).
	 */
	static Double cpuPerRequest(List<Measurement> windows, RatioRow ratio, String variant) {
		List<Double> perRequest = windows.stream()
			.filter((w) -> w.variant().equals(variant) && w.endpoint().equals(ratio.endpoint())
					&& w.key().tool().equals(ratio.tool()) && w.key().concurrency() == ratio.concurrency() && w.ok()
					&& !w.jitBusy())
			.filter((w) -> w.usage().serverCpuAvgPercent() != null && w.requestsPerSecond() != null
					&& w.requestsPerSecond() > 0)
			.map((w) -> w.usage().serverCpuAvgPercent() / 100 * w.setting().serverCapacity() / w.requestsPerSecond()
					* 1_000_000)
			.filter(Objects::nonNull)
			.toList();
		return perRequest.isEmpty() ? null : Spread.of(perRequest).median();
	}

}
