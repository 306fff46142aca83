package io.github.bootbench.report.cli;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.bootbench.report.PublishedRun;
import io.github.bootbench.report.core.Method;
import io.github.bootbench.report.feature.jmeter.JmeterTables;
import io.github.bootbench.report.feature.jmeter.PacedByProtocol;
import io.github.bootbench.report.format.markdown.Markdown;
import io.github.bootbench.report.io.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * The report, index and parse commands on copies of published runs, without the files
 * their reports wrote. The ratio figures checked here were worked out by hand from the
 * raw wrk files: io c=100, tomcat:tuned over tomcat in each of the 6 blocks is 0.9978,
 * 0.9962, 0.9981, 0.9992, 1.0066 and 0.9936, median 0.99797.
 */
class ReportCommandTests {

	@TempDir
	private Path results;

	@Test
	void aBlocksRunOpensWithItsQuestionScopeAndSummaryThenHowSureThenEverySection() throws IOException {
		Path run = copy(PublishedRun.TUNED);
		assertThat(execute("report", run.toString())).isZero();
		String readme = Files.readString(run.resolve("README.md"));
		assertThat(readme).startsWith("# Tomcat 10.1 against Tomcat 10.1 (profile tuned) on /test/block and /test/io, "
				+ "closed loop (wrk)\n\nRun 2026-11-22T10-37-22Z · Intel(R) Xeon(R) Processor, 2 CPUs, 24 GiB · started "
				+ "2026-11-22 10:37 UTC, 19 min 33 s · complete\n\n**Scope:** the server on 1 CPU (CPU 0), Serial "
				+ "collector (the JVM's own choice for 1 CPU), -Xms512m -Xmx512m, Java 17.0.15 (Debian); response bodies of 15 bytes; wrk on 1 CPU "
				+ "(CPU 1) of the same machine (Intel(R) Xeon(R) Processor, kernel 6.18.44-fc-v669), whose A/A control's "
				+ "blocks wandered by 0.01 within a round (the SD of a block's log ratio around its round's mean; between its rounds 0.02); the server had 99 % of its "
				+ "CPU.\n\n## Summary\n\n");
		assertThat(readme).containsSubsequence("## Summary", "### /test/block: throughput", "### /test/io: throughput",
				"(charts/ratios-block.svg)", "## How sure", "## Findings", "## How it was measured", "## More ratios",
				"### Each profile against its own default", "## Closed-loop latency", "## Throughput", "## Bottleneck",
				"## JIT during the windows", "## Threads", "## CPU and memory", "## GC during the measurements",
				"## Startup", "## Build", "## Response headers", "## Charts", "## Caveats");
		// One build row per app: the tuned variant and the control run tomcat's jar.
		assertThat(readme).contains("| tomcat | 0.6 s | 22.7 MB |").doesNotContain("not recorded");
		// A line per comparison: each side's median, the ratio and its verdict, and the
		// server CPU a request took on each side.
		assertThat(readme).contains("| variant | cell | req/s: tomcat → variant | ratio [95 % interval], verdict | "
				+ "server CPU µs/request: tomcat → variant |\n| --- | --- | --- | --- | --- |\n"
				+ "| tomcat-tuned | /test/io wrk c=100 | 4,831 → 4,819 | 1.00× [0.99–1.002] equivalent | 126 → 131 |\n");
		// tomcat's block window at c=100 in round 1 block 1 was JIT-busy: that block is
		// left out of every block c=100 ratio, which leaves 5 of 6.
		assertThat(readme).contains("| tomcat-control (A/A control) | /test/block wrk c=100 | 24,959 → 24,889 | 0.99× "
				+ "[0.93–1.05] not-judged (1 block(s) left out for a busy JIT; 5 block(s): a verdict needs 6) | 40 → 40 |");
		assertThat(readme).contains("| throughput cells judged | 6 of 8 |\n",
				"| A/A control called faster or slower | 0 of 3 judged throughput cells (median ratio 0.99×) |\n",
				"| noise: SD of a block's log-ratio | 0.026: 0.012 between the blocks of a round, 0.023 between rounds "
						+ "of fresh JVMs (the A/A control's 3 judged cells, 18 blocks) |\n",
				"| smallest true difference called in 80 % of cells | 1.08× faster or 0.92× slower, with 3 rounds of 2 "
						+ "blocks (an undecided cell may hide a smaller one) |\n",
				"| median interval width | 0.07 (wrk throughput ratios) |\n",
				"| windows with a busy JIT | 1 of 72 (the compiler threads on the CPU for more than 5 % of it; 19 of 72 "
						+ "by `jvm.compilation.time`");
		// Closed-loop latency is detail under one note: no cell repeats it.
		assertThat(readme).contains("| tomcat-tuned | 1.00× [1.00–1.00] | 0.91× [0.75–1.11] |")
			.doesNotContain("closed-loop latency: detail, not judged");
		assertThat(readme).contains("| tomcat | 24 | 1 | 13 | 185 | 6 | 32 | 1,561 |");
		assertThat(readme).contains(
				"- **tomcat-tuned against tomcat, /test/io** (throughput, 2 cells): equivalent in 1, undecided in 1.\n");
		// The throughput tables are supporting detail without a verdict column.
		assertThat(readme).contains("### /test/io wrk\n\n| c | tomcat | tomcat-tuned | tomcat-control |\n"
				+ "| --- | --- | --- | --- |\n| 100 | 4,831 [4,791–4,848] CV 0.4 % | 4,819 [4,805–4,838] CV 0.3 % | "
				+ "4,819 [4,729–4,840] CV 0.8 % |\n");
		// One spelling: the variants by their ids, the endpoints by their paths.
		assertThat(readme).doesNotContain("| tomcat:tuned", "| tomcat (control)", "### io", "### block");
		try (Stream<Path> charts = Files.list(run.resolve("charts"))) {
			List<String> names = charts.map((chart) -> chart.getFileName().toString()).sorted().toList();
			assertThat(names).containsExactly("ratios-block.svg", "ratios-io.svg", "startup-rss.svg",
					"startup-time.svg", "threads.svg", "throughput-block-wrk.svg", "throughput-io-wrk.svg");
			names.forEach((name) -> assertThat(readme).contains("(charts/" + name + ")"));
		}
	}

