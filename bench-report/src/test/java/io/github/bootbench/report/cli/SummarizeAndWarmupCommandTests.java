package io.github.bootbench.report.cli;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.bootbench.report.io.Json;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The two commands run-all.sh asks after each load window: did it count, and is the
 * warm-up over.
 */
class SummarizeAndWarmupCommandTests {

	@TempDir
	private Path dir;

	private final ByteArrayOutputStream out = new ByteArrayOutputStream();

	private PrintStream stdout;

	@BeforeEach
	void captureStdout() {
		this.stdout = System.out;
		System.setOut(new PrintStream(this.out, true, StandardCharsets.UTF_8));
	}

	@AfterEach
	void restoreStdout() {
		System.setOut(this.stdout);
	}

	@Test
	void summarizeCallsAMeasurementWithOnlyErrorResponsesFailedAndExitsThree() throws Exception {
		Path raw = measurement("wrk-non2xx.txt", 0);
		assertThat(execute("summarize", "--tool", "wrk", raw.toString())).isEqualTo(BenchReport.MEASUREMENT_FAILED);
		assertThat(output()).isEqualTo("no successful (2xx) response");
	}

	@Test
	void summarizeCallsAToolThatExitedNonZeroFailedWhateverItPrinted() throws Exception {
		Path raw = measurement("wrk-latency.txt", 124);
		assertThat(execute("summarize", "--tool", "wrk", raw.toString())).isEqualTo(BenchReport.MEASUREMENT_FAILED);
		assertThat(output()).isEqualTo("wrk exited with code 124");
	}

	@Test
	void summarizeGivesTheFiguresOfAMeasurementThatCounts() throws Exception {
		Path raw = measurement("wrk-latency.txt", 0);
		assertThat(execute("summarize", "--tool", "wrk", raw.toString())).isZero();
		assertThat(output()).endsWith("(wrk at ?% CPU, server at ?%: unknown)");
	}

	@Test
	void warmupRecordsEachCycleAndSaysWhenTheJitIsQuiet() throws Exception {
		Path curve = this.dir.resolve("curve.csv");
		Path raw = measurement("wrk-latency.txt", 0);
		JsonNode state = null;
		// Compile time after each cycle, read 10 s apart: the last two cycles add 100 and
		// 200
		// ms, under 5 % of 10 s.
		long[] compile = { 30_000, 42_000, 42_100, 42_300 };
		String[] endpoints = { "block", "async", "block", "async" };
		for (int cycle = 1; cycle <= 4; cycle++) {
			this.out.reset();
			assertThat(execute("warmup", "--curve", curve.toString(), "--cycle", String.valueOf(cycle), "--endpoint",
					endpoints[cycle - 1], "--tool", "wrk", "--concurrency", "10", "--seconds", "2", "--compile-ms",
					String.valueOf(compile[cycle - 1]), "--read-at-ms", String.valueOf(1_000_000 + 10_000 * cycle),
					"--patterns", "2", "--cap-seconds", "60", raw.toString()))
				.isZero();
			state = Json.MAPPER.readTree(output());
			assertThat(state.path("done").asBoolean()).as("after cycle %d", cycle).isEqualTo(cycle == 4);
		}
		assertThat(state.path("steady").asBoolean()).isTrue();
		assertThat(state.path("seconds").asInt()).isEqualTo(8);
		assertThat(state.path("windows").asInt()).isEqualTo(4);
		assertThat(state.path("lastChangePercent").asDouble()).isZero();
		assertThat(state.path("lastCompileAddedMs").asDouble()).isEqualTo(200);
		assertThat(Files.readAllLines(curve)).hasSize(5)
			.first()
			.asString()
			.isEqualTo("cycle,endpoint,tool,concurrency,seconds,requests_per_second,compile_ms,compile_added_ms,"
					+ "read_at_ms");
	}

	@Test
	void warmupRuleStatesTheTolerance() throws Exception {
		assertThat(execute("warmup", "--rule")).isZero();
		assertThat(Json.MAPPER.readTree(output()).path("tolerancePercent").asDouble()).isEqualTo(5.0);
	}

	private Path measurement(String captured, int exitCode) throws IOException, URISyntaxException {
		Path raw = this.dir.resolve("wrk-c10-r1.txt");
		Files.copy(Path.of(getClass().getResource("/captured/" + captured).toURI()), raw,
				java.nio.file.StandardCopyOption.REPLACE_EXISTING);
		Files.writeString(this.dir.resolve("wrk-c10-r1.cmd"), "command: wrk\nexit_code: " + exitCode + "\n");
		return raw;
	}

	private String output() {
		return this.out.toString(StandardCharsets.UTF_8).strip();
	}

	private static int execute(String... args) {
		return new CommandLine(new BenchReport()).execute(args);
	}

}
