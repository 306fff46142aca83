package io.github.bootbench.report.format.markdown;

import java.util.List;

import io.github.bootbench.report.core.Method;
import io.github.bootbench.report.core.Metric;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.model.RatioRow;
import io.github.bootbench.report.model.RunResult;

/**
 * Latency, in a section per kind of load: a closed loop's, shown and not judged, under
 * one note; a fixed rate's, every percentile judged.
 */
final class LatencyTables {

	static final String CLOSED_LOOP = "Closed-loop latency";

	static final String FIXED_RATE = "Latency at fixed rates";

	private LatencyTables() {
	}

	static void closedLoop(RunResult result, StringBuilder md) {
		if (result.rows().stream().allMatch((row) -> Tool.atFixedRate(row.tool()))) {
			return;
		}
		List<Metric> metrics = result.ratios()
			.stream()
			.filter((r) -> !r.throughput() && !Tool.atFixedRate(r.tool()))
			.map(RatioRow::metric)
			.distinct()
			.toList();
		String rule = Method.closedLoopLatencyRule();
		md.append("## ")
			.append(CLOSED_LOOP)
			.append("\n\n")
			.append(Character.toUpperCase(rule.charAt(0)))
			.append(rule.substring(1));
		if (!metrics.isEmpty()) {
			md.append(". Each ratio is the variant's percentile over the baseline's (")
				.append(result.variantIds().get(0))
				.append(") in the same block, ")
				.append(result.run().record().options().ratioInterval().center())
				.append(" with its ")
				.append(Method.confidence())
				.append(" interval, and why else it could not be judged where something else kept it from a verdict");
		}
		md.append(".\n\n");
		RatioTables.latency(result, md, metrics, false);
		List<Tool> tools = result.run().tools();
		md.append("Each cell in milliseconds, medians over rounds: mean / p50 / p90 / p99 / max.")
			.append(tools.contains(Tool.AB) ? " ab reports percentiles in whole milliseconds." : "")
			.append(tools.contains(Tool.SIEGE) ? " siege gives only mean and max, at 10 ms resolution." : "")
			.append("\n\n");
		CellTables.latency(result, md, false);
	}

	static void fixedRate(RunResult result, StringBuilder md) {
		if (result.rows().stream().noneMatch((row) -> Tool.atFixedRate(row.tool()))) {
			return;
		}
		md.append("## ")
			.append(FIXED_RATE)
			.append("\n\n")
			.append(Tool.HYPERFOIL.id())
			.append(" sends each request when the clock says and times it from then, so a stall delays the "
					+ "requests behind it and they count. Every percentile at every rate: the variant's over the "
					+ "baseline's (")
			.append(result.variantIds().get(0))
			.append(") in the same block, ")
			.append(result.run().record().options().ratioInterval().center())
			.append(" with its ")
			.append(Method.confidence())
			.append(" interval and the verdict; ")
			.append(Method.tailRule())
			.append(".\n\n");
		RatioTables.latency(result, md, Method.FIXED_RATE_PERCENTILES, true);
		md.append("Each cell in milliseconds, medians over rounds: mean / p50 / p90 / p99 / p99.9 / max, to the two "
				+ "significant digits the driver's histograms keep.\n\n");
		CellTables.latency(result, md, true);
	}

}
