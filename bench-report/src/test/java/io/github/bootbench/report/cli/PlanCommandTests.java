package io.github.bootbench.report.cli;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.bootbench.report.io.Json;
import io.github.bootbench.report.plan.DatabasePlan;
import io.github.bootbench.report.plan.RunPlan;
import io.github.bootbench.report.plan.Sweeps;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code plan} reads run-all.sh's command line as the user gave it: its help is laid out
 * from the options' definitions, a command line it cannot read is refused with one line
 * in run-all.sh's words, and the plan comes with what the script needs besides it. (The
 * script's bats tests, bench-scripts/test/options.bats, run every option through it.)
 */
class PlanCommandTests {

	private static final String ROOT = "..";

	private final ByteArrayOutputStream out = new ByteArrayOutputStream();

	private final ByteArrayOutputStream err = new ByteArrayOutputStream();

	private PrintStream stdout;

	private PrintStream stderr;

	@TempDir
	Path dir;

	@BeforeEach
	void capture() {
		this.stdout = System.out;
		this.stderr = System.err;
		System.setOut(new PrintStream(this.out, true, StandardCharsets.UTF_8));
		System.setErr(new PrintStream(this.err, true, StandardCharsets.UTF_8));
	}

	@AfterEach
	void restore() {
		System.setOut(this.stdout);
		System.setErr(this.stderr);
	}

	@Test
	void theHelpGivesEveryOptionAnEntryWithinOneHundredColumns() {
		assertThat(plan("--help")).isZero();
		List<String> help = this.out.toString(StandardCharsets.UTF_8).lines().toList();
		assertThat(help).first().isEqualTo("Usage: run-all.sh [options]");
		assertThat(help).allSatisfy((line) -> assertThat(line).hasSizeLessThanOrEqualTo(100));
		CommandLine.Model.CommandSpec spec = new CommandLine(new PlanCommand()).getCommandSpec();
		List<String> entries = help.stream().filter((line) -> line.startsWith("  -")).toList();
		List<String> options = spec.options().stream().filter((o) -> !o.hidden()).map((o) -> o.longestName()).toList();
		assertThat(entries).hasSameSizeAs(options);
		for (String option : options) {
			assertThat(entries).as(option).anySatisfy((line) -> assertThat(line.substring(2, 22)).contains(option));
		}
		assertThat(entries).allSatisfy((line) -> assertThat(line.charAt(22)).isNotEqualTo(' '));
		String text = String.join(" ", help).replaceAll("\\s+", " ");
		assertThat(text).contains(String.join(", ", Sweeps.KNOBS) + "; or any server.*")
			.contains("A sweep of more than " + RunPlan.MAX_JVMS_PER_ROUND + " JVMs is split")
			.contains("APP: boot4/tomcat boot4/jetty tomcat jetty undertow boot27/tomcat")
			.contains(
					"--containers LIST these apps, each with --profile (default: boot4/tomcat,boot4/jetty,tomcat,undertow)");
	}

	@Test
	void aCommandLineThatDoesNotReadIsRefusedWithOneLine() {
		assertRefused("--rounds needs a value (see --help)", "--rounds");
		assertRefused("--sweep needs KEY=V1,V2,... (see --help)", "--sweep");
		assertRefused("--resume needs the directory of the run to carry on (see --help)", "--no-install", "--resume");
		assertRefused("unknown option '--fast' (see --help)", "--fast");
		assertRefused("--quick and --smoke cannot be combined", "--quick", "--smoke");
		assertRefused("--concurrency must be a positive integer, got '-5'", "--concurrency", "-5");
		assertRefused("--seed must be a whole number of at most 18 digits, got '-1'", "--seed", "-1");
		assertRefused("--tools: unknown value 'gatling' (valid: ab,siege,wrk,hyperfoil,jmeter)", "--tools", "gatling");
		assertRefused("--containers: 'jetty' is listed twice", "--containers", "jetty,jetty");
		assertRefused("--profile: unknown profile 'fast' (valid: default,tuned,vthreads)", "--profile", "fast");
		assertRefused("--variants cannot be combined with --containers or --profile (write APP:PROFILE instead)",
				"--variants", "tomcat", "--containers", "jetty");
		assertRefused("--rounds cannot come with --resume: the run carries on with the options it recorded, and "
				+ "only --no-install, --dry-run leave its plan as it was", "--resume", "x", "--rounds=2");
		assertRefused("--resume is given twice", "--resume", "x", "--resume", "x");
		assertRefused("--resume: " + this.dir + " holds no run.json", "--dry-run", "--resume", this.dir.toString());
	}

