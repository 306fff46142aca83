package io.github.bootbench.report.format.markdown;

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

import io.github.bootbench.report.core.BlockOrder;
import io.github.bootbench.report.input.Generation;
import io.github.bootbench.report.input.Pinning;
import io.github.bootbench.report.input.RunEnvironment;
import io.github.bootbench.report.input.RunRecord;
import io.github.bootbench.report.input.ThreadLimits;
import io.github.bootbench.report.input.Variant;
import io.github.bootbench.report.input.VariantState.ServerInfo;
import io.github.bootbench.report.input.VariantState;
import io.github.bootbench.report.model.HarnessTime;
import io.github.bootbench.report.model.RunResult;

import static io.github.bootbench.report.format.markdown.Markdown.table;

/** How a run was measured, every option and what it ran on, as a table. */
final class RunHeader {

	static final String TITLE = "How it was measured";

	private RunHeader() {
	}

	static void write(RunResult result, StringBuilder md) {
		RunRecord run = result.run().record();
		RunEnvironment env = run.environment();
		RunRecord.Options options = run.options();
		Pinning pinning = run.pinning();
		List<List<String>> rows = new ArrayList<>();
		rows.add(List.of("Date", run.startedAt() + " to " + Objects.requireNonNullElse(run.endedAt(), "–")
				+ " (status: " + run.status() + ")"));
		rows.add(List.of("Machine",
				env.cpu().model() + ", " + env.cpu().count() + " CPUs, "
						+ String.format(Locale.ROOT, "%.0f GiB", env.memoryKb() / 1048576.0) + ", " + env.kernel()
						+ ", " + env.os()));
		rows.add(List.of("JDK", env.jdk().description()));
		rows.add(List.of("JVM options", String.join(" ", options.jvmOptions())));
		rows.add(List.of("GC in use",
				recorded(String.join(", ", serverField(run, (server) -> (server.garbageCollectors() != null)
						? String.join(", ", server.garbageCollectors()) : null)))));
		rows.add(List.of("Spring Boot", recorded(springBoot(run))));
		rows.add(List.of("Containers",
				options.variantIds()
					.stream()
					.map((c) -> c + ": " + server(run, c).map(ServerInfo::serverVersion).orElse("not started"))
					.collect(Collectors.joining(", "))));
		rows.add(List.of("Request threads", options.variantIds()
			.stream()
			.map((c) -> c + ": "
					+ server(run, c).map(ServerInfo::threads).map(ThreadLimits::describe).orElse("not reported"))
			.collect(Collectors.joining(", "))
				+ " (read from the live container at ready: worker pool minimum–maximum and its class, "
				+ "? where the pool has no limit to read, and its I/O or selector threads where it has them)"));
		rows.add(List.of("Profile", options.profile()));
		rows.add(List.of("Variants", VariantText.variants(options) + "; the first is the baseline"));
		rows.add(List.of("Pinning",
				"taskset: server on CPU " + pinning.serverCpus() + " (" + pinning.serverCpuCount()
						+ "), load tools on CPU " + pinning.loadCpus() + " (" + pinning.loadCpuCount() + ")"
						+ (pinning.widerWarmup() ? "; each JVM warmed up on CPU " + pinning.warmupCpus()
								+ " with -XX:ActiveProcessorCount=" + pinning.serverCpuCount()
								+ " (its ergonomics those of the server CPUs), then every thread pinned back to CPU "
								+ pinning.serverCpus() + " before it was measured" : "")));
		options.tools()
			.forEach((tool) -> rows.add(List.of("Tool " + tool, run.toolVersions().getOrDefault(tool.id(), "") + ": `"
					+ run.toolFlags().getOrDefault(tool.id(), "") + "`")));
		String levels = options.concurrency().stream().map(String::valueOf).collect(Collectors.joining(", "));
		if (result.memoryOnly()) {
			rows.add(List.of("Rounds", "none: the memory phase alone (`--memory-only`), see Memory"));
			end(run, rows, md);
			return;
		}
		rows.add(List.of("Rounds",
				options.rounds() + " round(s), each with one fresh JVM per variant, all up at once; "
						+ options.blocksPerRound() + " block(s) of each cell per round, each block "
						+ BlockOrder
							.inBlocks(options.order(), options.durationSeconds(), BlockOrder.sliceMs(options.sliceMs()))
						+ " ("
						+ (options.order().equals(List.of(BlockOrder.SHUFFLED)) ? ""
								: BlockOrder.wordsOf(options.order()) + "; ")
						+ "seed " + options.seed() + "); concurrency " + levels));
		if (options.rates() != null) {
			rows.add(List.of("Rates", RateText.rates(options.rates())));
		}
		if (run.resumes() != null && !run.resumes().isEmpty()) {
			rows.add(List.of("Resumed", run.resumes()
				.stream()
				.map((resume) -> "at " + resume.at() + " from round " + resume.fromRound()
						+ " (the rounds before it as "
						+ "first measured; that round and every later one in fresh JVMs, in the recorded order)")
				.collect(Collectors.joining("; "))));
		}
		HarnessTime harness = result.windowDigest().harness();
		if (harness != null) {
			rows.add(List.of("Between windows",
					"the harness's own time from one window's end to the next one's start, settling for the server "
							+ "CPUs aside (Actuator readings, the summary, the progress line): median "
							+ Markdown.integer(harness.spread().median()) + " ms ["
							+ Markdown.integer(harness.spread().min()) + "–" + Markdown.integer(harness.spread().max())
							+ "] over " + harness.gapsMs().size() + " gaps"));
		}
		if (result.time() != null) {
			rows.add(List.of("Time", RunTimeText.of(result.time())));
		}
		if (options.sweep() != null) {
			rows.add(List.of("Sweep", sweep(options)));
		}
		rows.add(List.of("Warm-up", WarmupText.method(options.warmup())));
		for (String variant : options.variantIds()) {
			rows.add(List.of("Warm-up " + variant, WarmupText.summary(run, variant)));
		}
		if (result.warmupEnding() != null) {
			rows.add(List.of("Warm-up, ended on the JIT alone", WarmupEndingText.of(result.warmupEnding())));
		}
		end(run, rows, md);
	}