	@Test
	void resultsHoldEveryWindowAndTheRatiosAndAssuranceAsFigures() throws IOException {
		Path run = copy(PublishedRun.TUNED);
		assertThat(execute("report", run.toString())).isZero();
		List<String> csv = Files.readAllLines(run.resolve("results.csv"));
		// 3 variants × 2 endpoints × 2 levels × 3 rounds × 2 blocks, and the header.
		assertThat(csv).hasSize(73);
		assertThat(csv.get(0))
			.startsWith("container,endpoint,tool,concurrency,round,block,visit,status,failure,rawFile,requests");
		JsonNode json = Json.MAPPER.readTree(run.resolve("results.json").toFile());
		assertThat(json.path("measurements")).hasSize(72);
		assertThat(json.path("rows")).hasSize(4);
		assertThat(json.path("rows").get(0).has("verdict")).isFalse();
		JsonNode tuned = ratio(json.path("ratios"), "io", 100, "tomcat-tuned");
		assertThat(tuned.path("ratio").asDouble()).isCloseTo(0.99857, within(0.00001));
		assertThat(tuned.path("ciLow").asDouble()).isCloseTo(0.99480, within(0.00001));
		assertThat(tuned.path("ciHigh").asDouble()).isCloseTo(1.00235, within(0.00001));
		assertThat(tuned.path("verdict").asText()).isEqualTo("equivalent");
		assertThat(tuned.path("blocks").asInt()).isEqualTo(6);
		JsonNode figures = json.path("assurance");
		assertThat(figures.path("controlCalled").asInt()).isZero();
		assertThat(figures.path("controlJudged").asInt()).isEqualTo(3);
		assertThat(figures.path("throughputCells").asInt()).isEqualTo(8);
		assertThat(figures.path("judgedThroughputCells").asInt()).isEqualTo(6);
		assertThat(figures.path("jitBusyWindows").asInt()).isEqualTo(1);
		assertThat(json.path("run").path("status").asText()).isEqualTo("complete");
		// The summary's lines with the server CPU a request took, and the run's scope.
		JsonNode line = json.path("summary").get(0);
		assertThat(line.path("variant").asText()).isEqualTo("tomcat-tuned");
		assertThat(line.path("role").asText()).isEqualTo("comparison");
		assertThat(line.path("unit").asText()).isEqualTo("req/s");
		assertThat(line.path("baselineCpuPerRequestUs").asDouble()).isBetween(30.0, 50.0);
		assertThat(json.path("scope").path("collector").asText()).isEqualTo("Serial");
	}

