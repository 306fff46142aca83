package io.github.bootbench.report.cli;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.bootbench.report.io.Json;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The report, index and parse commands on the real {@link FixtureRun}. Expected figures
 * were worked out by hand from the fixture's raw files.
 */
class ReportCommandTests {

	private static final String RUN_ID = FixtureRun.RUN_ID;

	@TempDir
	private Path results;

	private Path run;

	@BeforeEach
	void copyFixture() throws IOException {
		this.run = FixtureRun.copyTo(this.results.resolve(RUN_ID));
	}

	@Test
	void reportShowsEverySectionWithTheFiguresOfTheRawFiles() throws IOException {
		assertThat(execute("report", this.run.toString())).isZero();
		String readme = Files.readString(this.run.resolve("README.md"));
		assertThat(readme).contains("## Findings", "## Throughput", "## Latency", "## Bottleneck", "## Threads",
				"## CPU and memory", "## GC during the measurements", "## Startup", "## Build", "## Response headers",
				"## Charts", "## Caveats");
		assertThat(readme).contains("| Machine | AMD EPYC, ",
				"| Pinning | taskset: server on CPU 0 (1), load tools on CPU 1 (1) |",
				"| Containers | tomcat: Apache Tomcat/10.1.55, jetty: jetty/12.0.36, undertow: Undertow - 2.3.24.Final |",
				"| Request threads | tomcat: workers 10–200 · io 1, jetty: workers 8–200 · io 1, undertow: workers 16 · io 2 (");
		// ab on /test/block, rounds 3644.49 and 4025.46 (tomcat), 2332.91 and 3549.88
		// (jetty),
		// 5097.10 and 5657.66 (undertow): two rounds are too few to call a lead.
		assertThat(readme).contains("| 10 | 3,835 [3,644–4,025] CV 7.0 % | 2,941 [2,333–3,550] CV 29.3 % | "
				+ "5,377 [5,097–5,658] CV 7.4 % | not judged: fewer than 3 successful rounds |");
		// undertow's first siege round on /test/async hung and was killed; the second
		// made 3576.56 trans/s.
		assertThat(readme).contains("3,577 · FAILED 1 of 2");
		assertThat(readme).contains("| time to first response | 9,027 ms | 9,250 ms | 8,297 ms |",
				"| Spring \"Started in\" | 7.54 s | 7.82 s | 6.91 s |", "| RSS at ready | 287 MB | 280 MB | 277 MB |");
		assertThat(readme).contains("| tomcat | 0.4 s | 22.7 MB |");
		// Two endpoints: the JVM tables have a row per endpoint at each concurrency.
		assertThat(readme).contains("| block after c=10 | live ", "| async after c=10 | live ", "| block c=10 | young ",
				"| async c=10 | young ");
		assertThat(readme).contains("1 siege measurement(s) did not exit after their time");
		assertThat(readme).contains("**Failures:** 1 measurement(s) failed");
		// Two rounds per cell: async against block is not judged for any container.
		assertThat(readme).contains("**async against block** (the same container, tool and concurrency; async's median "
				+ "over block's, judged like a comparison of two runs; see Throughput): tomcat (3 pairs): not judged in 3 "
				+ "(2 round(s): a verdict needs 3);");
		try (Stream<Path> charts = Files.list(this.run.resolve("charts"))) {
			List<String> names = charts.map((chart) -> chart.getFileName().toString()).sorted().toList();
			assertThat(names).hasSize(9).contains("throughput-block-ab.svg", "threads.svg", "startup-rss.svg");
			names.forEach((name) -> assertThat(readme).contains("(charts/" + name + ")"));
		}
		assertThat(Files.readString(this.run.resolve("charts/startup-time.svg"))).contains("<svg").contains("undertow");
	}

