package io.github.bootbench.report.input;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.bootbench.report.io.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIOException;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

/**
 * run.json written by its one writer, event by event, from a committed run's plan, and
 * read back by {@link RunRecord} as the report reads it.
 */
class RunRecorderTests {

	private static final Path RUN = Path.of("..", "results", "2026-11-24T13-12-49Z");

	/** {@code database::describe}'s line, as bench-scripts/lib/database.sh writes it. */
	static final String DESCRIBE = "{\"serverVersion\":\"15.18 (Debian 15.18-0+deb12u1)\",\"sharedBuffers\":\"128MB\","
			+ "\"maxConnections\":200,\"fsync\":\"on\",\"synchronousCommit\":\"on\",\"rows\":{\"world\":10000,"
			+ "\"fortune\":12}}";

	private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-25T08:00:00.250Z"), ZoneOffset.UTC);

	@TempDir
	Path dir;

	@Test
	void aRunIsRecordedEventByEventAndReadsAsTheScriptsWroteIt() throws IOException {
		RunRecorder recorder = started();
		String variant = variants().get(0);
		JsonNode server = Json.MAPPER.readTree(RUN.resolve("run.json").toFile())
			.get("containers")
			.get(variant)
			.get("server");
		recorder.serverRead(variant, server);
		recorder.serverRead(variant, Json.MAPPER.readTree("{\"container\":\"not kept\"}"));
		recorder.sessionEnded(variant, 1, "ok", "2026-11-25T07:59:00.000Z", warmup("{\"steady\":true,\"seconds\":30}"),
				null);
		recorder.windowFailed("raw/x/block/wrk-c100-r1-b1.txt", 1, "wrk exited with 1");
		recorder.windowFailed("raw/x/block/wrk-c100-r2-b1.txt", null, "not run: its JVM was gone");
		recorder.ended("complete", false);
		recorder.ended("failed", true);

		JsonNode run = Json.MAPPER.readTree(this.dir.resolve("run.json").toFile());
		assertThat(run.get("status").asText()).isEqualTo("complete");
		assertThat(run.get("endedAt").asText()).isEqualTo("2026-11-25T08:00:00.250Z");
		assertThat(run.at("/containers/" + variant.replace("/", "~1") + "/server/container").asText())
			.isEqualTo("tomcat");
		assertThat(run.at("/containers/" + variant.replace("/", "~1") + "/status").asText()).isEqualTo("ok");
		assertThat(run.at("/sessions/0/endedAt").asText()).isEqualTo("2026-11-25T08:00:00.250Z");
		assertThat(run.at("/sessions/0").has("reason")).isFalse();
		assertThat(run.at("/failedMeasurements/1/exitCode").isNull()).isTrue();
		RunRecord record = RunDirectory.readRecord(this.dir);
		assertThat(record.options().variantIds()).isEqualTo(variants());
		assertThat(record.status()).isEqualTo("complete");
	}

	/**
	 * Every event, in the order a run makes them, from four committed plans (one with a
	 * database, one over hosts, one with duets): each file what
	 * {@code src/test/resources/recorded} holds, byte for byte.
	 * {@code -Drecorded.update=true} writes them anew (and so passes), for the change to
	 * be read in their diff.
	 */
	@Test
	void everyEventWritesWhatItsGoldenFileHolds() throws IOException {
		for (String run : List.of("2026-11-24T13-12-49Z", "2026-11-26T12-28-20Z", "2026-11-26T19-16-19Z",
				"2026-11-26T22-06-56Z")) {
			Path plan = RUN.getParent().resolve(run).resolve("plan.json");
			RunRecorder recorder = started(plan);
			golden(run + "-started.json");
			JsonNode variants = Json.MAPPER.readTree(plan.toFile()).at("/options/containers");
			String first = variants.get(0).asText();
			String last = variants.get(variants.size() - 1).asText();
			JsonNode server = Json.MAPPER.readTree(RUN.resolve("run.json").toFile())
				.get("containers")
				.get(RunDirectory.readRecord(RUN).options().variantIds().get(0))
				.get("server");
			recorder.databaseStarted(Json.strict(DESCRIBE, RunDatabase.class), "1", 54320, 4242);
			recorder.serverRead(first, server);
			recorder.serverRead(first, Json.MAPPER.readTree("{\"container\":\"not kept\"}"));
			recorder.sessionEnded(first, 1, "ok", "2026-11-25T07:59:00.000Z", warmup(
					"{\"steady\":true,\"seconds\":50,\"windows\":10,\"lastChangePercent\":-0.6,\"lastCompileAddedMs\":286.0}"),
					null);
			recorder.sessionEnded(last, 1, "failed", "2026-11-25T07:59:30.000Z", null, "the JVM died");
			recorder.windowFailed("raw/x/block/wrk-c100-r1-b1.txt", 1, "wrk exited with 1");
			recorder.windowFailed("raw/x/block/wrk-c100-r2-b1.txt", null, "not run: its JVM was gone");
			recorder.ratesResolved(RunDirectory.readRecord(RUN).options().rates());
			recorder.memoryStarted();
			recorder.memoryFailed(first, 1, "the reference trial failed: OOM");
			recorder.variantOk(last);
			recorder.memoryEnded(42);
			recorder.databaseFailed("the server's process 4242 is gone");
			recorder.ended("failed", false);
			golden(run + "-failed.json");
			recorder.resumed(2);
			recorder.roundReset(2);
			recorder.sessionEnded(last, 2, "ok", "2026-11-25T08:00:00.000Z", warmup(
					"{\"steady\":false,\"seconds\":120,\"windows\":24,\"lastChangePercent\":3.25,\"lastCompileAddedMs\":12.5}"),
					null);
			recorder.ended("complete", true);
			golden(run + "-resumed.json");
		}
	}

