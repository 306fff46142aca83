package io.github.bootbench.report.feature.comparison;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import io.github.bootbench.report.PublishedRun;
import io.github.bootbench.report.core.Bottleneck;
import io.github.bootbench.report.core.Method;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.core.Verdict;
import io.github.bootbench.report.feature.comparison.RunComparison.Pair;
import io.github.bootbench.report.input.Measurement;
import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.input.RunHosts;
import io.github.bootbench.report.input.RunRecord;
import io.github.bootbench.report.model.CellFigures;
import io.github.bootbench.report.model.Row;
import io.github.bootbench.report.model.Windows;
import io.github.bootbench.report.stats.Spread;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** How a pair of cells (baseline and candidate rounds of one container) is judged. */
class RunComparisonTests {

	private static final Row ROW = new Row("io", Tool.WRK, 400, Map.of());

	/** The minimum effect these pairs are judged with (the harness's default). */
	private static final double EFFECT_PERCENT = 5;

	@Test
	void aCandidateWellAboveTheBaselineIsFasterWithItsRatio() {
		Pair pair = pair("undertow", cell(List.of(790.0, 800.0, 810.0, 795.0, 805.0, 800.0), Bottleneck.NEITHER),
				cell(List.of(9000.0, 9500.0, 9900.0, 9200.0, 9700.0, 9500.0), Bottleneck.SERVER_BOUND));
		assertThat(pair.verdict()).isEqualTo(Verdict.FASTER);
		assertThat(pair.estimate().ratio()).isCloseTo(geometricMean(9000.0, 9500.0, 9900.0, 9200.0, 9700.0, 9500.0)
				/ geometricMean(790.0, 800.0, 810.0, 795.0, 805.0, 800.0), within(1e-9));
		assertThat(pair.estimate().ciLow()).isGreaterThan(9000.0 / 810.0 - 1e-9);
		assertThat(pair.reason()).isNull();
	}

	@Test
	void aCandidateBelowTheBaselineBeyondTheMinimumEffectIsSlower() {
		Pair pair = pair("tomcat", cell(List.of(100.0, 104.0, 102.0, 101.0, 103.0, 102.0), Bottleneck.NEITHER),
				cell(List.of(90.0, 95.0, 93.0, 92.0, 94.0, 93.0), Bottleneck.NEITHER));
		assertThat(pair.verdict()).isEqualTo(Verdict.SLOWER);
		assertThat(pair.estimate().ratio()).isCloseTo(geometricMean(90.0, 95.0, 93.0, 92.0, 94.0, 93.0)
				/ geometricMean(100.0, 104.0, 102.0, 101.0, 103.0, 102.0), within(1e-9));
		assertThat(pair.estimate().ciHigh()).isLessThan(1);
	}

	@Test
	void roundsThatDifferWidelyLeaveTheChangeUndecidedWhateverTheirMeans() {
		// Each round's windows agree; the fresh JVMs of a side do not.
		Pair pair = pair("jetty", cell(List.of(100.0, 100.0, 140.0, 140.0, 120.0, 120.0), Bottleneck.NEITHER),
				cell(List.of(130.0, 130.0, 150.0, 150.0, 135.0, 135.0), Bottleneck.NEITHER));
		assertThat(pair.verdict()).isEqualTo(Verdict.UNDECIDED);
		assertThat(pair.estimate().ratio()).isCloseTo(geometricMean(130.0, 130.0, 150.0, 150.0, 135.0, 135.0)
				/ geometricMean(100.0, 100.0, 140.0, 140.0, 120.0, 120.0), within(1e-9));
		assertThat(pair.estimate().ciLow()).isLessThan(1);
	}

	@Test
	void tightRoundsWithTheSameMedianAreEquivalent() {
		Pair pair = pair("jetty", cell(List.of(100.0, 101.0, 99.0, 100.5, 100.0, 100.2), Bottleneck.NEITHER),
				cell(List.of(100.5, 99.5, 100.0, 101.0, 100.2, 100.0), Bottleneck.NEITHER));
		assertThat(pair.verdict()).isEqualTo(Verdict.EQUIVALENT);
	}

