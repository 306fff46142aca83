package io.github.bootbench.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import io.github.bootbench.report.cli.BenchReport;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import static java.util.stream.Collectors.joining;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The scripts carry out the plan and decide nothing: every arithmetic comparison in
 * {@code bench-scripts/} is bookkeeping of a kind named here (a loop over a count, the
 * arguments, whether a list is empty, an exit code, a timeout), or is listed with why it
 * is not a decision. A threshold compared with a measured or planned figure belongs in
 * bench-report. The command line is the planner's alone: options.sh names no option. And
 * run.json is bench-report's to write.
 */
class ScriptRulesTests {

	private static final Path SCRIPTS = Path.of("..", "bench-scripts");

	/** Comparisons of these shapes are bookkeeping wherever they are. */
	private static final Map<String, Pattern> BOOKKEEPING = Map.ofEntries(
			Map.entry("a loop over a count or a bounded number of polls", Pattern.compile("^for \\(\\(")),
			Map.entry("the number of arguments",
					Pattern.compile("\\$# -(gt|ge|eq) [0-2]\\b|\\(\\( \\$# == [0-2] \\)\\)")),
			Map.entry("whether a list is empty or has more than one item",
					Pattern.compile("(\\$\\{#[a-z_A-Z]+\\[@\\]\\}|\\$\\(plan::count [A-Z_]+\\)) (-gt|-eq|>) [01]\\b")),
			Map.entry("a command's exit code (above 128: the signal that ended it)",
					Pattern.compile("\\(\\( status (!= 0|== EXIT_USAGE|> 128) \\)\\)")),
			Map.entry("whether anything failed", Pattern.compile("\\(\\( FAILURES > 0 \\)\\)")));

	/** Comparisons allowed where they are, each with why it decides nothing. */
	private static final Map<String, String> LISTED = Map.of(
			"lib/apps.sh: while (( $(common::now_ms) < deadline )); do",
			"waits at most READY_TIMEOUT_S for a JVM to answer: a timeout",
			"lib/apps.sh: (( bytes > APP_LOG_KEEP_BYTES )) || return 0",
			"an app's log is kept whole up to a size, else its head and tail: the size of a raw file",
			"lib/round.sh: (( round >= $(plan::get RESUME_FROM) )) || continue",
			"skips the rounds before the one the plan resumes from (Resume.fromRound)");

	/**
	 * A write to run.json: output redirected or moved onto it, or the jq update that did
	 * both.
	 */
	private static final Pattern RUN_JSON_WRITE = Pattern.compile(
			">>? *\"?\\$\\{RUN_JSON\\}|>>? *\"?[^ ]*run\\.json\\b|\\bmv\\b.*(RUN_JSON\\}|run\\.json)\"?$|run_json_update|\\$\\{RUN_JSON\\}\\.tmp");

	/** Upper-case names assigned that are not globals, each with what it is. */
	private static final Map<String, String> NOT_GLOBALS = Map.of("IFS", "a read's field separator, for that read",
			"HOME", "siege's home, for one command", "PGOPTIONS", "psql's environment, for one command",
			"PGCONNECT_TIMEOUT", "psql's environment, for one command", "ON_ERROR_STOP", "a psql variable (-v)",
			"DEBIAN_FRONTEND", "the package manager's environment, for one command", "BENCH_NO_INSTALL",
			"named in a message");

	private static final Pattern ASSIGNED = Pattern.compile("(?:^|[\\s;(&|])([A-Z][A-Z0-9_]+)(?:\\[[^\\]]*\\])?\\+?=");

	private static final Pattern READ_INTO = Pattern
		.compile("\\b(?:read|mapfile|printf -v)\\b[^<|;]*?(?<![${\\w])([A-Z][A-Z0-9_]+)\\b");

	private static final Pattern SOURCED = Pattern.compile("^source \"\\$\\{[A-Z_]+\\}/lib/([a-z_]+\\.sh)\"$");

	private static final Pattern OPENED = Pattern.compile("\\{([A-Z][A-Z0-9_]+)\\}[<>]");

	private static final Pattern COMPARISON = Pattern
		.compile("\\(\\(.*(<|>|==|!=).*\\)\\)|\\[\\[? .*-(lt|le|gt|ge|eq|ne) ");

