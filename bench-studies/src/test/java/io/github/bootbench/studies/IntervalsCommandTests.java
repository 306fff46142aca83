package io.github.bootbench.studies;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.io.Json;
import io.github.bootbench.report.model.RunResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The study of intervals on the committed default run (in a results directory of its
 * own), and on input it cannot use.
 */
class IntervalsCommandTests {

	@TempDir
	private Path results;

	@Test
	void everyRunWithAControlIsJudgedWithEachIntervalAndTheBootstrapAsItsReportDid() throws IOException {
		Files.createSymbolicLink(this.results.resolve(StudiedRun.ID), StudiedRun.DIRECTORY.toAbsolutePath());
		Files.createDirectories(this.results.resolve("not-a-run"));
		Path out = this.results.resolve("intervals");
		assertThat(execute("intervals", this.results.toString())).isZero();
		JsonNode json = Json.MAPPER.readTree(out.resolve("intervals.json").toFile());
		assertThat(json.path("runs").size()).isEqualTo(1);
		JsonNode run = json.path("runs").path(0);
		assertThat(run.path("runId").asText()).isEqualTo(StudiedRun.ID);
		assertThat(run.path("judged").path(0).path("interval").asText()).isEqualTo("bootstrap");
		assertThat(run.path("judged").path(1).path("interval").asText()).isEqualTo("round-means");
		RunResult published = RunResult.of(RunDirectory.read(StudiedRun.DIRECTORY));
		assertThat(run.path("judged").path(0).path("controlCalled").asInt())
			.isEqualTo(published.assurance().controlCalled());
		assertThat(run.path("judged").path(1).path("controlJudged").asInt())
			.as("the same cells are judged, only their intervals differ")
			.isEqualTo(published.assurance().controlJudged());
		assertThat(run.path("judged").path(1).path("medianWidth").asDouble())
			.as("three rounds on two degrees of freedom are wider than their bootstrap")
			.isGreaterThan(run.path("judged").path(0).path("medianWidth").asDouble());
		assertThat(json.path("totals").path(1).path("runs").asInt()).isEqualTo(1);
		String readme = Files.readString(out.resolve("README.md"));
		assertThat(readme).startsWith("# The interval over rounds against the bootstrap")
			.contains("[" + StudiedRun.ID + "](../" + StudiedRun.ID + "/README.md)", "| bootstrap | 1 |",
					"| round-means | 1 |");
	}

	@Test
	void aDirectoryWithoutAControlledRunWritesNothing() throws IOException {
		assertThat(execute("intervals", this.results.toString())).isEqualTo(1);
		assertThat(this.results.resolve("intervals")).doesNotExist();
		assertThat(execute("intervals", this.results.resolve("missing").toString())).isEqualTo(2);
	}

	private static int execute(String... args) {
		return new CommandLine(new BenchStudies()).execute(args);
	}

}