	@Test
	void aSweepGetsItsTuningSectionWithARecommendationPerCell() throws IOException {
		Path run = copy(PublishedRun.SWEEP);
		assertThat(execute("report", run.toString())).isZero();
		String readme = Files.readString(run.resolve("README.md"));
		assertThat(readme).startsWith("# Tomcat 10.1 with async-pool = 8, 32, 128, 512; async-queue = 0, against its "
				+ "default on /test/async, closed loop (wrk)\n");
		assertThat(readme).containsSubsequence("## Summary", "## How sure", "## Tuning", "## Findings");
		assertThat(readme)
			.contains("### tomcat on /test/async\n\n| setting | wrk c=100 | wrk c=400 |\n| --- | --- | --- |\n"
					+ "| `default` | **1× (baseline)** ← recommended | **1× (baseline)** ← recommended |\n"
					+ "| `async-pool=8 async-queue=0` | 0.41× [0.38–0.44] not-judged (2 block(s) left out for a busy JIT; "
					+ "4 block(s): a verdict needs 6) | 0.41× [0.26–0.65] not-judged (1 block(s) left out for a busy JIT; "
					+ "5 block(s): a verdict needs 6) |\n");
		assertThat(readme).contains("| tomcat | /test/async wrk c=100 | keep the default | 1× | 1× | the best | 220 | "
				+ "687 MB | no setting is faster than the default |");
		assertThat(readme).contains("| tomcat | keep the default | – | no setting is faster than the default in a cell "
				+ "while judged, and not slower, in every other |");
	}

	@Test
	void aFixedRateRunGetsItsRatesPercentileVerdictsAndChartsOfLatencyAgainstRateAndEverySecond() throws IOException {
		Path run = copy(PublishedRun.FIXED_RATE);
		assertThat(execute("report", run.toString())).isZero();
		String readme = Files.readString(run.resolve("README.md"));
		assertThat(readme).contains("| Rates | hyperfoil at 25, 50, 75, 90 % of the slowest variant's saturated "
				+ "throughput on each endpoint, probed with wrk c=100 for 5 s on each variant after round 1's warm-up");
		assertThat(readme).startsWith("# Tomcat 11.0 against Jetty 12.1 on /test/block, /test/json and /test/io, "
				+ "latency at fixed rates (hyperfoil)\n");
		// The summary gives each side's p50, p99 and p99.9 in ms with the ratio and
		// verdict.
		assertThat(readme)
			.contains("| boot4-jetty | /test/json hyperfoil 4105/s (25 %) | 0.30 → 0.36 | 1.16× [0.97–1.40] "
					+ "undecided | 2.2 → 2.8 | 1.05× [0.78–1.43] undecided | 4.9 → 7.2 | 1.21× [0.98–1.49] undecided "
					+ "| 103 → 118 |");
		assertThat(readme).contains("### /test/block: p99.9 latency").contains("### /test/io: p90 latency");
		assertThat(readme).doesNotContain("### /test/block: throughput", "## Closed-loop latency",
				"## Where the noise comes from", "CV 0.0 %");
		assertThat(readme).contains("| fixed-rate latency ratios judged | 34 of 96 |",
				"| A/A control called faster or slower | 0 of 19 judged fixed-rate latency ratios |",
				"**At a fixed rate:** " + Method.tailRule());
		// Its findings state its latency verdicts, the control's too.
		assertThat(readme).contains("- **boot4-jetty against boot4-tomcat, /test/io** (fixed-rate latency, 16 ratios "
				+ "over its percentiles and rates): slower in 2 (p99.9 at 2228/s 1.49× [1.002–2.21]; p99.9 at 3342/s "
				+ "1.31× [1.05–1.63]), equivalent in 5, undecided in 4, not-judged in 5.");
		// The JVM's threads, CPU and GC at each rate, where the windows read them.
		assertThat(readme).contains("| /test/io after 1114/s | live ");
		assertThat(readme).contains("| req/s | boot4-tomcat | boot4-jetty | boot4-tomcat-control |");
		JsonNode results = Json.MAPPER.readTree(run.resolve("results.json").toFile());
		assertThat(results.path("timelines")).hasSize(results.path("windows").size() - failedWithoutSeconds(results));
		assertThat(results.path("ratios").findValuesAsText("metric")).containsOnly("p50", "p90", "p99", "p99.9");
		for (String endpoint : List.of("block", "json", "io")) {
			assertThat(run.resolve("charts").resolve("latency-" + endpoint + "-hyperfoil.svg")).isRegularFile();
			assertThat(run.resolve("charts").resolve("latency-ratios-" + endpoint + "-p99.svg")).isRegularFile();
			assertThat(run.resolve("charts").resolve("throughput-" + endpoint + "-hyperfoil.svg")).doesNotExist();
		}
		results.path("run").path("options").path("rates").path("resolved").fields().forEachRemaining((endpoint) -> {
			for (JsonNode rate : endpoint.getValue()) {
				assertThat(run.resolve("charts").resolve("timeline-" + endpoint.getKey() + "-" + rate.asInt() + ".svg"))
					.isRegularFile();
			}
		});
	}

