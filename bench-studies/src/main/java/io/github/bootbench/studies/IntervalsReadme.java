package io.github.bootbench.studies;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

import io.github.bootbench.report.core.Interval;
import io.github.bootbench.report.core.Method;

import static io.github.bootbench.report.format.markdown.Markdown.table;

/**
 * The README of the study of intervals: every committed run's A/A control judged with
 * each interval, totals first.
 */
final class IntervalsReadme {

	private IntervalsReadme() {
	}

	/**
	 * @param resultsLink the results directory, relative to the study's README
	 */
	static String render(IntervalStudy study, String resultsLink) {
		StringBuilder md = new StringBuilder(
				"# The interval over rounds against the bootstrap, on every run with an " + "A/A control\n\n");
		md.append("Each committed run under [results](")
			.append(resultsLink)
			.append(") whose report judges an A/A control's throughput (a copy of the baseline in JVMs of its own: a "
					+ "true tie), judged again from its raw files with each interval, the minimum effect and every "
					+ "other rule unchanged. The bootstrap: ")
			.append(Interval.BOOTSTRAP.sentence())
			.append(". The interval over rounds: ")
			.append(Interval.ROUND_MEANS.sentence())
			.append(". Simulated ties called: the share of 2,000 simulated ties of the run's own design and noise "
					+ "that the interval calls faster or slower (nominal at most ")
			.append(format("%.0f", 100 * (1 - Method.CONFIDENCE)))
			.append(" %); detected from: the smallest true ratio it calls faster in ")
			.append(format("%.0f", 100 * Method.DETECTION_POWER))
			.append(" % of them. Widths are over wrk's throughput ratios (every tool's in a run without wrk).\n\n");
		List<List<String>> totals = new ArrayList<>();
		for (IntervalStudy.Totals t : study.totals()) {
			totals.add(List.of(t.interval().word(), String.valueOf(t.runs()),
					t.controlCalled() + " of " + t.controlJudged(), t.controlEquivalent() + " of " + t.controlJudged(),
					t.pairsCalled() + " of " + t.pairsJudged(), String.valueOf(t.runsOverNominal()),
					String.format(Locale.ROOT, "%.3f", t.medianWidth())));
		}
		md.append(table(List.of("interval", "runs", "control called", "control equivalent", "other pairs called",
				"runs whose simulated ties called > " + format("%.0f", 100 * (1 - Method.CONFIDENCE)) + " %",
				"median width"), totals));
		List<List<String>> rows = new ArrayList<>();
		for (IntervalStudy.RunIntervals run : study.runs()) {
			List<String> row = new ArrayList<>(
					List.of("[" + run.runId() + "](" + resultsLink + "/" + run.runId() + "/README.md)", run.cpuModel(),
							run.rounds() + " × " + run.blocksPerRound()));
			row.add(pair(run, (j) -> j.controlCalled() + " of " + j.controlJudged()));
			row.add(pair(run, (j) -> j.controlEquivalent() + " of " + j.controlJudged()));
			row.add(pair(run, (j) -> j.pairsCalled() + " of " + j.pairsJudged()));
			row.add(pair(run, (j) -> (j.medianWidth() == null) ? "–" : format("%.3f", j.medianWidth())));
			row.add(pair(run,
					(j) -> (j.simulatedTiesCalled() == null) ? "–" : format("%.1f %%", 100 * j.simulatedTiesCalled())));
			row.add(pair(run, (j) -> (j.detectedFrom() == null) ? "–" : format("%.3f", j.detectedFrom())));
			rows.add(row);
		}
		md.append("Each run, the bootstrap → the interval over rounds:\n\n");
		md.append(table(List.of("run", "CPU", "rounds × blocks", "control called", "control equivalent",
				"other pairs called", "median width", "simulated ties called", "detected from"), rows));
		return md.toString();
	}

	private static String pair(IntervalStudy.RunIntervals run, Function<IntervalStudy.Judged, String> figure) {
		return figure.apply(run.judged().get(0)) + " → " + figure.apply(run.judged().get(1));
	}

	private static String format(String pattern, double value) {
		return String.format(Locale.ROOT, pattern, value);
	}

}
