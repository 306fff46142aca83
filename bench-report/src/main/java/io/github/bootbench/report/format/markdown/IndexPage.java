package io.github.bootbench.report.format.markdown;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

import io.github.bootbench.report.core.Method;
import io.github.bootbench.report.format.Names;
import io.github.bootbench.report.input.RunRecord;
import io.github.bootbench.report.input.Superseded;
import io.github.bootbench.report.model.Assurance;
import io.github.bootbench.report.model.RunHeadline;
import io.github.bootbench.report.model.RunQuestion;
import io.github.bootbench.report.model.SummaryLine;
import io.github.bootbench.report.stats.Sensitivity;

/**
 * The results directory's README.md: a line per run, newest first, with the question it
 * asked and its main verdicts in words (no ratio: each report has those); what features
 * keep beside the runs (comparisons) follows it.
 */
public final class IndexPage {

	/**
	 * A run directory with its record.
	 *
	 * @param hasReport whether its README.md was written
	 * @param assurance its results.json's assurance figures, or null
	 * @param question what it asked
	 * @param headline its main verdicts, or null where it has no results.json
	 */
	public record Run(String directory, RunRecord record, boolean hasReport, Assurance assurance, RunQuestion question,
			RunHeadline headline) {

	}

	private IndexPage() {
	}

	/**
	 * @param superseded the runs another supersedes, from {@link Superseded#FILE}
	 */
	public static String write(List<Run> runs, List<Superseded> superseded) {
		StringBuilder md = new StringBuilder("# Benchmark runs\n\nEvery run here, newest first: the question it asked, "
				+ "its main verdicts in words (its report has every ratio with its interval), and how it was "
				+ "measured. Every run was measured in **blocks**: every variant's JVM up at once in each round, "
				+ "warmed up until its JIT is quiet, the variants measured back to back in shuffled blocks and each "
				+ "judged by its ratio to the baseline with an interval. Runs made before that, one container at a "
				+ "time, stay in git history: `git log --diff-filter=D --stat -- results/`. **noise → detects**: the "
				+ "standard deviation of a block's throughput log-ratio on the run's machine (from its A/A control "
				+ "where it had one), and the smallest true differences, faster / slower, its design calls in "
				+ Method.detectionPower() + " of cells (each report's How sure says how). A run another answers "
				+ "better is marked superseded (`" + Superseded.FILE + "`, edited by hand).\n\n");
		List<List<String>> rows = runs.stream()
			.sorted(Comparator.comparing((Run run) -> run.record().startedAt()).reversed())
			.map((run) -> row(run, superseded))
			.toList();
		md.append(Markdown
			.table(List.of("run", "question", "headline", "design", "noise → detects", "machine", "status"), rows));
		return md.toString();
	}

	private static List<String> row(Run run, List<Superseded> superseded) {
		RunRecord record = run.record();
		RunRecord.Options options = record.options();
		boolean memoryOnly = options.memory() != null && options.memory().only();
		String status = record.status() + superseded.stream()
			.filter((s) -> s.older().equals(run.directory()))
			.map((s) -> "; **superseded** by [" + s.newer() + "](" + s.newer() + "/README.md): " + s.why())
			.collect(Collectors.joining());
		return List.of(
				"[" + run.directory() + "](" + run.directory() + (run.hasReport() ? "/README.md" : "/run.json")
						+ ")<br>" + RunTitle.date(record.startedAt()),
				RunTitle.question(run.question()), headline(run.headline(), run.question().kind()),
				memoryOnly
						? options.rounds() + " memory rounds × " + options.memory().tool() + " c="
								+ options.memory().concurrency()
						: options.rounds() + ((options.rounds() == 1) ? " round × " : " rounds × ")
								+ options.blocksPerRound() + " blocks",
				detects(run.assurance()),
				record.environment().cpu().model() + ", Java " + record.environment().jdk().version(), status);
	}

	/**
	 * {@code boot4-jetty: faster on /test/async in 3 of 3, slower on /test/block in 2 of 3;
	 * A/A control: 0 of 6 called}: the verdicts that call a difference, in words.
	 */
	static String headline(RunHeadline headline, RunQuestion.Kind kind) {
		if (headline == null) {
			return "not reported";
		}
		List<String> parts = new ArrayList<>(headline.parts());
		String what = switch (kind) {
			case FIXED_RATE -> "latency ";
			case MEMORY -> "throughput per MB ";
			default -> "";
		};
		for (RunHeadline.Calls calls : headline.calls()) {
			parts.add(calls(calls, what));
		}
		return parts.isEmpty() ? "nothing judged" : String.join("; ", parts);
	}

	private static String calls(RunHeadline.Calls calls, String what) {
		String who = SummaryLine.CONTROL.equals(calls.role()) ? "A/A control" : SummaryLine.PLANTED.equals(calls.role())
				? "planted " + RatioText.amount(calls.plantedPercent()) + " % slower" : calls.variant();
		if (calls.judgedCount() == 0) {
			return who + ": nothing judged";
		}
		if (calls.calledCount() == 0) {
			return who + ": none of " + calls.judgedCount() + " called";
		}
		List<String> parts = new ArrayList<>();
		calls.called()
			.forEach((endpoint, verdicts) -> verdicts.forEach((verdict, count) -> parts.add(what + verdict + " on "
					+ Names.endpoint(endpoint) + " in " + count + " of " + calls.judged().get(endpoint))));
		return who + ": " + String.join(", ", parts);
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

}