	@Test
	void aJmeterRunGetsJmetersSummaryReportPerCellAndSaysTheProtocolSetItsThroughput() throws IOException {
		Path run = copy(PublishedRun.JMETER);
		assertThat(execute("report", run.toString())).isZero();
		String readme = Files.readString(run.resolve("README.md"));
		assertThat(readme).contains("## JMeter's Summary Report")
			.contains("### /test/block jmeter c=1000 (1000 threads over 10 s, 3 requests each, `GET /test/block`; "
					+ "paced ceiling 300 req/s)")
			.contains(
					"### /test/json jmeter c=1000 (1000 threads over 10 s, 1 request each, `GET /test/json?seq=${seq}`; "
							+ "paced ceiling 100 req/s)")
			.contains("| " + String.join(" | ", JmeterTables.HEADER) + " |")
			.contains("| tomcat | 9 | 3,000 | 2.4 | 0 | 160 | 11.38 | 0.00 % | 305.9/sec (102 % of the ceiling) |");
		assertThat(readme)
			.contains("In /test/block jmeter c=1000, /test/json jmeter c=1000 every variant's throughput was "
					+ Markdown.percent(PacedByProtocol.PACED_PERCENT)
					+ " or more of the JMeter protocol's paced ceiling");
		assertThat(readme).contains("- jmeter is closed-loop: each connection (jmeter's: each thread) waits");
		JsonNode results = Json.MAPPER.readTree(run.resolve("results.json").toFile());
		assertThat(results.path("jmeter")).hasSize(8);
		assertThat(results.path("windows").findValues("lengthSeconds")).hasSize(72)
			.allSatisfy((length) -> assertThat(length.asDouble()).isBetween(10.0, 12.0));
		assertThat(results.path("ratios").findValuesAsText("verdict")).contains("equivalent");
	}

	/**
	 * Windows whose driver wrote no result (killed by its timeout): no timeline to draw.
	 */
	private static int failedWithoutSeconds(JsonNode results) {
		int count = 0;
		for (JsonNode measurement : results.path("measurements")) {
			if (measurement.path("latencySamples").isMissingNode() || measurement.path("latencySamples").isNull()) {
				count++;
			}
		}
		return count;
	}

	@Test
	void aMemoryOnlyRunGetsEachHeapStepAndThroughputPerMb() throws IOException {
		Path run = copy(PublishedRun.MEMORY);
		assertThat(execute("report", run.toString())).isZero();
		String readme = Files.readString(run.resolve("README.md"));
		assertThat(readme).startsWith("# Memory of tomcat against itself (the A/A control): live set, smallest heap "
				+ "and throughput per MB under wrk on /test/block and /test/json\n");
		assertThat(readme)
			.containsSubsequence("## Memory", "### What the memory figures say",
					"### Smallest heap and throughput per MB", "### At ready", "### What NMT costs",
					"## How it was measured")
			.doesNotContain("## Summary", "## How sure", "## Throughput");
		assertThat(readme).contains("| tomcat-control | 512 MB | 58.2 [43.0–64.7] | 0.88× [0.47–1.67] undecided | "
				+ "27.3 [21.7–38.1] | 0.89× [0.42–1.90] undecided | 350 [347–363] MB |");
		assertThat(readme).contains(
				"| tomcat | 192 MB | 1.02× [0.86–1.22] | 1.03× [0.86–1.25] | not-shown (/test/block, /test/json: the "
						+ "interval reaches below 0.9) |\n",
				"| tomcat | 256 MB | 0.88× [0.43–1.79] | 0.87× [0.61–1.24] | not-shown (/test/block, /test/json: the interval "
						+ "reaches below 0.9) |\n");
		assertThat(readme).contains("| tomcat | /test/block | 18,276 | 24,876 | 0.73× |");
	}

