package io.github.bootbench.studies;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;

import io.github.bootbench.report.core.Interval;
import io.github.bootbench.report.core.Method;
import io.github.bootbench.report.core.Verdict;
import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.model.Assurance;
import io.github.bootbench.report.model.RatioRow;
import io.github.bootbench.report.model.RunResult;
import io.github.bootbench.report.stats.Spread;

/**
 * Every committed run with an A/A control judged again with each interval: how often the
 * control, a true tie, was called and found equivalent, how wide the intervals were, and
 * what each interval's simulation on the run's own noise says of it.
 *
 * @param runs each run, in the order of their ids
 * @param totals each interval's figures over the runs, in the order of {@link #INTERVALS}
 */
public record IntervalStudy(List<RunIntervals> runs, List<Totals> totals) {

	/** The intervals compared, in the order the tables give them. */
	public static final List<Interval> INTERVALS = List.of(Interval.BOOTSTRAP, Interval.ROUND_MEANS);

	/**
	 * One run under each interval.
	 *
	 * @param runId the run
	 * @param cpuModel its machine's CPU
	 * @param rounds its rounds of fresh JVMs
	 * @param blocksPerRound its blocks a round
	 * @param judged the run under each of {@link IntervalStudy#INTERVALS}, in that order
	 */
	public record RunIntervals(String runId, String cpuModel, int rounds, int blocksPerRound, List<Judged> judged) {

	}

	/**
	 * A run's control and pairs under one interval.
	 *
	 * @param interval the interval
	 * @param controlJudged the control's throughput cells with a verdict
	 * @param controlCalled of those, called faster or slower
	 * @param controlEquivalent of those, equivalent
	 * @param pairsJudged the other variants' throughput cells with a verdict (planted
	 * ones too)
	 * @param pairsCalled of those, called faster or slower
	 * @param medianWidth the median interval width over the run's wrk throughput ratios
	 * (every tool's without wrk)
	 * @param simulatedTiesCalled the share of simulated ties the run's design calls on
	 * its noise with this interval, or null without a noise figure
	 * @param detectedFrom the smallest true ratio above 1 the simulation calls faster in
	 * {@code DETECTION_POWER} of cells, or null
	 */
	public record Judged(Interval interval, int controlJudged, int controlCalled, int controlEquivalent,
			int pairsJudged, int pairsCalled, Double medianWidth, Double simulatedTiesCalled, Double detectedFrom) {

		static Judged of(Interval interval, RunResult result) {
			List<RatioRow> throughput = result.ratios().stream().filter((r) -> r.throughput() && r.judged()).toList();
			List<RatioRow> control = throughput.stream().filter(RatioRow::control).toList();
			List<RatioRow> pairs = throughput.stream().filter((r) -> !r.control()).toList();
			Assurance assurance = result.assurance();
			boolean noise = assurance != null && assurance.sensitivity() != null;
			return new Judged(interval, control.size(), (int) control.stream().filter(RatioRow::called).count(),
					(int) control.stream().filter((r) -> r.verdict() == Verdict.EQUIVALENT).count(), pairs.size(),
					(int) pairs.stream().filter(RatioRow::called).count(),
					(assurance != null) ? assurance.medianWidth() : null,
					noise ? assurance.sensitivity().tieCalledShare() : null,
					noise ? assurance.sensitivity().fasterRatio() : null);
		}

	}

	/**
	 * Every run directory below {@code results} whose report judges an A/A control's
	 * throughput, judged with each interval.
	 * @param progress told each run's id as its turn comes
	 */
	public static IntervalStudy of(Path results, Consumer<String> progress) throws IOException {
		List<Path> directories;
		try (Stream<Path> children = Files.list(results)) {
			directories = children.filter((dir) -> Files.isRegularFile(dir.resolve("run.json"))).sorted().toList();
		}
		List<RunIntervals> runs = new ArrayList<>();
		for (Path directory : directories) {
			RunDirectory run = RunDirectory.read(directory);
			List<Judged> judged = new ArrayList<>();
			for (Interval interval : INTERVALS) {
				Judged one = Judged.of(interval, RunResult.of(run.judgedWith(interval)));
				if (one.controlJudged() == 0) {
					break;
				}
				judged.add(one);
			}
			if (judged.size() == INTERVALS.size()) {
				progress.accept(run.record().runId());
				runs.add(new RunIntervals(run.record().runId(), run.record().environment().cpu().model(),
						run.record().options().rounds(), run.record().options().blocksPerRound(), List.copyOf(judged)));
			}
		}
		return new IntervalStudy(List.copyOf(runs), INTERVALS.stream().map((i) -> Totals.of(i, runs)).toList());
	}

	/**
	 * The runs' figures under one interval, added up.
	 *
	 * @param interval the interval
	 * @param runs runs judged
	 * @param controlJudged the control's throughput cells with a verdict, over every run
	 * @param controlCalled of those, called faster or slower
	 * @param controlEquivalent of those, equivalent
	 * @param pairsJudged the other variants' throughput cells with a verdict
	 * @param pairsCalled of those, called
	 * @param runsOverNominal runs whose simulation calls more than
	 * {@code 1 - Method.CONFIDENCE} of ties
	 * @param medianWidth the median over runs of each run's median interval width
	 */
	public record Totals(Interval interval, int runs, int controlJudged, int controlCalled, int controlEquivalent,
			int pairsJudged, int pairsCalled, int runsOverNominal, double medianWidth) {

		static Totals of(Interval interval, List<RunIntervals> runs) {
			List<Judged> judged = runs.stream().map((run) -> run.judged().get(INTERVALS.indexOf(interval))).toList();
			return new Totals(interval, runs.size(), judged.stream().mapToInt(Judged::controlJudged).sum(),
					judged.stream().mapToInt(Judged::controlCalled).sum(),
					judged.stream().mapToInt(Judged::controlEquivalent).sum(),
					judged.stream().mapToInt(Judged::pairsJudged).sum(),
					judged.stream().mapToInt(Judged::pairsCalled).sum(),
					(int) judged.stream()
						.filter((j) -> j.simulatedTiesCalled() != null
								&& j.simulatedTiesCalled() > 1 - Method.CONFIDENCE)
						.count(),
					Spread.of(judged.stream().map(Judged::medianWidth).filter((w) -> w != null).toList()).median());
		}

	}

}
