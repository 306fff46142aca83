package io.github.bootbench.report.format.chart;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import io.github.bootbench.report.PublishedRun;
import io.github.bootbench.report.core.Metric;
import io.github.bootbench.report.core.Reason;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.feature.fixedrate.FixedRateTimeline;
import io.github.bootbench.report.feature.fixedrate.LatencyDistribution;
import io.github.bootbench.report.format.Names;
import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.input.Variant;
import io.github.bootbench.report.model.RatioRow;
import io.github.bootbench.report.model.RunResult;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * The charts of published runs, drawn into a temporary directory and read back as SVG
 * text: what each says on its axes, in its titles and legends, and where its ticks lie.
 */
class ChartsTests {

	/**
	 * {@code --variants boot4/tomcat --control --planted 5,10,20 --concurrency 100,200}:
	 * a run with three positive controls.
	 */
	private static final String PLANTED = "2026-11-24T07-04-42Z";

	/**
	 * {@code --endpoints empty,block,json,db,queries,fortunes --concurrency 100}, with
	 * PostgreSQL on the load CPU: Undertow's queries cell had that CPU saturated.
	 */
	private static final String DATABASE = "2026-11-26T12-28-20Z";

	/**
	 * {@code --tools ab,siege,wrk --endpoints block,async --concurrency 100 --control}:
	 * siege at its CPU's ceiling in every cell.
	 */
	private static final String TOOLS = "2026-11-26T15-27-32Z";

	/**
	 * {@code --containers undertow --sweep server.undertow.buffer-size=1024,16364 --sweep
	 * server.undertow.direct-buffers=true,false}: settings named by full property.
	 */
	private static final String BUFFERS = "2026-11-26T16-32-47Z";

	/**
	 * The older default design (3 rounds of 5 blocks) on Spring Boot 4.1, whose ratios
	 * under the interval over rounds have every verdict.
	 */
	private static final String DEFAULT_BOOT4 = "2026-11-26T13-41-55Z";

	private static final List<String> RUNS = List.of(PublishedRun.DEFAULT_AMD_FIVE_BLOCKS, PublishedRun.FIXED_RATE,
			PublishedRun.SWEEP, PublishedRun.JMETER, PublishedRun.MEMORY, PLANTED, DATABASE, TOOLS, BUFFERS,
			DEFAULT_BOOT4, PublishedRun.LIMIT_SWEEP);

	private static final Pattern TEXT = Pattern.compile("<text[^>]*>([^<]*)</text>");

	private static final Pattern VERTICAL_GRID_LINE = Pattern
		.compile("<line x1='([0-9.]+)' y1='[0-9.]+' x2='\\1' y2='[0-9.]+' style='[^']*stroke:rgb\\(204,204,204\\)");

	private static final Map<String, RunResult> results = new LinkedHashMap<>();

	private static final Map<String, List<String>> written = new LinkedHashMap<>();

	private static final Map<String, Map<String, String>> svgs = new LinkedHashMap<>();

	@TempDir
	private static Path charts;

	@BeforeAll
	static void drawThePublishedRuns() throws IOException {
		for (String runId : RUNS) {
			RunDirectory run = RunDirectory.read(PublishedRun.directory(runId));
			RunResult result = RunResult.of(run);
			Path directory = charts.resolve(runId);
			written.put(runId, Charts.write(result, directory));
			results.put(runId, result);
			Map<String, String> files = new LinkedHashMap<>();
			try (Stream<Path> svg = Files.list(directory)) {
				for (Path file : svg.sorted().toList()) {
					files.put(file.getFileName().toString(), Files.readString(file));
				}
			}
			svgs.put(runId, files);
		}
	}

