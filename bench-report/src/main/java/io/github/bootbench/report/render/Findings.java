package io.github.bootbench.report.render;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;

import io.github.bootbench.report.render.RunReport.Cell;
import io.github.bootbench.report.render.RunReport.Row;
import io.github.bootbench.report.run.Bottleneck;
import io.github.bootbench.report.run.ColdStart;
import io.github.bootbench.report.run.RunDirectory;
import io.github.bootbench.report.stats.Spread;
import io.github.bootbench.report.stats.Verdict;

import static io.github.bootbench.report.render.Markdown.decimal;
import static io.github.bootbench.report.render.Markdown.integer;

/** The findings and caveats of a run, each written from its data rather than assumed. */
final class Findings {

	private final RunReport report;

	private final RunDirectory run;

	Findings(RunReport report) {
		this.report = report;
		this.run = report.run();
	}

	List<String> findings() {
		List<String> findings = new ArrayList<>();
		for (String endpoint : this.run.endpoints()) {
			findings.add(leadsOn(endpoint));
		}
		String async = asyncAgainstBlock();
		if (async != null) {
			findings.add(async);
		}
		long toolBound = cells().filter(Cell::toolBound).count();
		long judged = cells().filter((cell) -> cell.throughput() != null).count();
		if (toolBound > 0) {
			Map<String, Long> byTool = this.report.rows().stream()
				.collect(Collectors.groupingBy(Row::tool, LinkedHashMap::new,
						Collectors.summingLong((row) -> row.cells().values().stream().filter(Cell::toolBound).count())));
			long alsoServer = cells().filter((cell) -> cell.bottleneck() == Bottleneck.BOTH).count();
			findings.add("In " + toolBound + " of " + judged + " cells the load tool was at its ceiling ("
					+ byTool.entrySet().stream().filter((e) -> e.getValue() > 0).map((e) -> e.getKey() + " " + e.getValue())
						.collect(Collectors.joining(", "))
					+ ((alsoServer > 0) ? "; the server was saturated too in " + alsoServer : "")
					+ "): those figures cannot rank the containers (see Bottleneck).");
		}
		else if (judged > 0) {
			findings.add("No cell was tool-bound: the load tools kept below 90 % of their CPUs (see Bottleneck).");
		}
		String startup = startupFinding();
		if (startup != null) {
			findings.add(startup);
		}
		String threads = threadsFinding();
		if (threads != null) {
			findings.add(threads);
		}
		findings.add(failureFinding());
		return findings;
	}

	private java.util.stream.Stream<Cell> cells() {
		return this.report.rows().stream().flatMap((row) -> row.cells().values().stream());
	}

	private String leadsOn(String endpoint) {
		List<Row> rows = this.report.rows().stream().filter((row) -> row.endpoint().equals(endpoint)).toList();
		Map<String, List<Double>> leads = new LinkedHashMap<>();
		int ties = 0;
		int notJudged = 0;
		for (Row row : rows) {
			switch (row.verdict().kind()) {
				case LEAD -> leads.computeIfAbsent(row.verdict().leader(), (c) -> new ArrayList<>())
					.add(row.verdict().leadPercent());
				case TIE -> ties++;
				case NOT_JUDGED -> notJudged++;
			}
		}
		StringBuilder text = new StringBuilder("**" + endpoint + "** (Throughput, " + rows.size() + " rows of tool × "
				+ "concurrency): ");
		if (leads.isEmpty()) {
			text.append("no container leads beyond the noise");
		}
		else {
			text.append(leads.entrySet().stream()
				.sorted(Comparator.comparingInt((Map.Entry<String, List<Double>> e) -> e.getValue().size()).reversed())
				.map((e) -> e.getKey() + " leads " + e.getValue().size() + " (by "
						+ range(e.getValue()) + " %)")
				.collect(Collectors.joining(", ")));
		}
		text.append("; ").append(ties).append(" tie(s)");
		if (notJudged > 0) {
			Map<String, Long> reasons = rows.stream().filter((row) -> row.verdict().kind() == Verdict.Kind.NOT_JUDGED)
				.collect(Collectors.groupingBy((row) -> row.verdict().reason(), LinkedHashMap::new, Collectors.counting()));
			text.append("; ").append(notJudged).append(" not judged (")
				.append(reasons.entrySet().stream().map((e) -> e.getKey() + ": " + e.getValue())
					.collect(Collectors.joining(", ")))
				.append(")");
		}
		return text.append('.').toString();
	}

