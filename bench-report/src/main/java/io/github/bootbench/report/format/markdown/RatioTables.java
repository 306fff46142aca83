package io.github.bootbench.report.format.markdown;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import io.github.bootbench.report.core.Method;
import io.github.bootbench.report.core.Metric;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.format.Names;
import io.github.bootbench.report.input.Generation;
import io.github.bootbench.report.input.RunRecord;
import io.github.bootbench.report.model.RatioRow;
import io.github.bootbench.report.model.RunResult;
import io.github.bootbench.report.model.WindowDigest;
import io.github.bootbench.report.stats.Spread;

import static io.github.bootbench.report.format.markdown.Markdown.table;

/**
 * The ratios in detail, a row per variant and a column per cell: against other references
 * than the baseline (each profile's own default, the generation before, the Tomcat of its
 * own generation, async against block), each latency percentile; then the JIT during the
 * windows and ab's connection set-up.
 */
final class RatioTables {

	private RatioTables() {
	}

	/**
	 * The ratios against other references than the baseline: each profile against its own
	 * default, each generation against the one before, async against block.
	 */
	static void write(RunResult result, StringBuilder md) {
		RunRecord.Options options = result.run().record().options();
		boolean own = !result.toOwnDefault().isEmpty() && options.sweep() == null;
		if (!own && result.acrossGenerations().isEmpty() && result.withinGeneration().isEmpty()
				&& result.asyncToBlock().isEmpty()) {
			return;
		}
		md.append("## More ratios\n\nThroughput ratios against another reference than the baseline, paired and "
				+ "judged as the summary's.\n\n");
		if (own) {
			md.append("### Each profile against its own default\n\nThroughput of each variant with a profile over its "
					+ "own app's default variant in the same block: what the profile did to that container.\n\n");
			throughputPerEndpoint(md, result.toOwnDefault(), options);
		}
		acrossGenerations(md, result.acrossGenerations(), options);
		if (!result.withinGeneration().isEmpty()) {
			md.append("### Each container against the others of its own generation\n\nThroughput of each app over "
					+ "the Tomcat app of its own Spring Boot generation, and over each other app of it listed before it "
					+ "(Undertow over Jetty), in the same block: one container against another on the same Spring "
					+ "stack, where the baseline is of another generation or is not the pair's.\n\n");
			throughputPerEndpoint(md, result.withinGeneration(), options);
		}
		if (!result.asyncToBlock().isEmpty()) {
			md.append("### ")
				.append(Names.endpoint("async"))
				.append(" against ")
				.append(Names.endpoint("block"))
				.append("\n\nEach variant's throughput on ")
				.append(Names.endpoint("async"))
				.append(" over its own on ")
				.append(Names.endpoint("block"))
				.append(", paired within each pass of a round (the same JVM, minutes apart at most).\n\n");
			byVariantTable(md, result.asyncToBlock());
		}
	}

	/**
	 * A table per endpoint and latency metric of the given tools' ratios, a row per
	 * variant and a column per level.
	 */
	static void latency(RunResult result, StringBuilder md, List<Metric> metrics, boolean fixedRate) {
		for (Metric metric : metrics) {
			for (String endpoint : result.run().endpoints()) {
				List<RatioRow> rows = select(result.ratios(), endpoint, metric).stream()
					.filter((r) -> Tool.atFixedRate(r.tool()) == fixedRate)
					.toList();
				if (!rows.isEmpty()) {
					md.append("### ")
						.append(Names.endpoint(endpoint))
						.append(": ")
						.append(metric)
						.append(" latency\n\n");
					byVariantTable(md, rows, fixedRate ? RatioText::cell : RatioText::detail,
							fixedRate ? (row) -> row.tool() + " " + Names.rate(result, endpoint, row.concurrency())
									: RatioTables::column);
				}
			}
		}
	}

	/**
	 * A section per upgrade the run measured (Spring Boot 3.5 against 2.7, 4.1 against
	 * 3.5): each container's newer app over its older one.
	 */
	private static void acrossGenerations(StringBuilder md, List<RatioRow> ratios, RunRecord.Options options) {
		Map<List<Generation>, List<RatioRow>> steps = new LinkedHashMap<>();
		for (RatioRow row : ratios) {
			steps
				.computeIfAbsent(List.of(generation(row.variant(), options), generation(row.baseline(), options)),
						(step) -> new ArrayList<>())
				.add(row);
		}
		steps.forEach((step, rows) -> {
			String newer = step.get(0).label();
			String older = step.get(1).label();
			md.append("### ").append(newer).append(" against ").append(older).append("\n\n");
			if (step.get(0) == Generation.APP) {
				// A user's jar beside the project's apps: the same container, not a newer
				// one.
				md.append("Throughput of each container's copy of your app over the project's own ")
					.append(older.replace("Spring ", ""))
					.append(" app of that container in the same block: what your app, its container swapped in by "
							+ "the harness and the harness's probe (on in every variant of your app, off in the "
							+ "project's) change against the project's build of that container; each runs its own "
							+ "Spring Boot version.\n\n");
			}
			else {
				md.append("Throughput of each container's ")
					.append(newer.replace("Spring ", ""))
					.append(" app over its ")
					.append(older.replace("Spring ", ""))
					.append(" app in the same block: what the newer generation (its container version, Spring "
							+ "Framework and servlet API) changed for that container.\n\n");
			}
			throughputPerEndpoint(md, rows, options);
		});
	}

