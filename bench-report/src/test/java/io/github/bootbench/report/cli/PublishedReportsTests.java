package io.github.bootbench.report.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.bootbench.report.PublishedRun;
import io.github.bootbench.report.RenderedTree;
import io.github.bootbench.report.core.Interval;
import io.github.bootbench.report.format.ReportFiles;
import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.input.Superseded;
import io.github.bootbench.report.io.Json;
import io.github.bootbench.report.model.RunResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every committed report is what this build writes, as benchstat's
 * {@code testdata/*.txt → *.stdout}: each run's report (README.md, results.json,
 * results.csv and every chart) is written again from its raw files into a copy and
 * compared byte for byte, both ways, with {@code results/<id>/}, and the index with
 * {@code results/README.md} (each feature's files beside the runs have a test of their
 * own). A change to the reports shows in the diff of every report it touches, and a
 * report this build would write differently fails here.
 */
class PublishedReportsTests {

	@TempDir
	private static Path copies;

	static Stream<String> runs() throws IOException {
		return IndexCommand.children(PublishedRun.RESULTS, "run.json")
			.stream()
			.map((run) -> run.getFileName().toString());
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("runs")
	void eachRunsReportIsTheOneThisBuildWrites(String runId) throws IOException {
		Path copy = PublishedRun.copyInputs(runId, copies.resolve("runs").resolve(runId));
		ReportFiles.write(RunResult.of(RunDirectory.read(copy)));
		RenderedTree.assertSame(copy, PublishedRun.directory(runId), PublishedRun::rendered, PublishedRun.RERENDER);
	}

	/**
	 * No committed report carries a verdict of a retired rule: each results.json names
	 * the rule its verdicts were made by, and it is the current one (the test above shows
	 * that its verdicts are the ones this build makes by it).
	 */
	@ParameterizedTest(name = "{0}")
	@MethodSource("runs")
	void everyPublishedVerdictIsMadeByTheCurrentRule(String runId) throws IOException {
		JsonNode results = Json.MAPPER.readTree(PublishedRun.directory(runId).resolve("results.json").toFile());
		if (results.path("assurance").isObject()) {
			assertThat(results.path("assurance").path("interval").asText()).as(runId + "'s rule")
				.isEqualTo(Interval.DEFAULT.word());
		}
		assertThat(Files.readString(PublishedRun.directory(runId).resolve("README.md")))
			.as(runId + "'s report states no retired rule")
			.doesNotContain(Interval.BOOTSTRAP.ratioPhrase());
	}

	@Test
	void theIndexIsTheOneThisBuildWrites() throws IOException {
		Path index = copies.resolve("index.md");
		Files.writeString(index, IndexCommand.page(PublishedRun.RESULTS));
		RenderedTree.assertSame(index, PublishedRun.RESULTS.resolve("README.md"), PublishedRun.RERENDER);
	}

	@Test
	void everyRunTheIndexMarksSupersededAndTheOneThatSupersedesItIsCommitted() throws IOException {
		List<Superseded> superseded = Superseded.read(PublishedRun.RESULTS);
		assertThat(superseded).isNotEmpty();
		List<String> runs = runs().toList();
		assertThat(superseded).allSatisfy((s) -> {
			assertThat(runs).as("the newer run of " + s).contains(s.newer());
			assertThat(runs).as("the older run of " + s).contains(s.older());
			assertThat(s.newer()).as("a run superseded by itself").isNotEqualTo(s.older());
		});
	}

}