	@Test
	void aToolBoundSideIsNotJudgedButKeepsItsRatio() {
		Pair pair = pair("jetty", cell(List.of(100.0, 101.0, 102.0, 100.0, 101.0, 102.0), Bottleneck.TOOL_BOUND),
				cell(List.of(200.0, 201.0, 202.0, 200.0, 201.0, 202.0), Bottleneck.NEITHER));
		assertThat(pair.verdict()).isEqualTo(Verdict.NOT_JUDGED);
		assertThat(pair.reason()).isEqualTo("tool-bound");
		assertThat(pair.estimate().ratio()).isCloseTo(geometricMean(200.0, 201.0, 202.0, 200.0, 201.0, 202.0)
				/ geometricMean(100.0, 101.0, 102.0, 100.0, 101.0, 102.0), within(1e-9));
	}

	@Test
	void fewerThanTheMinimumRoundsASideAreNotJudged() {
		Pair pair = pair("jetty", cell(List.of(100.0, 101.0, 100.0, 101.0), Bottleneck.NEITHER),
				cell(List.of(200.0, 201.0, 202.0), Bottleneck.NEITHER));
		assertThat(pair.verdict()).isEqualTo(Verdict.NOT_JUDGED);
		assertThat(pair.reason()).isEqualTo("2 round(s): a verdict needs " + Method.MIN_ROUNDS);
	}

	@Test
	void aSideWithoutASuccessfulWindowIsNotJudgedAndSaysWhichSide() {
		CellFigures failed = new CellFigures("jetty", List.of(measurement(1, null)), null, null, null,
				Bottleneck.UNKNOWN, 0, 0, 1, Map.of(), null, null, null, null);
		Pair pair = pair("jetty", cell(List.of(100.0, 101.0, 102.0), Bottleneck.NEITHER), failed);
		assertThat(pair.verdict()).isEqualTo(Verdict.NOT_JUDGED);
		assertThat(pair.reason()).isEqualTo("candidate FAILED");
		assertThat(pair.estimate()).isNull();
	}

	@Test
	void theSameCellsGiveTheSameInterval() {
		CellFigures before = cell(List.of(100.0, 120.0, 110.0), Bottleneck.NEITHER);
		CellFigures after = cell(List.of(105.0, 125.0, 118.0), Bottleneck.NEITHER);
		assertThat(pair("tomcat", before, after).estimate()).isEqualTo(pair("tomcat", before, after).estimate());
	}

	private static Pair pair(String container, CellFigures before, CellFigures after) {
		return RunComparison.pair(ROW, container, before, after, EFFECT_PERCENT, 42);
	}

	@Test
	void differencesNameEachOptionThatChangedAndNothingElse() throws IOException {
		RunRecord baseline = fixtureRecord();
		RunRecord.Options options = baseline.options();
		RunRecord candidate = new RunRecord(baseline.runId(), baseline.status(), baseline.startedAt(),
				baseline.endedAt(), baseline.commandLine(),
				new RunRecord.Options(options.mode(), options.variantIds(), options.endpoints(), options.tools(),
						options.concurrency(), options.durationSeconds(), options.rounds(), "vthreads", options.jdk(),
						options.jvmOptions(), options.coldStarts(), options.warmup(), options.variants(),
						options.seed(), options.blocksPerRound(), options.minEffectPercent(), options.parts(),
						options.sweep(), options.memory(), options.order(), options.rates(), options.interval(),
						options.sliceMs(), null, null),
				baseline.pinning(), baseline.environment(), baseline.toolVersions(), baseline.toolFlags(),
				baseline.variantStates(), baseline.sessions(), baseline.failedMeasurements(), baseline.memory(),
				baseline.resumes(), baseline.database(), baseline.hosts(), baseline.arguments());
		assertThat(RunDifference.between(baseline, candidate))
			.containsExactly(new RunDifference(RunDifference.Kind.METHOD, "profile", "per variant", "vthreads"));
		assertThat(RunDifference.between(baseline, baseline)).isEmpty();
	}

