package io.github.bootbench.report.render;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.bootbench.report.Json;
import io.github.bootbench.report.render.RunReport.Cell;
import io.github.bootbench.report.render.RunReport.Row;
import io.github.bootbench.report.run.BuildRecord;
import io.github.bootbench.report.run.ColdStart;
import io.github.bootbench.report.run.HeaderCapture;
import io.github.bootbench.report.run.RunDirectory;
import io.github.bootbench.report.stats.Spread;
import io.github.bootbench.report.stats.Verdict;

import static io.github.bootbench.report.render.Markdown.decimal;
import static io.github.bootbench.report.render.Markdown.decimals;
import static io.github.bootbench.report.render.Markdown.integer;
import static io.github.bootbench.report.render.Markdown.megabytes;
import static io.github.bootbench.report.render.Markdown.percent;
import static io.github.bootbench.report.render.Markdown.table;

/** Writes a run's README.md: how it was measured, what it found, and every table, side by side. */
final class ReadmeWriter {

	static final List<String> HEADERS_SHOWN = List.of(HeaderCapture.STATUS, "connection", "keep-alive",
			"transfer-encoding", "content-length", "server");

	private final RunReport report;

	private final RunDirectory run;

	private final JsonNode meta;

	private final List<String> findings;

	private final List<String> caveats;

	private final List<String> charts;

	ReadmeWriter(RunReport report, List<String> findings, List<String> caveats, List<String> charts) {
		this.report = report;
		this.run = report.run();
		this.meta = this.run.metadata();
		this.findings = findings;
		this.caveats = caveats;
		this.charts = charts;
	}

	String write() {
		StringBuilder md = new StringBuilder();
		md.append("# Run ").append(this.meta.path("runId").asText()).append("\n\n");
		if (!"complete".equals(this.run.status())) {
			md.append("> **This run is ").append(this.run.status().toUpperCase(Locale.ROOT))
				.append(": the tables show what finished; missing cells are marked missing.**\n\n");
		}
		header(md);
		md.append("## Findings\n\n");
		this.findings.forEach((finding) -> md.append("- ").append(finding).append('\n'));
		md.append('\n');
		throughput(md);
		latency(md);
		bottleneck(md);
		threads(md);
		cpuAndMemory(md);
		gc(md);
		startup(md);
		build(md);
		headers(md);
		charts(md);
		md.append("## Caveats\n\n");
		this.caveats.forEach((caveat) -> md.append("- ").append(caveat).append('\n'));
		md.append('\n');
		md.append("Files: [results.json](results.json) (every figure and aggregate), [results.csv](results.csv) "
				+ "(one row per measured run), [run.json](run.json) (environment and options), `raw/` (each tool's "
				+ "untouched output with its command, samples and Actuator readings).\n");
		return md.toString();
	}

