package io.github.bootbench.report.feature.comparison;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.function.Function;
import java.util.stream.Collectors;

import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.format.Names;
import io.github.bootbench.report.format.markdown.Markdown;
import io.github.bootbench.report.format.markdown.RunTitle;
import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.input.RunEnvironment;
import io.github.bootbench.report.input.RunRecord;
import io.github.bootbench.report.input.Session;
import io.github.bootbench.report.stats.RatioEstimate;

import static io.github.bootbench.report.format.markdown.Markdown.table;

/**
 * A comparison's README.md: what differs between the runs, the summary, the tables and
 * the caveats.
 */
public final class ComparisonReadme {

	private ComparisonReadme() {
	}

	/** How many differences the title names; the rest are under What differs. */
	static final int TITLE_DIFFERENCES = 2;

	/** {@code CPU: Intel(R) Xeon(R) Processor → AMD EPYC}. */
	static String difference(RunDifference d) {
		return d.name() + ": " + d.before() + " → " + d.after();
	}

	/**
	 * The comparison's answer first: what differs between the runs as its title, the
	 * summary per variant and endpoint, whether the runs say the same; then what differs
	 * in full, how they were measured and the tables.
	 * @param out the directory the comparison is written to, for the links to each run's
	 * report
	 */
	public static String write(RunComparison comparison, ComparisonSummary summary, Path out) {
		RunRecord baseline = comparison.baseline().run().record();
		RunRecord candidate = comparison.candidate().run().record();
		StringBuilder md = new StringBuilder();
		md.append("# ").append(title(comparison)).append("\n\n");
		md.append("Candidate [")
			.append(candidate.runId())
			.append("](")
			.append(ComparisonFiles.link(out, comparison.candidate().run()))
			.append("): ")
			.append(RunTitle.question(comparison.candidate().question()))
			.append(". Baseline [")
			.append(baseline.runId())
			.append("](")
			.append(ComparisonFiles.link(out, comparison.baseline().run()))
			.append("): ")
			.append(RunTitle.question(comparison.baseline().question()))
			.append(".\n\n");
		if (comparison.acrossMachines()) {
			md.append("> **These runs were made on different machines** (")
				.append(comparison.differences()
					.stream()
					.filter((d) -> d.kind() == RunDifference.Kind.MACHINE)
					.map(ComparisonReadme::difference)
					.collect(Collectors.joining("; ")))
				.append("): every ratio below measures the machine as much as any change, and a ranking that holds "
						+ "on one machine need not hold on the other. Compare variants measured inside one run.\n\n");
		}
		md.append("## Summary\n\nThroughput of each variant in the candidate run against the same variant in the "
				+ "baseline run, at the same endpoint, tool and concurrency: " + RatioEstimate.unpairedRule()
				+ ". Verdicts: " + RatioEstimate.verdicts(comparison.minEffectPercent())
				+ ". The two runs ran at different times, so drift of the machine between them is not in the interval "
				+ "(see Caveats).\n\n");
		Markdown.bullets(md, ComparisonText.comparisonLines(summary));
		AgreementText.section(comparison.agreement(), md);
		md.append("## What differs between the runs\n\n");
		if (comparison.differences().isEmpty()) {
			md.append(
					"Nothing recorded differs: the same options, JDK, tool flags and commit, run at a different time.\n\n");
		}
		else {
			Markdown.bullets(md,
					comparison.differences()
						.stream()
						.map((d) -> d.kind().name().toLowerCase(Locale.ROOT) + ": " + difference(d))
						.toList());
		}
		header(comparison, out, md);
		ComparisonTables.throughput(comparison, md);
		ComparisonTables.latency(comparison, md);
		ComparisonTables.threadsAndMemory(comparison, md);
		md.append("## Caveats\n\n");
		Markdown.bullets(md, ComparisonText.comparisonCaveats(summary));
		md.append("Files: [comparison.json](comparison.json) (every pair with both sides' rounds). Each run's own "
				+ "report holds its raw output, environment and every other table.\n");
		return md.toString();
	}

