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
					String.format(Locale.ROOT, "%.3f", c.components().guestSd()),
					String.format(Locale.ROOT, "%.3f", c.components().runSd()),
					String.format(Locale.ROOT, "%.3f", c.components().withinRunSd()), runs(c)));
		}
		long single = synthesis.comparisons().stream().filter((c) -> c.runs().size() == 1).count();
		md.append("Each pooled ratio with its 95 % interval and verdict, where the next run's ratio lies (its "
				+ "prediction interval on a guest like none measured), the runs pooled (their rounds), how many "
				+ "runs alone reach the pooled verdict, and the standard deviation of the log ratio at each level: "
				+ "between guests, between runs of one guest, and a typical run's own error from its rounds. ")
			.append(single)
			.append(" comparisons measured in one run only are in answer.json and in their runs' reports.\n\n");
		md.append(table(List.of("variant / baseline", "cell", "scope", "pooled", "verdict", "next run", "runs (rounds)",
				"agree", "guests SD", "runs SD", "own SD", "runs"), rows));
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
		md.append("- **Runs are pooled within guests**, with a random effect at each level above the rounds "
				+ "(Kalibera and Jones): runs of one guest differ by the hour, guests by their CPU, build and "
				+ "neighbours. A guest is a CPU's identity (its model, and where recorded its family, model, "
				+ "stepping and flags), a kernel build and a memory size. Each run's error is its rounds' variance "
				+ "moderated toward the variances of the run's other comparisons (Smyth's empirical Bayes: a "
				+ "variance on 2 or 3 degrees of freedom is a poor weight alone). The variances between guests and "
				+ "between runs are estimated by restricted maximum likelihood. The interval is scaled by the "
				+ "weighted residuals where they exceed the model's (Hartung and Knapp's) and takes Student's t on "
				+ "guests − 1 degrees of freedom: a mean over machines is known as well as the machines seen. "
				+ "Where no guest has two runs, guests cannot be told from runs and the pool is the two-level one, "
				+ "on runs − 1. One run is its own estimate and interval.\n");
		md.append("- **A guest like none measured**: the prediction interval, on guests − 2 degrees of freedom, "
				+ "holds the pooled error, both variances and the typical run's own error (the median over the "
				+ "runs pooled). **A guest already measured**: its own size is the pool's mean plus its predicted "
				+ "effect, and its next run adds the between-run variance and a run's own error.\n");
		md.append("- **What moves a ratio**: a meta-regression of the runs' log ratios on the run's noise (the "
				+ "standard deviation of its block ratios) and, where the runs have two, on the CPU model, each "
				+ "with its interval on the guests' degrees of freedom.\n");
		md.append("- **The verdict** of a pool is made by the rule a run's is, with a minimum effect of ")
			.append(String.format(Locale.ROOT, "%.0f %%", synthesis.headline().minEffectPercent()))
			.append("; a comparison is the same in two runs when both its sides (app, container and Spring Boot "
					+ "version, JVM options), its cell and its scope (Java major, collector, server CPUs, hosts) "
					+ "are. Runs that measured it the other way round are pooled inverted.\n");
		md.append("- **Each CPU model's runs** are pooled apart as well, and the pooled verdict is judged again "
				+ "without each.\n");
		md.append(String.format(Locale.ROOT,
				"- **The proof** aimed at: the pooled A/A controls %s and read %s; leave one run out and leave one guest out "
						+ "each hold %.0f %% of runs or more (%s); how sure the pool is says which it reached.%n%n",
				Controls.calledRule(), Controls.withinRule(), 100 * Coverage.LEAST_SHARE,
				"the confidence is " + Method.confidence()));
	}

}
