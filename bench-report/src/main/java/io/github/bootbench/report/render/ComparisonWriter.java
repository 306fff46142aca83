package io.github.bootbench.report.render;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
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
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.bootbench.report.Json;
import io.github.bootbench.report.render.RunComparison.Change;
import io.github.bootbench.report.render.RunComparison.Pair;
import io.github.bootbench.report.render.RunReport.Cell;
import io.github.bootbench.report.run.RunDirectory;
import io.github.bootbench.report.stats.Spread;

import static io.github.bootbench.report.render.Markdown.decimal;
import static io.github.bootbench.report.render.Markdown.integer;
import static io.github.bootbench.report.render.Markdown.megabytes;
import static io.github.bootbench.report.render.Markdown.table;

/** Writes a comparison of two runs: README.md (summary and tables) and comparison.json. */
public final class ComparisonWriter {

	/** With three rounds a side and no real change, the ranges separate by chance 1 time in 10. */
	private static final int CHANCE_ONE_IN = 10;

	private final RunComparison comparison;

	private final Path out;

	private ComparisonWriter(RunComparison comparison, Path out) {
		this.comparison = comparison;
		this.out = out;
	}

	/**
	 * @param out the directory to write into (created if needed)
	 */
	public static void write(RunComparison comparison, Path out) throws IOException {
		Files.createDirectories(out);
		ComparisonWriter writer = new ComparisonWriter(comparison, out);
		List<String> summary = writer.summary();
		List<String> caveats = writer.caveats();
		Files.writeString(out.resolve("README.md"), writer.readme(summary, caveats));
		Json.MAPPER.writerWithDefaultPrettyPrinter().writeValue(out.resolve("comparison.json").toFile(),
				writer.json(summary, caveats));
	}

	private RunDirectory baselineRun() {
		return this.comparison.baseline().run();
	}

	private RunDirectory candidateRun() {
		return this.comparison.candidate().run();
	}

	private String readme(List<String> summary, List<String> caveats) {
		StringBuilder md = new StringBuilder();
		md.append("# ").append(title()).append("\n\n");
		md.append("Throughput of the candidate run against the baseline run, the same container at the same endpoint, "
				+ "tool and concurrency. A change is called only when it is larger than the noise between rounds, by "
				+ "the rule that calls a container's lead inside a run: ranges that do not overlap over 3+ rounds a "
				+ "side, or a Mann-Whitney test at 5 % with 4+ rounds. The two runs ran at different times, so drift "
				+ "of the machine between them is not controlled (see Caveats).\n\n");
		header(md);
		md.append("## What differs between the runs\n\n");
		if (this.comparison.differences().isEmpty()) {
			md.append("Nothing recorded differs: the same options, JDK, tool flags and commit, run at a different time.\n\n");
		}
		else {
			this.comparison.differences().forEach((difference) -> md.append("- ").append(difference).append('\n'));
			md.append('\n');
		}
		md.append("## Summary\n\n");
		summary.forEach((line) -> md.append("- ").append(line).append('\n'));
		md.append('\n');
		throughput(md);
		latency(md);
		threadsAndMemory(md);
		md.append("## Caveats\n\n");
		caveats.forEach((caveat) -> md.append("- ").append(caveat).append('\n'));
		md.append('\n');
		md.append("Files: [comparison.json](comparison.json) (every pair with both sides' rounds). Each run's own "
				+ "report holds its raw output, environment and every other table.\n");
		return md.toString();
	}

	private String title() {
		return "Comparison: " + describe(candidateRun()) + " against " + describe(baselineRun());
	}

	private static String describe(RunDirectory run) {
		JsonNode meta = run.metadata();
		return meta.path("options").path("profile").asText() + " on Java "
				+ meta.path("environment").path("jdk").path("version").asText() + " ("
				+ meta.path("runId").asText() + ")";
	}

