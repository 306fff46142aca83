package io.github.bootbench.report.format.data;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.core.WindowKey;
import io.github.bootbench.report.input.ActuatorReadings;
import io.github.bootbench.report.input.Measurement;
import io.github.bootbench.report.input.Samples;
import io.github.bootbench.report.input.WindowCommand;
import io.github.bootbench.report.io.Csv;
import io.github.bootbench.report.io.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The connections a window's server accepted, from the {@code .cmd} line the harness
 * writes to results.csv and results.json: a column only in a run that counted them, so
 * that every earlier run's files stay as they were.
 */
class ConnectionsAcceptedTests {

	@TempDir
	Path directory;

	@Test
	void aCountedWindowHasItsCountAsTheLastColumnAndField() throws IOException {
		Measurement window = window("connections_accepted: 612\n");
		assertThat(window.command().connectionsAccepted()).isEqualTo(612L);

		String row = Csv.MAPPER.writer(MeasurementColumns.schema(false, false, true))
			.writeValueAsString(MeasurementColumns.of(window, false));
		assertThat(row.stripTrailing()).endsWith(",612");
		JsonNode json = Json.MAPPER.valueToTree(MeasurementColumns.of(window, false));
		assertThat(json.get("connectionsAccepted").asLong()).isEqualTo(612L);
	}

	@Test
	void aWindowOfARunThatDidNotCountHasNeitherColumnNorField() throws IOException {
		Measurement window = window("");
		assertThat(window.command().connectionsAccepted()).isNull();

		String header = Csv.MAPPER.writer(MeasurementColumns.schema(false, false, false).withHeader())
			.writeValueAsString(List.of());
		assertThat(header).doesNotContain("connectionsAccepted").contains("threadsStartedDuring");
		assertThat(Json.MAPPER.valueToTree(MeasurementColumns.of(window, false)).has("connectionsAccepted")).isFalse();
	}

	@Test
	void aCountThatIsNotANumberIsNotCounted() throws IOException {
		assertThat(window("connections_accepted: -3\n").command().connectionsAccepted()).isNull();
		assertThat(window("connections_accepted: many\n").command().connectionsAccepted()).isNull();
	}

	private Measurement window(String connectionsLine) throws IOException {
		Path cmd = Files.writeString(this.directory.resolve("wrk-c100-r1-b1.cmd"),
				"command: wrk\nstart: 2026-11-28T19:00:00Z\nend: 2026-11-28T19:00:02Z\nexit_code: 0\nsettle_ms: 400\n"
						+ connectionsLine);
		return new Measurement(new WindowKey("boot4-tomcat", "block", Tool.WRK, 100, 1, 1, 1), "raw/x.txt", null, null,
				WindowCommand.read(cmd), new Samples(List.of()), ActuatorReadings.NONE,
				new Measurement.Setting(1, 1, 2));
	}

}