	@Test
	void everyForestPlotIsOnALogAxisThatSaysWhichWayIsFasterForItsMetric() {
		int forests = 0;
		for (Map.Entry<String, Map<String, String>> run : svgs.entrySet()) {
			for (Map.Entry<String, String> chart : run.getValue().entrySet()) {
				String file = chart.getKey();
				List<String> texts = texts(chart.getValue());
				if (file.startsWith("latency-ratios-")) {
					assertThat(texts).as(file)
						.anyMatch(
								(t) -> t.matches("p[0-9.]+ latency ratio to \\S+ " + "\\(log scale; < 1 is faster\\)"));
					assertThat(String.join("\n", texts)).as(file).doesNotContain("> 1 is faster");
				}
				else if (file.startsWith("ratios-") || file.startsWith("tuning-") || file.startsWith("limit-")) {
					assertThat(texts).as(file)
						.anyMatch((t) -> t.matches("throughput ratio to .+ \\(log scale; > 1 is faster\\)"));
					assertThat(String.join("\n", texts)).as(file).doesNotContain("< 1 is faster");
				}
				else {
					continue;
				}
				forests++;
				assertLogAxis(file, chart.getValue(), ChartsTests::ratioTick);
			}
		}
		assertThat(forests).isGreaterThan(10);
	}

	@Test
	void everyRowOfAForestPlotHasItsVerdictWritten() {
		for (String runId : List.of(PublishedRun.DEFAULT_AMD_FIVE_BLOCKS, PublishedRun.FIXED_RATE, PLANTED)) {
			RunResult result = results.get(runId);
			for (String endpoint : result.run().endpoints()) {
				for (Metric metric : List.of(Metric.THROUGHPUT, Metric.P99)) {
					String file = metric.throughput() ? "ratios-" + endpoint + ".svg"
							: "latency-ratios-" + endpoint + "-" + metric + ".svg";
					List<RatioRow> rows = result.ratios()
						.stream()
						.filter((r) -> r.endpoint().equals(endpoint) && r.metric() == metric
								&& (r.throughput() || Tool.atFixedRate(r.tool())))
						.toList();
					if (rows.isEmpty()) {
						assertThat(svgs.get(runId)).doesNotContainKey(file);
						continue;
					}
					List<String> texts = texts(svgs.get(runId).get(file));
					List<String> verdicts = texts.stream()
						.filter((t) -> t.matches("faster|slower|equivalent|undecided|not-judged.*"))
						.toList();
					assertThat(verdicts).as(runId + " " + file).hasSameSizeAs(rows);
					for (int i = 0; i < rows.size(); i++) {
						RatioRow row = rows.get(i);
						if (row.judged()) {
							assertThat(verdicts.get(i)).as(runId + " " + file).isEqualTo(row.verdictWord());
						}
						else {
							// Not judged: the chart says why, in each reason's few words.
							assertThat(verdicts.get(i)).as(runId + " " + file)
								.startsWith((row.ratio() != null) ? "not-judged" : "not-judged (no ratio")
								.contains(row.reasons().stream().map(Reason::brief).toList());
						}
					}
				}
			}
		}
		List<String> all = svgs.get(DEFAULT_BOOT4).values().stream().flatMap((svg) -> texts(svg).stream()).toList();
		assertThat(all).contains("faster", "slower", "equivalent", "undecided");
		assertThat(texts(svgs.get(PublishedRun.FIXED_RATE).get("latency-ratios-block-p99.svg")))
			.anyMatch((t) -> t.startsWith("not-judged: "))
			.anyMatch((t) -> t.startsWith("not-judged (no ratio"));
	}

