package io.github.bootbench.report.feature.comparison;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.bootbench.report.PublishedRun;
import io.github.bootbench.report.cli.BenchReport;
import io.github.bootbench.report.io.Json;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The compare command on a published run against a copy of itself that says it ran
 * another JDK, and on the published default runs of two machines.
 */
class CompareCommandTests {

	private static final String RUN_ID = PublishedRun.TUNED;

	private static final String CANDIDATE_ID = "2026-11-22T12-00-00Z";

	@TempDir
	private Path results;

	private Path baseline;

	private Path candidate;

	@BeforeEach
	void copyFixture() throws IOException {
		this.baseline = PublishedRun.copyInputs(RUN_ID, this.results.resolve(RUN_ID));
		this.candidate = PublishedRun.copyInputs(RUN_ID, this.results.resolve(CANDIDATE_ID));
		edit(this.candidate, (json) -> {
			json.put("runId", CANDIDATE_ID);
			((ObjectNode) json.get("options")).put("profile", "tuned");
		});
	}

	@Test
	void compareWritesEveryPairWithBothSidesAndWhatDiffers() throws IOException {
		assertThat(execute("compare", this.baseline.toString(), this.candidate.toString())).isZero();
		Path out = this.results.resolve("comparisons/" + CANDIDATE_ID + "-vs-" + RUN_ID);
		String readme = Files.readString(out.resolve("README.md"));
		// The answer first: what differs as the title, then the summary.
		assertThat(readme).startsWith("# Run " + CANDIDATE_ID + " against run " + RUN_ID
				+ ": profile: per variant → tuned\n\nCandidate [" + CANDIDATE_ID + "](../../" + CANDIDATE_ID
				+ "/README.md): Tomcat 10.1 against Tomcat 10.1 (profile tuned) on /test/block and /test/io, closed "
				+ "loop (wrk).");
		assertThat(readme.indexOf("## Summary")).isLessThan(readme.indexOf("## What differs between the runs"));
		assertThat(readme).contains("- method: profile: per variant → tuned\n");
		assertThat(readme).contains("## Summary", "## How they were measured", "## Throughput", "## Latency",
				"## Threads and memory", "## Caveats");
		assertThat(readme).contains("| Run | [" + RUN_ID + "](../../" + RUN_ID + "/README.md) | [" + CANDIDATE_ID
				+ "](../../" + CANDIDATE_ID + "/README.md) |");
		// tomcat on io at c=100: the median over its 6 windows, 4,831 req/s, on both
		// sides.
		assertThat(readme).contains("| 100 | 4,831 → 4,831: 1.00× [");
		JsonNode json = Json.MAPPER.readTree(out.resolve("comparison.json").toFile());
		// 3 variants × 2 endpoints × 2 levels.
		assertThat(json.path("pairs")).hasSize(12);
		assertThat(json.path("pairs").get(0).path("ratio").asDouble()).isEqualTo(1.0);
		assertThat(json.path("baseline").path("profile").asText()).isEqualTo("per variant");
		assertThat(json.path("candidate").path("profile").asText()).isEqualTo("tuned");
		assertThat(json.path("differences")).hasSize(1);
	}

	@Test
	void compareRefusesRunsWithNothingInCommonAndWritesNothing() throws IOException {
		edit(this.candidate, (json) -> ((ObjectNode) json.get("options")).putArray("endpoints").add("json"));
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
		assertThat(index).contains("| tuned, Java 17.0.15 (" + CANDIDATE_ID + ") | per variant, Java 17.0.15 (" + RUN_ID
				+ ") | [" + CANDIDATE_ID + "-vs-" + RUN_ID + "](comparisons/" + CANDIDATE_ID + "-vs-" + RUN_ID
				+ "/README.md) |");
	}

	@Test
	void aComparisonAcrossMachinesSaysSoBeforeAnyFigure() throws IOException {
		// The published default runs of the same options on an Intel Xeon and an AMD EPYC
		// guest.
		Path intel = PublishedRun.copyInputs(PublishedRun.DEFAULT_INTEL,
				this.results.resolve(PublishedRun.DEFAULT_INTEL));
		Path amd = PublishedRun.copyInputs(PublishedRun.DEFAULT_AMD, this.results.resolve(PublishedRun.DEFAULT_AMD));
		assertThat(execute("compare", intel.toString(), amd.toString())).isZero();
		Path out = this.results
			.resolve("comparisons/" + PublishedRun.DEFAULT_AMD + "-vs-" + PublishedRun.DEFAULT_INTEL);
		String readme = Files.readString(out.resolve("README.md"));
		assertThat(readme.substring(0, readme.indexOf("## Summary")))
			.contains("**These runs were made on different machines** (CPU: Intel(R) Xeon(R) "
					+ "Processor → AMD EPYC): every ratio below measures the machine as much as any change");
		String differences = readme.substring(readme.indexOf("## What differs between the runs"),
				readme.indexOf("## How they were measured"));
		assertThat(differences.indexOf("- machine: CPU: Intel(R) Xeon(R) Processor → AMD EPYC"))
			.isLessThan(differences.indexOf("- code: commit: "));
		JsonNode json = Json.MAPPER.readTree(out.resolve("comparison.json").toFile());
		assertThat(json.path("differences").get(0).path("kind").asText()).isEqualTo("MACHINE");
		assertThat(json.path("differences").get(0).path("after").asText()).isEqualTo("AMD EPYC");
	}

	private static void edit(Path run, java.util.function.Consumer<ObjectNode> change) throws IOException {
		Path runJson = run.resolve("run.json");
		ObjectNode json = (ObjectNode) Json.MAPPER.readTree(runJson.toFile());
		change.accept(json);
		Json.pretty().writeValue(runJson.toFile(), json);
	}

	private static int execute(String... args) {
		return BenchReport.commandLine().execute(args);
	}

}