	private void header(StringBuilder md) {
		JsonNode env = this.meta.path("environment");
		JsonNode options = this.meta.path("options");
		JsonNode pinning = this.meta.path("pinning");
		List<List<String>> rows = new ArrayList<>();
		rows.add(List.of("Date", this.meta.path("startedAt").asText() + " to " + this.meta.path("endedAt").asText("–")
				+ " (status: " + this.run.status() + ")"));
		rows.add(List.of("Machine", env.path("cpu").path("model").asText() + ", " + env.path("cpu").path("count").asInt()
				+ " CPUs, " + String.format(Locale.ROOT, "%.0f GiB", env.path("memoryKb").asDouble() / 1048576) + ", "
				+ env.path("kernel").asText() + ", " + env.path("os").asText()));
		rows.add(List.of("JDK", env.path("jdk").path("runtime").asText() + " " + env.path("jdk").path("version").asText()
				+ " (" + env.path("jdk").path("vendor").asText() + ")"));
		rows.add(List.of("JVM options", String.join(" ", Json.texts(options.path("jvmOptions")))));
		rows.add(List.of("GC in use", String.join(", ", serverField("garbageCollectors"))));
		rows.add(List.of("Spring Boot", String.join(", ", serverField("springBootVersion"))));
		rows.add(List.of("Containers", this.run.containers().stream()
			.map((c) -> c + ": " + this.meta.path("containers").path(c).path("server").path("serverVersion").asText("not started"))
			.collect(Collectors.joining(", "))));
		rows.add(List.of("Profile", options.path("profile").asText()));
		rows.add(List.of("Pinning", "taskset: server on CPU " + pinning.path("serverCpus").asText() + " ("
				+ pinning.path("serverCpuCount").asInt() + "), load tools on CPU " + pinning.path("loadCpus").asText()
				+ " (" + pinning.path("loadCpuCount").asInt() + ")"));
		this.run.tools()
			.forEach((tool) -> rows.add(List.of("Tool " + tool, this.meta.path("tools").path(tool).asText() + ": `"
					+ this.meta.path("toolFlags").path(tool).asText() + "`")));
		rows.add(List.of("Runs", this.run.rounds() + " round(s) of a fresh JVM per container (order rotated), "
				+ options.path("durationSeconds").asInt() + " s per measured run, concurrency "
				+ this.run.concurrencyLevels().stream().map(String::valueOf).collect(Collectors.joining(", "))));
		JsonNode warmup = options.path("warmup");
		rows.add(List.of("Warm-up", "primer " + warmup.path("primerSeconds").asInt() + " s per endpoint and tool, then "
				+ warmup.path("windowSeconds").asInt() + " s windows of " + warmup.path("tool").asText()
				+ " until two agree within " + warmup.path("tolerancePercent").asInt() + " % (at least "
				+ warmup.path("minSeconds").asInt() + " s, at most " + warmup.path("capSeconds").asInt() + " s)"));
		for (String container : this.run.containers()) {
			rows.add(List.of("Warm-up " + container, warmupSummary(container)));
		}
		rows.add(List.of("Command", "`" + this.meta.path("commandLine").asText() + "`"));
		rows.add(List.of("Commit", this.meta.path("environment").path("git").path("commit").asText()
				+ (env.path("git").path("dirty").asBoolean() ? " (with uncommitted changes)" : "")));
		md.append(table(List.of("", "how it was measured"), rows));
	}

	String warmupSummary(String container) {
		List<String> parts = new ArrayList<>();
		int steady = 0;
		int total = 0;
		for (JsonNode session : this.meta.path("sessions")) {
			if (!container.equals(session.path("container").asText())) {
				continue;
			}
			total++;
			JsonNode warmup = session.path("warmup");
			if (!"ok".equals(session.path("status").asText())) {
				parts.add("round " + session.path("round").asInt() + " failed: " + session.path("reason").asText());
				continue;
			}
			boolean isSteady = warmup.path("steady").asBoolean();
			steady += isSteady ? 1 : 0;
			parts.add("round " + session.path("round").asInt() + (isSteady ? " steady" : " NOT steady") + " after "
					+ warmup.path("seconds").asInt() + " s");
		}
		return (total == 0) ? "no session recorded" : steady + " of " + total + " steady (" + String.join("; ", parts) + ")";
	}

	private List<String> serverField(String field) {
		Set<String> values = new LinkedHashSet<>();
		for (String container : this.run.containers()) {
			JsonNode value = this.meta.path("containers").path(container).path("server").path(field);
			if (value.isArray()) {
				values.add(String.join(", ", Json.texts(value)));
			}
			else if (!value.isMissingNode() && !value.isNull()) {
				values.add(value.asText());
			}
		}
		return new ArrayList<>(values);
	}


	private List<String> containerHeader(String first) {
		List<String> header = new ArrayList<>();
		header.add(first);
		header.addAll(this.run.containers());
		return header;
	}

	private Map<String, List<Row>> rowsByEndpointAndTool() {
		return this.report.rows().stream().collect(Collectors.groupingBy((row) -> row.endpoint() + " · " + row.tool(),
				LinkedHashMap::new, Collectors.toList()));
	}

