package io.github.bootbench.report.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import io.github.bootbench.report.input.CpuInfo;
import io.github.bootbench.report.input.FixedRates;
import io.github.bootbench.report.input.RunDatabase;
import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.input.RunEnvironment;
import io.github.bootbench.report.input.RunRecorder;
import io.github.bootbench.report.input.RunStart;
import io.github.bootbench.report.input.Session;
import io.github.bootbench.report.io.Json;
import io.github.bootbench.report.model.RunContention;
import io.github.bootbench.report.model.RunResult;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine;

/**
 * {@code record}: run-all.sh reports each event of a run here, and this records it in
 * run.json (see {@link RunRecorder}); the scripts never write run.json themselves. One
 * subcommand per event, each with the run directory.
 */
@Command(name = "record",
		description = "Records an event of a run in its run.json (run-all.sh's only way to " + "write it).")
final class RecordCommand {

	/** The exit code of an event that could not be recorded. */
	static final int FAILED = 1;

	@Option(names = "--run", required = true, description = "the run directory")
	private Path run;

	private RunRecorder recorder() {
		return RunRecorder.of(this.run);
	}

	@Command(name = "started", description = "The run started: writes its run.json, every variant pending.")
	int started(@Option(names = "--run-id", required = true) String runId,
			@Option(names = "--command-line", required = true) String commandLine,
			@Option(names = "--plan", required = true) Path plan,
			@Option(names = "--arguments", required = true, description = "a JSON array") String arguments,
			@Option(names = "--git-commit", required = true) String gitCommit,
			@Option(names = "--git-dirty", required = true, arity = "1") boolean gitDirty,
			@Option(names = "--cpuinfo", required = true,
					description = "a copy of /proc/cpuinfo in the run directory") Path cpuinfo,
			@Option(names = "--kernel-log", required = true,
					description = "the kernel's boot log lines that name the hypervisor (empty where unread)") Path kernelLog,
			@Option(names = "--cpu-count", required = true) int cpuCount,
			@Option(names = "--provision-manager", defaultValue = "") String provisionManager,
			@Option(names = "--installed", split = ",", description = "COMMAND=PACKAGE, ...") List<String> installed,
			@Option(names = "--memory-kb", required = true) long memoryKb,
			@Option(names = "--kernel", required = true) String kernel,
			@Option(names = "--os", defaultValue = "") String os,
			@Option(names = "--clk-tck", required = true) int clkTck,
			@Option(names = "--java", required = true) String java,
			@Option(names = "--java-version", defaultValue = "") String javaVersion,
			@Option(names = "--java-vendor", defaultValue = "") String javaVendor,
			@Option(names = "--java-runtime", defaultValue = "") String javaRuntime,
			@Option(names = "--java-vm", defaultValue = "") String javaVm,
			@Option(names = "--tool-versions", required = true, description = "a JSON object") String toolVersions,
			@Option(names = "--tool-flags", required = true, description = "a JSON object") String toolFlags)
			throws IOException {
		RunEnvironment environment = new RunEnvironment(new RunEnvironment.Git(gitCommit, gitDirty),
				CpuInfo.cpu(Files.readString(cpuinfo), cpuCount),
				new RunEnvironment.Provisioned(provisionManager.isEmpty() ? null : provisionManager,
						(installed != null) ? installed.stream().filter((item) -> !item.isEmpty()).toList()
								: List.of()),
				memoryKb, kernel, os, clkTck,
				new RunEnvironment.Jdk(java, javaVersion, javaVendor, javaRuntime, javaVm),
				CpuInfo.hypervisor(Files.readString(kernelLog)), null);
		recorder().started(new RunStart(runId, commandLine, plan, read(arguments, STRINGS), environment,
				read(toolVersions, NAMED_STRINGS), read(toolFlags, NAMED_STRINGS)));
		return 0;
	}

	@Command(name = "server", description = "A variant's JVM answered with its server (kept from the first).")
	int server(@Option(names = "--variant", required = true) String variant,
			@Option(names = "--server", required = true, description = "a JSON object") String server)
			throws IOException {
		recorder().serverRead(variant, json(server));
		return 0;
	}

	@Command(name = "variant-ok", description = "A variant did what the run asked of it.")
	int variantOk(@Option(names = "--variant", required = true) String variant) throws IOException {
		recorder().variantOk(variant);
		return 0;
	}

	@Command(name = "session", description = "A variant's session of a round ended; with --reason, it failed.")
	int session(@Option(names = "--variant", required = true) String variant,
			@Option(names = "--round", required = true) int round,
			@Option(names = "--status", required = true) String status,
			@Option(names = "--started-at", required = true) String startedAt,
			@Option(names = "--warmup", defaultValue = "null", description = "a JSON object or null") String warmup,
			@Option(names = "--reason") String reason) throws IOException {
		recorder().sessionEnded(variant, round, status, startedAt, read(warmup, Session.WarmupResult.class),
				(reason == null || reason.isEmpty()) ? null : reason);
		return 0;
	}

