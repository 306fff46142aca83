package io.github.bootbench.report.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import io.github.bootbench.report.input.RunDatabase;
import io.github.bootbench.report.input.RunDirectory;
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

	private int record(String... event) {
		String[] args = new String[event.length + 3];
		args[0] = "record";
		args[1] = "--run";
		args[2] = this.dir.toString();
		System.arraycopy(event, 0, args, 3, event.length);
		return BenchReport.commandLine().execute(args);
	}

}
