package io.github.bootbench.report.format.markdown;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.stream.Collectors;

import io.github.bootbench.report.format.data.ComparisonDocument;
import io.github.bootbench.report.input.RunRecord;
import io.github.bootbench.report.model.Assurance;
import io.github.bootbench.report.stats.Method;
import io.github.bootbench.report.stats.Sensitivity;

/**
 * The results directory's README.md: a line per run, newest first, then the comparisons.
 */
public final class IndexPage {

	/**
	 * A run directory with its record.
	 *
	 * @param hasReport whether its README.md was written
	 * @param assurance its results.json's assurance figures, or null
	 */
	public record Run(String directory, RunRecord record, boolean hasReport, Assurance assurance) {

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
						+ "and stay in git history: `git log --diff-filter=D --stat -- results/`. "
						+ "**noise → detects**: the standard deviation of a block's throughput log-ratio on the "
						+ "run's machine (from its A/A control where it had one), and the smallest true differences, "
						+ "faster / slower, its design calls in " + Method.detectionPower()
						+ " of cells (each report's " + "\"How sure\" line says how)." + "\n\n");
		List<List<String>> rows = runs.stream()
			.sorted(Comparator.comparing((Run run) -> run.record().startedAt()).reversed())
			.map(IndexPage::row)
			.toList();
		md.append(Markdown.table(List.of("date (UTC)", "machine", "method", "profile", "JDK", "variants", "endpoints",
				"rounds × c × tools", "noise → detects", "status", "report"), rows));
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

	/**
	 * {@code 0.071 (control) → 13 % / 12 %}: the SD of a block's log-ratio, and the
	 * smallest true differences, faster and slower, the run's design calls in 80 % of
	 * cells; a dash where the run judged nothing.
	 */
	private static String detects(Assurance assurance) {
		if (assurance == null || assurance.noise() == null) {
			return "–";
		}
		String noise = String.format(Locale.ROOT, "%.3f", assurance.noise().sd())
				+ (assurance.noiseFromControl() ? " (control)" : "");
		Sensitivity sensitivity = assurance.sensitivity();
		return (sensitivity == null) ? noise : noise + " → " + String.format(Locale.ROOT, "%.0f %% / %.0f %%",
				100 * (sensitivity.fasterRatio() - 1), 100 * (1 - sensitivity.slowerRatio()));
	}

	private static List<String> row(Run run) {
		RunRecord record = run.record();
		RunRecord.Options options = record.options();
		boolean memoryOnly = options.memory() != null && options.memory().only();
		return List.of(record.startedAt(), Objects.toString(record.environment().cpu().model(), "not recorded"),
				"blocks (seed " + options.seed() + ")", options.profile(),
				record.environment().jdk().versionAndVendor(), String.join(", ", options.variantIds()),
				memoryOnly ? "memory phase: " + String.join(", ", options.memory().endpoints())
						: String.join(", ", options.endpoints()),
				memoryOnly
						? options.rounds() + " memory rounds × " + options.memory().tool() + " c="
								+ options.memory().concurrency()
						: options.rounds() + " × " + options.blocksPerRound() + " blocks" + " × c="
								+ options.concurrency().stream().map(String::valueOf).collect(Collectors.joining(","))
								+ " × " + String.join(",", options.tools()),
				detects(run.assurance()), record.status(),
				"[" + run.directory() + "](" + run.directory() + (run.hasReport() ? "/README.md" : "/run.json") + ")");
	}

}