	private void golden(String name) throws IOException {
		Path golden = Path.of("src", "test", "resources", "recorded", name);
		String written = Files.readString(this.dir.resolve("run.json"));
		if (Boolean.getBoolean("recorded.update")) {
			Files.createDirectories(golden.getParent());
			Files.writeString(golden, written);
		}
		assertThat(written).as(golden.toString()).isEqualTo(Files.readString(golden));
	}

	@Test
	void anEndRecordedAgainLeavesAFinishedRunsFileAsItIs() throws IOException {
		// The exit trap's end, recorded only if the run is still running, changes nothing
		// in a finished run, whatever layout it was written in: its bytes stay.
		List<Path> records;
		try (Stream<Path> runs = Files.list(RUN.getParent())) {
			records = runs.map((run) -> run.resolve("run.json")).filter(Files::isRegularFile).sorted().toList();
		}
		assertThat(records).hasSizeGreaterThan(10);
		for (Path committed : records) {
			Path copy = this.dir.resolve("run.json");
			Files.copy(committed, copy, StandardCopyOption.REPLACE_EXISTING);
			if (!"running".equals(Json.MAPPER.readTree(copy.toFile()).path("status").asText())) {
				new RunRecorder(copy, CLOCK).ended("failed", true);
				assertThat(Files.readString(copy)).as(committed.toString()).isEqualTo(Files.readString(committed));
			}
		}
	}

	@Test
	void theFieldsComeInTheOrderTheScriptsWroteThem() throws IOException {
		started();
		JsonNode run = Json.MAPPER.readTree(this.dir.resolve("run.json").toFile());
		assertThat(run.fieldNames()).toIterable()
			.containsExactly("status", "runId", "startedAt", "endedAt", "commandLine", "arguments", "options",
					"pinning", "environment", "tools", "toolFlags", "containers", "sessions", "failedMeasurements");
		assertThat(run.at("/environment/provisioned/manager").isNull()).isTrue();
		assertThat(Files.readString(this.dir.resolve("run.json"))).startsWith("{\n  \"status\": \"running\",")
			.contains("\"sessions\": [],");
	}

	@Test
	void aFailedSessionFailsItsVariantAndAResetForgetsItsRound() throws IOException {
		RunRecorder recorder = started();
		String variant = variants().get(1);
		recorder.sessionEnded(variant, 2, "failed", "2026-11-25T07:59:00.000Z", null, "the JVM died");
		recorder.windowFailed("raw/x/block/wrk-c100-r2-b1.txt", null, "not run: its JVM was gone");
		recorder.windowFailed("raw/x/block/wrk-c100-r1-b1.txt", 1, "wrk exited with 1");
		recorder.ended("failed", true);
		recorder.resumed(2);
		recorder.roundReset(2);

		JsonNode run = Json.MAPPER.readTree(this.dir.resolve("run.json").toFile());
		JsonNode state = run.get("containers").get(variant);
		assertThat(state.get("status").asText()).isEqualTo("failed");
		assertThat(state.at("/failures/0/reason").asText()).isEqualTo("the JVM died");
		assertThat(run.get("status").asText()).isEqualTo("running");
		assertThat(run.get("endedAt").isNull()).isTrue();
		assertThat(run.at("/resumes/0/fromRound").asInt()).isEqualTo(2);
		assertThat(run.get("sessions")).isEmpty();
		assertThat(run.get("failedMeasurements")).hasSize(1);
		assertThat(run.at("/failedMeasurements/0/file").asText()).contains("-r1-b1");
	}

