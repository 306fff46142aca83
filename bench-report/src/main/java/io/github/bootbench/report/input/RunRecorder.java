package io.github.bootbench.report.input;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Clock;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.function.Consumer;

import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.bootbench.report.io.Json;

/**
 * run.json's one writer: each event the scripts report while a run goes (it started, a
 * JVM's server was read, a session ended, a window was not made or failed, the rates were
 * resolved, the memory phase went, the run was resumed or ended) recorded into the file
 * {@link RunRecord} reads. Every event rewrites the whole file through a temporary one
 * moved over it, so that a run killed mid-write leaves the previous record whole.
 */
public final class RunRecorder {

	/** Times as the scripts wrote them: UTC to the millisecond. */
	private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSS'Z'")
		.withZone(ZoneOffset.UTC);

	/** Indented as jq indents: a record reads and diffs as the earlier ones did. */
	private static final ObjectWriter WRITER = Json.MAPPER.writer(
			new DefaultPrettyPrinter()
				.withSeparators(Separators.createDefaultInstance()
					.withObjectFieldValueSpacing(Separators.Spacing.AFTER)
					.withObjectEmptySeparator("")
					.withArrayEmptySeparator(""))
				.withArrayIndenter(DefaultIndenter.SYSTEM_LINEFEED_INSTANCE));

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
		ObjectNode pinning = run.putObject("pinning");
		pinning.put("method", "taskset");
		pinning.setAll((ObjectNode) plan.get("pinning"));
		pinning.put("note", "every variant's JVM is measured on the server CPUs, only one under load at a time "
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
		write(run);
	}

	/** A variant's JVM answered: its server as reported, kept from the first. */
	public void serverRead(String variant, JsonNode server) throws IOException {
		update((run) -> {
			ObjectNode state = variant(run, variant);
			if (state.path("server").isNull() || state.path("server").isMissingNode()) {
				state.set("server", server);
			}
			started(state);
		});
	}

	/** A variant did what the run asked of it (its reference memory trial passed). */
	public void variantOk(String variant) throws IOException {
		update((run) -> started(variant(run, variant)));
	}

	/** A variant's session of a round ended; with a reason, it and the variant failed. */
	public void sessionEnded(String variant, int round, String status, String startedAt, JsonNode warmup, String reason)
			throws IOException {
		update((run) -> {
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
		update((run) -> {
			ObjectNode failed = ((ArrayNode) run.withArray("failedMeasurements")).addObject();
			failed.put("file", rawFile);
			failed.put("exitCode", exitCode);
			failed.put("reason", reason);
		});
	}

	/** The fixed-rate tool's rates, resolved from the probed saturation. */
	public void ratesResolved(JsonNode rates) throws IOException {
		update((run) -> ((ObjectNode) run.get("options")).set("rates", rates));
	}

	public void memoryStarted() throws IOException {
		update((run) -> memory(run).put("startedAt", now()));
	}

	public void memoryEnded(long seconds) throws IOException {
		update((run) -> memory(run).put("endedAt", now()).put("seconds", seconds));
	}

	/** A variant's reference memory trial failed, so no smaller heap was tried. */
	public void memoryFailed(String variant, int round, String reason) throws IOException {
		update((run) -> {
			ObjectNode failure = ((ArrayNode) memory(run).withArray("failures")).addObject();
			failure.put("variant", variant);
			failure.put("round", round);
			failure.put("reason", reason);
		});
	}

	/** The run goes on from {@code round}; its memory phase is to be made again. */
	public void resumed(int round) throws IOException {
		update((run) -> {
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
		update((run) -> {
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
		update((run) -> {
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

	private void update(Consumer<ObjectNode> change) throws IOException {
		if (!Files.isRegularFile(this.file)) {
			throw new IOException(this.file + " does not exist: the run's start was not recorded");
		}
		ObjectNode run = (ObjectNode) Json.MAPPER.readTree(this.file.toFile());
		change.accept(run);
		write(run);
	}

	private void write(ObjectNode run) throws IOException {
		Path temporary = this.file.resolveSibling(this.file.getFileName() + ".tmp");
		Files.writeString(temporary, WRITER.writeValueAsString(run) + "\n");
		Files.move(temporary, this.file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
	}

}
