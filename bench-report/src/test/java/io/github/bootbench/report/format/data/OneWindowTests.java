package io.github.bootbench.report.format.data;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.module.SimpleModule;
import io.github.bootbench.report.PublishedRun;
import io.github.bootbench.report.core.WindowKey;
import io.github.bootbench.report.input.Measurement;
import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.io.Csv;
import io.github.bootbench.report.io.Json;
import io.github.bootbench.report.model.Row;
import io.github.bootbench.report.model.RunResult;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * One window of the committed fixed-rate run followed from its raw file to its row of
 * results.csv and its element of results.json's {@code windows}: the window read from the
 * run directory is the very object the run's result and its cell hold (one type, no
 * copy), and both shapes written from it are the committed ones.
 */
class OneWindowTests {

	@Test
	void aWindowKeepsItsKeyFromTheRunDirectoryToItsRowOfResultsCsv() throws IOException {
		Path directory = PublishedRun.directory(PublishedRun.FIXED_RATE);
		RunDirectory run = RunDirectory.read(directory);
		RunResult result = RunResult.of(run);
		Measurement read = run.measurements().stream().filter(Measurement::ok).findFirst().orElseThrow();
		WindowKey key = read.key();

		Measurement modelled = result.measurements()
			.stream()
			.filter((row) -> row.key() == key)
			.findFirst()
			.orElseThrow();
		assertThat(modelled).isSameAs(read);
		Row cell = result.rows()
			.stream()
			.filter((row) -> key.at(row.endpoint(), row.tool(), row.concurrency()))
			.findFirst()
			.orElseThrow();
		assertThat(cell.cells().get(key.variant()).measurements())
			.anySatisfy((row) -> assertThat(row).isSameAs(modelled));
		assertThat(modelled.load().requestsPerSecond()).isEqualTo(read.result().requestsPerSecond());

		String written = Csv.MAPPER.writer(MeasurementColumns.schema(false))
			.writeValueAsString(MeasurementColumns.of(modelled, false));
		assertThat(written).startsWith(String.join(",", key.variant(), key.endpoint(), key.tool().id(),
				String.valueOf(key.concurrency()), String.valueOf(key.round()), String.valueOf(key.block()),
				String.valueOf(key.visit()), Measurement.OK));
		assertThat(Files.readAllLines(directory.resolve("results.csv"))).contains(written.stripTrailing());

		// Read back from its text, so that its numbers are of the types a reader sees.
		JsonNode window = Json.MAPPER.readTree(Json.MAPPER.copy()
			.registerModule(new SimpleModule().addSerializer(Measurement.class, new ResultsDocument.WindowWriter()))
			.writeValueAsString(modelled));
		assertThat(Json.MAPPER.readTree(directory.resolve("results.json").toFile()).get("windows")).contains(window);
		assertThat(window.get("requestsPerSecond").asDouble()).isEqualTo(modelled.requestsPerSecond());
		assertThat(window.get("jitBusy").asBoolean()).isEqualTo(modelled.jitBusy());
	}

}
