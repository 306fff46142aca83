package io.github.bootbench.report.format.markdown;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import io.github.bootbench.report.core.Method;
import io.github.bootbench.report.format.Names;
import io.github.bootbench.report.input.RunRecord;
import io.github.bootbench.report.model.RatioRow;
import io.github.bootbench.report.model.RunResult;
import io.github.bootbench.report.model.SummaryLine;

import static io.github.bootbench.report.format.markdown.Markdown.table;

/**
 * A run's answer in benchstat's shape: per endpoint, a line per comparison with the cell,
 * each side's figure, the ratio with its interval and verdict, and the server CPU a
 * request took on each side; then the forest plots of those ratios.
 */
final class SummaryTables {

	/**
	 * The fixed-rate percentiles the summary shows, the median and two of the tail; every
	 * percentile is in the detail below it.
	 */
	static final List<String> FIXED_RATE_SHOWN = List.of("p50", "p99", "p99.9");

	static final String TITLE = "Summary";

	private SummaryTables() {
	}

	/**
	 * The section, if the run has a comparison.
	 * @param charts every chart of the run
	 * @return the charts shown here, left out of the report's chart section
	 */
	static List<String> write(RunResult result, List<String> charts, StringBuilder md) {
		List<SummaryLine> lines = result.summaryLines();
		if (lines.isEmpty()) {
			return List.of();
		}
		List<String> order = result.variantIds();
		String baseline = order.get(0);
		boolean cpu = lines.stream().anyMatch((l) -> l.baselineCpuPerRequestUs() != null);
		boolean closed = lines.stream().anyMatch((l) -> l.ratio().throughput());
		boolean fixed = lines.stream().anyMatch((l) -> !l.ratio().throughput());
		md.append("## ")
			.append(TITLE)
			.append("\n\n")
			.append(intro(baseline, result.run().record().options(), closed, fixed, cpu))
			.append("\n\n");
		List<String> shown = new ArrayList<>();
		for (String endpoint : result.run().endpoints()) {
			List<SummaryLine> ofEndpoint = lines.stream()
				.filter((l) -> l.ratio().endpoint().equals(endpoint))
				.sorted(Comparator.comparing((SummaryLine l) -> l.isControl())
					.thenComparing((l) -> order.indexOf(l.ratio().variant())))
				.toList();
			List<SummaryLine> throughput = ofEndpoint.stream().filter((l) -> l.ratio().throughput()).toList();
			if (!throughput.isEmpty()) {
				md.append("### ").append(Names.endpoint(endpoint)).append(": throughput\n\n");
				throughput(md, throughput, baseline, cpu);
			}
			List<SummaryLine> latency = ofEndpoint.stream().filter((l) -> !l.ratio().throughput()).toList();
			if (!latency.isEmpty()) {
				md.append("### ").append(Names.endpoint(endpoint)).append(": latency at fixed rates\n\n");
				latency(md, latency, baseline, cpu, (ratio) -> Names.endpoint(endpoint) + " " + ratio.tool() + " "
						+ Names.rate(result, endpoint, ratio.concurrency()));
			}
		}
		for (String endpoint : result.run().endpoints()) {
			if (closed) {
				shown.addAll(chart(md, charts, "ratios-" + endpoint + ".svg",
						"throughput ratios on " + Names.endpoint(endpoint)));
			}
			if (fixed) {
				FIXED_RATE_SHOWN
					.forEach((p) -> shown.addAll(chart(md, charts, "latency-ratios-" + endpoint + "-" + p + ".svg",
							p + " latency ratios on " + Names.endpoint(endpoint))));
			}
		}
		return shown;
	}

	private static String intro(String baseline, RunRecord.Options options, boolean closed, boolean fixed,
			boolean cpu) {
		String figures = closed && fixed ? "req/s (closed loop) or latency in ms (fixed rate)"
				: closed ? "req/s" : "latency in ms at " + String.join(", ", FIXED_RATE_SHOWN);
		return "A line per comparison against the baseline, " + baseline
				+ ((options.sweep() == null) ? ""
						: options.variants().stream().anyMatch((v) -> v.cpuLimit() != null)
								? " (in this sweep of CPU limits, each app at a limit against itself without one and "
										+ "the A/A control at a limit against the baseline at it; the apps against "
										+ "each other are under Under a CPU limit)"
								: " (in this sweep, each setting against its own app's default)")
				+ ", the controls too: each side's median " + figures + " over the cell's windows; the variant's "
				+ "over the baseline's in the same block (" + options.ratioInterval().ratioPhrase()
				+ ") and the verdict, its rules under How sure"
				+ (cpu ? "; the server's CPU time per request, µs, on each side (per window, the median over the "
						+ "windows without a busy JIT): what a request costs, to set a difference against" : "")
				+ ".";
	}

