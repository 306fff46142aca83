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
import io.github.bootbench.report.format.markdown.JmeterTables;
import io.github.bootbench.report.format.markdown.Markdown;
import io.github.bootbench.report.io.Json;
import io.github.bootbench.report.stats.Method;
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
	void aBlocksRunGetsItsRatiosAssuranceAndEverySection() throws IOException {
		Path run = copy(PublishedRun.TUNED);
		assertThat(execute("report", run.toString())).isZero();
		String readme = Files.readString(run.resolve("README.md"));
		assertThat(readme).contains("## Ratios to the baseline", "### Each profile against its own default",
				"### JIT during the windows", "## Findings", "## Throughput", "## Latency", "## Bottleneck",
				"## Threads", "## CPU and memory", "## GC during the measurements", "## Startup", "## Build",
				"## Response headers", "## Charts", "## Caveats");
		// One build row per app: the tuned variant and the control run tomcat's jar.
		assertThat(readme).contains("| tomcat | 0.6 s | 22.7 MB |").doesNotContain("not recorded");
		assertThat(readme).contains("**How sure:** 6 of 8 throughput cells judged; the A/A control was called faster "
				+ "or slower in 0 of 3 judged throughput cells (median ratio 0.99×); no positive control in this run "
				+ "(add --planted 10 to see whether it finds a true 10 % difference); median interval width 0.05 over "
				+ "the wrk throughput ratios; this machine's noise:");
		assertThat(readme).contains("; 1 of 72 windows had the JIT compiler threads on the CPU for more than 5 % "
				+ "of it (19 of 72 by `jvm.compilation.time`");
		// The machine's noise, from the control's cells, and what the design could see on
		// it.
		assertThat(readme).contains("this machine's noise: a block's throughput ratio wanders by about 2.6 % "
				+ "(standard deviation of its log 0.026: 0.012 between the blocks of a round, 0.023 between rounds of "
				+ "fresh JVMs; over the A/A control's 3 judged cells (18 blocks)); with 3 rounds of 2 blocks a cell "
				+ "calls a true 1.07× or more faster (0.94× or less slower) in 80 % of cells");
		// Closed-loop latency is detail: its ratios carry no verdict.
		assertThat(readme).contains("not-judged (closed-loop latency: detail, not judged)");
		assertThat(readme).contains("### io: throughput\n\n| variant | wrk c=100 | wrk c=400 |\n| --- | --- | --- |\n"
				+ "| tomcat:tuned | 1.00× [0.99–1.01] equivalent | 1.00× [0.98–1.04] equivalent |\n"
				+ "| tomcat (control) | 0.99× [0.99–1.00] equivalent | 1.01× [0.99–1.03] equivalent |\n");
		// tomcat's block window at c=100 in round 1 block 1 was JIT-busy: that block is
		// left out of every block c=100 ratio, which leaves 5 of 6.
		assertThat(readme)
			.contains("| tomcat:tuned | 1.09× [1.07–1.14] not-judged (1 block(s) left out for a busy JIT; "
					+ "5 block(s): a verdict needs 6) | 1.01× [0.97–1.08] undecided |");
		assertThat(readme).contains("| tomcat | 24 | 1 | 13 | 185 | 6 | 32 | 1,561 |");
		assertThat(readme).contains("- **tomcat-tuned against tomcat, io** (throughput, 2 cells): equivalent in 2.\n");
		// The throughput tables are supporting detail without a verdict column.
		assertThat(readme).contains("### io · wrk\n\n| c | tomcat | tomcat-tuned | tomcat-control |\n"
				+ "| --- | --- | --- | --- |\n| 100 | 4,831 [4,791–4,848] CV 0.4 % | 4,819 [4,805–4,838] CV 0.3 % | "
				+ "4,819 [4,729–4,840] CV 0.8 % |\n");
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
		assertThat(tuned.path("ratio").asDouble()).isCloseTo(0.99797, within(0.00001));
		assertThat(tuned.path("ciLow").asDouble()).isCloseTo(0.99355, within(0.00001));
		assertThat(tuned.path("ciHigh").asDouble()).isCloseTo(1.00658, within(0.00001));
		assertThat(tuned.path("verdict").asText()).isEqualTo("equivalent");
		assertThat(tuned.path("blocks").asInt()).isEqualTo(6);
		JsonNode figures = json.path("assurance");
		assertThat(figures.path("controlCalled").asInt()).isZero();
		assertThat(figures.path("controlJudged").asInt()).isEqualTo(3);
		assertThat(figures.path("throughputCells").asInt()).isEqualTo(8);
		assertThat(figures.path("judgedThroughputCells").asInt()).isEqualTo(6);
		assertThat(figures.path("jitBusyWindows").asInt()).isEqualTo(1);
		assertThat(json.path("run").path("status").asText()).isEqualTo("complete");
	}

	@Test
	void aSweepGetsItsTuningSectionWithARecommendationPerCell() throws IOException {
		Path run = copy(PublishedRun.SWEEP);
		assertThat(execute("report", run.toString())).isZero();
		String readme = Files.readString(run.resolve("README.md"));
		assertThat(readme).contains("### tomcat · async\n\n| setting | wrk c=100 | wrk c=400 |\n| --- | --- | --- |\n"
				+ "| `default` | **1× (baseline)** ← recommended | **1× (baseline)** ← recommended |\n"
				+ "| `async-pool=8 async-queue=0` | 0.41× [0.34–0.47] not-judged (2 block(s) left out for a busy JIT; "
				+ "4 block(s): a verdict needs 6) | 0.39× [0.32–0.50] not-judged (1 block(s) left out for a busy JIT; "
				+ "5 block(s): a verdict needs 6) |\n");
		assertThat(readme).contains("| tomcat | async | wrk c=100 | keep the default | 1× | 1× | the best | 220 | "
				+ "687 MB | no setting is faster than the default |");
		assertThat(readme).contains("| tomcat | keep the default | – | no setting is faster than the default in a cell "
				+ "without being slower in another |");
	}

	@Test
	void aFixedRateRunGetsItsRatesPercentileVerdictsAndChartsOfLatencyAgainstRateAndEverySecond() throws IOException {
		Path run = copy(PublishedRun.FIXED_RATE);
		assertThat(execute("report", run.toString())).isZero();
		String readme = Files.readString(run.resolve("README.md"));
		assertThat(readme).contains("| Rates | hyperfoil at 25, 50, 75, 90 % of the slowest variant's saturated "
				+ "throughput on each endpoint, probed with wrk c=100 for 5 s on each variant after round 1's warm-up");
		assertThat(readme).contains("### block: p99.9 latency").contains("### io: p90 latency");
		assertThat(readme).doesNotContain("### block: throughput");
		assertThat(readme).contains("fixed-rate latency ratios judged (" + Method.tailRule() + ")");
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
			.contains("### block · jmeter c=1000 (1000 threads over 10 s, 3 requests each, `GET /test/block`; "
					+ "paced ceiling 300 req/s)")
			.contains("### json · jmeter c=1000 (1000 threads over 10 s, 1 request each, `GET /test/json?seq=${seq}`; "
					+ "paced ceiling 100 req/s)")
			.contains("| " + String.join(" | ", JmeterTables.HEADER) + " |")
			.contains("| tomcat | 9 | 3,000 | 2.4 | 0 | 160 | 11.38 | 0.00 % | 305.9/sec (102 % of the ceiling) |");
		assertThat(readme).contains("In block jmeter c=1000, json jmeter c=1000 every variant's throughput was "
				+ Markdown.percent(Method.PACED_PERCENT) + " or more of the JMeter protocol's paced ceiling");
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
		assertThat(readme).contains("## Memory", "### Smallest heap and throughput per MB", "### What NMT costs")
			.doesNotContain("## Ratios to the baseline", "## Throughput");
		assertThat(readme).contains("| tomcat (control) | 512 MB | 58.2 [43.0–64.7] | 0.91× [0.66–1.23] undecided | "
				+ "27.3 [21.7–38.1] | 0.94× [0.59–1.29] undecided | 350 [347–363] MB |");
		assertThat(readme).contains("| tomcat | 192 MB | 0.99× [0.92–1.26] | 1.03× [0.95–1.15] | carries |\n",
				"| tomcat | 256 MB | 0.97× [0.58–1.19] | 0.87× [0.70–1.04] | not-shown (block, json: the interval "
						+ "reaches below 0.9) |\n");
		assertThat(readme).contains("| tomcat | block | 18,276 | 24,876 | 0.73× |");
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
	void indexListsEveryRunNewestFirst() throws IOException {
		// A reported run gives its noise and what it could detect; one not reported, a
		// dash.
		assertThat(execute("report", copy(PublishedRun.TUNED).toString())).isZero();
		Path earlier = copy(PublishedRun.SWEEP);
		Path earlierJson = earlier.resolve("run.json");
		Files.writeString(earlierJson,
				Files.readString(earlierJson).replace("\"status\": \"complete\"", "\"status\": \"interrupted\""));
		assertThat(execute("index", this.results.toString())).isZero();
		List<String> lines = Files.readAllLines(this.results.resolve("README.md"))
			.stream()
			.filter((line) -> line.startsWith("| 2026"))
			.toList();
		assertThat(lines).hasSize(2);
		assertThat(lines.get(0))
			.startsWith("| 2026-11-22T10:37:22.239Z | Intel(R) Xeon(R) Processor | blocks (seed 23751613251695) | "
					+ "per variant |")
			.contains("| tomcat, tomcat-tuned, tomcat-control | block, io | 3 × 2 blocks × c=100,400 × wrk | "
					+ "0.026 (control) → 7 % / 6 % | complete |");
		assertThat(lines.get(1))
			.startsWith("| 2026-11-22T08:27:59.141Z | Intel(R) Xeon(R) Processor | blocks (seed 28059133762039) | "
					+ "default |")
			.contains("| – | interrupted |")
			.contains("| interrupted |")
			.contains("[" + PublishedRun.SWEEP + "](" + PublishedRun.SWEEP + "/run.json)");
	}

	@Test
	void parseExitsThreeOnIncompleteOutputAndTwoOnBadUsage() throws URISyntaxException {
		Path captured = Path.of(getClass().getResource("/captured").toURI());
		assertThat(execute("parse", "--tool", "ab", captured.resolve("ab-keepalive.txt").toString())).isZero();
		assertThat(execute("parse", "--tool", "ab", captured.resolve("ab-killed.txt").toString())).isEqualTo(3);
		assertThat(execute("parse", "--tool", "curl", captured.resolve("ab-killed.txt").toString())).isEqualTo(2);
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
