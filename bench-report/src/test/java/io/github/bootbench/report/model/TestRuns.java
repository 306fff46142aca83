package io.github.bootbench.report.model;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.bootbench.report.input.ActuatorReadings;
import io.github.bootbench.report.input.Measurement;
import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.input.RunRecord;
import io.github.bootbench.report.input.Samples;
import io.github.bootbench.report.io.Json;
import io.github.bootbench.report.parse.ToolResult;

/**
 * Runs built in memory with chosen throughputs, for the rules and sentences a small real
 * fixture cannot reach (it has two rounds, so nothing in it is judged). The run record is
 * the real fixture's, narrowed to the endpoints and rounds given; every measurement is
 * wrk at c=100 with the server saturated.
 */
final class TestRuns {

	static final int CONCURRENCY = 100;

	private final Map<String, Map<String, List<Double>>> throughput = new LinkedHashMap<>();

	private int rounds;

	/** The throughput of each round of one container on one endpoint. */
	TestRuns with(String container, String endpoint, double... rounds) {
		List<Double> values = new ArrayList<>();
		for (double value : rounds) {
			values.add(value);
		}
		this.throughput.computeIfAbsent(container, (c) -> new LinkedHashMap<>()).put(endpoint, values);
		this.rounds = Math.max(this.rounds, rounds.length);
		return this;
	}

	RunResult result() throws IOException {
		RunRecord fixture;
		try (InputStream json = getClass().getResourceAsStream("/fixture-run/2026-11-21T06-20-53Z/run.json")) {
			fixture = Json.MAPPER.readValue(json, RunRecord.class);
		}
		List<String> containers = new ArrayList<>(this.throughput.keySet());
		List<String> endpoints = this.throughput.values()
			.stream()
			.flatMap((e) -> e.keySet().stream())
			.distinct()
			.toList();
		RunRecord.Options o = fixture.options();
		RunRecord record = new RunRecord(fixture.runId(), fixture.status(), fixture.startedAt(), fixture.endedAt(),
				fixture.commandLine(),
				new RunRecord.Options(o.mode(), containers, endpoints, List.of("wrk"), List.of(CONCURRENCY),
						o.durationSeconds(), this.rounds, o.profile(), o.jdk(), o.jvmOptions(), o.coldStarts(),
						o.warmup(), null, null, null, null, null, null),
				fixture.pinning(), fixture.environment(), fixture.toolVersions(), fixture.toolFlags(),
				fixture.containers(), List.of(), List.of());
		List<Measurement> measurements = new ArrayList<>();
		this.throughput.forEach((container, byEndpoint) -> byEndpoint.forEach((endpoint, values) -> {
			for (int round = 1; round <= values.size(); round++) {
				measurements.add(measurement(container, endpoint, round, values.get(round - 1)));
			}
		}));
		JsonNode recorded = Json.MAPPER.valueToTree(record);
		return RunResult.of(new RunDirectory(Path.of("in-memory"), record, recorded, measurements, List.of(), List.of(),
				List.of()));
	}

	private static Measurement measurement(String container, String endpoint, int round, double rps) {
		ToolResult result = new ToolResult("wrk", Math.round(rps * 5), Math.round(rps * 5), 0, 0, 0, rps, 5.0, 4.0, 8.0,
				12.0, 40.0, 5.0, CONCURRENCY);
		Samples saturated = new Samples(List.of(new Samples.Row(1000, 99.0, 300_000L, 40L, 20.0)));
		return new Measurement(container, endpoint, "wrk", CONCURRENCY, round, 0,
				"raw/" + container + "/" + endpoint + "/wrk-c" + CONCURRENCY + "-r" + round + ".txt", result, null,
				Measurement.Command.NONE, saturated, ActuatorReadings.NONE);
	}

}