	private void header(StringBuilder md) {
		List<List<String>> rows = new ArrayList<>();
		rows.add(headerRow("Run", (run) -> "[" + run.metadata().path("runId").asText() + "](" + link(run) + ")"));
		rows.add(headerRow("Date", (run) -> run.metadata().path("startedAt").asText() + " to "
				+ run.metadata().path("endedAt").asText("–") + " (status: " + run.status() + ")"));
		rows.add(headerRow("Machine", (run) -> {
			JsonNode env = run.metadata().path("environment");
			return env.path("cpu").path("model").asText() + ", " + env.path("cpu").path("count").asInt() + " CPUs, "
					+ env.path("kernel").asText();
		}));
		rows.add(headerRow("JDK", (run) -> run.metadata().path("environment").path("jdk").path("runtime").asText() + " "
				+ run.metadata().path("environment").path("jdk").path("version").asText() + " ("
				+ run.metadata().path("environment").path("jdk").path("vendor").asText() + ")"));
		rows.add(headerRow("Profile", (run) -> run.metadata().path("options").path("profile").asText()));
		rows.add(headerRow("Pinning", (run) -> "taskset: server on CPU "
				+ run.metadata().path("pinning").path("serverCpus").asText() + ", load tools on CPU "
				+ run.metadata().path("pinning").path("loadCpus").asText()));
		rows.add(headerRow("Runs", (run) -> run.rounds() + " round(s) × "
				+ run.metadata().path("options").path("durationSeconds").asInt() + " s; endpoints "
				+ String.join(", ", run.endpoints()) + "; tools " + String.join(", ", run.tools()) + "; c="
				+ run.concurrencyLevels().stream().map(String::valueOf).collect(Collectors.joining(","))));
		rows.add(headerRow("Warm-up steady", ComparisonWriter::steadySessions));
		rows.add(headerRow("Command", (run) -> "`" + run.metadata().path("commandLine").asText() + "`"));
		md.append(table(List.of("", "baseline", "candidate"), rows));
		if (!this.comparison.onlyInBaseline().isEmpty() || !this.comparison.onlyInCandidate().isEmpty()) {
			md.append("Not compared (measured by one run only): ");
			List<String> parts = new ArrayList<>();
			if (!this.comparison.onlyInBaseline().isEmpty()) {
				parts.add("baseline only: " + String.join(", ", this.comparison.onlyInBaseline()));
			}
			if (!this.comparison.onlyInCandidate().isEmpty()) {
				parts.add("candidate only: " + String.join(", ", this.comparison.onlyInCandidate()));
			}
			md.append(String.join("; ", parts)).append(".\n\n");
		}
	}

	private List<String> headerRow(String label, Function<RunDirectory, String> value) {
		return List.of(label, value.apply(baselineRun()), value.apply(candidateRun()));
	}

	/** The run's report, relative to the comparison's directory when both sit under the same results tree. */
	private String link(RunDirectory run) {
		Path report = run.path().resolve("README.md").toAbsolutePath().normalize();
		return this.out.toAbsolutePath().normalize().relativize(report).toString().replace('\\', '/');
	}

	private static String steadySessions(RunDirectory run) {
		int steady = 0;
		int total = 0;
		for (JsonNode session : run.metadata().path("sessions")) {
			if ("ok".equals(session.path("status").asText())) {
				total++;
				steady += session.path("warmup").path("steady").asBoolean() ? 1 : 0;
			}
		}
		return steady + " of " + total + " sessions";
	}