	@Test
	void aRatioNotJudgedForASaturatedLoadSideSaysSoOnItsRowAndBesideThatSidesPoint() {
		Map<String, String> database = svgs.get(DATABASE);
		// Undertow's side of /test/queries: wrk and PostgreSQL together held the load
		// CPU.
		assertThat(texts(database.get("ratios-queries.svg"))).contains("not-judged: load CPUs saturated");
		List<String> throughput = texts(database.get("throughput-queries-wrk.svg"));
		assertThat(throughput).containsOnlyOnce("\u25C2 load CPUs saturated");
		assertThat(String.join(" ", throughput).replaceAll("\\s+", " "))
			.contains("\u25C2 load CPUs saturated: that side's figure is its load's ceiling, not its container's, and "
					+ "its ratio is not judged");
		assertThat(texts(database.get("throughput-db-wrk.svg"))).noneMatch((t) -> t.contains("saturated"));
		// siege held its CPU at its ceiling beside every variant: said once, not beside
		// each point.
		Map<String, String> tools = svgs.get(TOOLS);
		List<String> siege = texts(tools.get("throughput-block-siege.svg"));
		assertThat(String.join(" ", siege).replaceAll("\\s+", " "))
			.contains("every point: load tool saturated, so each figure is its load's "
					+ "ceiling, not its container's, and no ratio is judged");
		assertThat(siege).noneMatch((t) -> t.startsWith("\u25C2"));
		assertThat(texts(tools.get("throughput-block-wrk.svg"))).noneMatch((t) -> t.contains("saturated"));
		assertThat(texts(tools.get("ratios-block.svg"))).contains("not-judged: load tool saturated");
	}

	@Test
	void aTuningPlotNamesEachSettingOnItsRowWithoutItsContainersPrefixAndDrawsNoLegend() {
		List<String> texts = texts(svgs.get(BUFFERS).get("tuning-undertow-json.svg"));
		assertThat(texts).contains("buffer-size=1024 direct-buffers=true · wrk c=100",
				"buffer-size=16364 direct-buffers=false · wrk c=100");
		assertThat(texts).noneMatch((t) -> t.contains("server.undertow."));
	}

	@Test
	void aLimitPlotPutsEachAppsRatioAtTheLimitBelowItsRatioWithoutAndNamesTheLimitsChange() {
		String svg = svgs.get(PublishedRun.LIMIT_SWEEP).get("limit-block.svg");
		assertThat(words(svg)).contains("Under a CPU limit: throughput relative to boot4-tomcat without a limit and "
				+ "with both at the limit, /test/block");
		List<String> texts = texts(svg);
		assertThat(texts).contains("boot4-jetty · wrk c=100 · no limit", "boot4-tomcat-control · wrk c=100 · no limit");
		List<String> rows = texts.stream().filter((t) -> t.contains(" · wrk c=100 · ")).toList();
		assertThat(rows).hasSize(6);
		for (int i = 0; i < rows.size(); i += 2) {
			assertThat(rows.get(i)).endsWith(" · no limit");
			assertThat(rows.get(i + 1)).startsWith(rows.get(i).replace(" · no limit", " · at 0.5 CPU · change "))
				.matches(".* · change ([0-9.]+× )?(raised|lowered|unchanged|undecided|not-judged)");
		}
		// The main forest plot, whose limited rows are against Tomcat at the limit, says
		// so.
		assertThat(words(svgs.get(PublishedRun.LIMIT_SWEEP).get("ratios-block.svg")))
			.contains("Throughput relative to boot4-tomcat or the baseline a row names: /test/block")
			.contains("throughput ratio to boot4-tomcat or a row's own (log scale; > 1 is faster)");
		assertThat(words(svgs.get(PublishedRun.DEFAULT_AMD_FIVE_BLOCKS).get("ratios-block.svg")))
			.contains("Throughput relative to boot4-tomcat: /test/block");
	}