	@Test
	void thePlanComesWithWhatTheScriptNeedsBeforeItCanReadJson() throws IOException {
		assertThat(plan("--containers", "tomcat", "--no-control", "--rounds", "2", "--rounds=3", "--seed", "7",
				"--dry-run", "--memory", "--no-memory"))
			.isZero();
		JsonNode plan = Json.MAPPER.readTree(this.dir.resolve("plan.json").toFile());
		assertThat(plan.path("options").path("rounds").asInt()).as("the last value given").isEqualTo(3);
		assertThat(plan.path("options").path("tools").toString()).isEqualTo("[\"wrk\"]");
		assertThat(plan.has("cpuQuotas")).as("no quota without --cpu-limit").isFalse();
		assertThat(Files.readAllLines(this.dir.resolve("harness.tsv"))).contains("dry-run\ttrue", "no-install\tfalse",
				"memory\toff", "required\tab", "optional\twrk", "resume\t");
		assertThat(Files.readString(this.dir.resolve("plan.txt"))).contains("drawn from seed 7;")
			.contains("  round 1 block 1: ");
		assertThat(Files.readString(this.dir.resolve("java-settings.txt"))).contains("java.specification.version");
	}

	@Test
	void underACpuLimitTheWarmupCapGivesTheJitTheCpuTimeItHasWithoutOne() throws IOException {
		assertThat(plan("--containers", "tomcat", "--cpus", "0:1", "--cpu-limit", "0.25", "--dry-run")).isZero();
		assertThat(Json.MAPPER.readTree(this.dir.resolve("plan.json").toFile())
			.path("options")
			.path("warmup")
			.path("capSeconds")
			.asInt()).as("100 s of a whole CPU at a quarter of one").isEqualTo(400);
		assertThat(Json.MAPPER.readTree(this.dir.resolve("plan.json").toFile()).path("cpuQuotas").toString())
			.as("the quota the scripts write, as the plan gives it, every JVM's")
			.isEqualTo("{\"tomcat\":{\"cpus\":0.25,\"quotaUs\":25000,\"periodUs\":100000},"
					+ "\"tomcat-control\":{\"cpus\":0.25,\"quotaUs\":25000,\"periodUs\":100000}}");
		assertThat(plan("--containers", "tomcat", "--cpus", "0:1", "--cpu-limit", "0.25", "--warmup-cap", "100s",
				"--dry-run"))
			.isZero();
		assertThat(Json.MAPPER.readTree(this.dir.resolve("plan.json").toFile())
			.path("options")
			.path("warmup")
			.path("capSeconds")
			.asInt()).as("a cap given is kept").isEqualTo(100);
	}

	@Test
	void aSweepOfCpuLimitsLimitsEachSettingsJvmsAndGrowsTheWarmupCapWithTheTightest() throws IOException {
		assertThat(plan("--containers", "tomcat", "--cpus", "0:1", "--sweep", "cpu-limit=0.5,0.25", "--dry-run"))
			.isZero();
		JsonNode plan = Json.MAPPER.readTree(this.dir.resolve("plan.json").toFile());
		assertThat(plan.path("options").path("warmup").path("capSeconds").asInt())
			.as("100 s of a whole CPU at the tightest limit, a quarter of one")
			.isEqualTo(400);
		assertThat(plan.path("cpuQuotas").path("tomcat-cpu-limit-0.25").toString())
			.isEqualTo("{\"cpus\":0.25,\"quotaUs\":25000,\"periodUs\":100000}");
		assertThat(plan.path("cpuQuotas").has("tomcat")).as("an app's default runs without a limit").isFalse();
		assertRefused(
				"--sweep cpu-limit gives each setting's JVMs a limit of its own and --cpu-limit every JVM one: "
						+ "give one of them",
				"--containers", "tomcat", "--cpus", "0:1", "--sweep", "cpu-limit=0.5", "--cpu-limit", "0.5",
				"--dry-run");
		assertRefused(
				"--sweep cpu-limit 1 would never throttle a server pinned to 1 CPU: give less than that (or more "
						+ "server CPUs with --cpus)",
				"--containers", "tomcat", "--cpus", "0:1", "--sweep", "cpu-limit=0.5,1", "--dry-run");
	}

	@Test
	void aResumedRunIsIndexedBesideItsDirectory() throws IOException {
		Path run = this.dir.resolve("elsewhere").resolve("2026-11-24T00-27-37Z");
		Files.createDirectories(run);
		// A committed run's record, as if it had been interrupted before its first
		// session ended.
		ObjectNode record = (ObjectNode) Json.MAPPER
			.readTree(Path.of(ROOT, "results", "2026-11-24T00-27-37Z", "run.json").toFile());
		record.put("status", "interrupted").putArray("sessions");
		Json.MAPPER.writeValue(run.resolve("run.json").toFile(), record);
		Files.copy(Path.of(ROOT, "results", "2026-11-24T00-27-37Z", "plan.tsv"), run.resolve("plan.tsv"));
		assertThat(plan("--resume", run.toString(), "--dry-run", "--no-install")).as(this.err::toString).isZero();
		assertThat(Files.readAllLines(this.dir.resolve("harness.tsv"))).contains("resume\t" + run,
				"out\t" + run.getParent());
	}

