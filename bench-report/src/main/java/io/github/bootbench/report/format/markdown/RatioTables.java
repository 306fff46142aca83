package io.github.bootbench.report.format.markdown;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import io.github.bootbench.report.input.Generation;
import io.github.bootbench.report.input.RunRecord;
import io.github.bootbench.report.input.Variant;
import io.github.bootbench.report.model.RatioRow;
import io.github.bootbench.report.model.RunResult;
import io.github.bootbench.report.model.WindowDigest;
import io.github.bootbench.report.stats.Method;
import io.github.bootbench.report.stats.Schedule;
import io.github.bootbench.report.stats.Spread;

import static io.github.bootbench.report.format.markdown.Markdown.table;

/**
 * The headline of a run measured in blocks: per endpoint, every variant against the
 * baseline, each cell the median ratio with its interval and verdict; the same for
 * latency percentiles, async against block, and the JIT during the windows.
 */
final class RatioTables {

	private RatioTables() {
	}

	static void write(RunResult result, StringBuilder md) {
		RunRecord.Options options = result.run().record().options();
		String baseline = options.variants().get(0).name();
		md.append("## Ratios to the baseline\n\n")
			.append(RatioText.assurance(result.assurance()))
			.append("\n\n")
			.append("Each cell: the median over blocks of the variant's figure divided by the baseline's (")
			.append(baseline)
			.append(") in the same block, its ")
			.append(Method.confidence())
			.append(" bootstrap interval (rounds resampled, then blocks within them), and the verdict. ")
			.append("Throughput above 1 is faster. Latency below 1 is faster: a closed loop's latency ratios are "
					+ "shown as detail, without a verdict (honest latency needs a fixed arrival rate); at a fixed rate ("
					+ Schedule.FIXED_RATE_TOOL + ") each percentile is judged, where every window has the latencies "
					+ "for it (" + Method.tailRule() + "). Variants: ")
			.append(variants(options))
			.append(".\n\n");
		for (String endpoint : options.endpoints()) {
			List<RatioRow> rows = select(result.ratios(), endpoint, RatioRow.THROUGHPUT);
			if (!rows.isEmpty() || options.tools().stream().anyMatch((tool) -> !Schedule.fixedRate(tool))) {
				section(md, "### " + endpoint + ": throughput", rows, options);
			}
		}
		for (String metric : Method.FIXED_RATE_PERCENTILES) {
			for (String endpoint : options.endpoints()) {
				List<RatioRow> rows = select(result.ratios(), endpoint, metric);
				if (!rows.isEmpty()) {
					section(md, "### " + endpoint + ": " + metric + " latency", rows, options);
				}
			}
		}
		if (!result.toOwnDefault().isEmpty()) {
			md.append("### Each profile against its own default\n\nThroughput of each variant with a profile over its "
					+ "own app's default variant in the same block: what the profile did to that container.\n\n");
			throughputPerEndpoint(md, result.toOwnDefault(), options);
		}
		acrossGenerations(md, result.acrossGenerations(), options);
		if (!result.asyncToBlock().isEmpty()) {
			md.append(
					"### async against block\n\nEach variant's async throughput over its own block throughput, paired "
							+ "within each pass of a round (the same JVM, minutes apart at most).\n\n");
			byVariantTable(md, result.asyncToBlock(), options);
		}
		connections(result, md);
		jit(result, md);
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
			md.append("Throughput of each container's ")
				.append(newer.replace("Spring ", ""))
				.append(" app over its ")
				.append(older.replace("Spring ", ""))
				.append(" app in the same block: what the newer generation (its container version, Spring "
						+ "Framework and servlet API) changed for that container.\n\n");
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
	private static void connections(RunResult result, StringBuilder md) {
		if (result.windowDigest().connects().isEmpty()) {
			return;
		}
		md.append("### Connection set-up\n\nab's longest connection set-up in each window (`Connect` max): the "
				+ "median over windows, the highest, and the windows with a set-up of "
				+ Markdown.integer(Method.SYN_RETRY_MS) + " ms or more (a SYN retry: the connection waited for the "
				+ "kernel's retransmission, which throughput alone does not show).\n\n");
		List<List<String>> lines = new ArrayList<>();
		for (WindowDigest.Connect connect : result.windowDigest().connects()) {
			lines.add(List.of(connect.name(), connect.endpoint(), String.valueOf(connect.concurrency()),
					Markdown.integer(connect.medianMs()), Markdown.integer(connect.highestMs()),
					connect.retried() + " of " + connect.windows()));
		}
		md.append(table(List.of("variant", "endpoint", "c", "median ms", "highest ms",
				"windows ≥ " + Markdown.integer(Method.SYN_RETRY_MS) + " ms"), lines));
	}

	private static String variants(RunRecord.Options options) {
		// A run of one generation says it once, in its header; one that mixes them says
		// it of each variant.
		boolean mixed = options.variants().stream().map((v) -> Generation.of(v.app())).distinct().count() > 1;
		List<String> names = new ArrayList<>();
		for (Variant variant : options.variants()) {
			List<String> what = new ArrayList<>();
			what.add("app " + variant.app());
			if (mixed) {
				what.add(Generation.of(variant.app()).label());
			}
			what.add("profile " + Objects.requireNonNullElse(variant.profile(), "default"));
			if (variant.properties() != null && !variant.properties().isEmpty()) {
				what.add(String.join(" ", variant.properties()));
			}
			if (variant.control()) {
				what.add("the A/A control: identical to the baseline, its own JVMs");
			}
			if (variant.planted()) {
				what.add("a positive control: the baseline with a cost planted in every request that makes it "
						+ RatioText.amount(variant.plantedPercent()) + " % slower on a saturated CPU");
			}
			names.add("`" + variant.name() + "` (" + String.join(", ", what) + ")");
		}
		return String.join("; ", names);
	}

	/** A throughput table per endpoint that has rows, each under its own heading. */
	private static void throughputPerEndpoint(StringBuilder md, List<RatioRow> ratios, RunRecord.Options options) {
		for (String endpoint : options.endpoints()) {
			List<RatioRow> rows = select(ratios, endpoint, RatioRow.THROUGHPUT);
			if (!rows.isEmpty()) {
				md.append("#### ").append(endpoint).append("\n\n");
				byVariantTable(md, rows, options);
			}
		}
	}

	private static List<RatioRow> select(List<RatioRow> ratios, String endpoint, String metric) {
		return ratios.stream().filter((r) -> r.endpoint().equals(endpoint) && r.metric().equals(metric)).toList();
	}

	private static void section(StringBuilder md, String title, List<RatioRow> rows, RunRecord.Options options) {
		md.append(title).append("\n\n");
		byVariantTable(md, rows, options);
	}

	/** A row per variant, a column per tool and concurrency. */
	private static void byVariantTable(StringBuilder md, List<RatioRow> rows, RunRecord.Options options) {
		Map<String, Map<String, RatioRow>> byVariant = new LinkedHashMap<>();
		List<String> columns = new ArrayList<>();
		for (RatioRow row : rows) {
			String column = Schedule.toolLevel(row.tool(), row.concurrency());
			if (!columns.contains(column)) {
				columns.add(column);
			}
			byVariant.computeIfAbsent(row.variant(), (v) -> new LinkedHashMap<>()).put(column, row);
		}
		List<List<String>> lines = new ArrayList<>();
		byVariant.forEach((variant, cells) -> {
			List<String> line = new ArrayList<>();
			line.add(options.variantName(variant));
			columns.forEach((column) -> {
				RatioRow cell = cells.get(column);
				line.add((cell != null) ? RatioText.cell(cell) : "–");
			});
			lines.add(line);
		});
		md.append(table(Markdown.header("variant", columns), lines));
	}

	/**
	 * The JIT during the windows, per variant: the share flagged busy, the compiler
	 * threads' CPU time and the compile time the JVM reported.
	 */
	private static void jit(RunResult result, StringBuilder md) {
		int seconds = result.run().record().options().durationSeconds();
		md.append("### JIT during the windows\n\nA window is flagged busy when the JIT compiler threads ran on the CPU "
				+ "for " + Method.jitBusy() + " (their on-CPU time from the kernel's per-thread counters; in runs made "
				+ "before that was read, by the compile time alone). The compile time the JVM reports "
				+ "(`jvm.compilation.time`) is the compiles' elapsed time: on a single loaded core it also counts the "
				+ "time a compiler thread waited for the CPU, so it says a compile was in flight rather than how much "
				+ "CPU it took. Every ratio leaves such windows out: " + Method.flaggedWindowRule() + ".\n\n");
		List<List<String>> lines = new ArrayList<>();
		for (WindowDigest.Jit jit : result.windowDigest().jit()) {
			Spread cpu = jit.cpuMs();
			Spread compile = jit.compileMs();
			lines.add(List.of(jit.name(), String.valueOf(jit.windows()), String.valueOf(jit.busy()),
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
