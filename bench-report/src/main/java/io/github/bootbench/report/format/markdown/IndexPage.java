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
						+ "raw output of every tool, an environment record (run.json) and its report (README.md).\n\n"
						+ "Method: **blocks** runs start every variant's JVM at once in each round, warm each up until "
						+ "its JIT is quiet, measure the variants back to back in shuffled blocks and judge each by its "
						+ "ratio to the baseline with an interval. "
						+ "The runs made before that one container at a time (leads called over 3 rounds, "
						+ "their numbers carrying the machine's drift) were replaced by blocks runs "
						+ "and stay in git history: `git log --diff-filter=D --stat -- results/`." + "\n\n");
		List<List<String>> rows = runs.stream()
			.sorted(Comparator.comparing((Run run) -> run.record().startedAt()).reversed())
			.map(IndexPage::row)
			.toList();
		md.append(Markdown.table(List.of("date (UTC)", "method", "profile", "JDK", "variants", "endpoints",
				"rounds × c × tools", "status", "report"), rows));
		if (!comparisons.isEmpty()) {
			md.append("## Comparisons\n\nOne run against another, pair by pair (same container, endpoint, tool and "
					+ "concurrency), written by `bench-report compare`.\n\n");
			md.append(Markdown.table(List.of("candidate", "baseline", "report"), comparisons.stream()
				.sorted(Comparator.comparing(Comparison::directory))
				.map((comparison) -> List.of(comparison.document().candidate().describe(),
						comparison.document().baseline().describe(),
						"[" + comparison.directory() + "](comparisons/" + comparison.directory() + "/README.md)"))
				.toList()));
		}
		return md.toString();
	}

	private static List<String> row(Run run) {
		RunRecord record = run.record();
		RunRecord.Options options = record.options();
		return List.of(record.startedAt(), "blocks (seed " + options.seed() + ")", options.profile(),
				record.environment().jdk().versionAndVendor(), String.join(", ", options.variantIds()),
				String.join(", ", options.endpoints()),
				options.rounds() + " × " + options.blocksPerRound() + " blocks" + " × c="
						+ options.concurrency().stream().map(String::valueOf).collect(Collectors.joining(",")) + " × "
						+ String.join(",", options.tools()),
				record.status(),
				"[" + run.directory() + "](" + run.directory() + (run.hasReport() ? "/README.md" : "/run.json") + ")");
	}

}
