package io.github.bootbench.report.input;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.bootbench.report.io.Json;

/**
 * run.json's one writer: each event the scripts report while a run goes (it started, a
 * JVM's server was read, a session ended, a window was not made or failed, the rates were
 * resolved, the database started or failed, the memory phase went, the run was resumed or
 * ended) recorded into the file {@link RunRecord} reads. Every event rewrites the whole
 * file through a temporary one moved over it, so that a run killed mid-write leaves the
 * previous record whole.
 */
public final class RunRecorder {

	/** Times as the scripts wrote them: UTC to the millisecond. */
	private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSS'Z'")
		.withZone(ZoneOffset.UTC);

	private static final String PENDING = "pending";

	private final Path file;

	private final Clock clock;

	RunRecorder(Path file, Clock clock) {
		this.file = file;
		this.clock = clock;
	}

	/** The recorder of the run in {@code runDirectory}. */
	public static RunRecorder of(Path runDirectory) {
		return new RunRecorder(runDirectory.resolve("run.json"), Clock.systemUTC());
	}

	/** The run has started: its record, written once, with every variant pending. */
	public void started(RunStart start) throws IOException {
		JsonNodeFactory nodes = JsonNodeFactory.instance;
		ObjectNode plan = (ObjectNode) Json.MAPPER.readTree(start.plan().toFile());
		JsonNode options = plan.get("options");
		ObjectNode run = nodes.objectNode();
		run.put("status", "running");
		run.put("runId", start.runId());
		run.put("startedAt", now());
		run.putNull("endedAt");
		run.put("commandLine", start.commandLine());
		run.set("arguments", start.arguments());
		run.set("options", options);
		RunHosts.record(plan, run);
		ObjectNode pinning = run.putObject("pinning");
		pinning.put("method", "taskset");
		pinning.setAll((ObjectNode) plan.get("pinning"));
		pinning.put("note", "every variant's JVM is measured on the server CPUs, only one under load at a time "
				+ (plan.hasNonNull("duet") ? "but two in a duet's window, each in a control group of its own " : "")
				+ "(it warms up on warmupCpus, then every thread is pinned back); this script, the load tools, the "
				+ "sampler and curl on the load CPUs");
		run.set("environment", start.environment().json());
		run.set("tools", start.toolVersions());
		run.set("toolFlags", start.toolFlags());
		ObjectNode variants = run.putObject("containers");
		for (JsonNode id : options.get("containers")) {
			ObjectNode state = variants.putObject(id.asText());
			state.put("status", PENDING);
			state.putNull("server");
			state.putArray("failures");
		}
		run.putArray("sessions");
		run.putArray("failedMeasurements");
		RecordFile.write(this.file, run);
	}

	/** A variant's JVM answered: its server as reported, kept from the first. */
	public void serverRead(String variant, JsonNode server) throws IOException {
		RecordFile.update(this.file, (run) -> {
			ObjectNode state = variant(run, variant);
			if (state.path("server").isNull() || state.path("server").isMissingNode()) {
				state.set("server", server);
			}
			started(state);
		});
	}

	/** A variant did what the run asked of it (its reference memory trial passed). */
	public void variantOk(String variant) throws IOException {
		RecordFile.update(this.file, (run) -> started(variant(run, variant)));
	}

	/** A variant's session of a round ended; with a reason, it and the variant failed. */
	public void sessionEnded(String variant, int round, String status, String startedAt, JsonNode warmup, String reason)
			throws IOException {
		RecordFile.update(this.file, (run) -> {
			ObjectNode session = ((ArrayNode) run.withArray("sessions")).addObject();
			session.put("container", variant);
			session.put("round", round);
			session.put("status", status);
			session.put("startedAt", startedAt);
			session.put("endedAt", now());
			session.set("warmup", warmup);
			if (reason != null) {
				session.put("reason", reason);
				ObjectNode state = variant(run, variant);
				ObjectNode failure = ((ArrayNode) state.withArray("failures")).addObject();
				failure.put("round", round);
				failure.put("reason", reason);
				state.put("status", "failed");
			}
		});
	}

	/**
	 * A window that does not count: its raw file (relative to the run directory), the
	 * tool's exit code (null when it was not run) and why.
	 */
	public void windowFailed(String rawFile, Integer exitCode, String reason) throws IOException {
		RecordFile.update(this.file, (run) -> {
			ObjectNode failed = ((ArrayNode) run.withArray("failedMeasurements")).addObject();
			failed.put("file", rawFile);
			failed.put("exitCode", exitCode);
			failed.put("reason", reason);
		});
	}