	/** One line per container and endpoint: how many pairs went up, down, or stayed within noise. */
	List<String> summary() {
		List<String> lines = new ArrayList<>();
		for (String endpoint : endpoints()) {
			for (String container : containers()) {
				List<Pair> pairs = this.comparison.pairs().stream()
					.filter((p) -> p.endpoint().equals(endpoint) && p.container().equals(container))
					.toList();
				if (pairs.isEmpty()) {
					continue;
				}
				StringBuilder line = new StringBuilder("**" + container + " " + endpoint + "** (" + pairs.size()
						+ " tool × concurrency pairs): ");
				List<String> parts = new ArrayList<>();
				for (Change change : List.of(Change.HIGHER, Change.LOWER)) {
					List<Double> changes = pairs.stream().filter((p) -> p.change() == change)
						.map(Pair::changePercent).toList();
					if (!changes.isEmpty()) {
						parts.add(change.name().toLowerCase(Locale.ROOT) + " in " + changes.size() + " ("
								+ signedRange(changes) + ")");
					}
				}
				long ties = pairs.stream().filter((p) -> p.change() == Change.TIE).count();
				if (ties > 0) {
					List<Double> changes = pairs.stream().filter((p) -> p.change() == Change.TIE)
						.map(Pair::changePercent).toList();
					parts.add("within noise in " + ties + " (" + signedRange(changes) + ")");
				}
				Map<String, Long> notJudged = pairs.stream().filter((p) -> p.change() == Change.NOT_JUDGED)
					.collect(Collectors.groupingBy(Pair::reason, LinkedHashMap::new, Collectors.counting()));
				notJudged.forEach((reason, count) -> parts.add("not judged in " + count + " (" + reason + ")"));
				lines.add(line.append(String.join(", ", parts)).append('.').toString());
			}
		}
		return lines;
	}

	private static String signedRange(List<Double> values) {
		double min = values.stream().mapToDouble(Double::doubleValue).min().orElse(0);
		double max = values.stream().mapToDouble(Double::doubleValue).max().orElse(0);
		return (Math.round(min) == Math.round(max)) ? signed(min) + " %" : signed(min) + " to " + signed(max) + " %";
	}

	private static String signed(double percent) {
		return String.format(Locale.ROOT, "%+.0f", percent);
	}

	private List<String> endpoints() {
		Set<String> endpoints = new LinkedHashSet<>();
		this.comparison.pairs().forEach((p) -> endpoints.add(p.endpoint()));
		return new ArrayList<>(endpoints);
	}

	private List<String> containers() {
		Set<String> containers = new LinkedHashSet<>();
		this.comparison.pairs().forEach((p) -> containers.add(p.container()));
		return new ArrayList<>(containers);
	}

	private Map<String, List<Pair>> pairsByEndpointAndTool() {
		return this.comparison.pairs().stream().collect(Collectors.groupingBy(
				(pair) -> pair.endpoint() + " · " + pair.tool(), LinkedHashMap::new, Collectors.toList()));
	}

	private void throughput(StringBuilder md) {
		md.append("## Throughput\n\nRequests per second (siege: transactions per second), median over rounds: "
				+ "baseline → candidate, the change, and the verdict. Each side's [min–max] is in its run's report. "
				+ "† the load tool was at its ceiling on that side: the figure measures the tool, not the container.\n\n");
		pairTables(md, (pair) -> {
			StringBuilder text = new StringBuilder(side(pair.baseline())).append(" → ").append(side(pair.candidate()));
			if (pair.changePercent() != null) {
				text.append(" (").append(signed(pair.changePercent())).append(" %)");
			}
			text.append(": ").append(changeText(pair));
			return text.toString();
		});
	}

	static String changeText(Pair pair) {
		return switch (pair.change()) {
			case HIGHER -> "**higher**";
			case LOWER -> "**lower**";
			case TIE -> "within noise";
			case NOT_JUDGED -> "not judged (" + pair.reason() + ")";
		};
	}

	private static String side(Cell cell) {
		if (cell == null || cell.missing()) {
			return "missing";
		}
		if (cell.throughput() == null) {
			return "FAILED";
		}
		StringBuilder text = new StringBuilder(integer(cell.throughput().median()));
		if (cell.toolBound()) {
			text.append(" †");
		}
		if (cell.failed() > 0) {
			text.append(" (FAILED ").append(cell.failed()).append(" of ").append(cell.runs().size()).append(')');
		}
		if (cell.errors() > 0 || cell.non2xx() > 0) {
			text.append(" (").append(integer(cell.errors())).append(" errors, ").append(integer(cell.non2xx()))
				.append(" non-2xx)");
		}
		return text.toString();
	}