	private void throughput(StringBuilder md) {
		md.append("## Throughput\n\nRequests per second (siege: transactions per second): the median over rounds, "
				+ "[min–max] and the coefficient of variation. **Bold**: the leader's lead is larger than the noise "
				+ "between rounds (ranges do not overlap, or a Mann-Whitney test at 5 % with 4+ rounds); otherwise "
				+ "the row says tie. † the load tool was at its ceiling (tool-bound, alone or with the server): the figure "
				+ "measures the tool, not the container.\n\n");
		rowsByEndpointAndTool().forEach((group, rows) -> {
			md.append("### ").append(group).append("\n\n");
			List<String> header = containerHeader("c");
			header.add("verdict");
			List<List<String>> lines = new ArrayList<>();
			for (Row row : rows) {
				List<String> line = new ArrayList<>();
				line.add(String.valueOf(row.concurrency()));
				for (String container : this.run.containers()) {
					line.add(throughputCell(row.cells().get(container), row.verdict(), container));
				}
				line.add(verdictText(row.verdict()));
				lines.add(line);
			}
			md.append(table(header, lines));
		});
	}

	static String throughputCell(Cell cell, Verdict verdict, String container) {
		if (cell.missing()) {
			return "missing";
		}
		if (cell.throughput() == null) {
			return "FAILED (" + cell.failed() + " of " + cell.runs().size() + ")";
		}
		Spread spread = cell.throughput();
		String median = integer(spread.median());
		if (verdict.kind() == Verdict.Kind.LEAD && container.equals(verdict.leader())) {
			median = "**" + median + "**";
		}
		StringBuilder text = new StringBuilder(median);
		if (spread.count() > 1) {
			text.append(" [").append(integer(spread.min())).append("–").append(integer(spread.max())).append("] CV ")
				.append(decimal(spread.cvPercent())).append(" %");
		}
		if (cell.toolBound()) {
			text.append(" †");
		}
		if (cell.failed() > 0) {
			text.append(" · FAILED ").append(cell.failed()).append(" of ").append(cell.runs().size());
		}
		if (cell.errors() > 0) {
			text.append(" · ").append(integer(cell.errors())).append(" errors");
		}
		if (cell.non2xx() > 0) {
			text.append(" · ").append(integer(cell.non2xx())).append(" non-2xx");
		}
		return text.toString();
	}

	static String verdictText(Verdict verdict) {
		return switch (verdict.kind()) {
			case LEAD -> verdict.leader() + " leads by " + decimals(verdict.leadPercent(), 0) + " %";
			case TIE -> "tie (" + verdict.leader() + " +" + decimals(verdict.leadPercent(), 0) + " % is within noise)";
			case NOT_JUDGED -> "not judged: " + verdict.reason();
		};
	}

	private void latency(StringBuilder md) {
		md.append("## Latency\n\nMilliseconds, medians over rounds: mean / p50 / p90 / p99 / max. ab reports "
				+ "percentiles in whole milliseconds; siege gives only mean and max, at 10 ms resolution. Closed-loop "
				+ "tools wait for each response before sending the next request, so they understate tail latency "
				+ "under overload (coordinated omission).\n\n");
		cellTables(md, (cell) -> RunReport.LATENCIES.stream()
			.map((name) -> cell.latency().get(name))
			.map((spread) -> (spread != null) ? decimal(spread.median()) : "–")
			.collect(Collectors.joining(" / ")));
	}

	private void bottleneck(StringBuilder md) {
		md.append("## Bottleneck\n\nMedian over rounds of the average CPU of the server and of the load tool, each as "
				+ "a share of the CPUs it was pinned to, over the samples taken while the tool ran. server-bound: "
				+ "server at ≥ 90 %, tool below; tool-bound: tool at ≥ 90 % while the server is not (the figure then "
				+ "measures the tool); tool- and server-bound: both at ≥ 90 %, so the tool's ceiling caps what any "
				+ "container could show (marked † and not judged either); neither: something else limited it (locks, "
				+ "sleeps, the network stack, too few connections).\n\n");
		cellTables(md, (cell) -> "server " + percent(median(cell.serverCpu())) + " · tool "
				+ percent(median(cell.toolCpu())) + ": " + cell.bottleneck().label());
	}