	/**
	 * Each container's async endpoint against its block endpoint at the same tool and concurrency, by the
	 * rule that calls a lead (the seeds claim async is slower for a trivial body).
	 */
	private String asyncAgainstBlock() {
		if (!this.run.endpoints().contains("block") || !this.run.endpoints().contains("async")) {
			return null;
		}
		List<String> parts = new ArrayList<>();
		for (String container : this.run.containers()) {
			List<RunComparison.Pair> pairs = new ArrayList<>();
			for (Row block : this.report.rows()) {
				if (!"block".equals(block.endpoint())) {
					continue;
				}
				this.report.row("async", block.tool(), block.concurrency())
					.ifPresent((async) -> pairs.add(RunComparison.pair(block, container, block.cells().get(container),
							async.cells().get(container))));
			}
			List<String> counts = new ArrayList<>();
			List<Double> slower = changes(pairs, RunComparison.Change.LOWER);
			List<Double> faster = changes(pairs, RunComparison.Change.HIGHER);
			if (!slower.isEmpty()) {
				counts.add("slower in " + slower.size() + " (by " + range(slower.stream().map((c) -> -c).toList()) + " %)");
			}
			if (!faster.isEmpty()) {
				counts.add("faster in " + faster.size() + " (by " + range(faster) + " %)");
			}
			long ties = pairs.stream().filter((p) -> p.change() == RunComparison.Change.TIE).count();
			long notJudged = pairs.stream().filter((p) -> p.change() == RunComparison.Change.NOT_JUDGED).count();
			if (ties > 0) {
				counts.add("within noise in " + ties);
			}
			if (notJudged > 0) {
				counts.add("not judged in " + notJudged);
			}
			parts.add(container + " (" + pairs.size() + ((pairs.size() == 1) ? " pair" : " pairs") + "): "
					+ String.join(", ", counts));
		}
		return "**async against block** (the same container, tool and concurrency, judged like a lead; see "
				+ "Throughput): " + String.join("; ", parts) + ".";
	}

	private static List<Double> changes(List<RunComparison.Pair> pairs, RunComparison.Change change) {
		return pairs.stream().filter((p) -> p.change() == change).map(RunComparison.Pair::changePercent).toList();
	}

	private static String range(List<Double> values) {
		double min = values.stream().mapToDouble(Double::doubleValue).min().orElse(0);
		double max = values.stream().mapToDouble(Double::doubleValue).max().orElse(0);
		return (Math.round(min) == Math.round(max)) ? String.format(Locale.ROOT, "%.0f", min)
				: String.format(Locale.ROOT, "%.0f–%.0f", min, max);
	}

	private String startupFinding() {
		Map<String, Double> first = new LinkedHashMap<>();
		Map<String, Double> rss = new LinkedHashMap<>();
		for (String container : this.run.containers()) {
			Double time = median(container, ColdStart::firstResponseMs);
			Double memory = median(container, ColdStart::rssKb);
			if (time != null) {
				first.put(container, time);
			}
			if (memory != null) {
				rss.put(container, memory);
			}
		}
		if (first.isEmpty()) {
			return null;
		}
		return "Startup (medians over cold starts, see Startup): time to first response "
				+ first.entrySet().stream().map((e) -> e.getKey() + " " + decimal(e.getValue() / 1000) + " s")
					.collect(Collectors.joining(", "))
				+ "; RSS at ready " + rss.entrySet().stream()
					.map((e) -> e.getKey() + " " + integer(e.getValue() / 1024) + " MB").collect(Collectors.joining(", "))
				+ ".";
	}

	private Double median(String container, java.util.function.Function<ColdStart, Double> figure) {
		return this.report.coldStartMedian(container, figure);
	}

	private String threadsFinding() {
		List<Integer> levels = this.run.concurrencyLevels();
		if (levels.isEmpty()) {
			return null;
		}
		int highest = levels.stream().max(Integer::compare).orElseThrow();
		List<String> parts = new ArrayList<>();
		for (String container : this.run.containers()) {
			this.report.okRuns(container, highest).stream()
				.map(RunRow::threadsLiveAfter).filter(Objects::nonNull).max(Double::compare)
				.ifPresent((live) -> parts.add(container + " " + integer(live)));
		}
		return parts.isEmpty() ? null
				: "Live JVM threads after the runs at c=" + highest + " (highest reading, see Threads): "
						+ String.join(", ", parts) + ".";
	}