	@Test
	void aRunThatCannotBeResumedIsRefusedWithWhy() throws IOException {
		Path run = this.dir.resolve("old");
		Files.createDirectories(run);
		Files.writeString(run.resolve("plan.tsv"), "");
		// A committed run recorded before runs kept their arguments, as if interrupted.
		ObjectNode record = (ObjectNode) Json.MAPPER
			.readTree(Path.of(ROOT, "results", "2026-11-23T01-24-06Z", "run.json").toFile());
		assertThat(record.has("arguments")).isFalse();
		record.put("status", "interrupted");
		Json.MAPPER.writeValue(run.resolve("run.json").toFile(), record);
		assertRefused("--resume: " + run + " was recorded before runs kept their arguments; run it again instead",
				"--resume", run.toString());
		record.remove("pinning");
		Json.MAPPER.writeValue(run.resolve("run.json").toFile(), record);
		assertRefused("--resume: " + run + "/run.json does not read as a run record: Missing required creator "
				+ "property 'pinning' (index 6)", "--resume", run.toString());
	}

	@Test
	void aDatabaseEndpointPlansThePostgreSqlTheRunStartsOnTheLoadCpus() throws IOException {
		assertThat(plan("--endpoints", "block,db", "--containers", "tomcat")).isZero();
		JsonNode plan = Json.MAPPER.readTree(this.dir.resolve("plan.json").toFile());
		assertThat(plan.path("database").toString()).isEqualTo("{\"port\":" + DatabasePlan.PORT
				+ ",\"cpus\":\"1\",\"data\":\"bench-scripts/database/world-and-fortunes.sql\"}");
		assertThat(plan.path("database").path("cpus").asText())
			.isEqualTo(plan.path("pinning").path("loadCpus").asText());
		assertThat(Files.readAllLines(this.dir.resolve("plan.txt")))
			.contains("Database: PostgreSQL on 127.0.0.1:54320, pinned to CPU 1 beside the load tools (db needs it); "
					+ "its CPU is sampled with each window.");
		assertThat(Files.readAllLines(this.dir.resolve("harness.tsv"))).as("provisioned like a load tool")
			.contains("required\tab postgres psql");
		assertThat(plan("--endpoints", "queries,block,fortunes", "--containers", "tomcat", "--cpus", "0:0")).isZero();
		assertThat(Files.readAllLines(this.dir.resolve("plan.txt")))
			.contains("Database: PostgreSQL on 127.0.0.1:54320, pinned to CPU 0, which the server and the load tools "
					+ "share too (queries, fortunes need it); its CPU is sampled with each window.");
	}

	@Test
	void aRunWithoutDatabaseEndpointsPlansNoDatabase() throws IOException {
		assertThat(plan("--endpoints", "block", "--containers", "tomcat")).isZero();
		JsonNode plan = Json.MAPPER.readTree(this.dir.resolve("plan.json").toFile());
		assertThat(plan.has("database")).isFalse();
		assertThat(Files.readString(this.dir.resolve("plan.txt"))).doesNotContain("Database:");
		assertThat(Files.readAllLines(this.dir.resolve("harness.tsv"))).contains("required\tab");
	}

	@Test
	void theHelpSaysWhichEndpointsNeedTheDatabaseTheRunStarts() {
		assertThat(plan("--help")).isZero();
		String text = this.out.toString(StandardCharsets.UTF_8).replaceAll("\\s+", " ");
		assertThat(text).contains("db,queries,fortunes need PostgreSQL, which the run starts itself");
	}

	@Test
	void aToolWhoseCommandsCannotBeHadIsLeftOutWithAWarning() throws IOException {
		assertThat(plan("--harness-missing", "wrk", "--smoke")).isZero();
		JsonNode plan = Json.MAPPER.readTree(this.dir.resolve("plan.json").toFile());
		assertThat(plan.path("options").path("tools").toString()).isEqualTo("[\"ab\",\"siege\"]");
		assertThat(this.err.toString(StandardCharsets.UTF_8)).contains(
				"warning: wrk not found (apt-get install wrk): running without it",
				"warning: hyperfoil warms up with wrk, which is not found: running without it");
		this.err.reset();
		assertThat(plan("--harness-missing", "wrk")).isZero();
		assertThat(this.err.toString(StandardCharsets.UTF_8)).contains("warning: measuring with ab -k instead of wrk");
		assertRefused("none of the load tools asked for is installed", "--harness-missing", "wrk", "--tools", "wrk");
	}