	@Test
	void everyChartSaysItsScopeAtItsFoot() {
		svgs.forEach((run, files) -> files.forEach((file, svg) -> assertThat(words(svg)).as(run + " " + file)
			.containsPattern(
					"scope: Spring Boot \\d\\.\\d(: .+)?; server on \\d+ CPUs?, (\\S+ collector \\(.+\\)|collector not recorded), Java \\S+; .+ of the same "
							+ "machine.*, (AMD EPYC|Intel)")));
		assertThat(words(svgs.get(PublishedRun.DEFAULT_AMD_FIVE_BLOCKS).get("ratios-block.svg")))
			.contains("scope: Spring Boot 4.1: boot4-tomcat, boot4-jetty, boot4-tomcat-control; 3.5: undertow; server "
					+ "on 1 CPU, Serial collector (the JVM's own choice for 1 CPU), Java 17.0.15; wrk on 1 CPU of the same "
					+ "machine, AMD EPYC");
		assertThat(words(svgs.get(DATABASE).get("ratios-db.svg")))
			.contains("of the same machine; PostgreSQL beside the load tools, AMD EPYC");
	}

	@Test
	void aLineHiddenUnderAnotherIsSaidAndAStartupFigureSaysHowManyColdStartsItIsOver() {
		assertThat(texts(svgs.get(PublishedRun.SWEEP).get("threads.svg")))
			.contains("one line for tomcat, tomcat-async-pool-8-async-queue-0: the same readings");
		assertThat(texts(svgs.get(PublishedRun.DEFAULT_AMD_FIVE_BLOCKS).get("threads.svg")))
			.noneMatch((t) -> t.startsWith("one line for"));
		assertThat(texts(svgs.get(PublishedRun.SWEEP).get("startup-time.svg")))
			.contains("Time to first response (one cold start each)");
	}

	@Test
	void aForestPlotDrawsARatioNotJudgedFadedAndSaysSo() {
		String svg = svgs.get(PublishedRun.FIXED_RATE).get("latency-ratios-io-p99.9.svg");
		assertThat(words(svg)).contains("verdict at right (faded: not judged)");
		// boot4-jetty's colour at full strength for its judged rows, faded for the rest.
		assertThat(svg).contains("stroke:rgb(43,108,176);stroke-opacity:1.0")
			.contains("stroke:rgb(43,108,176);stroke-opacity:0.3137255");
	}

	@Test
	void theLatencyAgainstTheRateSaysHowManyWindowsEachPointIsOver() {
		List<String> texts = texts(svgs.get(PublishedRun.FIXED_RATE).get("latency-json-hyperfoil.svg"));
		assertThat(texts).contains("\u25C2 1 of 6", "\u25C2 3 of 6")
			.anyMatch((t) -> t.contains("that passed the fixed-rate gate (6 measured)"));
	}

	@Test
	void aForestPlotWhoseRowsSayMuchIsWiderSoItsAxisStaysReadable() {
		assertThat(svgs.get(PublishedRun.FIXED_RATE).get("latency-ratios-block-p99.svg"))
			.containsPattern("<svg [^>]*width='(9\\d\\d|1\\d\\d\\d)\\.0'");
		assertThat(svgs.get(PublishedRun.DEFAULT_AMD_FIVE_BLOCKS).get("ratios-block.svg"))
			.containsPattern("<svg [^>]*width='720\\.0'");
	}

	@Test
	void aForestPlotKeepsTheLineAtOneAndTheBandOfTheMinimumEffect() {
		String svg = svgs.get(PublishedRun.DEFAULT_AMD_FIVE_BLOCKS).get("ratios-block.svg");
		assertThat(texts(svg)).anyMatch((t) -> t.contains("grey band: 1 ± 5 % (the minimum effect)"));
		// The band, and the line at 1 drawn over it.
		assertThat(svg).contains("fill:rgb(228,228,228)").contains("stroke:rgb(64,64,64)");
	}