	private static void throughput(StringBuilder md, List<SummaryLine> lines, String baseline, boolean cpu) {
		List<List<String>> rows = new ArrayList<>();
		for (SummaryLine line : lines) {
			List<String> row = new ArrayList<>(List.of(variant(line, baseline), cell(line.ratio()),
					Markdown.integer(line.baselineFigure()) + " → " + Markdown.integer(line.variantFigure()),
					verdict(line.ratio())));
			if (cpu) {
				row.add(cpu(line));
			}
			rows.add(row);
		}
		String against = against(lines, baseline);
		List<String> header = new ArrayList<>(List.of("variant", "cell", "req/s: " + against + " → variant",
				"ratio [" + Method.confidence() + " interval], verdict"));
		if (cpu) {
			header.add("server CPU µs/request: " + against + " → variant");
		}
		md.append(table(header, rows));
	}

	/** A line per variant and rate, each shown percentile in two columns. */
	private static void latency(StringBuilder md, List<SummaryLine> lines, String baseline, boolean cpu,
			Function<RatioRow, String> cellOf) {
		Map<List<Object>, Map<String, SummaryLine>> byCell = new LinkedHashMap<>();
		for (SummaryLine line : lines) {
			RatioRow r = line.ratio();
			byCell.computeIfAbsent(List.of(r.variant(), r.tool(), r.concurrency()), (k) -> new LinkedHashMap<>())
				.put(r.metric().word(), line);
		}
		List<List<String>> rows = new ArrayList<>();
		byCell.values().forEach((metrics) -> {
			SummaryLine any = metrics.values().iterator().next();
			List<String> row = new ArrayList<>(List.of(variant(any, baseline), cellOf.apply(any.ratio())));
			for (String percentile : FIXED_RATE_SHOWN) {
				SummaryLine line = metrics.get(percentile);
				row.add((line != null) ? ms(line.baselineFigure()) + " → " + ms(line.variantFigure()) : "–");
				row.add((line != null) ? verdict(line.ratio()) : "–");
			}
			if (cpu) {
				row.add(cpu(any));
			}
			rows.add(row);
		});
		List<String> header = new ArrayList<>(List.of("variant", "cell"));
		for (String percentile : FIXED_RATE_SHOWN) {
			header.add(percentile + " ms: " + against(lines, baseline) + " → variant");
			header.add(percentile + " ratio, verdict");
		}
		if (cpu) {
			header.add("server CPU µs/request: " + baseline + " → variant");
		}
		md.append(table(header, rows));
	}

	/**
	 * What a table's "X → variant" columns are against: the run's baseline, or "baseline"
	 * where a line is against another (which its variant column names).
	 */
	private static String against(List<SummaryLine> lines, String baseline) {
		return lines.stream().allMatch((line) -> line.ratio().baseline().equals(baseline)) ? baseline : "baseline";
	}

	/**
	 * {@code boot4-jetty}, {@code boot4-tomcat-control (A/A control)},
	 * {@code tomcat-workers-8 against tomcat} where the line's baseline is another.
	 */
	static String variant(SummaryLine line, String baseline) {
		String variant = line.ratio().variant();
		if (SummaryLine.CONTROL.equals(line.role())) {
			variant += " (A/A control)";
		}
		else if (SummaryLine.PLANTED.equals(line.role())) {
			variant += " (planted " + RatioText.amount(line.plantedPercent()) + " % slower)";
		}
		return line.ratio().baseline().equals(baseline) ? variant : variant + " against " + line.ratio().baseline();
	}

	static String cell(RatioRow ratio) {
		return Names.cell(ratio.endpoint(), ratio.tool(), ratio.concurrency());
	}

	/**
	 * {@code 0.91× [0.87–0.94] **slower**}: a called verdict in bold; a ratio not judged
	 * with its reason.
	 */
	static String verdict(RatioRow ratio) {
		return ratio.called() ? RatioText.interval(ratio) + " **" + ratio.verdictWord() + "**" : RatioText.cell(ratio);
	}

	private static String cpu(SummaryLine line) {
		return (line.baselineCpuPerRequestUs() == null && line.variantCpuPerRequestUs() == null) ? "–"
				: micros(line.baselineCpuPerRequestUs()) + " → " + micros(line.variantCpuPerRequestUs());
	}

	/** {@code 33}, {@code 4.2}: µs to the digits that tell sides apart. */
	static String micros(Double value) {
		return (value == null) ? "–" : (value < 10) ? Markdown.decimal(value) : Markdown.integer(value);
	}

	/**
	 * {@code 0.35}, {@code 2.5}, {@code 20}: milliseconds to two significant digits or
	 * more.
	 */
	static String ms(Double value) {
		if (value == null) {
			return "–";
		}
		return (value < 1) ? Markdown.decimals(value, 2)
				: (value < 100) ? Markdown.decimal(value) : Markdown.integer(value);
	}

	private static List<String> chart(StringBuilder md, List<String> charts, String name, String alt) {
		if (!charts.contains(name)) {
			return List.of();
		}
		md.append("![").append(alt).append("](charts/").append(name).append(")\n\n");
		return List.of(name);
	}

}