	/**
	 * {@code Run 2026-11-24T05-28-07Z against run 2026-11-24T04-48-19Z: the same options,
	 * JDK, tool flags and commit, at another time}, or the first differences between
	 * them.
	 */
	static String title(RunComparison comparison) {
		List<RunDifference> differences = comparison.differences();
		String what = differences.isEmpty() ? "the same options, JDK, tool flags and commit, at another time"
				: differences.stream()
					.limit(TITLE_DIFFERENCES)
					.map(ComparisonReadme::difference)
					.collect(Collectors.joining("; "))
						+ ((differences.size() > TITLE_DIFFERENCES)
								? " and " + (differences.size() - TITLE_DIFFERENCES) + " more" : "");
		return "Run " + comparison.candidate().run().record().runId() + " against run "
				+ comparison.baseline().run().record().runId() + ": " + what;
	}

	private static void header(RunComparison comparison, Path out, StringBuilder md) {
		List<RunDirectory> runs = List.of(comparison.baseline().run(), comparison.candidate().run());
		List<List<String>> rows = new ArrayList<>();
		rows.add(row(runs, "Run", (run) -> "[" + run.record().runId() + "](" + ComparisonFiles.link(out, run) + ")"));
		rows.add(row(runs, "Date", (run) -> run.record().startedAt() + " to "
				+ Objects.requireNonNullElse(run.record().endedAt(), "–") + " (status: " + run.status() + ")"));
		rows.add(row(runs, "Machine", (run) -> {
			RunEnvironment env = run.record().environment();
			return env.cpu().model() + ", " + env.cpu().count() + " CPUs, " + env.kernel();
		}));
		rows.add(row(runs, "JDK", (run) -> run.record().environment().jdk().description()));
		rows.add(row(runs, "Profile", (run) -> run.record().profile()));
		rows.add(row(runs, "Pinning", (run) -> "taskset: server on CPU " + run.record().pinning().serverCpus()
				+ ", load tools on CPU " + run.record().pinning().loadCpus()));
		rows.add(row(runs, "Rounds",
				(run) -> run.rounds() + " round(s) × " + run.record().options().durationSeconds() + " s; endpoints "
						+ String.join(", ", run.endpoints().stream().map(Names::endpoint).toList()) + "; tools "
						+ Tool.join(", ", run.tools()) + "; c="
						+ run.concurrencyLevels().stream().map(String::valueOf).collect(Collectors.joining(","))));
		rows.add(row(runs, "Warm-up steady", (run) -> {
			List<Session> ok = run.record().sessions().stream().filter(Session::ok).toList();
			return ok.stream().filter(Session::steady).count() + " of " + ok.size() + " sessions";
		}));
		rows.add(row(runs, "Command", (run) -> "`" + run.record().commandLine() + "`"));
		md.append(
				"## How they were measured\n\n<details><summary>Each run's machine, JDK, options and warm-up</summary>\n\n")
			.append(table(List.of("", "baseline", "candidate"), rows))
			.append("</details>\n\n");
		if (!comparison.onlyInBaseline().isEmpty() || !comparison.onlyInCandidate().isEmpty()) {
			md.append("Not compared (measured by one run only): ");
			List<String> parts = new ArrayList<>();
			if (!comparison.onlyInBaseline().isEmpty()) {
				parts.add("baseline only: " + String.join(", ", comparison.onlyInBaseline()));
			}
			if (!comparison.onlyInCandidate().isEmpty()) {
				parts.add("candidate only: " + String.join(", ", comparison.onlyInCandidate()));
			}
			md.append(String.join("; ", parts)).append(".\n\n");
		}
	}

	private static List<String> row(List<RunDirectory> runs, String label, Function<RunDirectory, String> value) {
		return List.of(label, value.apply(runs.get(0)), value.apply(runs.get(1)));
	}

}
