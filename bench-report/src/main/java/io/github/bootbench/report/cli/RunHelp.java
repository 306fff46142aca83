package io.github.bootbench.report.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.plan.Contract;
import io.github.bootbench.report.plan.Preset;
import io.github.bootbench.report.plan.RunPlan;
import io.github.bootbench.report.plan.Sweeps;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * run-all.sh's {@code --help}, laid out from the options' own definitions (their names,
 * values and descriptions, grouped as the mixins of {@link PlanCommand} group them), and
 * its {@code --version}. Every line fits 100 columns; an option's entry starts with two
 * spaces and its description at column 23.
 */
final class RunHelp {

	private static final int WIDTH = 100;

	private static final String INDENT = " ".repeat(22);

	/** Each group of options (the mixin's name) with its heading, in order. */
	static final Map<String, String> SECTIONS = Map.of("compare", "What to compare:", "load", "What to load them with:",
			"timing", "How long and how often:", "memory", "Memory:", "profiler", "Profiles:", "machine",
			"The machine:", "hosts", "Other hosts (docs/hosts.md):", "run", "The run itself:");

	private static final String INTRODUCTION = "Compares variants (an app and its profile) on the same machine: in "
			+ "every round one fresh JVM per variant starts, all pinned to the server CPUs, each on its own port. Each "
			+ "JVM is verified and warmed up in cycles of load and idle until its JIT is quiet; then every cell "
			+ "(endpoint x tool x concurrency) is measured in blocks, one window per variant back to back in a "
			+ "shuffled order, from the load CPUs. The report gives each variant's ratio to the first (the baseline) "
			+ "with a confidence interval. Raw output, samples and an environment record go to <out>/<run-id>/ with "
			+ "the report (README.md, results.json, results.csv, charts/).";

	/** The load tools, each with how the harness drives it. */
	private static final List<List<String>> TOOLS = List.of(List.of("wrk",
			"the reference tool here, a closed loop (a connection sends its next request when the last returns); a "
					+ "missing wrk is replaced by ab with a warning unless it was asked for"),
			List.of("ab", "a closed loop over HTTP/1.0 with keep-alive (ab -k)"),
			List.of("siege",
					"a closed loop whose window is a count of requests per user, sized by a short lead-in "
							+ "of the same cell to last the duration (siege 4.0's timed runs can hang at their end)"),
			List.of("hyperfoil",
					"bench-latency, built with the apps: requests at a fixed rate on a clock, each "
							+ "timed from when it was due, so that a stall is not hidden"),
			List.of("jmeter", "bench-jmeter (Apache JMeter 5.6.3), built with the apps: the blog comparisons' "
					+ "protocol, a thread group of c threads ramped up, a few requests each, its window as long as "
					+ "that takes (--dry-run states it), with JMeter's Summary Report; only its throughput is "
					+ "judged, and its ramp-up paces it. The blog run: --tools jmeter --concurrency 1000 --endpoints "
					+ "block,json"));

	private RunHelp() {
	}

	/** The help of run-all.sh, whose options are {@code spec}'s, for {@code contract}. */
	static List<String> lines(CommandSpec spec, Contract contract) {
		Map<String, String> values = Map.ofEntries(Map.entry("{apps}", String.join(" ", contract.apps().keySet())),
				Map.entry("{profiles}", String.join(" ", Contract.PROFILES)),
				Map.entry("{default-apps}", String.join(",", contract.defaultApps())),
				Map.entry("{endpoints}", String.join(", ", contract.endpoints())),
				Map.entry("{database-endpoints}", String.join(",", contract.databaseEndpoints())),
				Map.entry("{tools}", String.join(",", Arrays.stream(Tool.values()).map(Tool::id).toList())),
				Map.entry("{rates}", Preset.DEFAULT.rates()), Map.entry("{smoke-rates}", Preset.SMOKE.rates()),
				Map.entry("{min-effect}", Preset.MIN_EFFECT_PERCENT), Map.entry("{jvm-opts}", Preset.JVM_OPTIONS),
				Map.entry("{knobs}", String.join(", ", Sweeps.KNOBS)),
				Map.entry("{jvms}", String.valueOf(RunPlan.MAX_JVMS_PER_ROUND)));
		List<String> lines = new ArrayList<>();
		lines.add("Usage: run-all.sh [options]");
		lines.add("       run-all.sh --resume RUN_DIR [--no-install] [--dry-run]");
		lines.add("");
		lines.addAll(wrap("", "", INTRODUCTION));
		for (Map.Entry<String, CommandSpec> group : spec.mixins().entrySet()) {
			lines.add("");
			lines.add(SECTIONS.get(group.getKey()));
			for (OptionSpec option : group.getValue().options()) {
				if (option.hidden()) {
					continue;
				}
				String label = String.join(", ", option.names())
						+ (option.arity().max() > 0 ? " " + option.paramLabel() : "");
				String first = "  " + label + " ".repeat(Math.max(1, 20 - label.length()));
				for (String paragraph : option.description()) {
					lines.addAll(wrap(first, INDENT, substitute(paragraph, values)));
					first = INDENT;
				}
			}
		}
		lines.add("");
		lines.add("Load tools:");
		for (List<String> tool : TOOLS) {
			lines.addAll(wrap("  " + tool.get(0) + " ".repeat(20 - tool.get(0).length()), INDENT, tool.get(1)));
		}
		lines.add("");
		lines.add("Exit codes: 0 complete, 1 failed, 2 bad input or missing prerequisite, 130 interrupted.");
		return lines;
	}

	/**
	 * The harness's version (the Maven project's) and the commit its root holds, one
	 * line.
	 */
	static String version(Path root) throws IOException {
		Matcher version = Pattern.compile("<artifactId>boot-container-bench</artifactId>\\s*<version>([^<]+)</version>")
			.matcher(Files.readString(root.resolve("pom.xml")));
		String commit = git(root, "rev-parse", "--short=12", "HEAD");
		if (commit == null || commit.isEmpty()) {
			commit = "unknown (not a git checkout)";
		}
		else if (!"".equals(git(root, "status", "--porcelain"))) {
			commit += " with uncommitted changes";
		}
		return "boot-container-bench " + (version.find() ? version.group(1) : "unknown") + ", commit " + commit;
	}

	/** What git prints for these arguments in {@code root}, or null when it fails. */
	private static String git(Path root, String... arguments) throws IOException {
		List<String> command = new ArrayList<>(List.of("git", "-C", root.toString()));
		command.addAll(List.of(arguments));
		try {
			Process git = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
			String output = new String(git.getInputStream().readAllBytes()).strip();
			return (git.waitFor() == 0) ? output : null;
		}
		catch (IOException ex) {
			return null;
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new IOException(ex);
		}
	}

	private static String substitute(String text, Map<String, String> values) {
		String result = text;
		for (Map.Entry<String, String> value : values.entrySet()) {
			result = result.replace(value.getKey(), value.getValue());
		}
		return result;
	}

	/** {@code text} in lines of at most {@link #WIDTH}, the first after {@code first}. */
	private static List<String> wrap(String first, String indent, String text) {
		List<String> lines = new ArrayList<>();
		StringBuilder line = new StringBuilder(first);
		int start = first.length();
		for (String word : text.split(" ")) {
			if (line.length() > start && line.length() + 1 + word.length() > WIDTH) {
				lines.add(line.toString());
				line = new StringBuilder(indent);
				start = indent.length();
			}
			if (line.length() > start) {
				line.append(' ');
			}
			line.append(word);
		}
		lines.add(line.toString());
		return lines;
	}

}