	@Test
	void eachVariantHasOneLookOfItsOwnAndACopyOfTheBaselineIsDrawnHollowAndDashed() throws IOException {
		try (Stream<Path> runs = Files.list(PublishedRun.RESULTS)) {
			for (Path dir : runs.filter((d) -> Files.isRegularFile(d.resolve("run.json"))).sorted().toList()) {
				List<Variant> variants = RunDirectory.readRecord(dir).options().variants();
				VariantLooks looks = VariantLooks.of(variants);
				assertThat(variants.stream().map((v) -> looks.of(v.id())).distinct()).as(dir.toString())
					.hasSize(variants.size());
				if (variants.size() <= 13) {
					// The A/A controls (one per CPU limit of a sweep of limits) share the
					// control's grey, told apart by their markers.
					long controls = variants.stream().filter(Variant::control).count();
					assertThat(variants.stream().map((v) -> looks.of(v.id()).color()).distinct()).as(dir.toString())
						.hasSize(variants.size() - (int) Math.max(0, controls - 1));
				}
				for (Variant variant : variants) {
					assertThat(looks.of(variant.id()).copy()).isEqualTo(variant.copyOfBaseline());
					if (variant.control()) {
						assertThat(looks.of(variant.id()).color()).isEqualTo(VariantLooks.CONTROL)
							.isNotEqualTo(looks.of(variants.get(0).id()).color());
					}
				}
			}
		}
		// In every chart of a variant, the control's grey is drawn dashed, and each
		// variant has one legend entry.
		String throughput = svgs.get(PublishedRun.DEFAULT_AMD_FIVE_BLOCKS).get("throughput-block-wrk.svg");
		assertThat(throughput).contains("stroke:rgb(110,110,110)").contains("stroke-dasharray:6.0,4.0");
		VariantLooks looks = VariantLooks
			.of(results.get(PublishedRun.DEFAULT_AMD_FIVE_BLOCKS).run().record().options().variants());
		for (String variant : results.get(PublishedRun.DEFAULT_AMD_FIVE_BLOCKS).variantIds()) {
			assertThat(texts(throughput)).as(variant).filteredOn(variant::equals).hasSize(1);
			java.awt.Color color = looks.of(variant).color();
			assertThat(throughput).as(variant)
				.contains(
						String.format(Locale.ROOT, "rgb(%d,%d,%d)", color.getRed(), color.getGreen(), color.getBlue()));
		}
	}

	@Test
	void noChartDrawsAMinToMaxRange() {
		svgs.forEach((run,
				files) -> files.forEach((file, svg) -> assertThat(String.join("\n", texts(svg))).as(run + " " + file)
					.doesNotContainIgnoringCase("min–max")
					.doesNotContainIgnoringCase("min-max")
					.doesNotContainIgnoringCase("whisker")));
	}

	@Test
	void theThroughputChartShowsEachMediansIntervalOnAnAxisThatSaysWhereItStarts() {
		for (String runId : List.of(PublishedRun.DEFAULT_AMD_FIVE_BLOCKS, PublishedRun.JMETER)) {
			svgs.get(runId).forEach((file, svg) -> {
				if (file.startsWith("throughput-")) {
					assertThat(texts(svg)).as(file)
						.anyMatch((t) -> t
							.contains("bar: the 95 % interval of that median, rounds then windows resampled"))
						.contains("requests/s (axis does not start at 0)");
				}
			});
		}
	}

