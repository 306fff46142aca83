package io.github.bootbench.report.feature.answer;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import io.github.bootbench.report.core.Method;
import io.github.bootbench.report.format.markdown.RatioText;
import io.github.bootbench.report.stats.RatioEstimate;

import static io.github.bootbench.report.format.markdown.Markdown.table;

/**
 * The answer page's list of every comparison pooled over two runs or more, one line each
 * as benchstat prints one (both sides, the ratio, its interval, its verdict, and here the
 * prediction for the next run, the runs and the heterogeneity between them), and how the
 * pool is made.
 */
final class AnswerList {

	private AnswerList() {
	}

	static void comparisons(Synthesis synthesis, StringBuilder md) {
		md.append("## Every comparison measured in two runs or more\n\n");
		List<List<String>> rows = new ArrayList<>();
		for (PooledComparison c : synthesis.comparisons()) {
			if (c.runs().size() < 2) {
				continue;
			}
			rows.add(List.of(c.key().variant().id() + " / " + c.key().baseline().id(),
					AnswerText.endpoint(c.key().endpoint()) + " " + c.key().tool().id() + " c=" + c.key().concurrency(),
					c.key().scope(), RatioText.interval(c.ratio(), c.ciLow(), c.ciHigh()), c.verdict().word(),
					(c.predictionLow() != null)
							? RatioText.number(c.predictionLow()) + "–" + RatioText.number(c.predictionHigh()) : "–",
					c.runs().size() + " (" + c.rounds() + ")", c.agreeing() + " of " + c.runs().size(),
					String.format(Locale.ROOT, "%.3f", c.pooled().tau()),
					String.format(Locale.ROOT, "%.0f %%", 100 * c.pooled().iSquared()), runs(c)));
		}
		long single = synthesis.comparisons().stream().filter((c) -> c.runs().size() == 1).count();
		md.append("Each pooled ratio with its 95 % interval and verdict, where the next run's ratio lies (its "
				+ "prediction interval, from three runs on), the runs pooled (their rounds), how many runs alone "
				+ "reach the pooled verdict, the between-run standard deviation tau (log scale) and I², the share "
				+ "of the spread that is between runs. ")
			.append(single)
			.append(" comparisons measured in one run only are in answer.json and in their runs' reports.\n\n");
		md.append(table(List.of("variant / baseline", "cell", "scope", "pooled", "verdict", "next run", "runs (rounds)",
				"agree", "tau", "I²", "runs"), rows));
	}

	/** The runs of a comparison, each linked to its report. */
	private static String runs(PooledComparison c) {
		List<String> links = new ArrayList<>();
		for (RunPoint run : c.runs()) {
			links.add("[" + run.runId().substring(5, 16) + "](../" + run.runId() + "/README.md)");
		}
		return String.join(" ", links);
	}

	static void method(Synthesis synthesis, StringBuilder md) {
		md.append("## How the pool is made\n\n");
		md.append("- **One run's estimate** of a ratio is the mean of its rounds' mean log block ratios, and its "
				+ "error is that mean's standard error over the rounds: each round of fresh JVMs is one "
				+ "observation, as the run's own verdict takes it (")
			.append(RatioEstimate.verdicts(synthesis.headline().minEffectPercent()))
			.append("). A ratio is not pooled where a side was bound by its load tool, the sides' connections "
					+ "differ, or the run had fewer rounds than a verdict needs; one its run did not judge for too few "
					+ "blocks alone is pooled, that rule being a bootstrap's.\n");
		md.append("- **Runs are pooled** with a random effect per run: the runs are hours and guests, the second "
				+ "level of Kalibera and Jones's random effects, whose variance tau² is estimated by restricted "
				+ "maximum likelihood. The interval is Hartung-Knapp-Sidik-Jonkman's, on runs − 1 degrees of "
				+ "freedom, never narrower than the plain random-effects one: with a handful of runs it keeps its "
				+ "level where a normal quantile does not. One run is its own estimate and interval.\n");
		md.append("- **The next run**: the prediction interval, on runs − 2 degrees of freedom, holds the pooled "
				+ "error, tau² and the typical run's own error (the median over the runs pooled).\n");
		md.append("- **The verdict** of a pool is made by the rule a run's is, with a minimum effect of ")
			.append(String.format(Locale.ROOT, "%.0f %%", synthesis.headline().minEffectPercent()))
			.append("; a comparison is the same in two runs when both its sides (app, container and Spring Boot "
					+ "version, JVM options), its cell and its scope (Java major, collector, server CPUs, hosts) "
					+ "are. Runs that measured it the other way round are pooled inverted.\n");
		md.append("- **Strata** (the CPU model, and the guest build: the CPU with its kernel) are pooled apart as "
				+ "well, and the pooled verdict is judged again without each.\n");
		md.append(String.format(Locale.ROOT,
				"- **The proof** aimed at: the pooled A/A controls %s and read %s; leave-one-run-out holds %.0f %% "
						+ "of runs or more (%s); how sure the pool is says which it reached.%n%n",
				Controls.calledRule(), Controls.withinRule(), 100 * Coverage.LEAST_SHARE,
				"the confidence is " + Method.confidence()));
	}

}