	@Test
	void anInterruptedRunGetsAReportOfWhatFinishedWithMissingCellsMarked() throws IOException {
		Path run = copy(PublishedRun.TUNED);
		Path runJson = run.resolve("run.json");
		Files.writeString(runJson,
				Files.readString(runJson).replace("\"status\": \"complete\"", "\"status\": \"interrupted\""));
		PublishedRun.delete(run.resolve("raw/tomcat-control"));
		assertThat(execute("report", run.toString())).isZero();
		String readme = Files.readString(run.resolve("README.md"));
		assertThat(readme).contains("**This run is INTERRUPTED: the tables show what finished");
		assertThat(readme).contains("| 100 | 4,831 [4,791–4,848] CV 0.4 % | 4,819 [4,805–4,838] CV 0.3 % | missing |");
	}

	@Test
	void aRunMadeOneContainerAtATimeIsRefusedNamingWhatItLacks() throws IOException {
		Path run = copy(PublishedRun.TUNED);
		Path runJson = run.resolve("run.json");
		ObjectNode json = (ObjectNode) Json.MAPPER.readTree(runJson.toFile());
		((ObjectNode) json.get("options")).remove("variants");
		Json.pretty().writeValue(runJson.toFile(), json);
		assertThat(execute("report", run.toString())).isEqualTo(1);
		assertThat(run.resolve("README.md")).doesNotExist();
	}

	@Test
	void reportRefusesADirectoryThatIsNotARun() {
		assertThat(execute("report", this.results.resolve("nothing-here").toString())).isEqualTo(1);
	}

	@Test
	void aRunOfAUsersJarNamesTheJarEachVariantAndEachRequestOnItsFirstScreen() throws IOException {
		Path run = copy(PublishedRun.APP_EXAMPLE);
		assertThat(execute("report", run.toString())).isZero();
		String readme = Files.readString(run.resolve("README.md"));
		String firstScreen = readme.substring(0, readme.indexOf("## Summary"));
		assertThat(firstScreen).contains("**Your app:** `orders-service.jar`, SHA-256 `",
				"Spring Boot 4.1.2, built with Tomcat 11.0.27. app-tomcat runs it as built; app-jetty runs a copy with "
						+ "Tomcat's 3 jars swapped for the 42 that Jetty 12.1.14's starter brings (its own jars, their "
						+ "dependencies and the APIs they implement, and from Spring Boot 4 Boot's module for it); "
						+ "app-tomcat-control runs a second copy of it "
						+ "as built (the A/A control); app-tomcat-planted-10 runs a copy of it as built with a "
						+ "per-request cost planted to make it 10 % slower (the planted control).",
				"Every variant was started with the run's PostgreSQL as `spring.datasource.url` and "
						+ "`spring.datasource.username`.",
				"**Its requests:** `get_api_products_7` is `GET /api/products/7`; `get_products_7` is "
						+ "`GET /products/7`; `post_api_orders` is `POST /api/orders` as "
						+ "`examples/orders-service/requests/place-order.http` writes it, sent by wrk through [its "
						+ "script](app/wrk-post_api_orders.lua).",
				"`post_api_orders` with the same JSON structure, its values differing");
		assertThat(readme).contains("Your app's jar is not built by the run")
			.doesNotContain("Build time of each app module", "200 on /test/block");
		JsonNode app = Json.MAPPER.readTree(run.resolve("results.json").toFile()).get("app");
		assertThat(app.get("jar").asText()).isEqualTo("orders-service.jar");
		assertThat(app.get("variants")).extracting((v) -> v.get("variant").asText())
			.containsExactly("app-tomcat", "app-jetty", "app-tomcat-control", "app-tomcat-planted-10");
		assertThat(execute("index", this.results.toString())).isZero();
		assertThat(Files.readString(this.results.resolve("README.md")))
			.contains("your app orders-service.jar (" + app.get("sha256").asText().substring(0, 12) + ")");
	}

