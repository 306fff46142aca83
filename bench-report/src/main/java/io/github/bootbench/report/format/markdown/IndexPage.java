package io.github.bootbench.report.format.markdown;

import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;

import io.github.bootbench.report.format.data.ComparisonDocument;
import io.github.bootbench.report.input.RunRecord;

/**
 * The results directory's README.md: a line per run, newest first, then the comparisons.
 */
public final class IndexPage {

	/**
	 * A run directory with its record.
	 *
	 * @param hasReport whether its README.md was written
	 */
	public record Run(String directory, RunRecord record, boolean hasReport) {

	}

	/** A comparison directory with its comparison.json. */
	public record Comparison(String directory, ComparisonDocument document) {

	}

	private IndexPage() {
	}

	public static String write(List<Run> runs, List<Comparison> comparisons) {
		StringBuilder md = new StringBuilder(
				"# Benchmark runs\n\nEvery run directory here, newest first. Each holds the "
						+ "raw output of every tool, an environment record (run.json) and its report (README.md).\n\n");
		md.append("| date (UTC) | profile | JDK | containers | endpoints | rounds × c × tools | status | report |\n"
				+ "|---|---|---|---|---|---|---|---|\n");
		runs.stream().sorted(Comparator.comparing((Run run) -> run.record().startedAt()).reversed()).forEach((run) -> {
			RunRecord record = run.record();
			RunRecord.Options options = record.options();
			md.append("| ")
				.append(record.startedAt())
				.append(" | ")
				.append(options.profile())
				.append(" | ")
				.append(record.environment().jdk().versionAndVendor())
				.append(" | ")
				.append(String.join(", ", options.containers()))
				.append(" | ")
				.append(String.join(", ", options.endpoints()))
				.append(" | ")
				.append(options.rounds())
				.append(" × c=")
				.append(options.concurrency().stream().map(String::valueOf).collect(Collectors.joining(",")))
				.append(" × ")
				.append(String.join(",", options.tools()))
				.append(" | ")
				.append(record.status())
				.append(" | [")
				.append(run.directory())
				.append("](")
				.append(run.directory())
				.append(run.hasReport() ? "/README.md" : "/run.json")
				.append(") |\n");
		});
		if (!comparisons.isEmpty()) {
			md.append("\n## Comparisons\n\nOne run against another, pair by pair (same container, endpoint, tool and "
					+ "concurrency), written by `bench-report compare`.\n\n| candidate | baseline | report |\n|---|---|---|\n");
			comparisons.stream()
				.sorted(Comparator.comparing(Comparison::directory))
				.forEach((comparison) -> md.append("| ")
					.append(comparison.document().candidate().describe())
					.append(" | ")
					.append(comparison.document().baseline().describe())
					.append(" | [")
					.append(comparison.directory())
					.append("](comparisons/")
					.append(comparison.directory())
					.append("/README.md) |\n"));
		}
		return md.toString();
	}

}
