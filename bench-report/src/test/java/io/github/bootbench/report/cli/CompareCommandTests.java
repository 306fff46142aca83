package io.github.bootbench.report.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.bootbench.report.io.Json;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The compare command on the real {@link FixtureRun} against a copy of itself that says
 * it ran another profile.
 */
class CompareCommandTests {

	private static final String RUN_ID = FixtureRun.RUN_ID;

	private static final String CANDIDATE_ID = "2026-11-21T09-00-00Z";

	@TempDir
	private Path results;

	private Path baseline;

	private Path candidate;

	@BeforeEach
	void copyFixture() throws IOException {
		this.baseline = FixtureRun.copyTo(this.results.resolve(RUN_ID));
		this.candidate = FixtureRun.copyTo(this.results.resolve(CANDIDATE_ID));
		Path runJson = this.candidate.resolve("run.json");
		Files.writeString(runJson,
				Files.readString(runJson)
					.replace("\"profile\": \"default\"", "\"profile\": \"tuned\"")
					.replace("\"runId\": \"" + RUN_ID + "\"", "\"runId\": \"" + CANDIDATE_ID + "\""));
	}

	@Test
	void compareWritesEveryPairWithBothSidesAndWhatDiffers() throws IOException {
		assertThat(execute("compare", this.baseline.toString(), this.candidate.toString())).isZero();
		Path out = this.results.resolve("comparisons/" + CANDIDATE_ID + "-vs-" + RUN_ID);
		String readme = Files.readString(out.resolve("README.md"));
		assertThat(readme).startsWith("# Comparison: tuned on Java 17.0.15 (" + CANDIDATE_ID
				+ ") against default on Java 17.0.15 (" + RUN_ID + ")");
		assertThat(readme).contains("- method: profile: default → tuned\n");
		assertThat(readme).contains("## Summary", "## Throughput", "## Latency", "## Threads and memory", "## Caveats");
		assertThat(readme).contains("| Run | [" + RUN_ID + "](../../" + RUN_ID + "/README.md) | [" + CANDIDATE_ID
				+ "](../../" + CANDIDATE_ID + "/README.md) |");
		// tomcat ab on /test/block: median 3,835 req/s in both; two rounds are too few to
		// judge.
		assertThat(readme).contains("| 10 | 3,835 → 3,835: 1.00× [");
		assertThat(readme).contains("] not-judged (2 round(s): a verdict needs 3) |");
		// undertow's hung siege round shows on both sides.
		assertThat(readme).contains("3,577 (FAILED 1 of 2) → 3,577 (FAILED 1 of 2)");
		JsonNode json = Json.MAPPER.readTree(out.resolve("comparison.json").toFile());
		assertThat(json.path("pairs")).hasSize(18);
		assertThat(json.path("pairs").get(0).path("verdict").asText()).isEqualTo("not-judged");
		assertThat(json.path("pairs").get(0).path("ratio").asDouble()).isPositive();
		assertThat(json.path("baseline").path("profile").asText()).isEqualTo("default");
		assertThat(json.path("candidate").path("profile").asText()).isEqualTo("tuned");
		assertThat(json.path("differences")).hasSize(1);
	}

	@Test
	void compareRefusesRunsWithNothingInCommonAndWritesNothing() throws IOException {
		Path runJson = this.candidate.resolve("run.json");
		Files.writeString(runJson, Files.readString(runJson).replace("\"block\",\n      \"async\"", "\"json\""));
		Path out = this.results.resolve("out");
		assertThat(execute("compare", "--out", out.toString(), this.baseline.toString(), this.candidate.toString()))
			.isEqualTo(1);
		assertThat(out).doesNotExist();
	}

	@Test
	void compareRefusesADirectoryThatIsNotARun() {
		assertThat(execute("compare", this.baseline.toString(), this.results.resolve("nothing").toString()))
			.isEqualTo(1);
	}

	@Test
	void indexListsComparisonsAfterTheRuns() throws IOException {
		assertThat(execute("compare", this.baseline.toString(), this.candidate.toString())).isZero();
		assertThat(execute("index", this.results.toString())).isZero();
		String index = Files.readString(this.results.resolve("README.md"));
		assertThat(index).contains("## Comparisons");
		assertThat(index).contains("| tuned, Java 17.0.15 (" + CANDIDATE_ID + ") | default, Java 17.0.15 (" + RUN_ID
				+ ") | [" + CANDIDATE_ID + "-vs-" + RUN_ID + "](comparisons/" + CANDIDATE_ID + "-vs-" + RUN_ID
				+ "/README.md) |");
	}

	@Test
	void aComparisonAcrossMachinesSaysSoBeforeAnyFigure() throws IOException {
		// The published default runs of the same options on an Intel Xeon and an AMD EPYC
		// guest.
		Path intel = this.results.resolve("2026-11-21T22-13-39Z");
		Path amd = this.results.resolve("2026-11-22T23-26-42Z");
		FixtureRun.copy(Path.of("../results/2026-11-21T22-13-39Z"), intel);
		FixtureRun.copy(Path.of("../results/2026-11-22T23-26-42Z"), amd);
		assertThat(execute("compare", intel.toString(), amd.toString())).isZero();
		Path out = this.results.resolve("comparisons/2026-11-22T23-26-42Z-vs-2026-11-21T22-13-39Z");
		String readme = Files.readString(out.resolve("README.md"));
		String differences = readme.substring(readme.indexOf("## What differs between the runs"),
				readme.indexOf("## Summary"));
		assertThat(differences).contains("**These runs were made on different machines** (CPU: Intel(R) Xeon(R) "
				+ "Processor → AMD EPYC): every ratio below measures the machine as much as any change");
		assertThat(differences.indexOf("- machine: CPU: Intel(R) Xeon(R) Processor → AMD EPYC"))
			.isLessThan(differences.indexOf("- code: commit: "));
		JsonNode json = Json.MAPPER.readTree(out.resolve("comparison.json").toFile());
		assertThat(json.path("differences").get(0).path("kind").asText()).isEqualTo("MACHINE");
		assertThat(json.path("differences").get(0).path("after").asText()).isEqualTo("AMD EPYC");
	}

	private static int execute(String... args) {
		return new CommandLine(new BenchReport()).execute(args);
	}

}