	/** One table per endpoint and tool: a row per concurrency, a cell per container ("missing" or "FAILED" when it has no figures). */
	private void cellTables(StringBuilder md, Function<Cell, String> text) {
		rowsByEndpointAndTool().forEach((group, rows) -> {
			md.append("### ").append(group).append("\n\n");
			List<List<String>> lines = new ArrayList<>();
			for (Row row : rows) {
				List<String> line = new ArrayList<>();
				line.add(String.valueOf(row.concurrency()));
				for (String container : this.run.containers()) {
					Cell cell = row.cells().get(container);
					line.add((cell.throughput() == null) ? (cell.missing() ? "missing" : "FAILED") : text.apply(cell));
				}
				lines.add(line);
			}
			md.append(table(containerHeader("c"), lines));
		});
	}

	private static Double median(Spread spread) {
		return (spread != null) ? spread.median() : null;
	}

	private void threads(StringBuilder md) {
		md.append("## Threads\n\nThe JVM's own count through Actuator (`jvm.threads.*`, platform threads only): "
				+ "live · daemon · peak · started during the runs; then the peak OS thread count from /proc. "
				+ "At ready: the app's startup log (median over cold starts). After c=N: the highest reading after "
				+ "any run at that concurrency (every endpoint, tool and round).\n\n");
		List<List<String>> lines = new ArrayList<>();
		List<String> ready = new ArrayList<>(List.of("at ready"));
		for (String container : this.run.containers()) {
			ready.add("live " + integer(coldStartMedian(container, (s) -> s.metrics().get("jvm.threads.live"))));
		}
		lines.add(ready);
		for (int level : this.run.concurrencyLevels()) {
			List<String> line = new ArrayList<>(List.of("after c=" + level));
			for (String container : this.run.containers()) {
				List<RunRow> runs = okRuns(container, level);
				line.add(runs.isEmpty() ? "–"
						: "live " + integer(max(runs, RunRow::threadsLiveAfter)) + " · daemon "
								+ integer(max(runs, RunRow::threadsDaemonAfter)) + " · peak "
								+ integer(max(runs, RunRow::threadsPeakAfter)) + " · started "
								+ integer(max(runs, RunRow::threadsStartedDuring)) + " · OS "
								+ integer(max(runs, RunRow::osThreadsPeak)));
			}
			lines.add(line);
		}
		md.append(table(containerHeader(""), lines));
	}

	private void cpuAndMemory(StringBuilder md) {
		md.append("## CPU and memory\n\nServer CPU as a share of its CPUs (average of the runs' averages · highest "
				+ "one-second sample), peak RSS from /proc, and heap used after the runs (Actuator, highest). At "
				+ "ready: medians over cold starts.\n\n");
		List<List<String>> lines = new ArrayList<>();
		List<String> ready = new ArrayList<>(List.of("at ready"));
		for (String container : this.run.containers()) {
			ready.add("RSS " + megabytes(coldStartMedian(container, ColdStart::rssKb)) + " · heap "
					+ megabytes(kb(coldStartMedian(container, (s) -> s.metrics().get("jvm.memory.used{area=heap}")))));
		}
		lines.add(ready);
		for (int level : this.run.concurrencyLevels()) {
			List<String> line = new ArrayList<>(List.of("c=" + level));
			for (String container : this.run.containers()) {
				List<RunRow> runs = okRuns(container, level);
				line.add(runs.isEmpty() ? "–"
						: "CPU " + percent(mean(runs, RunRow::serverCpuAvgPercent)) + " · peak "
								+ percent(max(runs, RunRow::serverCpuPeakPercent)) + " · RSS "
								+ megabytes(max(runs, RunRow::rssPeakKb)) + " · heap "
								+ megabytes(kb(max(runs, RunRow::heapUsedAfterBytes))));
			}
			lines.add(line);
		}
		md.append(table(containerHeader(""), lines));
	}