	private String failureFinding() {
		long failedRuns = this.report.runRows().stream().filter((r) -> !"ok".equals(r.status())).count();
		long failedSessions = 0;
		for (var session : this.run.metadata().path("sessions")) {
			failedSessions += "ok".equals(session.path("status").asText()) ? 0 : 1;
		}
		long errors = this.report.runRows().stream().map(RunRow::errors).filter(Objects::nonNull).mapToLong(Long::longValue)
			.sum();
		if (failedRuns == 0 && failedSessions == 0) {
			return "Every measured run completed" + ((errors > 0)
					? ", with " + integer(errors) + " transport errors in total (shown in the cells that have them)."
					: " without a transport error.");
		}
		return "**Failures:** " + failedRuns + " measured run(s) failed and " + failedSessions
				+ " container session(s) did not start or verify; their cells say FAILED (see run.json).";
	}

	List<String> caveats() {
		List<String> caveats = new ArrayList<>();
		if (this.run.tools().contains("ab")) {
			caveats.add("ab speaks HTTP/1.0; with -k it asks for keep-alive, which a container can only honour for "
					+ "responses with a Content-Length." + ab10Closes());
		}
		if (this.run.tools().contains("siege")) {
			caveats.add("siege reports latency at 10 ms resolution and no percentiles, and counts HTTP error "
					+ "statuses and connections the server closed as failed transactions (Tomcat closes a keep-alive "
					+ "connection after 100 requests unless max-keep-alive-requests is raised, as the tuned profile does).");
			long killed = this.run.runs().stream()
				.filter((r) -> "siege".equals(r.tool()) && r.exitCode() != null
						&& (r.exitCode() == 124 || r.exitCode() == 137))
				.count();
			if (killed > 0) {
				caveats.add(killed + " siege run(s) did not exit after their time and were stopped by the harness's "
						+ "timeout (siege 4.0.x can hang after \"Lifting the server siege...\", JoeDog/siege#66); "
						+ "they count as FAILED rounds.");
			}
		}
		caveats.add("ab, siege and wrk are closed-loop: each connection waits for its response before the next "
				+ "request, so under overload they understate tail latency (coordinated omission).");
		List<String> notSteady = new ArrayList<>();
		for (var session : this.run.metadata().path("sessions")) {
			if ("ok".equals(session.path("status").asText()) && !session.path("warmup").path("steady").asBoolean()) {
				notSteady.add(session.path("container").asText() + " round " + session.path("round").asInt());
			}
		}
		if (!notSteady.isEmpty()) {
			caveats.add("Warm-up did not reach steady state (two windows within the tolerance) before its cap for: "
					+ String.join(", ", notSteady) + ". Their figures may still include JIT warm-up.");
		}
		long toolBound = cells().filter(Cell::toolBound).count();
		if (toolBound > 0) {
			caveats.add(toolBound + " cell(s) had the load tool at its ceiling (marked †): they are not container results.");
		}
		List<String> withErrors = this.report.rows().stream()
			.flatMap((row) -> row.cells().values().stream().filter((cell) -> cell.errors() > 0 || cell.non2xx() > 0)
				.map((cell) -> cell.container() + " " + row.endpoint() + " " + row.tool() + " c=" + row.concurrency()))
			.toList();
		if (!withErrors.isEmpty()) {
			caveats.add("Cells with errors or non-2xx responses: " + String.join(", ", withErrors) + ".");
		}
		List<Double> cvs = cells().map(Cell::throughput).filter(Objects::nonNull).map(Spread::cvPercent)
			.filter(Objects::nonNull).toList();
		if (cvs.isEmpty()) {
			caveats.add("With one round there is no spread: no difference in this run can be told from noise.");
		}
		else {
			caveats.add("Spread of this machine: the coefficient of variation over rounds was median "
					+ decimal(Spread.of(cvs).median()) + " %, at most " + decimal(Spread.of(cvs).max())
					+ " %. Differences of that size are noise here.");
		}
		caveats.add("Each JVM saw " + this.run.serverCpus() + " CPU(s) (taskset); the JVM sizes its GC choice and "
				+ "the containers' default pools from that count, so these defaults differ from a larger machine.");
		return caveats;
	}

	private String ab10Closes() {
		List<String> closes = this.run.headers().stream()
			.filter((h) -> "close".equalsIgnoreCase(h.http10KeepAlive().getOrDefault("connection", ""))
					|| (!h.http10KeepAlive().isEmpty() && !h.http10KeepAlive().containsKey("content-length")))
			.map((h) -> h.container() + " " + h.endpoint())
			.toList();
		return closes.isEmpty() ? " Every endpoint here kept the HTTP/1.0 connection alive (see Response headers)."
				: " These did not keep the HTTP/1.0 connection alive, so ab measured them with a new connection per "
						+ "request: " + String.join(", ", closes) + " (see Response headers).";
	}

}