	private void latency(StringBuilder md) {
		md.append("## Latency\n\np99 latency in milliseconds (siege: mean, it has no percentiles), median over rounds: "
				+ "baseline → candidate. Closed-loop tools understate tail latency under overload.\n\n");
		pairTables(md, (pair) -> latencyText(pair.baseline(), pair.tool()) + " → "
				+ latencyText(pair.candidate(), pair.tool()));
	}

	private static String latencyText(Cell cell, String tool) {
		if (cell == null || cell.throughput() == null) {
			return "–";
		}
		Spread spread = cell.latency().get("siege".equals(tool) ? "mean" : "p99");
		return (spread != null) ? decimal(spread.median()) : "–";
	}

	private void pairTables(StringBuilder md, Function<Pair, String> text) {
		List<String> containers = containers();
		pairsByEndpointAndTool().forEach((group, pairs) -> {
			md.append("### ").append(group).append("\n\n");
			Map<Integer, Map<String, Pair>> byLevel = new LinkedHashMap<>();
			pairs.forEach((pair) -> byLevel.computeIfAbsent(pair.concurrency(), (c) -> new LinkedHashMap<>())
				.put(pair.container(), pair));
			List<List<String>> lines = new ArrayList<>();
			byLevel.forEach((level, byContainer) -> {
				List<String> line = new ArrayList<>(List.of(String.valueOf(level)));
				containers.forEach((container) -> {
					Pair pair = byContainer.get(container);
					line.add((pair != null) ? text.apply(pair) : "–");
				});
				lines.add(line);
			});
			List<String> header = new ArrayList<>(List.of("c"));
			header.addAll(containers);
			md.append(table(header, lines));
		});
	}

	private void threadsAndMemory(StringBuilder md) {
		md.append("## Threads and memory\n\nLive JVM threads (Actuator `jvm.threads.live`, platform threads only) and "
				+ "peak RSS (/proc) after the runs at each concurrency, the highest reading over the endpoints both "
				+ "runs measured (every tool and round): baseline → candidate. RSS does not shrink back, so it also "
				+ "holds what earlier runs of the same JVM grew, on any endpoint.\n\n");
		List<String> endpoints = endpoints();
		List<Integer> levels = this.comparison.pairs().stream().map(Pair::concurrency).distinct().sorted().toList();
		List<List<String>> lines = new ArrayList<>();
		for (int level : levels) {
			List<String> line = new ArrayList<>(List.of("c=" + level));
			for (String container : containers()) {
				line.add("threads " + integer(highest(this.comparison.baseline(), container, level, endpoints,
						RunRow::threadsLiveAfter)) + " → "
						+ integer(highest(this.comparison.candidate(), container, level, endpoints,
								RunRow::threadsLiveAfter))
						+ " · RSS " + megabytes(highest(this.comparison.baseline(), container, level, endpoints,
								RunRow::rssPeakKb))
						+ " → " + megabytes(highest(this.comparison.candidate(), container, level, endpoints,
								RunRow::rssPeakKb)));
			}
			lines.add(line);
		}
		List<String> header = new ArrayList<>(List.of(""));
		header.addAll(containers());
		md.append(table(header, lines));
	}

	static Double highest(RunReport report, String container, int level, List<String> endpoints,
			Function<RunRow, Double> figure) {
		return report.okRuns(container, level).stream()
			.filter((r) -> endpoints.contains(r.endpoint()))
			.map(figure).filter(Objects::nonNull).max(Double::compare).orElse(null);
	}

