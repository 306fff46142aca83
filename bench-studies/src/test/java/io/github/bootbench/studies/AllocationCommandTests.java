package io.github.bootbench.studies;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.bootbench.report.io.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import static org.assertj.core.api.Assertions.assertThat;

/** The allocation command on the committed default run, and on input it cannot use. */
class AllocationCommandTests {

	@TempDir
	private Path out;

	@Test
	void allocationWritesEveryDesignWithItsErrorsPowerAndTime() throws IOException {
		String run = StudiedRun.DIRECTORY.toString();
		assertThat(execute("allocation", run, "--out", this.out.toString(), "--simulations", "100")).isZero();
		String readme = Files.readString(this.out.resolve("README.md"));
		assertThat(readme)
			.startsWith("# Where the rounds go: fixed and sequential designs on the noise of " + StudiedRun.ID);
		assertThat(readme).contains("| Machine | AMD EPYC |", "fixed: 3 rounds of 5 blocks",
				"sequential: 3 to 4 rounds of 3 blocks, 2 looks at 97.5 % each (Bonferroni)",
				"2 looks at 95 % each (naive, uncorrected)", "fixed: 4 rounds of 3 blocks, t over rounds",
				"**Within the run's own time** (5 % slack)");
		JsonNode json = Json.MAPPER.readTree(this.out.resolve("allocation.json").toFile());
		assertThat(json.path("runId").asText()).isEqualTo(StudiedRun.ID);
		assertThat(json.path("designs").size()).isEqualTo(1 + AllocationStudy.alternatives().size());
		assertThat(json.path("designs").path(0).path("allocation").path("interval").asText())
			.as("the run's own design is judged as the run was, before runs recorded an interval")
			.isEqualTo("bootstrap");
		assertThat(json.path("designs").path(0).path("tie").path("simulations").asInt()).isEqualTo(100);
	}

	@Test
	void tooFewSimulationsAreRefusedBeforeAnythingIsRead() {
		assertThat(execute("allocation", "no-such-run", "--simulations", "10")).isEqualTo(2);
	}

	private static int execute(String... args) {
		return new CommandLine(new BenchStudies()).execute(args);
	}

}
