package io.github.bootbench.report.format.markdown;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;

import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.format.Names;
import io.github.bootbench.report.input.Pinning;
import io.github.bootbench.report.input.RunEnvironment;
import io.github.bootbench.report.input.RunRecord;
import io.github.bootbench.report.model.RunQuestion;
import io.github.bootbench.report.model.RunScope;
import io.github.bootbench.report.model.RunTime;

/**
 * A report's first lines: the question the run asked as its title, the run's id, machine,
 * date and status, and the scope its figures hold for. The index asks each run's question
 * in the same words.
 */
public final class RunTitle {

	private RunTitle() {
	}

	/**
	 * {@code Tomcat 11.0 against Jetty 12.1 and Undertow 2.3 on /test/block and
	 * /test/async, closed loop (wrk)}.
	 */
	public static String question(RunQuestion q) {
		String endpoints = and(q.endpoints().stream().map(Names::endpoint).toList());
		if (q.kind() == RunQuestion.Kind.MEMORY) {
			return "Memory of " + subjects(q) + ": live set, smallest heap and throughput per MB under "
					+ Tool.join(", ", q.tools()) + " on " + endpoints;
		}
		return subjects(q) + " on " + endpoints + ", " + kind(q);
	}

	/** Who is measured against whom. */
	private static String subjects(RunQuestion q) {
		if (q.swept()) {
			List<String> servers = new ArrayList<>(
					new LinkedHashSet<>(q.subjects().stream().map(RunTitle::server).toList()));
			return and(servers) + " with " + String.join("; ", q.sweep()) + ", "
					+ ((servers.size() > 1) ? "each against its default" : "against its default");
		}
		String baseline = label(q.baseline(), q);
		if (!q.compared().isEmpty()) {
			return baseline + " against " + and(q.compared().stream().map((s) -> label(s, q)).toList())
					+ (q.planted().isEmpty() ? "" : ", and against itself made "
							+ and(q.planted().stream().map(RatioText::amount).toList()) + " % slower");
		}
		if (!q.planted().isEmpty()) {
			return baseline + " against itself made " + and(q.planted().stream().map(RatioText::amount).toList())
					+ " % slower (positive controls)";
		}
		return baseline + (q.control() ? " against itself (the A/A control)" : " alone");
	}

	/** How the run measured: {@code closed loop (wrk)}. */
	private static String kind(RunQuestion q) {
		List<Tool> closed = q.tools().stream().filter((tool) -> !tool.fixedRate()).toList();
		List<Tool> fixed = q.tools().stream().filter(Tool::fixedRate).toList();
		List<String> kinds = new ArrayList<>();
		if (!closed.isEmpty()) {
			kinds.add("closed loop (" + Tool.join(", ", closed) + ")");
		}
		if (!fixed.isEmpty()) {
			kinds.add("latency at fixed rates (" + Tool.join(", ", fixed) + ")");
		}
		return String.join(" and ", kinds);
	}

	/**
	 * {@code Tomcat 10.1 (profile tuned)}, or the variant's id where the run did not
	 * record its server; with its Spring Boot generation where another subject has the
	 * same server.
	 */
	private static String label(RunQuestion.Subject subject, RunQuestion q) {
		List<String> qualifiers = new ArrayList<>();
		if (q.subjects().stream().filter((other) -> server(other).equals(server(subject))).count() > 1 && q.subjects()
			.stream()
			.anyMatch((other) -> server(other).equals(server(subject))
					&& !other.generation().equals(subject.generation()))) {
			qualifiers.add(subject.generation());
		}
		if (subject.profile() != null) {
			qualifiers.add("profile " + subject.profile());
		}
		if (!subject.properties().isEmpty()) {
			qualifiers.add(String.join(" ", subject.properties()));
		}
		return server(subject) + (qualifiers.isEmpty() ? "" : " (" + String.join(", ", qualifiers) + ")");
	}

	private static String server(RunQuestion.Subject subject) {
		return Objects.requireNonNullElse(subject.server(), subject.variant());
	}

	/** {@code a}, {@code a and b}, {@code a, b and c}. */
	static String and(List<String> items) {
		if (items.size() < 2) {
			return String.join("", items);
		}
		return String.join(", ", items.subList(0, items.size() - 1)) + " and " + items.get(items.size() - 1);
	}

	/**
	 * {@code Run 2026-11-24T04-07-26Z · AMD EPYC, 2 CPUs · started 2026-11-24 04:07 UTC,
	 * 28 min 55 s · complete}.
	 */
	static String runLine(RunRecord record, RunTime time) {
		RunEnvironment env = record.environment();
		return "Run " + record.runId() + " · " + Objects.toString(env.cpu().model(), "CPU not recorded") + ", "
				+ env.cpu().count() + " CPUs, " + String.format(Locale.ROOT, "%.0f GiB", env.memoryKb() / 1048576.0)
				+ " · started " + date(record.startedAt())
				+ ((time != null) ? ", " + RunTimeText.duration(time.totalMs()) : "") + " · " + record.status()
				+ ((record.resumes() == null || record.resumes().isEmpty()) ? ""
						: ", resumed from round " + record.resumes().get(record.resumes().size() - 1).fromRound()
								+ " (its time holds the pause)");
	}

	/** {@code 2026-11-24 04:07 UTC} from an ISO instant. */
	static String date(String instant) {
		return (instant != null && instant.length() >= 16)
				? instant.substring(0, 10) + " " + instant.substring(11, 16) + " UTC" : Objects.toString(instant, "–");
	}