	@Test
	void theMemoryPhaseAndTheRatesAreRecorded() throws IOException {
		RunRecorder recorder = started();
		recorder.memoryStarted();
		recorder.memoryFailed(variants().get(0), 1, "the reference trial failed: OOM");
		recorder.variantOk(variants().get(1));
		recorder.memoryEnded(42);
		recorder.ratesResolved(new FixedRates(List.of(1000), FixedRates.ABSOLUTE, null, 100, 5, 200, null, null));

		JsonNode run = Json.MAPPER.readTree(this.dir.resolve("run.json").toFile());
		assertThat(run.at("/memory/seconds").asLong()).isEqualTo(42);
		assertThat(run.at("/memory/failures/0/reason").asText()).endsWith("OOM");
		assertThat(run.at("/options/rates/basis").asText()).isEqualTo("absolute");
	}

	@Test
	void theDatabaseIsRecordedAsItDescribedItselfAndItsFailureBesideIt() throws IOException {
		RunRecorder recorder = started();
		assertThat(RunDirectory.readRecord(this.dir).database()).as("a run without a database has none").isNull();
		recorder.databaseStarted(Json.strict(DESCRIBE, RunDatabase.class), "1", 54320, 4242);
		RunDatabase database = RunDirectory.readRecord(this.dir).database();
		assertThat(database)
			.isEqualTo(new RunDatabase("2026-11-25T08:00:00.250Z", 54320, "1", 4242L, "15.18 (Debian 15.18-0+deb12u1)",
					"128MB", 200, "on", "on", java.util.Map.of("world", 10_000L, "fortune", 12L), null, null));
		assertThat(database.version()).isEqualTo("15.18");
		assertThat(database.rowsOf(RunDatabase.WORLD)).isEqualTo(10_000L);
		assertThat(database.failed()).isFalse();

		recorder.databaseFailed("the server's process 4242 is gone");
		JsonNode run = Json.MAPPER.readTree(this.dir.resolve("run.json").toFile());
		assertThat(run.get("database").fieldNames()).toIterable()
			.containsExactly("startedAt", "port", "cpus", "pid", "serverVersion", "sharedBuffers", "maxConnections",
					"fsync", "synchronousCommit", "rows", "failure", "failedAt");
		database = RunDirectory.readRecord(this.dir).database();
		assertThat(database.failure()).isEqualTo("the server's process 4242 is gone");
		assertThat(database.failedAt()).isEqualTo("2026-11-25T08:00:00.250Z");
		assertThat(database.serverVersion()).as("kept").startsWith("15.18");
	}

	@Test
	void aDatabaseThatFailedBeforeItWasDescribedHasItsFailureAlone() throws IOException {
		started().databaseFailed("initdb failed: could not create directory");
		RunDatabase database = RunDirectory.readRecord(this.dir).database();
		assertThat(database.failure()).startsWith("initdb failed");
		assertThat(database.serverVersion()).isNull();
		assertThat(database.version()).isNull();
		assertThat(database.rowsOf(RunDatabase.FORTUNE)).isNull();
	}

	@Test
	void anEventBeforeTheStartOrForAnUnknownVariantIsRefused() throws IOException {
		RunRecorder recorder = new RunRecorder(this.dir.resolve("run.json"), CLOCK);
		assertThatIOException().isThrownBy(() -> recorder.ended("failed", true))
			.withMessageContaining("the run's start was not recorded");
		started();
		assertThatIllegalArgumentException().isThrownBy(() -> recorder.variantOk("netty"))
			.withMessageContaining("no variant 'netty'");
	}

	private RunRecorder started() throws IOException {
		return started(RUN.resolve("plan.json"));
	}

	private RunRecorder started(Path plan) throws IOException {
		RunRecorder recorder = new RunRecorder(this.dir.resolve("run.json"), CLOCK);
		RunEnvironment environment = new RunEnvironment(new RunEnvironment.Git("abc123", false),
				new RunEnvironment.Cpu("AMD EPYC", 2), new RunEnvironment.Provisioned(null, List.of()), 24_000_000,
				"Linux 6.1", "Debian GNU/Linux 12 (bookworm)", 100, new RunEnvironment.Jdk("java", "17.0.19", "Debian",
						"OpenJDK Runtime Environment", "OpenJDK 64-Bit Server VM"));
		recorder.started(new RunStart("2026-11-25T08-00-00Z", "run-all.sh --smoke", plan, List.of("--smoke"),
				environment, Map.of("wrk", "wrk 4.1.0"), Map.of("wrk", "wrk --latency")));
		return recorder;
	}

	private static Session.WarmupResult warmup(String json) throws IOException {
		return Json.MAPPER.readValue(json, Session.WarmupResult.class);
	}

	private static List<String> variants() throws IOException {
		return RunDirectory.readRecord(RUN).options().variantIds();
	}

}