	@Test
	void resultsHoldOneRowPerMeasuredRunAndEveryAggregate() throws IOException {
		assertThat(execute("report", this.run.toString())).isZero();
		List<String> csv = Files.readAllLines(this.run.resolve("results.csv"));
		assertThat(csv).hasSize(37);
		assertThat(csv.get(0))
			.startsWith("container,endpoint,tool,concurrency,round,block,status,failure,rawFile,requests");
		// A run made before blocks: every measurement is block 0.
		assertThat(csv).anySatisfy((line) -> assertThat(line).startsWith("undertow,async,siege,10,1,0,failed,"));
		JsonNode json = Json.MAPPER.readTree(this.run.resolve("results.json").toFile());
		assertThat(json.path("measurements")).hasSize(36);
		assertThat(json.path("rows")).hasSize(6);
		assertThat(json.path("run").path("status").asText()).isEqualTo("complete");
		JsonNode tomcatBlockAb = json.path("rows").get(0).path("cells").path("tomcat").path("throughput");
		assertThat(tomcatBlockAb.path("median").asDouble()).isEqualTo(3834.975);
		assertThat(json.path("findings")).isNotEmpty();
		assertThat(json.path("caveats")).isNotEmpty();
	}

	@Test
	void anInterruptedRunGetsAReportOfWhatFinishedWithMissingCellsMarked() throws IOException {
		Path runJson = this.run.resolve("run.json");
		Files.writeString(runJson,
				Files.readString(runJson).replace("\"status\": \"complete\"", "\"status\": \"interrupted\""));
		FixtureRun.delete(this.run.resolve("raw/undertow"));
		assertThat(execute("report", this.run.toString())).isZero();
		String readme = Files.readString(this.run.resolve("README.md"));
		assertThat(readme).contains("**This run is INTERRUPTED: the tables show what finished");
		assertThat(readme).contains("| 10 | 3,835 [3,644–4,025] CV 7.0 % | 2,941 [2,333–3,550] CV 29.3 % | missing |");
	}

	@Test
	void reportRefusesADirectoryThatIsNotARun() {
		assertThat(execute("report", this.results.resolve("nothing-here").toString())).isEqualTo(1);
	}

	@Test
	void indexListsEveryRunNewestFirst() throws IOException {
		Path later = this.results.resolve("2026-11-22T10-00-00Z");
		FixtureRun.copy(this.run, later);
		Path laterJson = later.resolve("run.json");
		Files.writeString(laterJson,
				Files.readString(laterJson)
					.replace("\"startedAt\": \"2026-11-21T06:20:53.215Z\"",
							"\"startedAt\": \"2026-11-22T10:00:00.000Z\"")
					.replace("\"status\": \"complete\"", "\"status\": \"interrupted\""));
		assertThat(execute("index", this.results.toString())).isZero();
		List<String> lines = Files.readAllLines(this.results.resolve("README.md"))
			.stream()
			.filter((line) -> line.startsWith("| 2026"))
			.toList();
		assertThat(lines).hasSize(2);
		assertThat(lines.get(0)).startsWith("| 2026-11-22T10:00:00.000Z | one at a time | default |")
			.contains("| interrupted |")
			.contains("[2026-11-22T10-00-00Z](2026-11-22T10-00-00Z/run.json)");
		assertThat(lines.get(1)).startsWith("| 2026-11-21T06:20:53.215Z | one at a time | default | 17.0.15 Debian |")
			.contains("| tomcat, jetty, undertow | block, async | 2 × c=10 × ab,siege,wrk | complete |");
	}

	@Test
	void parseExitsThreeOnIncompleteOutputAndTwoOnBadUsage() throws URISyntaxException {
		Path captured = Path.of(getClass().getResource("/captured").toURI());
		assertThat(execute("parse", "--tool", "ab", captured.resolve("ab-keepalive.txt").toString())).isZero();
		assertThat(execute("parse", "--tool", "ab", captured.resolve("ab-killed.txt").toString())).isEqualTo(3);
		assertThat(execute("parse", "--tool", "curl", captured.resolve("ab-killed.txt").toString())).isEqualTo(2);
	}

	private static int execute(String... args) {
		return new CommandLine(new BenchReport()).execute(args);
	}

}