	@Test
	void aRunOfTheProjectsOwnJarBesideItsAppsNamesTheirEndpointsAndTheAppsBesideIt() throws IOException {
		Path run = copy(PublishedRun.APP_CROSS_CHECK);
		assertThat(execute("report", run.toString())).isZero();
		String readme = Files.readString(run.resolve("README.md"));
		String firstScreen = readme.substring(0, readme.indexOf("## Summary"));
		assertThat(firstScreen).contains(
				"Beside them, in the same blocks: jetty, undertow, the project's own apps, built by the project and "
						+ "run without the probe.",
				"**Its requests:** none of its own (no `--url` or `--request`): the run's endpoints, `/test/block`, "
						+ "`/test/async`, `/test/json`, `/test/empty`, `/test/io`,");
		assertThat(readme)
			.contains("### your app against Spring Boot 3.5",
					"Throughput of each container's copy of your app over the project's own Boot 3.5 app of that "
							+ "container in the same block")
			.doesNotContain("your app app");
	}

	@Test
	void indexListsEveryRunNewestFirstWithItsQuestionAndHeadline() throws IOException {
		// A reported run gives its headline, noise and what it could detect; one not
		// reported, neither.
		assertThat(execute("report", copy(PublishedRun.TUNED).toString())).isZero();
		Path earlier = copy(PublishedRun.SWEEP);
		Path earlierJson = earlier.resolve("run.json");
		Files.writeString(earlierJson,
				Files.readString(earlierJson).replace("\"status\": \"complete\"", "\"status\": \"interrupted\""));
		Files.writeString(this.results.resolve("superseded.tsv"),
				"newer\tolder\twhy\n" + PublishedRun.TUNED + "\t" + PublishedRun.SWEEP + "\ta test of the mark\n");
		assertThat(execute("index", this.results.toString())).isZero();
		List<String> lines = Files.readAllLines(this.results.resolve("README.md"))
			.stream()
			.filter((line) -> line.startsWith("| [2026"))
			.toList();
		assertThat(lines).hasSize(2);
		assertThat(lines.get(0)).isEqualTo("| [" + PublishedRun.TUNED + "](" + PublishedRun.TUNED
				+ "/README.md)<br>2026-11-22 10:37 UTC | Tomcat 10.1 against Tomcat 10.1 (profile tuned) on /test/block "
				+ "and /test/io, closed loop (wrk) | tomcat-tuned: none of 3 called; A/A control: none of 3 called | "
				+ "3 rounds × 2 blocks | 0.026 (control) → 8 % / 8 % | Intel(R) Xeon(R) Processor, Java 17.0.15 | "
				+ "complete |");
		assertThat(lines.get(1)).startsWith("| [" + PublishedRun.SWEEP + "](" + PublishedRun.SWEEP + "/run.json)")
			.contains("| not reported |")
			.endsWith("| interrupted; **superseded** by [" + PublishedRun.TUNED + "](" + PublishedRun.TUNED
					+ "/README.md): a test of the mark |");
	}

	@Test
	void parseExitsThreeOnIncompleteOutputAndTwoOnBadUsage() throws URISyntaxException {
		Path captured = Path.of(getClass().getResource("/captured").toURI());
		assertThat(execute("parse", "--tool", "ab", captured.resolve("ab-keepalive.txt").toString())).isZero();
		assertThat(execute("parse", "--tool", "ab", captured.resolve("ab-killed.txt").toString())).isEqualTo(3);
		assertThat(execute("parse", "--tool", "curl", captured.resolve("ab-killed.txt").toString())).isEqualTo(2);
	}