	@Command(name = "window-failed", description = "A window that does not count: its raw file and why.")
	int windowFailed(@Option(names = "--file", required = true, description = "relative to the run") String file,
			@Option(names = "--exit-code", description = "the tool's; none when it was not run") Integer exitCode,
			@Option(names = "--reason", required = true) String reason) throws IOException {
		recorder().windowFailed(file, exitCode, reason);
		return 0;
	}

	@Command(name = "rates", description = "The fixed-rate tool's rates, as bench-report rates resolved them.")
	int rates(@Option(names = "--rates", required = true, description = "a JSON object") String rates)
			throws IOException {
		recorder().ratesResolved(read(rates, FixedRates.class));
		return 0;
	}

	@Command(name = "database", description = "The run's PostgreSQL started and was loaded.")
	int database(
			@Option(names = "--describe", required = true,
					description = "a JSON object: database::describe's line") String describe,
			@Option(names = "--cpus", required = true, description = "the CPUs it is pinned to") String cpus,
			@Option(names = "--port", required = true) int port, @Option(names = "--pid", required = true) long pid)
			throws IOException {
		recorder().databaseStarted(read(describe, RunDatabase.class), cpus, port, pid);
		return 0;
	}

	@Command(name = "database-failed", description = "The run's PostgreSQL failed.")
	int databaseFailed(@Option(names = "--reason", required = true) String reason) throws IOException {
		recorder().databaseFailed(reason);
		return 0;
	}

	@Command(name = "memory-started", description = "The memory phase started.")
	int memoryStarted() throws IOException {
		recorder().memoryStarted();
		return 0;
	}

	@Command(name = "memory-ended", description = "The memory phase ended.")
	int memoryEnded(@Option(names = "--seconds", required = true) long seconds) throws IOException {
		recorder().memoryEnded(seconds);
		return 0;
	}

	@Command(name = "memory-failed", description = "A variant's reference memory trial failed.")
	int memoryFailed(@Option(names = "--variant", required = true) String variant,
			@Option(names = "--round", required = true) int round,
			@Option(names = "--reason", required = true) String reason) throws IOException {
		recorder().memoryFailed(variant, round, reason);
		return 0;
	}

	@Command(name = "resumed", description = "The run goes on from a round.")
	int resumed(@Option(names = "--from-round", required = true) int round) throws IOException {
		recorder().resumed(round);
		return 0;
	}

	@Command(name = "round-reset",
			description = "A round to be measured again: its sessions and failed windows " + "are forgotten.")
	int roundReset(@Option(names = "--round", required = true) int round) throws IOException {
		recorder().roundReset(round);
		return 0;
	}

	@Command(name = "contention",
			description = "How contended the machine was, from the run's own windows (the A/A control's noise, "
					+ "steal, the server's CPU, a limit's throttling): recorded in its environment once it ended.")
	int contention() throws IOException {
		recorder().contention(RunContention.of(RunResult.of(RunDirectory.read(this.run))));
		return 0;
	}

	@Command(name = "ended", description = "The run ended with a status (complete, failed, interrupted).")
	int ended(@Option(names = "--status", required = true) String status,
			@Option(names = "--if-running", description = "only if no end was recorded before") boolean ifRunning)
			throws IOException {
		recorder().ended(status, ifRunning);
		return 0;
	}

	private static final TypeReference<List<String>> STRINGS = new TypeReference<>() {
	};

	private static final TypeReference<Map<String, String>> NAMED_STRINGS = new TypeReference<>() {
	};

	private static JsonNode json(String text) throws IOException {
		return Json.MAPPER.readTree(text);
	}

	private static <T> T read(String text, Class<T> type) throws IOException {
		try {
			return Json.strict(text, type);
		}
		catch (JsonProcessingException ex) {
			throw new IllegalArgumentException(
					"'" + text + "' does not read as " + type.getSimpleName() + ": " + ex.getOriginalMessage(), ex);
		}
	}

	/**
	 * A list or map of strings the scripts hand over (the arguments, the tools' versions
	 * and flags).
	 */
	private static <T> T read(String text, TypeReference<T> type) throws IOException {
		return Json.MAPPER.readValue(text, type);
	}

	/**
	 * Whether {@code thrown} ended an event that could not be recorded, said in one line
	 * on the error stream (run-all.sh's record::event shows it as why the run stopped); a
	 * failure of any other command is left to picocli.
	 */
	static boolean failed(Exception thrown, CommandLine event) {
		if (event.getParent() == null || !(event.getParent().getCommand() instanceof RecordCommand)
				|| !(thrown instanceof IOException || thrown instanceof IllegalArgumentException)) {
			return false;
		}
		event.getErr().println("record " + event.getCommandName() + ": " + thrown.getMessage());
		return true;
	}

}