	private void gc(StringBuilder md) {
		md.append("## GC during the measured runs\n\nCollections and their total pause time per run (Actuator "
				+ "`jvm.gc.pause`, after minus before), median over the runs at each concurrency. Young: "
				+ "the young-generation collector (YGC); old: the old-generation one (FGC).\n\n");
		List<List<String>> lines = new ArrayList<>();
		List<String> collectors = new ArrayList<>(List.of("collectors"));
		for (String container : this.run.containers()) {
			Set<String> names = new LinkedHashSet<>();
			this.run.runs().stream().filter((r) -> r.container().equals(container))
				.forEach((r) -> r.gc().values().forEach((gc) -> names.add(gc.collector() + " (" + gc.generation() + ")")));
			collectors.add(names.isEmpty() ? "no collection seen" : String.join(", ", names));
		}
		lines.add(collectors);
		for (int level : this.run.concurrencyLevels()) {
			List<String> line = new ArrayList<>(List.of("c=" + level));
			for (String container : this.run.containers()) {
				List<RunRow> runs = okRuns(container, level);
				line.add(runs.isEmpty() ? "–"
						: "young " + decimal(medianOf(runs, (r) -> toDouble(r.gcYoungCount()))) + " ("
								+ decimal(medianOf(runs, RunRow::gcYoungMs)) + " ms) · old "
								+ decimal(medianOf(runs, (r) -> toDouble(r.gcOldCount()))) + " ("
								+ decimal(medianOf(runs, RunRow::gcOldMs)) + " ms)");
			}
			lines.add(line);
		}
		md.append(table(containerHeader(""), lines));
	}

	private void startup(StringBuilder md) {
		md.append("## Startup\n\nMedians over cold starts, each a fresh JVM pinned like the measured runs. Time to first "
				+ "response: from exec to the first 200 on /test/block, measured by the script.\n\n");
		List<List<String>> lines = new ArrayList<>();
		lines.add(startupRow("cold starts that answered", (c) -> {
			List<ColdStart> starts = coldStarts(c);
			return starts.stream().filter(ColdStart::ok).count() + " of " + starts.size();
		}));
		lines.add(startupRow("time to first response", (c) -> {
			Spread spread = coldStartSpread(c, ColdStart::firstResponseMs);
			return (spread == null) ? "–"
					: integer(spread.median()) + " ms" + ((spread.count() > 1)
							? " [" + integer(spread.min()) + "–" + integer(spread.max()) + "]" : "");
		}));
		lines.add(startupRow("Spring \"Started in\"", (c) -> decimals(coldStartMedian(c, ColdStart::startedInSeconds), 2) + " s"));
		lines.add(startupRow("RSS at ready", (c) -> megabytes(coldStartMedian(c, ColdStart::rssKb))));
		lines.add(startupRow("heap used at ready", (c) -> megabytes(kb(coldStartMedian(c, (s) -> s.metrics().get("jvm.memory.used{area=heap}"))))));
		lines.add(startupRow("JVM memory used at ready", (c) -> megabytes(kb(coldStartMedian(c, (s) -> s.metrics().get("jvm.memory.used"))))));
		lines.add(startupRow("classes loaded", (c) -> integer(coldStartMedian(c, (s) -> s.metrics().get("jvm.classes.loaded")))));
		lines.add(startupRow("live threads", (c) -> integer(coldStartMedian(c, (s) -> s.metrics().get("jvm.threads.live")))));
		md.append(table(containerHeader(""), lines));
	}

	private List<String> startupRow(String label, Function<String, String> cell) {
		List<String> row = new ArrayList<>(List.of(label));
		this.run.containers().forEach((container) -> row.add(cell.apply(container)));
		return row;
	}