	@Test
	void aRunWhoseAppsHadAHostOfTheirOwnSaysSoAmongTheMachine() throws IOException {
		RunRecord baseline = fixtureRecord();
		RunHosts hosts = new RunHosts("apps on bench-server (198.18.0.2, bench0 MTU 1500), load from this machine",
				List.of(), List.of(), null, null, null, null, null, null);
		RunRecord candidate = new RunRecord(baseline.runId(), baseline.status(), baseline.startedAt(),
				baseline.endedAt(), baseline.commandLine(), baseline.options(), baseline.pinning(),
				baseline.environment(), baseline.toolVersions(), baseline.toolFlags(), baseline.variantStates(),
				baseline.sessions(), baseline.failedMeasurements(), baseline.memory(), baseline.resumes(),
				baseline.database(), hosts, baseline.arguments());
		assertThat(RunDifference.between(baseline, candidate)).containsExactly(new RunDifference(
				RunDifference.Kind.MACHINE, "hosts", "everything on one machine, over loopback", hosts.words()));
	}

	@Test
	void aRunOnAnotherCpuNamesTheMachineFirst() throws IOException {
		// Two published default runs of the same options: an Intel Xeon guest and an AMD
		// EPYC guest.
		RunRecord intel = RunDirectory.readRecord(Path.of("../results/2026-11-21T22-13-39Z"));
		RunRecord amd = RunDirectory.readRecord(Path.of("../results/2026-11-22T23-26-42Z"));
		List<RunDifference> differences = RunDifference.between(intel, amd);
		assertThat(differences.get(0))
			.isEqualTo(new RunDifference(RunDifference.Kind.MACHINE, "CPU", "Intel(R) Xeon(R) Processor", "AMD EPYC"));
		assertThat(differences).extracting(RunDifference::kind).isSorted();
		assertThat(differences).extracting(RunDifference::name).contains("commit");
	}

	@Test
	void aRunUnderACpuLimitNamesTheLimitFirstAndNotTheMachine() throws IOException {
		// Two published runs on one guest, one morning: without a limit and at 0.25 CPU;
		// they also differ in tool versions and warm-up, which the title must not put
		// first.
		RunRecord unlimited = RunDirectory.readRecord(Path.of("../results/2026-12-02T02-57-03Z"));
		RunRecord limited = RunDirectory.readRecord(Path.of("../results/2026-12-02T05-15-04Z"));
		List<RunDifference> differences = RunDifference.between(unlimited, limited);
		assertThat(differences.get(0)).isEqualTo(new RunDifference(RunDifference.Kind.LIMIT, "CPU limit", "none",
				"limited to 0.25 CPU (a quota of 25 ms per 100 ms)"));
		assertThat(differences).extracting(RunDifference::kind).doesNotContain(RunDifference.Kind.MACHINE);
	}

	/**
	 * The geometric mean of rounds of two windows, as the comparison takes a side: equal
	 * rounds make it the geometric mean of every window.
	 */
	private static double geometricMean(double... figures) {
		return Math.exp(java.util.Arrays.stream(figures).map(Math::log).average().orElseThrow());
	}

	private static RunRecord fixtureRecord() throws IOException {
		return PublishedRun.record(PublishedRun.TUNED);
	}

	/** Two windows a round, in the order given (the last round has one if odd). */
	private static CellFigures cell(List<Double> figures, Bottleneck bottleneck) {
		List<Measurement> measurements = new ArrayList<>();
		for (int i = 0; i < figures.size(); i++) {
			measurements.add(measurement(i / 2 + 1, figures.get(i)));
		}
		return new CellFigures("c", measurements, Spread.of(figures), null, null, bottleneck, 0, 0, 0, Map.of(), null,
				null, null, null);
	}

	/** A measurement with its throughput only: the judgement reads nothing else. */
	private static Measurement measurement(int round, Double requestsPerSecond) {
		return Windows.window("c", "io", Tool.WRK, 400, round, 0, 1,
				(requestsPerSecond != null) ? Measurement.OK : "failed", requestsPerSecond, null, null, null, null,
				null, null, null, false, null, null);
	}

}