	private static Generation generation(String variantId, RunRecord.Options options) {
		return options.variants()
			.stream()
			.filter((v) -> v.id().equals(variantId))
			.map((v) -> Generation.of(v.app()))
			.findFirst()
			.orElseThrow();
	}

	/**
	 * Connection set-up as its own figure (ab only): a set-up of a second or more is a
	 * SYN retry, which costs throughput without saying so.
	 */
	static void connections(RunResult result, StringBuilder md) {
		if (result.windowDigest().connects().isEmpty()) {
			return;
		}
		md.append("## Connection set-up\n\nab's longest connection set-up in each window (`Connect` max): the "
				+ "median over windows, the highest, and the windows with a set-up of "
				+ Markdown.integer(Method.SYN_RETRY_MS) + " ms or more (a SYN retry: the connection waited for the "
				+ "kernel's retransmission, which throughput alone does not show).\n\n");
		List<List<String>> lines = new ArrayList<>();
		for (WindowDigest.Connect connect : result.windowDigest().connects()) {
			lines.add(List.of(connect.variant(), Names.endpoint(connect.endpoint()),
					String.valueOf(connect.concurrency()), Markdown.integer(connect.medianMs()),
					Markdown.integer(connect.highestMs()), connect.retried() + " of " + connect.windows()));
		}
		md.append(table(List.of("variant", "endpoint", "c", "median ms", "highest ms",
				"windows ≥ " + Markdown.integer(Method.SYN_RETRY_MS) + " ms"), lines));
	}

	/** A throughput table per endpoint that has rows, each under its own heading. */
	private static void throughputPerEndpoint(StringBuilder md, List<RatioRow> ratios, RunRecord.Options options) {
		for (String endpoint : options.endpoints()) {
			List<RatioRow> rows = select(ratios, endpoint, Metric.THROUGHPUT);
			if (!rows.isEmpty()) {
				md.append("#### ").append(Names.endpoint(endpoint)).append("\n\n");
				byVariantTable(md, rows);
			}
		}
	}

	private static List<RatioRow> select(List<RatioRow> ratios, String endpoint, Metric metric) {
		return ratios.stream().filter((r) -> r.endpoint().equals(endpoint) && r.metric() == metric).toList();
	}

	/** A row per variant, a column per tool and concurrency. */
	private static void byVariantTable(StringBuilder md, List<RatioRow> rows) {
		byVariantTable(md, rows, RatioText::cell, RatioTables::column);
	}

	/** A ratio's column: its tool and level ({@code wrk c=100}). */
	private static String column(RatioRow row) {
		return Tool.withLevel(row.tool(), row.concurrency());
	}

	private static void byVariantTable(StringBuilder md, List<RatioRow> rows, Function<RatioRow, String> text,
			Function<RatioRow, String> columnOf) {
		Map<String, Map<String, RatioRow>> byVariant = new LinkedHashMap<>();
		List<String> columns = new ArrayList<>();
		for (RatioRow row : rows) {
			String column = columnOf.apply(row);
			if (!columns.contains(column)) {
				columns.add(column);
			}
			byVariant.computeIfAbsent(row.variant(), (v) -> new LinkedHashMap<>()).put(column, row);
		}
		List<List<String>> lines = new ArrayList<>();
		byVariant.forEach((variant, cells) -> {
			List<String> line = new ArrayList<>();
			line.add(variant);
			columns.forEach((column) -> {
				RatioRow cell = cells.get(column);
				line.add((cell != null) ? text.apply(cell) : "–");
			});
			lines.add(line);
		});
		md.append(table(Markdown.header("variant", columns), lines));
	}

	/**
	 * The JIT during the windows, per variant: the share flagged busy, the compiler
	 * threads' CPU time and the compile time the JVM reported.
	 */
	static void jit(RunResult result, StringBuilder md) {
		md.append("## JIT during the windows\n\nA window is flagged busy when the JIT compiler threads ran on the CPU "
				+ "for " + Method.jitBusy() + " (their on-CPU time from the kernel's per-thread counters; in runs made "
				+ "before that was read, by the compile time alone). The compile time the JVM reports "
				+ "(`jvm.compilation.time`) is the compiles' elapsed time: on a single loaded core it also counts the "
				+ "time a compiler thread waited for the CPU, so it says a compile was in flight rather than how much "
				+ "CPU it took. Every ratio leaves such windows out: " + Method.flaggedWindowRule() + ".\n\n");
		List<List<String>> lines = new ArrayList<>();
		for (WindowDigest.Jit jit : result.windowDigest().jit()) {
			Spread cpu = jit.cpuMs();
			Spread compile = jit.compileMs();
			lines.add(List.of(jit.variant(), String.valueOf(jit.windows()), String.valueOf(jit.busy()),
					Markdown.integer((cpu != null) ? cpu.median() : null),
					Markdown.integer((cpu != null) ? cpu.max() : null), String.valueOf(jit.compilingLong()),
					Markdown.integer((compile != null) ? compile.median() : null),
					Markdown.integer((compile != null) ? compile.max() : null)));
		}
		md.append(table(List.of("variant", "windows read", "flagged busy", "JIT CPU median ms", "JIT CPU highest ms",
				"compile time over " + Method.jitBusyShare(), "compile time median ms", "compile time highest ms"),
				lines));
	}

}
