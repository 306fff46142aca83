package io.github.bootbench.report.feature.comparison;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

import io.github.bootbench.report.core.Method;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.feature.comparison.RunComparison.Pair;
import io.github.bootbench.report.format.Names;
import io.github.bootbench.report.format.markdown.Markdown;
import io.github.bootbench.report.format.markdown.RatioText;
import io.github.bootbench.report.model.CellFigures;
import io.github.bootbench.report.model.LevelSummary;
import io.github.bootbench.report.stats.RatioEstimate;
import io.github.bootbench.report.stats.Spread;

import static io.github.bootbench.report.format.markdown.Markdown.decimal;
import static io.github.bootbench.report.format.markdown.Markdown.integer;
import static io.github.bootbench.report.format.markdown.Markdown.megabytes;
import static io.github.bootbench.report.format.markdown.Markdown.table;

/**
 * A comparison's tables: throughput and latency pair by pair, threads and memory per
 * concurrency.
 */
final class ComparisonTables {

	private ComparisonTables() {
	}

	static void throughput(RunComparison comparison, StringBuilder md) {
		md.append("## Throughput\n\nRequests per second (siege: transactions per second), median over each run's "
				+ "windows: baseline → candidate, then the candidate's median over the baseline's with its "
				+ Method.confidence() + " interval and the verdict. Each side's [min–max] is in its run's report. "
				+ "† the load tool was at its ceiling on that side: the figure measures the tool, not the container.\n\n");
		pairTables(comparison, md,
				(pair) -> side(pair.baseline()) + " → " + side(pair.candidate()) + ": " + verdictText(pair));
	}

	/** {@code 1.08× [1.03–1.12] **faster**}, or {@code not judged (reason)}. */
	static String verdictText(Pair pair) {
		if (pair.estimate() == null) {
			return "not judged (" + pair.reason() + ")";
		}
		RatioEstimate e = pair.estimate();
		String verdict = pair.verdict().called() ? "**" + pair.verdict().word() + "**" : pair.verdict().word();
		return RatioText.interval(e.ratio(), e.ciLow(), e.ciHigh()) + " " + verdict
				+ ((pair.reason() != null) ? " (" + pair.reason() + ")" : "");
	}

	private static String side(CellFigures cell) {
		String noFigures = CellFigures.noFigures(cell);
		if (noFigures != null) {
			return noFigures;
		}
		StringBuilder text = new StringBuilder(integer(cell.throughput().median()));
		if (cell.toolBound()) {
			text.append(" †");
		}
		if (cell.failed() > 0) {
			text.append(" (FAILED ")
				.append(cell.failed())
				.append(" of ")
				.append(cell.measurements().size())
				.append(')');
		}
		if (cell.errors() > 0 || cell.non2xx() > 0) {
			text.append(" (")
				.append(integer(cell.errors()))
				.append(" errors, ")
				.append(integer(cell.non2xx()))
				.append(" non-2xx)");
		}
		return text.toString();
	}

	static void latency(RunComparison comparison, StringBuilder md) {
		md.append("## Latency\n\np99 latency in milliseconds (siege: mean, it has no percentiles), median over rounds: "
				+ "baseline → candidate. Closed-loop tools understate tail latency under overload.\n\n");
		pairTables(comparison, md, (pair) -> latencyText(pair.baseline(), pair.tool()) + " → "
				+ latencyText(pair.candidate(), pair.tool()));
	}

	private static String latencyText(CellFigures cell, Tool tool) {
		if (CellFigures.noFigures(cell) != null) {
			return "–";
		}
		Spread spread = cell.latency().get(Tool.SIEGE == tool ? "mean" : "p99");
		return (spread != null) ? decimal(spread.median()) : "–";
	}

	private static void pairTables(RunComparison comparison, StringBuilder md, Function<Pair, String> text) {
		List<String> variants = comparison.variantIds();
		Map<String, List<Pair>> groups = comparison.pairs()
			.stream()
			.collect(Collectors.groupingBy(Pair::group, LinkedHashMap::new, Collectors.toList()));
		groups.forEach((group, pairs) -> {
			md.append("### ")
				.append(Names.endpoint(pairs.get(0).endpoint()))
				.append(" ")
				.append(pairs.get(0).tool())
				.append("\n\n");
			Map<Integer, Map<String, Pair>> byLevel = new LinkedHashMap<>();
			pairs.forEach((pair) -> byLevel.computeIfAbsent(pair.concurrency(), (c) -> new LinkedHashMap<>())
				.put(pair.variant(), pair));
			List<List<String>> lines = new ArrayList<>();
			byLevel.forEach((level, byVariant) -> {
				List<String> line = new ArrayList<>(List.of(String.valueOf(level)));
				variants.forEach((variant) -> {
					Pair pair = byVariant.get(variant);
					line.add((pair != null) ? text.apply(pair) : "–");
				});
				lines.add(line);
			});
			md.append(table(Markdown.header("c", variants), lines));
		});
	}

	static void threadsAndMemory(RunComparison comparison, StringBuilder md) {
		md.append("## Threads and memory\n\nLive JVM threads (Actuator `jvm.threads.live`, platform threads only) and "
				+ "peak RSS (/proc) after the measurements at each concurrency, the highest reading over the endpoints both "
				+ "runs measured (every tool and round): baseline → candidate. RSS does not shrink back, so it also "
				+ "holds what earlier measurements of the same JVM grew, on any endpoint.\n\n");
		List<String> endpoints = comparison.endpoints();
		List<List<String>> lines = new ArrayList<>();
		for (int level : comparison.concurrencyLevels()) {
			List<String> line = new ArrayList<>(List.of("c=" + level));
			for (String variant : comparison.variantIds()) {
				LevelSummary before = comparison.baseline().level(variant, level, endpoints);
				LevelSummary after = comparison.candidate().level(variant, level, endpoints);
				line.add("threads " + integer(before.threadsLive()) + " → " + integer(after.threadsLive()) + " · RSS "
						+ megabytes(before.rssPeakKb()) + " → " + megabytes(after.rssPeakKb()));
			}
			lines.add(line);
		}
		md.append(table(Markdown.header("", comparison.variantIds()), lines));
	}

}