	List<String> caveats() {
		List<String> caveats = new ArrayList<>();
		long judged = this.comparison.pairs().stream()
			.filter((p) -> p.change() != Change.NOT_JUDGED).count();
		long changed = this.comparison.pairs().stream()
			.filter((p) -> p.change() == Change.HIGHER || p.change() == Change.LOWER).count();
		caveats.add("The two runs are separate sessions: fresh JVMs, at different times, so any drift of this shared "
				+ "VM between them adds to the difference. Within one run the containers share that drift; across "
				+ "runs they do not, so a change here is weaker evidence than a lead inside one run.");
		if (judged > 0) {
			caveats.add(changed + " of " + judged + " judged pairs changed beyond the noise. With three rounds a side "
					+ "and no real change, the ranges separate by chance about 1 time in " + CHANCE_ONE_IN + ", so "
					+ "about " + String.format(Locale.ROOT, "%.0f", (double) judged / CHANCE_ONE_IN)
					+ " of these could be chance: trust a change that repeats across tools and concurrencies.");
		}
		List<String> bound = this.comparison.pairs().stream()
			.filter((p) -> (p.baseline() != null && p.baseline().toolBound())
					|| (p.candidate() != null && p.candidate().toolBound()))
			.map((p) -> p.container() + " " + p.endpoint() + " " + p.tool() + " c=" + p.concurrency())
			.toList();
		if (!bound.isEmpty()) {
			caveats.add(bound.size() + " pair(s) had the load tool at its ceiling on at least one side (†) and are not judged: "
					+ String.join(", ", bound) + ".");
		}
		List<String> failed = this.comparison.pairs().stream()
			.filter((p) -> failedRounds(p.baseline()) + failedRounds(p.candidate()) > 0)
			.map((p) -> p.container() + " " + p.endpoint() + " " + p.tool() + " c=" + p.concurrency())
			.toList();
		if (!failed.isEmpty()) {
			caveats.add("Pairs with a FAILED round on either side (judged on the rounds that finished, if 3+): "
					+ String.join(", ", failed) + ".");
		}
		return caveats;
	}

	private static int failedRounds(Cell cell) {
		return (cell != null) ? cell.failed() : 0;
	}

	private ObjectNode json(List<String> summary, List<String> caveats) {
		ObjectNode root = Json.MAPPER.createObjectNode();
		root.set("baseline", runSummary(baselineRun()));
		root.set("candidate", runSummary(candidateRun()));
		root.set("differences", Json.MAPPER.valueToTree(this.comparison.differences()));
		root.set("summary", Json.MAPPER.valueToTree(summary));
		root.set("caveats", Json.MAPPER.valueToTree(caveats));
		root.set("onlyInBaseline", Json.MAPPER.valueToTree(this.comparison.onlyInBaseline()));
		root.set("onlyInCandidate", Json.MAPPER.valueToTree(this.comparison.onlyInCandidate()));
		ArrayNode pairs = root.putArray("pairs");
		for (Pair pair : this.comparison.pairs()) {
			ObjectNode node = pairs.addObject();
			node.put("endpoint", pair.endpoint()).put("tool", pair.tool()).put("concurrency", pair.concurrency())
				.put("container", pair.container());
			node.set("baseline", cellJson(pair.baseline()));
			node.set("candidate", cellJson(pair.candidate()));
			if (pair.changePercent() != null) {
				node.put("changePercent", pair.changePercent());
			}
			else {
				node.putNull("changePercent");
			}
			node.put("change", pair.change().name().toLowerCase(Locale.ROOT)).put("reason", pair.reason());
		}
		return root;
	}

	private ObjectNode runSummary(RunDirectory run) {
		ObjectNode node = Json.MAPPER.createObjectNode();
		JsonNode meta = run.metadata();
		node.put("runId", meta.path("runId").asText()).put("directory", link(run))
			.put("profile", meta.path("options").path("profile").asText())
			.put("jdk", meta.path("environment").path("jdk").path("version").asText())
			.put("status", run.status()).put("commandLine", meta.path("commandLine").asText());
		return node;
	}

	private static ObjectNode cellJson(Cell cell) {
		ObjectNode node = Json.MAPPER.createObjectNode();
		if (cell == null || cell.missing()) {
			return node.put("status", "missing");
		}
		node.put("status", (cell.throughput() == null) ? "failed" : "ok").put("rounds", cell.runs().size())
			.put("failedRounds", cell.failed()).put("toolBound", cell.toolBound()).put("errors", cell.errors())
			.put("non2xx", cell.non2xx());
		if (cell.throughput() != null) {
			node.set("throughput", Json.MAPPER.valueToTree(cell.throughput()));
		}
		return node;
	}

}
