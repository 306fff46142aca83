package io.github.bootbench.report.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import io.github.bootbench.report.input.RunDatabase;
import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.input.Session;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code record}'s database events, with the options run-all.sh passes, written into a
 * committed run's run.json and read back as the report reads it.
 */
class RecordCommandTests {

	private static final Path RUN = Path.of("..", "results", "2026-11-24T13-12-49Z");

	/** {@code database::describe}'s line, as bench-scripts/lib/database.sh writes it. */
	private static final String DESCRIBE = "{\"serverVersion\":\"15.18 (Debian 15.18-0+deb12u1)\","
			+ "\"sharedBuffers\":\"128MB\",\"maxConnections\":200,\"fsync\":\"on\",\"synchronousCommit\":\"on\","
			+ "\"rows\":{\"world\":10000,\"fortune\":12}}";

	@TempDir
	Path dir;

	private StringWriter err = new StringWriter();

	@Test
	void theDatabaseAndItsFailureAreRecordedFromTheScriptsOptions() throws IOException {
		Files.copy(RUN.resolve("run.json"), this.dir.resolve("run.json"));
		assertThat(RunDirectory.readRecord(this.dir).database()).isNull();
		assertThat(record("database", "--describe", DESCRIBE, "--cpus", "1", "--port", "54320", "--pid", "4242"))
			.isZero();
		RunDatabase database = RunDirectory.readRecord(this.dir).database();
		assertThat(database.serverVersion()).isEqualTo("15.18 (Debian 15.18-0+deb12u1)");
		assertThat(database.port()).isEqualTo(54320);
		assertThat(database.cpus()).isEqualTo("1");
		assertThat(database.pid()).isEqualTo(4242L);
		assertThat(database.maxConnections()).isEqualTo(200);
		assertThat(database.rowsOf(RunDatabase.FORTUNE)).isEqualTo(12L);
		assertThat(database.startedAt()).matches("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z");
		assertThat(database.failure()).isNull();
		assertThat(record("database-failed", "--reason", "the server's process 4242 is gone")).isZero();
		database = RunDirectory.readRecord(this.dir).database();
		assertThat(database.failure()).isEqualTo("the server's process 4242 is gone");
		assertThat(database.failedAt()).isNotNull();
		assertThat(database.serverVersion()).startsWith("15.18");
	}

	@Test
	void aDescriptionThatIsNotJsonFailsTheEvent() throws IOException {
		Files.copy(RUN.resolve("run.json"), this.dir.resolve("run.json"));
		String before = Files.readString(this.dir.resolve("run.json"));
		assertThat(record("database", "--describe", "not json", "--cpus", "1", "--port", "54320", "--pid", "1"))
			.isNotZero();
		assertThat(Files.readString(this.dir.resolve("run.json"))).isEqualTo(before);
	}

	@Test
	void whatTheScriptsHandOverIsReadWholeOrTheEventFails() throws IOException {
		Files.copy(RUN.resolve("run.json"), this.dir.resolve("run.json"));
		String before = Files.readString(this.dir.resolve("run.json"));
		assertThat(record("database", "--describe", "[1]", "--cpus", "1", "--port", "54320", "--pid", "1"))
			.as("not an object")
			.isNotZero();
		assertThat(record("database", "--describe", DESCRIBE.replace("\"fsync\"", "\"walLevel\":\"replica\",\"fsync\""),
				"--cpus", "1", "--port", "54320", "--pid", "1"))
			.as("a key the record would drop")
			.isNotZero();
		String variant = RunDirectory.readRecord(this.dir).options().variantIds().get(0);
		assertThat(record("session", "--variant", variant, "--round", "9", "--status", "failed", "--started-at",
				"2026-11-25T08:00:00.000Z", "--warmup",
				"{\"steady\":null,\"seconds\":null,\"windows\":null,\"lastChangePercent\":null,"
						+ "\"lastCompileAddedMs\":null}",
				"--reason", "the JVM died"))
			.as("a warm-up made of nulls would be recorded as a warm-up of 0 s")
			.isNotZero();
		assertThat(this.err.toString()).as("one line, for run-all.sh to stop with")
			.startsWith("record session: '{\"steady\":null,")
			.contains("does not read as WarmupResult")
			.hasLineCount(1);
		assertThat(Files.readString(this.dir.resolve("run.json"))).isEqualTo(before);
		assertThat(record("session", "--variant", variant, "--round", "9", "--status", "failed", "--started-at",
				"2026-11-25T08:00:00.000Z", "--warmup", "null", "--reason", "the JVM died"))
			.isZero();
		Session session = RunDirectory.readRecord(this.dir)
			.sessionsOf(variant)
			.stream()
			.filter((s) -> s.round() == 9)
			.findFirst()
			.orElseThrow();
		assertThat(session.warmup()).isNull();
		assertThat(session.reason()).isEqualTo("the JVM died");
	}

	@Test
	void aRecordThatDoesNotReadFailsTheEventInOneLine() throws IOException {
		Files.writeString(this.dir.resolve("run.json"), "{\"status\": \"running\"}\n");
		assertThat(record("ended", "--status", "failed")).isEqualTo(RecordCommand.FAILED);
		assertThat(this.err.toString())
			.startsWith("record ended: " + this.dir.resolve("run.json")
					+ " does not read as a run record: Missing required creator property")
			.hasLineCount(1);
		assertThat(Files.readString(this.dir.resolve("run.json"))).isEqualTo("{\"status\": \"running\"}\n");
	}

	private int record(String... event) {
		String[] args = new String[event.length + 3];
		args[0] = "record";
		args[1] = "--run";
		args[2] = this.dir.toString();
		System.arraycopy(event, 0, args, 3, event.length);
		this.err = new StringWriter();
		return BenchReport.commandLine().setErr(new PrintWriter(this.err, true)).execute(args);
	}

}
