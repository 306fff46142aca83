package io.github.bootbench.report.input;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;

import io.github.bootbench.report.PublishedRun;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.io.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIOException;

/**
 * The one rule for a failed measurement, on real captured outputs; and run.json read into
 * its type.
 */
class OutcomeTests {

	@ParameterizedTest
	@EnumSource(Tool.class)
	void aMeasurementWhoseEveryResponseWasAnErrorFailsThoughItsToolExitedZero(Tool tool) throws Exception {
		// Real captures against /test/io?ms=abc: every response a 400.
		Outcome outcome = Outcome.of(tool, captured(tool.id() + "-non2xx.txt"), 0);
		assertThat(outcome.ok()).isFalse();
		assertThat(outcome.failure()).isEqualTo("no successful (2xx) response");
		assertThat(outcome.result()).isNotNull();
	}

	@Test
	void aToolThatExitedNonZeroFailsAndSaysSoFirst() throws Exception {
		Outcome outcome = Outcome.of(Tool.WRK, captured("wrk-latency.txt"), 124);
		assertThat(outcome.failure()).isEqualTo("wrk exited with code 124");
		assertThat(Outcome.of(Tool.AB, captured("ab-killed.txt"), 137).failure())
			.startsWith("ab exited with code 137; not a complete ab summary");
	}

	@Test
	void aMeasurementTheHarnessCouldNotMakeFailsWithItsReason() {
		WindowCommand notRun = new WindowCommand(null, null, null, null,
				"the tomcat JVM died during round 1: the JVM exited with code 137 (signal 9)", null);
		Outcome outcome = Outcome.of(Tool.AB, "", notRun);
		assertThat(outcome.failure())
			.isEqualTo("not run: the tomcat JVM died during round 1: the JVM exited with code 137 (signal 9)");
		assertThat(outcome.result()).isNull();
	}

	@Test
	void aCompleteOutputWithTwoHundredsCounts() throws Exception {
		Outcome outcome = Outcome.of(Tool.AB, captured("ab-keepalive.txt"), 0);
		assertThat(outcome.ok()).isTrue();
		assertThat(outcome.failure()).isNull();
	}

	@Test
	void aRunJsonKeyRenamedByTheHarnessFailsTheReadNamingIt(@TempDir Path dir) throws IOException {
		String runJson = Files.readString(PublishedRun.directory(PublishedRun.TUNED).resolve("run.json"));
		Files.writeString(dir.resolve("run.json"), runJson.replace("\"serverCpuCount\"", "\"serverCpus_count\""));
		assertThatIOException().isThrownBy(() -> RunDirectory.read(dir)).withMessageContaining("serverCpuCount");
		assertThat(Json.MAPPER.readValue(runJson, RunRecord.class).pinning().serverCpuCount()).isEqualTo(1);
	}

	private static String captured(String name) throws IOException, URISyntaxException {
		return Files.readString(Path.of(OutcomeTests.class.getResource("/captured/" + name).toURI()));
	}

}