	@Test
	void aRunWithADatabaseNamesItInItsScopeGivesItsCpuPerWindowAndSaysItFailed() throws IOException {
		// A published quick run, as if it had run beside the database: run.json records
		// it, and every window's samples have its column.
		Path run = copy("2026-11-23T00-48-29Z");
		ObjectNode record = (ObjectNode) Json.MAPPER.readTree(run.resolve("run.json").toFile());
		ObjectNode database = record.putObject("database");
		database.put("startedAt", "2026-11-23T00:48:40.000Z").put("port", 54320).put("cpus", "1").put("pid", 4242);
		database.setAll((ObjectNode) Json.MAPPER.readTree("{\"serverVersion\":\"15.18 (Debian 15.18-0+deb12u1)\","
				+ "\"sharedBuffers\":\"128MB\",\"maxConnections\":200,\"fsync\":\"on\",\"synchronousCommit\":\"on\","
				+ "\"rows\":{\"world\":10000,\"fortune\":12}}"));
		database.put("failure", "the server's process 4242 is gone").put("failedAt", "2026-11-23T01:00:00.000Z");
		Json.pretty().writeValue(run.resolve("run.json").toFile(), record);
		List<Path> samples;
		try (Stream<Path> files = Files.walk(run.resolve("raw"))) {
			samples = files.filter((f) -> f.toString().endsWith(".samples.csv")).toList();
		}
		assertThat(samples).isNotEmpty();
		for (Path file : samples) {
			List<String> lines = Files.readAllLines(file);
			Files.write(file,
					Stream
						.concat(Stream.of(lines.get(0) + ",database_cpu_pct"),
								lines.stream().skip(1).map((line) -> line + ",40.0"))
						.toList());
		}
		assertThat(execute("report", run.toString())).isZero();
		String readme = Files.readString(run.resolve("README.md"));
		assertThat(readme)
			.contains("wrk on 1 CPU (CPU 1) of the same machine (AMD EPYC, kernel 6.18.44-fc-v657), where "
					+ "the server had 94 % of its CPU; PostgreSQL 15.18 on CPU 1, beside the load tools, loaded with 10,000 "
					+ "world rows and 12 fortunes.\n");
		assertThat(readme).contains("- **Database failure:** PostgreSQL failed (recorded at 2026-11-23T01:00:00.000Z): "
				+ "the server's process 4242 is gone (see run.json's database).\n");
		assertThat(readme)
			.contains("each cell gives the database's share after the tool's, the tool's side counts the two together, "
					+ "and so tool-bound reads load-CPU-bound")
			.containsPattern("server \\d+ % · tool \\d+ % \\+ database \\d+ %: ");
		List<String> csv = Files.readAllLines(run.resolve("results.csv"));
		assertThat(csv.get(0)).contains(",toolCpuAvgPercent,bottleneck,rssPeakKb,osThreadsPeak,databaseCpuAvgPercent,");
		JsonNode results = Json.MAPPER.readTree(run.resolve("results.json").toFile());
		assertThat(results.at("/measurements/0/databaseCpuAvgPercent").asDouble()).isEqualTo(40.0);
		assertThat(results.at("/scope/database/version").asText()).isEqualTo("15.18");
		assertThat(results.get("findings"))
			.anySatisfy((finding) -> assertThat(finding.path("kind").asText()).isEqualTo("DatabaseFailed"));
	}

	@Test
	void aRunWithoutADatabaseHasNoDatabaseColumnNorScope() throws IOException {
		Path run = copy("2026-11-23T00-48-29Z");
		assertThat(execute("report", run.toString())).isZero();
		assertThat(Files.readAllLines(run.resolve("results.csv")).get(0)).doesNotContain("database");
		JsonNode results = Json.MAPPER.readTree(run.resolve("results.json").toFile());
		assertThat(results.at("/measurements/0").has("databaseCpuAvgPercent")).isFalse();
		assertThat(results.get("scope").has("database")).isFalse();
		assertThat(Files.readString(run.resolve("README.md"))).doesNotContain("PostgreSQL");
	}

	private Path copy(String runId) throws IOException {
		return PublishedRun.copyInputs(runId, this.results.resolve(runId));
	}

	private static JsonNode ratio(JsonNode ratios, String endpoint, int concurrency, String variant) {
		for (JsonNode ratio : ratios) {
			if (ratio.path("endpoint").asText().equals(endpoint) && ratio.path("concurrency").asInt() == concurrency
					&& ratio.path("variant").asText().equals(variant)
					&& ratio.path("metric").asText().equals("throughput")) {
				return ratio;
			}
		}
		throw new AssertionError("no throughput ratio of " + variant + " on " + endpoint + " c=" + concurrency);
	}

	private static int execute(String... args) {
		return new CommandLine(new BenchReport()).execute(args);
	}

}