	@Test
	void theScriptsMakeNoArithmeticDecision() throws IOException {
		List<String> unexplained = new ArrayList<>();
		List<String> found = new ArrayList<>();
		for (Map.Entry<String, List<String>> script : scripts().entrySet()) {
			for (String line : script.getValue()) {
				String code = line.strip();
				if (code.startsWith("#") || !COMPARISON.matcher(code).find()) {
					continue;
				}
				String key = script.getKey() + ": " + code;
				found.add(key);
				boolean bookkeeping = BOOKKEEPING.values().stream().anyMatch((shape) -> shape.matcher(code).find());
				if (!bookkeeping && !LISTED.containsKey(key)) {
					unexplained.add(key);
				}
			}
		}
		assertThat(found).as("the comparisons this test reads").hasSizeGreaterThan(10);
		assertThat(unexplained).as("arithmetic decisions in the scripts: make them bench-report's").isEmpty();
		assertThat(found).as("listed comparisons still in the scripts").containsAll(LISTED.keySet());
	}

	@Test
	void theRuleFindsTheDecisionsThatMovedToBenchReport() {
		// As they read before: settling, the warm-up's idle gap, wrk's threads, siege's
		// limit.
		for (String decision : List.of("(( ticks * 100 * 4 < SETTLE_IDLE_PERCENT * CLK_TCK )) && return 0",
				"(( ${#active[@]} < 2 )) && pause \"${WARMUP_IDLE_S}\"",
				"(( threads > concurrency )) && threads=\"${concurrency}\"", "(( highest < 255 )) && highest=255",
				"if (( status > 1 )) || ! jq -e 'has(\"pass\")' > /dev/null 2>&1 <<< \"${verdict}\"; then")) {
			assertThat(COMPARISON.matcher(decision).find()).as(decision).isTrue();
			assertThat(BOOKKEEPING.values()).as(decision).noneMatch((shape) -> shape.matcher(decision).find());
		}
	}

	@Test
	void optionsShellHoldsNoOptionRule() throws IOException {
		// Every option of run-all.sh is the planner's: options.sh passes the command line
		// through, so its code names no option and checks no value.
		List<String> options = new CommandLine(new BenchReport()).getSubcommands()
			.get("plan")
			.getCommandSpec()
			.options()
			.stream()
			.filter((option) -> !option.hidden())
			.flatMap((option) -> Stream.of(option.names()))
			.toList();
		assertThat(options).contains("--variants", "--resume", "--dry-run", "-h");
		List<String> code = Files.readAllLines(SCRIPTS.resolve("lib/options.sh"))
			.stream()
			.map(String::strip)
			.filter((line) -> !line.startsWith("#"))
			.toList();
		for (String option : options) {
			Pattern named = Pattern.compile("(^|[^a-z-])" + Pattern.quote(option) + "($|[^a-z-])");
			assertThat(code).as("options.sh names " + option).noneMatch((line) -> named.matcher(line).find());
		}
		assertThat(code).as("a value checked in options.sh")
			.noneMatch((line) -> line.startsWith("case ") || line.contains("=~") || line.contains("getopts"));
	}

	@Test
	void runJsonHasOneWriter() throws IOException {
		// bench-report record writes run.json (input.RunRecorder); the scripts report
		// events
		// and only read it.
		List<String> writes = new ArrayList<>();
		for (Map.Entry<String, List<String>> script : scripts().entrySet()) {
			for (String line : script.getValue()) {
				String code = line.strip();
				if (!code.startsWith("#") && RUN_JSON_WRITE.matcher(code).find()) {
					writes.add(script.getKey() + ": " + code);
				}
			}
		}
		assertThat(writes).as("the scripts write run.json: report an event to bench-report record instead").isEmpty();
	}

	@Test
	void theOneWriterRuleFindsTheWritesThatMovedToBenchReport() {
		// As they read before.
		for (String write : List.of("jq '.a = 1' \"${RUN_JSON}\" > \"${RUN_JSON}.tmp\"",
				"mv \"${tmp}\" \"${RUN_JSON}\"", "}' > \"${RUN_JSON}\"",
				"common::run_json_update '.status = \"complete\" | .endedAt = $now' --arg now \"$(common::utc_now)\"",
				"printf '{}' > \"${RUN_DIR}/run.json\"")) {
			assertThat(RUN_JSON_WRITE.matcher(write).find()).as(write).isTrue();
		}
		assertThat(
				RUN_JSON_WRITE.matcher("[[ \"$(jq -r .status \"${RUN_JSON}\" 2> /dev/null)\" == \"running\" ]]").find())
			.as("a read")
			.isFalse();
	}