	@Test
	void theProfilerPhaseProfilesEachEndpointAtTheMiddleConcurrencyWithTheFirstClosedLoopTool() throws IOException {
		assertThat(plan("--containers", "boot4/tomcat,boot4/jetty", "--tools", "ab,wrk", "--concurrency", "50,200,100",
				"--profiler"))
			.isZero();
		JsonNode profiler = Json.MAPPER.readTree(this.dir.resolve("plan.json").toFile())
			.path("options")
			.path("profiler");
		assertThat(profiler.path("variants").toString())
			.isEqualTo("[\"boot4-tomcat\",\"boot4-jetty\",\"boot4-tomcat-control\"]");
		assertThat(profiler.path("cells").toString()).isEqualTo("[{\"endpoint\":\"block\",\"tool\":\"wrk\","
				+ "\"concurrency\":100},{\"endpoint\":\"async\",\"tool\":\"wrk\",\"concurrency\":100}]");
		assertThat(profiler.path("event").asText()).isEqualTo("cpu");
		assertThat(profiler.path("jvms").asInt()).isEqualTo(5);
		assertThat(profiler.path("order")).hasSize(15);
		assertThat(profiler.path("order").toString()).startsWith("[{\"variant\":\"boot4-tomcat\",\"index\":1},"
				+ "{\"variant\":\"boot4-jetty\",\"index\":1},{\"variant\":\"boot4-tomcat-control\",\"index\":1},"
				+ "{\"variant\":\"boot4-tomcat-control\",\"index\":2},{\"variant\":\"boot4-jetty\",\"index\":2},"
				+ "{\"variant\":\"boot4-tomcat\",\"index\":2},{\"variant\":\"boot4-tomcat\",\"index\":3},");
		assertThat(Files.readString(this.dir.resolve("plan.txt")))
			.contains("Profiler phase (never during a measured window): after the rounds, 5 fresh JVM(s) of each of "
					+ "the 3 variants, one at a time, interleaved (boot4-tomcat boot4-jetty boot4-tomcat-control, "
					+ "boot4-tomcat-control boot4-jetty boot4-tomcat, ...; -XX:+UnlockDiagnosticVMOptions")
			.contains("a sample every 5 ms of CPU; event alloc, a sample every 512 KiB allocated) over 20 s of each "
					+ "of block wrk c=100, async wrk c=100. About ");
		assertThat(plan("--containers", "boot4/tomcat,boot4/jetty", "--profiler", "--profiler-jvms", "3")).isZero();
		assertThat(Json.MAPPER.readTree(this.dir.resolve("plan.json").toFile())
			.path("options")
			.path("profiler")
			.path("order")).hasSize(9);
		assertThat(plan("--smoke", "--containers", "boot4/tomcat", "--profiler")).isZero();
		assertThat(Json.MAPPER.readTree(this.dir.resolve("plan.json").toFile())
			.path("options")
			.path("profiler")
			.path("jvms")
			.asInt()).isEqualTo(2);
		assertThat(plan("--containers", "tomcat")).isZero();
		assertThat(Json.MAPPER.readTree(this.dir.resolve("plan.json").toFile()).path("options").has("profiler"))
			.as("no phase, no key")
			.isFalse();
		assertRefused("--profiler profiles after the rounds: it cannot be combined with --memory-only", "--profiler",
				"--memory-only");
		assertRefused("--profiler loads each cell as a window of wrk, ab or siege does: give one of them in --tools",
				"--profiler", "--tools", "hyperfoil");
		assertRefused("--profiler-jvms needs --profiler", "--profiler-jvms", "3");
		assertRefused("--profiler-jvms: 0 is not between 1 and 20", "--profiler", "--profiler-jvms", "0");
		assertRefused("--profiler-jvms: 21 is not between 1 and 20", "--profiler", "--profiler-jvms", "21");
	}

	private void assertRefused(String message, String... args) {
		this.err.reset();
		assertThat(plan(args)).as(String.join(" ", args)).isEqualTo(2);
		assertThat(this.err.toString(StandardCharsets.UTF_8)).isEqualTo(message + System.lineSeparator());
	}

	private int plan(String... args) {
		String[] harness = { "plan", "--harness-root", ROOT, "--harness-dir", this.dir.toString(), "--harness-cpus",
				"2" };
		return BenchReport.commandLine()
			.execute(Stream.concat(Stream.of(harness), Stream.of(args)).toArray(String[]::new));
	}

}
