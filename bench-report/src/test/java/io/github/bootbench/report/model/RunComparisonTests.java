package io.github.bootbench.report.model;

import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Map;

import io.github.bootbench.report.input.RunRecord;
import io.github.bootbench.report.io.Json;
import io.github.bootbench.report.model.RunComparison.Change;
import io.github.bootbench.report.model.RunComparison.Pair;
import io.github.bootbench.report.stats.Bottleneck;
import io.github.bootbench.report.stats.Spread;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** How a pair of cells (baseline and candidate rounds of one container) is judged. */
class RunComparisonTests {

	private static final Row ROW = new Row("io", "wrk", 400, Map.of(), null);

	@Test
	void aCandidateWhoseWorstRoundBeatsTheBaselinesBestIsHigher() {
		Pair pair = RunComparison.pair(ROW, "undertow", cell(List.of(790.0, 800.0, 810.0), Bottleneck.NEITHER),
				cell(List.of(9000.0, 9500.0, 9900.0), Bottleneck.SERVER_BOUND));
		assertThat(pair.change()).isEqualTo(Change.HIGHER);
		assertThat(pair.changePercent()).isCloseTo(100 * (9500.0 / 800.0 - 1), within(1e-9));
		assertThat(pair.reason()).isNull();
	}

	@Test
	void aCandidateBelowTheBaselinesRangeIsLower() {
		Pair pair = RunComparison.pair(ROW, "tomcat", cell(List.of(100.0, 104.0, 102.0), Bottleneck.NEITHER),
				cell(List.of(90.0, 95.0, 93.0), Bottleneck.NEITHER));
		assertThat(pair.change()).isEqualTo(Change.LOWER);
		assertThat(pair.changePercent()).isCloseTo(100 * (93.0 / 102.0 - 1), within(1e-9));
	}

	@Test
	void overlappingRangesAreWithinNoiseWhateverTheMedians() {
		Pair pair = RunComparison.pair(ROW, "jetty", cell(List.of(100.0, 140.0, 120.0), Bottleneck.NEITHER),
				cell(List.of(130.0, 150.0, 135.0), Bottleneck.NEITHER));
		assertThat(pair.change()).isEqualTo(Change.TIE);
		assertThat(pair.changePercent()).isCloseTo(100 * (135.0 / 120.0 - 1), within(1e-9));
	}

	@Test
	void aToolBoundSideIsNotJudged() {
		Pair pair = RunComparison.pair(ROW, "jetty", cell(List.of(100.0, 101.0, 102.0), Bottleneck.TOOL_BOUND),
				cell(List.of(200.0, 201.0, 202.0), Bottleneck.NEITHER));
		assertThat(pair.change()).isEqualTo(Change.NOT_JUDGED);
		assertThat(pair.reason()).isEqualTo("tool-bound");
	}

	@Test
	void aSideWithoutASuccessfulRoundIsNotJudgedAndSaysWhichSide() {
		Cell failed = new Cell("jetty", List.of(measurement()), null, null, null, Bottleneck.UNKNOWN, 0, 0, 1,
				Map.of());
		Pair pair = RunComparison.pair(ROW, "jetty", cell(List.of(100.0, 101.0, 102.0), Bottleneck.NEITHER), failed);
		assertThat(pair.change()).isEqualTo(Change.NOT_JUDGED);
		assertThat(pair.reason()).isEqualTo("candidate FAILED");
		assertThat(pair.changePercent()).isNull();
	}

	@Test
	void differencesNameEachOptionThatChangedAndNothingElse() throws IOException {
		RunRecord baseline = fixtureRecord();
		RunRecord.Options options = baseline.options();
		RunRecord candidate = new RunRecord(baseline.runId(), baseline.status(), baseline.startedAt(),
				baseline.endedAt(), baseline.commandLine(),
				new RunRecord.Options(options.mode(), options.containers(), options.endpoints(), options.tools(),
						options.concurrency(), options.durationSeconds(), options.rounds(), "vthreads", options.jdk(),
						options.jvmOptions(), options.coldStarts(), options.warmup(), null, null, null, null),
				baseline.pinning(), baseline.environment(), baseline.toolVersions(), baseline.toolFlags(),
				baseline.containers(), baseline.sessions(), baseline.failedMeasurements());
		assertThat(RunComparison.differences(baseline, candidate)).containsExactly("profile: default → vthreads");
		assertThat(RunComparison.differences(baseline, baseline)).isEmpty();
	}

	private static RunRecord fixtureRecord() throws IOException {
		try (InputStream json = RunComparisonTests.class
			.getResourceAsStream("/fixture-run/2026-11-21T06-20-53Z/run.json")) {
			return Json.MAPPER.readValue(json, RunRecord.class);
		}
	}

	private static Cell cell(List<Double> rounds, Bottleneck bottleneck) {
		return new Cell("c", rounds.stream().map((r) -> measurement()).toList(), Spread.of(rounds), null, null,
				bottleneck, 0, 0, 0, Map.of());
	}

	/**
	 * A measurement whose figures the judgement does not read (it reads the cell's
	 * spread).
	 */
	private static MeasurementRow measurement() {
		return new MeasurementRow(new MeasurementRow.Key("c", "io", "wrk", 400, 1, 0), MeasurementRow.OK, null, null,
				MeasurementRow.Load.NONE, null, null, null, null);
	}

}