	@Test
	void everyFixedRateCellHasItsLatencyByPercentileOnTheNinesAxis() {
		RunResult result = results.get(PublishedRun.FIXED_RATE);
		Map<String, List<LatencyDistribution>> cells = new LinkedHashMap<>();
		LatencyDistribution.of(result.run())
			.forEach((d) -> cells.computeIfAbsent(d.endpoint() + "-" + d.rate(), (k) -> new ArrayList<>()).add(d));
		assertThat(cells).hasSize(12);
		cells.forEach((cell, distributions) -> {
			String file = "percentiles-" + cell + ".svg";
			assertThat(written.get(PublishedRun.FIXED_RATE)).contains(file);
			String svg = svgs.get(PublishedRun.FIXED_RATE).get(file);
			List<String> texts = texts(svg);
			assertThat(texts).as(file)
				.anyMatch((t) -> t.matches("Latency by percentile: " + Pattern.quote(
						Names.endpoint(distributions.get(0).endpoint()) + " at " + distributions.get(0).rate() + "/s (")
						+ "(25|50|75|90) %\\)"))
				.contains("0 %", "90 %", "99 %", "99.9 %", "percentile (log scale of 1/(1 − p))", "latency (ms)")
				.anyMatch((t) -> t.endsWith("failed windows left out"));
			if (distributions.stream().allMatch((d) -> d.windows() == 0)) {
				assertThat(texts).as(file).contains("no window of this cell passed the fixed-rate gate");
			}
			else {
				assertThat(texts).as(file).contains("99.99 %");
			}
			String merged = "windows merged: " + String.join(", ",
					distributions.stream()
						.map((d) -> d.variant() + " " + d.windows() + " of " + (d.windows() + d.failed()))
						.toList());
			assertThat(texts).as(file).contains(merged);
			distributions.stream()
				.filter((d) -> d.windows() > 0)
				.forEach((d) -> assertThat(texts).as(file).filteredOn(d.variant()::equals).hasSize(1));
			assertLogAxis(file, svg, ChartsTests::nineTick);
		});
		assertThat(texts(svgs.get(PublishedRun.FIXED_RATE).get("percentiles-block-13655.svg")))
			.contains("windows merged: boot4-tomcat 5 of 6, boot4-jetty 2 of 6, boot4-tomcat-control 6 of 6");
		assertThat(svgs.get(PublishedRun.DEFAULT_AMD_FIVE_BLOCKS).keySet())
			.noneMatch((f) -> f.startsWith("percentiles-"));
	}

	@Test
	void aTimelineMarksTheWindowsThatFailedTheGateAndSaysHowManyAndWhy() {
		RunResult result = results.get(PublishedRun.FIXED_RATE);
		List<FixedRateTimeline> cell = FixedRateTimeline.of(result.run())
			.stream()
			.filter((t) -> t.endpoint().equals("block") && t.rate() == 13655)
			.toList();
		long failed = cell.stream().filter((t) -> !t.ok()).count();
		assertThat(failed).isEqualTo(5);
		List<String> texts = texts(svgs.get(PublishedRun.FIXED_RATE).get("timeline-block-13655.svg"));
		assertThat(texts).contains("/test/block at 13655/s (50 %): every window, second by second",
				"5 of 18 windows failed the fixed-rate gate (waited for a connection: 5)",
				"window failed the fixed-rate gate", "boot4-tomcat", "boot4-jetty", "boot4-tomcat-control");
		assertThat(texts).anyMatch((t) -> t.startsWith("0 requests failed"));
		assertThat(texts).noneMatch((t) -> t.contains("failed requests)"));
		List<String> passing = texts(svgs.get(PublishedRun.FIXED_RATE).get("timeline-block-6827.svg"));
		assertThat(passing).contains("0 of 18 windows failed the fixed-rate gate")
			.doesNotContain("window failed the fixed-rate gate");
		assertThat(texts(svgs.get(PublishedRun.FIXED_RATE).get("timeline-block-24578.svg")))
			.anyMatch((t) -> t.endsWith("; 3 more left no result"));
	}

	@Test
	void everyChartOfAnEndpointNamesItByItsPath() {
		svgs.forEach((run, files) -> files.forEach((file, svg) -> {
			for (String endpoint : results.get(run).run().endpoints()) {
				if (file.matches(
						"(ratios|latency-ratios|latency|percentiles|timeline|throughput)-" + endpoint + "([-.].*)")) {
					assertThat(texts(svg).get(0)).as(run + " " + file).contains(Names.endpoint(endpoint));
				}
			}
		}));
	}

