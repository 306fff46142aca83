package io.github.bootbench.jmeter;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Short windows of the protocol against an HTTP server of the JDK's own: every request of
 * every thread is sent, sampled into JMeter's raw results and its Summary Report, and the
 * counter gives each request its own value.
 */
class SeedProtocolTests {

	private TestServer server;

	@TempDir
	Path directory;

	@BeforeEach
	void startServer() throws IOException {
		this.server = new TestServer();
	}

	@AfterEach
	void stopServer() {
		this.server.close();
	}

	@Test
	void everyThreadSendsItsLoopsAndEverySampleIsKeptAndSummarised() throws IOException {
		Path jtl = this.directory.resolve("window.jtl");
		ByteArrayOutputStream bytes = new ByteArrayOutputStream();
		int exit = run(bytes, "--url", url("/test/block"), "--threads", "20", "--ramp-seconds", "1", "--loops", "3",
				"--jtl", jtl.toString());
		String output = bytes.toString(StandardCharsets.UTF_8);
		assertThat(exit).as(output).isZero();
		assertThat(output).contains(SummaryReport.HEADER + "\n/test/block,60,");
		JsonNode window = result(output);
		assertThat(window.path("threads").asInt()).isEqualTo(20);
		assertThat(window.path("loops").asInt()).isEqualTo(3);
		assertThat(window.path("summary").path("samples").asLong()).isEqualTo(60);
		assertThat(window.path("summary").path("errorFraction").asDouble()).isZero();
		assertThat(window.path("responseCodes").path("200").asLong()).isEqualTo(60);
		assertThat(window.path("percentilesMs").size()).isEqualTo(4);
		List<String> raw = Files.readAllLines(jtl);
		assertThat(raw.get(0)).startsWith("timeStamp,elapsed,label,responseCode");
		assertThat(raw).hasSize(61);
	}

	@Test
	void theCounterGivesEveryRequestItsOwnValue() throws IOException {
		ByteArrayOutputStream bytes = new ByteArrayOutputStream();
		int exit = run(bytes, "--url", url("/test/json"), "--threads", "10", "--ramp-seconds", "1", "--loops", "1",
				"--counter-parameter", "seq", "--jtl", this.directory.resolve("json.jtl").toString());
		String output = bytes.toString(StandardCharsets.UTF_8);
		assertThat(exit).as(output).isZero();
		assertThat(this.server.queries()).containsExactlyInAnyOrder("seq=1", "seq=2", "seq=3", "seq=4", "seq=5",
				"seq=6", "seq=7", "seq=8", "seq=9", "seq=10");
		assertThat(result(output).path("url").asText()).endsWith("/test/json?seq=${seq}");
	}

	@Test
	void aThreadGroupWithoutThreadsIsRefusedWithTheRule() {
		ByteArrayOutputStream bytes = new ByteArrayOutputStream();
		CommandLine command = new CommandLine(new SeedProtocol(new PrintStream(bytes, true, StandardCharsets.UTF_8)));
		ByteArrayOutputStream errors = new ByteArrayOutputStream();
		command.setErr(new PrintWriter(errors, true, StandardCharsets.UTF_8));
		int exit = command.execute("--url", url("/test/block"), "--threads", "0", "--ramp-seconds", "1", "--loops", "3",
				"--jtl", this.directory.resolve("none.jtl").toString());
		assertThat(exit).isEqualTo(2);
		assertThat(errors.toString(StandardCharsets.UTF_8)).contains("threads and loops must be at least 1");
		assertThat(this.directory.resolve("none.jtl")).doesNotExist();
	}

	private int run(ByteArrayOutputStream bytes, String... args) {
		return new CommandLine(new SeedProtocol(new PrintStream(bytes, true, StandardCharsets.UTF_8))).execute(args);
	}

	private String url(String path) {
		return this.server.url(path);
	}

	private static JsonNode result(String output) throws IOException {
		return new ObjectMapper().readTree(output.substring(output.indexOf("{\"tool\":\"jmeter\"")));
	}

}