	@Test
	void everyGlobalIsWrittenByOneFileOfItsProgramWhoseHeaderNamesIt() throws IOException {
		Map<String, List<String>> files = new TreeMap<>(scripts());
		try (Stream<Path> programs = Files.list(SCRIPTS)) {
			for (Path program : programs.filter((f) -> f.toString().endsWith(".sh")).sorted().toList()) {
				files.put(program.getFileName().toString(), Files.readAllLines(program));
			}
		}
		List<String> unnamed = new ArrayList<>();
		for (Map.Entry<String, List<String>> file : files.entrySet()) {
			String header = file.getValue()
				.stream()
				.skip(1)
				.takeWhile((line) -> line.startsWith("#"))
				.collect(joining("\n"));
			for (String global : globalsWritten(file.getValue())) {
				if (!Pattern.compile("\\b" + global + "\\b").matcher(header).find()) {
					unnamed.add(file.getKey() + ": " + global);
				}
			}
		}
		Map<String, Map<String, Set<String>>> writersByProgram = new TreeMap<>();
		for (String program : files.keySet().stream().filter((name) -> !name.startsWith("lib/")).toList()) {
			Map<String, Set<String>> writers = writersByProgram.computeIfAbsent(program, (name) -> new TreeMap<>());
			List<String> sourced = new ArrayList<>(List.of(program));
			files.get(program)
				.stream()
				.map(SOURCED::matcher)
				.filter(Matcher::find)
				.forEach((m) -> sourced.add("lib/" + m.group(1)));
			for (String file : sourced) {
				assertThat(files).as(program + " sources " + file).containsKey(file);
				for (String global : globalsWritten(files.get(file))) {
					writers.computeIfAbsent(global, (name) -> new TreeSet<>()).add(file);
				}
			}
		}
		assertThat(writersByProgram).as("the programs and the globals this test reads")
			.containsKeys("run-all.sh", "host-agent.sh", "database.sh", "hosts-lab.sh");
		assertThat(writersByProgram.get("run-all.sh")).hasSizeGreaterThan(50)
			.containsEntry("FAILURES", Set.of("lib/record.sh"))
			.containsEntry("VARIANT_PID", Set.of("lib/apps.sh"))
			.containsEntry("PLAN", Set.of("lib/plan.sh"));
		writersByProgram.forEach((program, writers) -> assertThat(writers)
			.as("globals of " + program + " written in more than one file: give the state one file and call it")
			.allSatisfy((global, writing) -> assertThat(writing).as(global).hasSize(1)));
		assertThat(unnamed).as("globals their file's header comment does not name (say why each is needed)").isEmpty();
	}

	@Test
	void theGlobalsRuleFindsEveryWayAGlobalIsWritten() {
		assertThat(globalsWritten(List.of("  VARIANT_PID[${id}]=\"${SERVER_PID}\"", "FAILURES=$((FAILURES + 1))",
				"  SERVER_PID=\"\" SERVER_LOG=()", "declare -gA RATE_OF=()",
				"readonly LOAD_GRACE_S=10 FIXED_RATE_GRACE_S=20", "  read -r -a PROBE_HOSTS <<< \"${x}\"",
				"  exec {REPORT_IN}> \"${fifos}/in\"", "  ALL_APPS+=(\"${name}\")", "  local KEPT=1",
				"  read -r -t 1 -u \"${SLEEP_FD}\" || true", "  IFS=$'\\t' read -r kind name", "# OLD=1 in a comment")))
			.containsExactlyInAnyOrder("VARIANT_PID", "FAILURES", "SERVER_PID", "SERVER_LOG", "RATE_OF", "LOAD_GRACE_S",
					"FIXED_RATE_GRACE_S", "PROBE_HOSTS", "REPORT_IN", "ALL_APPS");
	}

	/**
	 * The upper-case names a script assigns outside a function's locals: {@code NAME=},
	 * {@code NAME[KEY]=}, {@code NAME+=}, declare and readonly, read and mapfile into it,
	 * and {@code exec {NAME}>}; less {@link #NOT_GLOBALS}.
	 */
	private static Set<String> globalsWritten(List<String> lines) {
		Set<String> globals = new TreeSet<>();
		for (String line : lines) {
			String code = line.strip();
			if (code.startsWith("#") || code.startsWith("local ")) {
				continue;
			}
			for (Pattern shape : List.of(ASSIGNED, READ_INTO, OPENED)) {
				Matcher matcher = shape.matcher(code);
				while (matcher.find()) {
					globals.add(matcher.group(1));
				}
			}
		}
		globals.removeAll(NOT_GLOBALS.keySet());
		return globals;
	}

	private static Map<String, List<String>> scripts() throws IOException {
		Map<String, List<String>> scripts = new LinkedHashMap<>();
		scripts.put("run-all.sh", Files.readAllLines(SCRIPTS.resolve("run-all.sh")));
		try (Stream<Path> files = Files.list(SCRIPTS.resolve("lib"))) {
			for (Path file : files.filter((f) -> f.toString().endsWith(".sh")).sorted().toList()) {
				scripts.put("lib/" + file.getFileName(), Files.readAllLines(file));
			}
		}
		return scripts;
	}

}