	private void build(StringBuilder md) {
		md.append("## Build\n\nBuild time of each app module in the Maven reactor (`./mvnw -B -DskipTests package`) and "
				+ "the size of its executable jar.\n\n");
		List<List<String>> lines = new ArrayList<>();
		for (String container : this.run.containers()) {
			BuildRecord build = this.run.builds().stream().filter((b) -> b.container().equals(container)).findFirst()
				.orElse(null);
			lines.add(List.of(container,
					(build == null || build.buildSeconds() == null) ? "not recorded" : decimals(build.buildSeconds(), 1) + " s",
					(build == null || build.jarBytes() == null) ? "–"
							: String.format(Locale.ROOT, "%.1f MB", build.jarBytes() / 1048576.0)));
		}
		md.append(table(List.of("app", "build time", "jar size"), lines));
	}

	private void headers(StringBuilder md) {
		md.append("## Response headers\n\nAs an HTTP/1.1 client (wrk, siege) and as ab's HTTP/1.0 client with "
				+ "`Connection: Keep-Alive` see them. A response without Content-Length cannot be kept alive on "
				+ "HTTP/1.0, so ab -k then reconnects for every request.\n\n");
		for (String endpoint : this.run.endpoints()) {
			md.append("### ").append(endpoint).append("\n\n");
			List<String> header = new ArrayList<>(List.of("header"));
			for (String container : this.run.containers()) {
				header.add(container + " HTTP/1.1");
				header.add(container + " HTTP/1.0 keep-alive");
			}
			List<List<String>> lines = new ArrayList<>();
			for (String name : HEADERS_SHOWN) {
				List<String> line = new ArrayList<>(List.of(HeaderCapture.STATUS.equals(name) ? "status line" : name));
				for (String container : this.run.containers()) {
					HeaderCapture capture = this.run.headers().stream()
						.filter((h) -> h.container().equals(container) && h.endpoint().equals(endpoint))
						.findFirst().orElse(null);
					line.add((capture == null) ? "missing" : capture.http11().getOrDefault(name, "–"));
					line.add((capture == null) ? "missing" : capture.http10KeepAlive().getOrDefault(name, "–"));
				}
				lines.add(line);
			}
			md.append(table(header, lines));
		}
	}

	private void charts(StringBuilder md) {
		md.append("## Charts\n\n");
		this.charts.forEach((chart) -> md.append("![").append(chart).append("](charts/").append(chart).append(")\n\n"));
	}

	private List<RunRow> okRuns(String container, int level) {
		return this.report.okRuns(container, level);
	}

	private List<ColdStart> coldStarts(String container) {
		return this.run.coldStarts().stream().filter((s) -> s.container().equals(container)).toList();
	}

	private Spread coldStartSpread(String container, Function<ColdStart, Double> figure) {
		return this.report.coldStartSpread(container, figure);
	}

	private Double coldStartMedian(String container, Function<ColdStart, Double> figure) {
		return this.report.coldStartMedian(container, figure);
	}

	private static Double max(List<RunRow> runs, Function<RunRow, Double> figure) {
		return runs.stream().map(figure).filter(Objects::nonNull).max(Double::compare).orElse(null);
	}

	private static Double mean(List<RunRow> runs, Function<RunRow, Double> figure) {
		var average = runs.stream().map(figure).filter(Objects::nonNull).mapToDouble(Double::doubleValue).average();
		return average.isPresent() ? average.getAsDouble() : null;
	}

	private static Double medianOf(List<RunRow> runs, Function<RunRow, Double> figure) {
		Spread spread = RunReport.spread(runs, figure);
		return (spread != null) ? spread.median() : null;
	}

	private static Double toDouble(Long value) {
		return (value != null) ? value.doubleValue() : null;
	}

	private static Double kb(Double bytes) {
		return (bytes != null) ? bytes / 1024 : null;
	}

}
