package io.github.bootbench.report.feature.answer;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import io.github.bootbench.report.PublishedRun;
import io.github.bootbench.report.cli.BenchReport;
import io.github.bootbench.report.input.RunDirectory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code bench-report answer} as a user meets it: the answer of a results directory with
 * its page, data and forest plots, the README's answer written between its markers, and a
 * clear error for what it cannot pool.
 */
class AnswerCommandTests {

	@TempDir
	Path results;

	@Test
	void theAnswerOfTwoRunsIsWrittenWithItsPageDataAndForestPlots() throws IOException {
		for (String run : new String[] { "2026-11-27T01-20-53Z", "2026-11-27T01-50-59Z" }) {
			PublishedRun.copyInputs(run, this.results.resolve(run));
		}
		Path readme = Files.writeString(this.results.resolve("README.md"),
				"# A project\n\n" + AnswerSection.BEGIN + "\nstale\n" + AnswerSection.END + "\n\nThe rest.\n");
		assertThat(execute("answer", this.results.toString(), "--readme", readme.toString(), "--harness-root", ".."))
			.isZero();
		Path answer = this.results.resolve("answer");
		assertThat(answer.resolve("answer.json")).isRegularFile();
		assertThat(Files.readString(answer.resolve("README.md")))
			.startsWith("# The answer from every run\n\n2 runs read;")
			.contains("## The default cells", "## How sure the pool is", "## How many runs an answer takes",
					"## How the pool is made");
		assertThat(answer.resolve("charts").resolve("forest-boot4-jetty-vs-boot4-tomcat-block.svg")).isRegularFile();
		String written = Files.readString(readme);
		assertThat(written).startsWith("# A project\n\n" + AnswerSection.BEGIN)
			.doesNotContain("stale")
			.endsWith(AnswerSection.END + "\n\nThe rest.\n")
			.contains("**For a Spring Boot 4.1 service whose requests are light, on one server CPU:");
	}

	@Test
	void aReadmeWithoutTheMarkersIsRefusedAndLeftAlone() throws IOException {
		PublishedRun.copyInputs("2026-11-27T01-20-53Z", this.results.resolve("2026-11-27T01-20-53Z"));
		Path readme = Files.writeString(this.results.resolve("README.md"), "# No markers\n");
		assertThat(execute("answer", this.results.toString(), "--readme", readme.toString(), "--harness-root", ".."))
			.isNotZero();
		assertThat(Files.readString(readme)).isEqualTo("# No markers\n");
	}

	@Test
	void aRunOfAUsersJarIsPooledApartIntoItsOwnAnswerAndNeverIntoTheProjects() throws IOException {
		PublishedRun.copyInputs(PublishedRun.APP_EXAMPLE, this.results.resolve(PublishedRun.APP_EXAMPLE));
		PublishedRun.copyInputs("2026-11-27T01-20-53Z", this.results.resolve("2026-11-27T01-20-53Z"));
		assertThat(execute("answer", this.results.toString(), "--harness-root", "..")).isZero();
		assertThat(Files.readString(this.results.resolve("answer").resolve("README.md")))
			.startsWith("# The answer from every run\n\n1 runs read;");
		String sha = RunDirectory.read(this.results.resolve(PublishedRun.APP_EXAMPLE)).app().sha256();
		assertThat(execute("answer", this.results.toString(), "--app", sha.substring(0, 12))).isZero();
		String page = Files.readString(this.results.resolve("answer-app-" + sha.substring(0, 12)).resolve("README.md"));
		assertThat(page)
			.startsWith("# orders-service.jar on each container\n\n**Your app:** `orders-service.jar`, " + "SHA-256 `"
					+ sha.substring(0, 12) + "…`, Spring Boot 4.1.2, built with Tomcat. The answer from 1 run of it")
			.contains("A choice below is this one run's, on this one guest.")
			.contains("## Your requests\n\n- **`GET /api/products/7` (`get_api_products_7`)**: Jetty 12.1 reads ",
					"- **`POST /api/orders` (`post_api_orders`)**: Jetty 12.1 reads ")
			.doesNotContain("/test/block", "Spring Boot 3.5");
	}

	@Test
	void theProjectsReadmeIsNotWrittenFromOneJarsRuns() throws IOException {
		Path readme = Files.writeString(this.results.resolve("README.md"), "# A project\n");
		assertThat(errorOf("answer", this.results.toString(), "--app", "f7d0cefdaf73", "--readme", readme.toString()))
			.contains("--readme writes the project's answer; --app pools one jar's runs apart");
		assertThat(errorOf("answer", this.results.toString(), "--app", "nonsense"))
			.contains("--app: 'nonsense' is neither a file nor a SHA-256");
	}

	@Test
	void aDirectoryWithoutRunsSaysSo() throws IOException {
		String err = errorOf("answer", this.results.toString(), "--harness-root", "..");
		assertThat(err).contains("no run in " + this.results);
		assertThat(errorOf("answer", this.results.resolve("nothing").toString())).contains("is not a directory");
	}

	private static int execute(String... args) {
		return BenchReport.commandLine().execute(args);
	}

	private static String errorOf(String... args) {
		PrintStream err = System.err;
		ByteArrayOutputStream captured = new ByteArrayOutputStream();
		System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
		try {
			assertThat(execute(args)).isNotZero();
		}
		finally {
			System.setErr(err);
		}
		return captured.toString(StandardCharsets.UTF_8);
	}

}