	/** The fixed-rate tool's rates, resolved from the probed saturation. */
	public void ratesResolved(JsonNode rates) throws IOException {
		RecordFile.update(this.file, (run) -> ((ObjectNode) run.get("options")).set("rates", rates));
	}

	public void memoryStarted() throws IOException {
		RecordFile.update(this.file, (run) -> memory(run).put("startedAt", now()));
	}

	public void memoryEnded(long seconds) throws IOException {
		RecordFile.update(this.file, (run) -> memory(run).put("endedAt", now()).put("seconds", seconds));
	}

	/** A variant's reference memory trial failed, so no smaller heap was tried. */
	public void memoryFailed(String variant, int round, String reason) throws IOException {
		RecordFile.update(this.file, (run) -> {
			ObjectNode failure = ((ArrayNode) memory(run).withArray("failures")).addObject();
			failure.put("variant", variant);
			failure.put("round", round);
			failure.put("reason", reason);
		});
	}

	/**
	 * The run's PostgreSQL was started and loaded: where it listens and runs, and what it
	 * said of itself ({@code database::describe}'s object: its version, settings and
	 * rows), recorded as run.json's {@code database} in place of any earlier one (a
	 * resumed run starts a new server).
	 */
	public void databaseStarted(JsonNode describe, String cpus, int port, long pid) throws IOException {
		if (!describe.isObject()) {
			throw new IllegalArgumentException("the database's description is not a JSON object: " + describe);
		}
		RecordFile.update(this.file, (run) -> {
			ObjectNode database = run.putObject("database");
			database.put("startedAt", now());
			database.put("port", port);
			database.put("cpus", cpus);
			database.put("pid", pid);
			database.setAll((ObjectNode) describe);
		});
	}

	/**
	 * The run's PostgreSQL failed (to start, to load, or while the run went on): why, and
	 * when, in run.json's {@code database}.
	 */
	public void databaseFailed(String reason) throws IOException {
		RecordFile.update(this.file, (run) -> {
			JsonNode existing = run.get("database");
			ObjectNode database = (existing != null && existing.isObject()) ? (ObjectNode) existing
					: run.putObject("database");
			database.put("failure", reason);
			database.put("failedAt", now());
		});
	}

	/** The run goes on from {@code round}; its memory phase is to be made again. */
	public void resumed(int round) throws IOException {
		RecordFile.update(this.file, (run) -> {
			run.put("status", "running");
			run.putNull("endedAt");
			run.putNull("memory");
			ObjectNode resume = ((ArrayNode) run.withArray("resumes")).addObject();
			resume.put("at", now());
			resume.put("fromRound", round);
		});
	}

	/**
	 * A round to be measured again: its sessions and failed windows are forgotten (a raw
	 * file of round R block B is named {@code -rR-bB}).
	 */
	public void roundReset(int round) throws IOException {
		RecordFile.update(this.file, (run) -> {
			ArrayNode sessions = (ArrayNode) run.withArray("sessions");
			sessions.removeIf((session) -> session.path("round").asInt() == round);
			ArrayNode failed = (ArrayNode) run.withArray("failedMeasurements");
			failed.removeIf((window) -> window.path("file").asText().contains("-r" + round + "-b"));
		});
	}

	/**
	 * The run ended with {@code status}; with {@code onlyIfRunning}, only if nothing
	 * recorded its end before (the exit trap's case).
	 */
	public void ended(String status, boolean onlyIfRunning) throws IOException {
		RecordFile.update(this.file, (run) -> {
			if (!onlyIfRunning || "running".equals(run.path("status").asText())) {
				run.put("status", status);
				run.put("endedAt", now());
			}
		});
	}

	private static ObjectNode variant(ObjectNode run, String variant) {
		JsonNode state = run.path("containers").path(variant);
		if (!state.isObject()) {
			throw new IllegalArgumentException("run.json has no variant '" + variant + "'");
		}
		return (ObjectNode) state;
	}

	private static void started(ObjectNode state) {
		if (PENDING.equals(state.path("status").asText())) {
			state.put("status", "ok");
		}
	}

	private static ObjectNode memory(ObjectNode run) {
		JsonNode memory = run.get("memory");
		return (memory != null && memory.isObject()) ? (ObjectNode) memory : run.putObject("memory");
	}

	private String now() {
		return TIME.format(this.clock.instant());
	}

}
