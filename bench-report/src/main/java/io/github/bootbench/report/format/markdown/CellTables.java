package io.github.bootbench.report.format.markdown;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.stream.Collectors;

import io.github.bootbench.report.core.Method;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.format.Names;
import io.github.bootbench.report.input.Pinning;
import io.github.bootbench.report.model.CellFigures;
import io.github.bootbench.report.model.Row;
import io.github.bootbench.report.model.RunResult;
import io.github.bootbench.report.stats.Spread;

import static io.github.bootbench.report.format.markdown.Markdown.decimal;
import static io.github.bootbench.report.format.markdown.Markdown.integer;
import static io.github.bootbench.report.format.markdown.Markdown.percent;
import static io.github.bootbench.report.format.markdown.Markdown.table;

/**
 * The sections with a table per endpoint and tool, a row per concurrency: throughput,
 * latency in milliseconds, bottleneck.
 */
final class CellTables {

	private CellTables() {
	}

	static void throughput(RunResult result, StringBuilder md) {
		boolean closed = result.rows().stream().anyMatch((row) -> !Tool.atFixedRate(row.tool()));
		boolean fixed = result.rows().stream().anyMatch((row) -> Tool.atFixedRate(row.tool()));
		md.append("## Throughput\n\nSupporting detail: requests per second (siege: transactions per second), the "
				+ "median over every window of the variant (rounds × blocks)")
			.append(closed ? ", [min–max] and the coefficient of variation, which includes the machine's drift that "
					+ "the ratios cancel; † the load tool was at its ceiling" : "")
			.append(fixed ? (closed ? ". At a fixed rate" : "; at a fixed rate")
					+ " the rate the driver achieved, which it sets, and how many windows passed its gate" : "")
			.append(".\n\n");
		rowTables(result, md, (row) -> true, CellTables::throughputCell);
	}

	static String throughputCell(CellFigures cell) {
		String noFigures = CellFigures.noFigures(cell);
		if (noFigures != null) {
			return cell.missing() ? noFigures
					: noFigures + " (" + cell.failed() + " of " + cell.measurements().size() + ")";
		}
		Spread spread = cell.throughput();
		StringBuilder text = new StringBuilder(integer(spread.median()));
		if (fixedRate(cell)) {
			int windows = cell.measurements().size();
			return text.append(" · ")
				.append(windows - cell.failed())
				.append(" of ")
				.append(windows)
				.append(" passed")
				.toString();
		}
		if (spread.count() > 1) {
			text.append(" [")
				.append(integer(spread.min()))
				.append("–")
				.append(integer(spread.max()))
				.append("] CV ")
				.append(decimal(spread.cvPercent()))
				.append(" %");
		}
		if (cell.toolBound()) {
			text.append(" †");
		}
		if (cell.failed() > 0) {
			text.append(" · FAILED ").append(cell.failed()).append(" of ").append(cell.measurements().size());
		}
		if (cell.errors() > 0) {
			text.append(" · ").append(integer(cell.errors())).append(" errors");
		}
		if (cell.non2xx() > 0) {
			text.append(" · ").append(integer(cell.non2xx())).append(" non-2xx");
		}
		return text.toString();
	}

	/**
	 * The latency figures of the closed-loop or the fixed-rate cells, in milliseconds: a
	 * table per endpoint and tool.
	 */
	static void latency(RunResult result, StringBuilder md, boolean fixedRate) {
		tables(result, md, (row) -> Tool.atFixedRate(row.tool()) == fixedRate,
				(cell) -> cell.latency()
					.values()
					.stream()
					.map((spread) -> (spread != null) ? decimal(spread.median()) : "–")
					.collect(Collectors.joining(" / ")));
	}

	/**
	 * {@code  (the server's of its CPU limit, 0.25 CPU)}: under a limit the server's
	 * share is of what the limit lets it use; empty without one.
	 */
	static String ofTheLimit(RunResult result) {
		Double limit = result.run().record().pinning().cpuLimit();
		return (limit == null) ? "" : " (the server's of its CPU limit, " + Pinning.limitCpus(limit) + ")";
	}

	static void bottleneck(RunResult result, StringBuilder md) {
		String saturated = Method.saturated();
		md.append("## Bottleneck\n\nMedian over rounds of the average CPU of the server and of the load tool, each as "
				+ "a share of the CPUs it was pinned to" + ofTheLimit(result)
				+ ", over the samples taken while the tool ran. server-bound: " + "server at " + saturated
				+ ", tool below; tool-bound: tool at " + saturated + " while the server is "
				+ "not (the figure then measures the tool); tool- and server-bound: both at " + saturated + ", so the "
				+ "tool's ceiling caps what any container could show (marked † and not judged either); neither: "
				+ "something else limited it (locks, sleeps, the network stack, too few connections)."
				+ ((result.run().record().database() != null) ? " The database ran on the load CPUs beside the tool, "
						+ "and the two competed for them: each cell gives the database's share after the tool's, the "
						+ "tool's side counts the two together, and so tool-bound reads load-CPU-bound (the load CPUs at "
						+ saturated + " by both together; each window's database share is in results.csv)." : "")
				+ "\n\n");
		tables(result, md, (row) -> true,
				(cell) -> "server " + percent(median(cell.serverCpu())) + " · tool " + percent(median(cell.toolCpu()))
						+ ((cell.databaseCpu() != null) ? " + database " + percent(median(cell.databaseCpu())) : "")
						+ ": " + cell.bottleneck().label());
	}

	/**
	 * One table per endpoint and tool: a row per concurrency, a cell per variant
	 * ("missing" or "FAILED" when it has no figures).
	 */
	private static void tables(RunResult result, StringBuilder md, Predicate<Row> rows,
			Function<CellFigures, String> text) {
		rowTables(result, md, rows,
				(cell) -> Objects.requireNonNullElseGet(CellFigures.noFigures(cell), () -> text.apply(cell)));
	}

	private static void rowTables(RunResult result, StringBuilder md, Predicate<Row> which,
			Function<CellFigures, String> text) {
		result.rowsByEndpointAndTool().forEach((group, rows) -> {
			if (!which.test(rows.get(0))) {
				return;
			}
			md.append("### ")
				.append(Names.endpoint(rows.get(0).endpoint()))
				.append(" ")
				.append(rows.get(0).tool())
				.append("\n\n");
			List<List<String>> lines = new ArrayList<>();
			for (Row row : rows) {
				List<String> line = new ArrayList<>();
				line.add(String.valueOf(row.concurrency()));
				for (String variant : result.variantIds()) {
					line.add(text.apply(row.cells().get(variant)));
				}
				lines.add(line);
			}
			boolean fixedRate = Tool.atFixedRate(rows.get(0).tool());
			md.append(table(Markdown.header(fixedRate ? "req/s" : "c", result.variantIds()), lines));
		});
	}

	/** Whether the cell was driven at a fixed rate. */
	private static boolean fixedRate(CellFigures cell) {
		return !cell.measurements().isEmpty() && Tool.atFixedRate(cell.measurements().get(0).key().tool());
	}

	private static Double median(Spread spread) {
		return (spread != null) ? spread.median() : null;
	}

}