	/** The command and commit rows, then the table, collapsed under its heading. */
	private static void end(RunRecord run, List<List<String>> rows, StringBuilder md) {
		rows.add(List.of("Command", "`" + run.commandLine() + "`"));
		rows.add(List.of("Commit", run.environment().git().label(" (with uncommitted changes)")));
		md.append("## ")
			.append(TITLE)
			.append("\n\n<details><summary>The machine, JVM, variants, options, warm-up and where the time went (")
			.append(rows.size())
			.append(" rows)</summary>\n\n")
			.append(table(List.of("", "how it was measured"), rows))
			.append("</details>\n\n");
	}

	/**
	 * {@code workers = 8, 16, 32 against each app's default; tomcat in part 1 (rounds 1–3),
	 * ...; undertow is left out of ...}.
	 */
	static String sweep(RunRecord.Options options) {
		StringBuilder text = new StringBuilder(options.sweep()
			.keys()
			.stream()
			.map((key) -> key.key() + " = " + String.join(", ", key.values()))
			.collect(Collectors.joining("; ")));
		text.append(" against each app's default");
		List<List<String>> parts = (options.parts() != null) ? options.parts() : List.of();
		if (parts.size() > 1) {
			text.append("; measured in ")
				.append(parts.size())
				.append(" parts of rounds of their own, ratios paired " + "within a part only: ");
			List<String> described = new ArrayList<>();
			for (int index = 0; index < parts.size(); index++) {
				int first = index * options.rounds() + 1;
				described.add("part " + (index + 1) + " (rounds " + first + "–" + (first + options.rounds() - 1) + ") "
						+ String.join(", ", parts.get(index)));
			}
			text.append(String.join("; ", described));
		}
		if (options.sweep().notes() != null) {
			options.sweep().notes().forEach((note) -> text.append("; ").append(note));
		}
		return text.toString();
	}

	private static java.util.Optional<ServerInfo> server(RunRecord run, String variant) {
		VariantState state = run.variantStates().get(variant);
		return java.util.Optional.ofNullable((state != null) ? state.server() : null);
	}

	/**
	 * The version the live servers reported; where the run mixes generations, each with
	 * its variants and its open-source support.
	 */
	private static String springBoot(RunRecord run) {
		Map<String, List<String>> byVersion = new LinkedHashMap<>();
		for (String id : run.options().variantIds()) {
			server(run, id).map(ServerInfo::springBootVersion)
				.ifPresent((version) -> byVersion.computeIfAbsent(version, (v) -> new ArrayList<>()).add(id));
		}
		if (byVersion.size() < 2) {
			return String.join(", ", byVersion.keySet());
		}
		List<String> parts = new ArrayList<>();
		byVersion.forEach((version, ids) -> {
			String app = run.options()
				.variants()
				.stream()
				.filter((v) -> v.id().equals(ids.get(0)))
				.findFirst()
				.map(Variant::app)
				.orElseThrow();
			parts.add(version + " (" + Generation.of(app).support() + "): " + String.join(", ", ids));
		});
		return String.join("; ", parts);
	}

	/** The text, or {@code not recorded} where the run recorded nothing for it. */
	private static String recorded(String text) {
		return text.isEmpty() ? "not recorded" : text;
	}

	private static List<String> serverField(RunRecord run, Function<ServerInfo, String> field) {
		Set<String> values = new LinkedHashSet<>();
		for (String variant : run.options().variantIds()) {
			server(run, variant).map(field).ifPresent(values::add);
		}
		return new ArrayList<>(values);
	}

}