	/**
	 * {@code the servers on 1 CPU (CPU 0), Serial collector, -Xms512m -Xmx512m, Java 17.0.15
	 * (Debian); responses of 14–17 bytes; wrk on CPU 1 of the same machine}.
	 */
	static String scope(RunScope scope) {
		return "**Scope:** the server on " + cpus(scope.serverCpuCount(), scope.serverCpus())
				+ ((scope.cpuLimit() != null) ? " " + Pinning.limitWords(scope.cpuLimit()) : "") + ", "
				+ scope.collectorWords() + ", " + jvm(scope) + ", Java " + scope.javaVersion() + " ("
				+ scope.javaVendor() + "); " + bodies(scope) + "; " + Tool.join(" and ", scope.tools()) + " on "
				+ cpus(scope.loadCpuCount(), scope.loadCpus())
				+ ((scope.hosts() != null) ? "; hosts: " + scope.hosts()
						: " of the same machine (" + scope.machine() + ")" + contention(scope.contention()))
				+ ((scope.database() != null) ? "; " + database(scope.database()) : "") + ".";
	}

	/**
	 * {@code , whose A/A control's blocks wandered by 0.17 within a round (the SD of a
	 * block's log ratio around its round's mean; between its rounds 0.04); the hypervisor
	 * stole 0.0 % of a CPU, the server had 95 % of its CPU}: how contended the machine
	 * was, from what the run read.
	 */
	static String contention(RunEnvironment.Contention contention) {
		if (contention == null) {
			return "";
		}
		List<String> reads = new ArrayList<>();
		if (contention.stealPercent() != null) {
			reads.add(String.format(Locale.ROOT, "the hypervisor stole %.1f %% of a CPU", contention.stealPercent()));
		}
		if (contention.serverCpuPercent() != null) {
			reads.add(String.format(Locale.ROOT, "the server had %.0f %% of its %s", contention.serverCpuPercent(),
					(contention.throttledPercent() != null) ? "limit" : "CPU"));
		}
		if (contention.throttledPercent() != null) {
			reads.add(String.format(Locale.ROOT,
					"its limit throttled it in %.0f %% of the 100 ms periods (a window's median)",
					contention.throttledPercent()));
		}
		String control = (contention.controlWindowSd() == null) ? "" : String.format(Locale.ROOT,
				", whose A/A control's blocks wandered by %.2f within a round (the SD of a block's log ratio around its"
						+ " round's mean; between its rounds %.2f)",
				contention.controlWindowSd(), contention.controlRoundSd());
		return control + (reads.isEmpty() ? "" : (control.isEmpty() ? ", where " : "; ") + String.join(", ", reads));
	}

	/**
	 * {@code PostgreSQL 15.18 on CPU 1, beside the load tools, loaded with 10,000 world
	 * rows and 12 fortunes}; what was not recorded said so.
	 */
	static String database(RunScope.Database database) {
		String where = (database.cpus() == null) ? "on CPUs not recorded" : "on CPU " + database.cpus()
				+ (database.besideServer() ? ", beside the server and the load tools" : ", beside the load tools");
		String rows = (database.worldRows() == null || database.fortunes() == null) ? "its rows not recorded"
				: "loaded with " + Markdown.integer(database.worldRows()) + " world rows and "
						+ Markdown.integer(database.fortunes()) + " fortunes";
		return database.product()
				+ ((database.version() != null) ? " " + database.version() : " (version not recorded)") + " " + where
				+ ", " + rows;
	}

	/** The run's JVM options, or a memory run's heaps. */
	private static String jvm(RunScope scope) {
		List<Integer> heaps = scope.heapStepsMb();
		if (!heaps.isEmpty()) {
			return "heaps of " + heaps.get(0) + " to " + heaps.get(heaps.size() - 1) + " MB (each as -Xms and -Xmx)";
		}
		return scope.jvmOptions().isEmpty() ? "no JVM options" : String.join(" ", scope.jvmOptions());
	}

	/** {@code 1 CPU (CPU 0)}, {@code 2 CPUs (CPU 0,1)}. */
	private static String cpus(int count, String list) {
		return count + ((count == 1) ? " CPU" : " CPUs") + " (CPU " + list + ")";
	}

	/**
	 * {@code responses of 14–17 bytes}, or each endpoint's where they differ; said not
	 * recorded where the run captured no headers.
	 */
	private static String bodies(RunScope scope) {
		if (scope.bodies().isEmpty()) {
			return "response body size not recorded";
		}
		Map<String, List<String>> byBody = new LinkedHashMap<>();
		for (RunScope.Body body : scope.bodies()) {
			byBody.computeIfAbsent(body(body), (b) -> new ArrayList<>()).add(Names.endpoint(body.endpoint()));
		}
		if (byBody.size() == 1) {
			return "response bodies of " + byBody.keySet().iterator().next();
		}
		return "response bodies of " + byBody.entrySet()
			.stream()
			.map((e) -> e.getKey() + " on " + and(e.getValue()))
			.collect(Collectors.joining(", "));
	}

	/** {@code 15 bytes}, {@code 14–17 bytes}, {@code chunked}. */
	private static String body(RunScope.Body body) {
		List<Long> bytes = body.bytes();
		String length = bytes.isEmpty() ? null : (bytes.size() == 1) ? Markdown.integer(bytes.get(0)) + " bytes"
				: Markdown.integer(bytes.get(0)) + "–" + Markdown.integer(bytes.get(bytes.size() - 1)) + " bytes";
		if (length == null) {
			return body.chunked() ? "a length not sent (chunked)" : "a length not sent";
		}
		return body.chunked() ? length + " or chunked" : length;
	}

}
