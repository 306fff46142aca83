package io.github.bootbench.report.render;

import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.bootbench.report.Json;
import io.github.bootbench.report.render.RunComparison.Change;
import io.github.bootbench.report.render.RunComparison.Pair;
import io.github.bootbench.report.render.RunReport.Cell;
import io.github.bootbench.report.run.Bottleneck;
import io.github.bootbench.report.stats.Spread;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** How a pair of cells (baseline and candidate rounds of one container) is judged. */
class RunComparisonTests {

	private static final RunReport.Row ROW = new RunReport.Row("io", "wrk", 400, Map.of(), null);

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
		Cell failed = new Cell("jetty", List.of(row()), null, null, null, Bottleneck.UNKNOWN, 0, 0, 1, Map.of());
		Pair pair = RunComparison.pair(ROW, "jetty", cell(List.of(100.0, 101.0, 102.0), Bottleneck.NEITHER), failed);
		assertThat(pair.change()).isEqualTo(Change.NOT_JUDGED);
		assertThat(pair.reason()).isEqualTo("candidate FAILED");
		assertThat(pair.changePercent()).isNull();
	}

	@Test
	void differencesNameEachOptionThatChangedAndNothingElse() throws Exception {
		JsonNode baseline = Json.MAPPER.readTree("""
				{"options": {"profile": "default", "rounds": 3, "durationSeconds": 5, "jvmOptions": ["-Xmx512m"]},
				 "environment": {"jdk": {"version": "25.0.1", "vendor": "Eclipse Adoptium"}, "git": {"commit": "abc"}}}""");
		JsonNode candidate = Json.MAPPER.readTree("""
				{"options": {"profile": "vthreads", "rounds": 3, "durationSeconds": 5, "jvmOptions": ["-Xmx512m"]},
				 "environment": {"jdk": {"version": "25.0.1", "vendor": "Eclipse Adoptium"}, "git": {"commit": "abc"}}}""");
		assertThat(RunComparison.differences(baseline, candidate)).containsExactly("profile: default → vthreads");
	}

	private static Cell cell(List<Double> rounds, Bottleneck bottleneck) {
		return new Cell("c", rounds.stream().map((r) -> row()).toList(), Spread.of(rounds), null, null, bottleneck, 0,
				0, 0, Map.of());
	}

	/** A measured run whose figures the judgement does not read (it reads the cell's spread). */
	private static RunRow row() {
		return new RunRow("c", "io", "wrk", 400, 1, "ok", null, null, null, null, null, null, null, null, null, null,
				null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null,
				null, null, null, null);
	}

}