	@Test
	void theChartsAreWrittenInReadingOrder() {
		assertThat(written.get(PublishedRun.DEFAULT_AMD_FIVE_BLOCKS)).containsExactly("ratios-block.svg",
				"ratios-async.svg", "throughput-block-wrk.svg", "throughput-async-wrk.svg", "threads.svg",
				"startup-time.svg", "startup-rss.svg");
		List<String> fixedRate = written.get(PublishedRun.FIXED_RATE);
		List<String> kinds = fixedRate.stream().map((file) -> file.replaceFirst("-.*", "")).distinct().toList();
		assertThat(kinds).containsExactly("latency", "percentiles", "timeline", "threads.svg", "startup");
		assertThat(fixedRate.subList(0, 5)).containsExactly("latency-ratios-block-p50.svg",
				"latency-ratios-block-p90.svg", "latency-ratios-block-p99.svg", "latency-ratios-block-p99.9.svg",
				"latency-ratios-json-p50.svg");
		assertThat(fixedRate).containsSubsequence("latency-block-hyperfoil.svg", "percentiles-block-6827.svg",
				"percentiles-block-24578.svg", "percentiles-json-4105.svg", "timeline-block-6827.svg");
		assertThat(written.get(PublishedRun.MEMORY)).containsExactly("memory-nmt.svg");
		written.forEach((run, files) -> assertThat(svgs.get(run).keySet()).containsExactlyInAnyOrderElementsOf(files));
	}

	/**
	 * Each tick at the distance from the axis's 1 that its logarithm says: on a log axis
	 * a ratio and its reciprocal lie as far either side, and 90 %, 99 % and 99.9 % as far
	 * apart.
	 */
	private static void assertLogAxis(String file, String svg, java.util.function.Function<String, Double> tick) {
		List<Double> ticks = new ArrayList<>(
				new TreeSet<>(texts(svg).stream().map(tick).filter((value) -> value != null).toList()));
		List<Double> lines = new ArrayList<>(new TreeSet<>(verticalGridLines(svg)));
		assertThat(lines).as(file + ": a grid line at each tick").hasSameSizeAs(ticks);
		assertThat(ticks).as(file).hasSizeGreaterThanOrEqualTo(3);
		double first = Math.log(ticks.get(0));
		double last = Math.log(ticks.get(ticks.size() - 1));
		double pixelsPerLog = (lines.get(lines.size() - 1) - lines.get(0)) / (last - first);
		for (int i = 0; i < ticks.size(); i++) {
			assertThat(lines.get(i)).as(file + ": the tick " + ticks.get(i))
				.isCloseTo(lines.get(0) + pixelsPerLog * (Math.log(ticks.get(i)) - first), within(1.5));
		}
	}

	/** A ratio axis's tick: a number alone. */
	private static Double ratioTick(String text) {
		return text.matches("[0-9]+(\\.[0-9]+)?") ? Double.valueOf(text) : null;
	}

	/** A nines axis's tick, where it lies: 1/(1 − p). */
	private static Double nineTick(String text) {
		Matcher percent = Pattern.compile("([0-9.]+) %").matcher(text);
		return percent.matches() ? 1 / (1 - Double.parseDouble(percent.group(1)) / 100) : null;
	}

	private static List<Double> verticalGridLines(String svg) {
		List<Double> lines = new ArrayList<>();
		Matcher line = VERTICAL_GRID_LINE.matcher(svg);
		while (line.find()) {
			lines.add(Double.valueOf(line.group(1)));
		}
		return lines;
	}

	/**
	 * The chart's texts as one line, a space between each: a line JFreeChart wrapped
	 * reads whole again.
	 */
	private static String words(String svg) {
		return String.join(" ", texts(svg)).replaceAll("\\s+", " ");
	}

	/** Every text of the chart, unescaped, in the order drawn: the title first. */
	private static List<String> texts(String svg) {
		List<String> texts = new ArrayList<>();
		Matcher text = TEXT.matcher(svg);
		while (text.find()) {
			texts.add(text.group(1)
				.replace("&lt;", "<")
				.replace("&gt;", ">")
				.replace("&apos;", "'")
				.replace("&quot;", "\"")
				.replace("&amp;", "&"));
		}
		return texts;
	}

}
