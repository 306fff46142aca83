package io.github.bootbench.latency;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * One short window against an HTTP server of the JDK's own that closes every tenth
 * exchange's connection the way Tomcat closes a connection's 100th
 * ({@code Connection: close}): every close is counted, and the connections taken out of
 * the pool for it are replaced without losing a request. (The race the closes cause
 * without it, a request written onto a connection whose close is on its way, shows
 * against Tomcat at thousands of requests a second, not against this server.)
 */
class FixedRateTests {

	private static final int CLOSE_EVERY = 10;

	private HttpServer server;

	private final AtomicInteger served = new AtomicInteger();

	@TempDir
	Path directory;

	@BeforeEach
	void startServer() throws IOException {
		this.server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
		this.server.createContext("/test/block", (exchange) -> {
			byte[] body = "test block!!!".getBytes(StandardCharsets.UTF_8);
			if (this.served.incrementAndGet() % CLOSE_EVERY == 0) {
				exchange.getResponseHeaders().set("Connection", "close");
			}
			exchange.sendResponseHeaders(200, body.length);
			try (OutputStream out = exchange.getResponseBody()) {
				out.write(body);
			}
		});
		this.server.setExecutor(Executors.newFixedThreadPool(4));
		this.server.start();
	}

	@AfterEach
	void stopServer() {
		this.server.stop(0);
	}

	@Test
	void aWindowRecordsEverySecondOfItsMeasuredPhaseAndLosesNoRequestToAServerThatClosesConnections()
			throws IOException {
		ByteArrayOutputStream bytes = new ByteArrayOutputStream();
		Path log = this.directory.resolve("window.hlog");
		int exit = new CommandLine(new FixedRate(new PrintStream(bytes, true, StandardCharsets.UTF_8))).execute("--url",
				"http://127.0.0.1:" + this.server.getAddress().getPort() + "/test/block", "--rate", "200", "--seconds",
				"2", "--calibration-seconds", "1", "--connections", "20", "--histogram-log", log.toString());
		String output = bytes.toString(StandardCharsets.UTF_8);
		assertThat(exit).as(output).isZero();
		JsonNode window = new ObjectMapper().readTree(output.substring(output.indexOf("{\"tool\":\"bench-latency\"")));
		assertThat(window.path("failure").isNull()).isTrue();
		assertThat(window.path("settings").path("rate").asInt()).isEqualTo(200);
		assertThat(window.path("settings").path("maxSessions").asInt()).isEqualTo(200 * 5);
		assertThat(window.path("phases").path("measured").path("terminatedMs").asLong())
			.isGreaterThanOrEqualTo(window.path("phases").path("measured").path("startedMs").asLong() + 2000);
		long measuredRequests = 0;
		long measuredOk = 0;
		long connectionErrors = 0;
		for (JsonNode second : window.path("seconds")) {
			connectionErrors += second.path("connectionErrors").asLong();
			if ("measured".equals(second.path("phase").asText())) {
				measuredRequests += second.path("requests").asLong();
				measuredOk += second.path("status2xx").asLong();
				assertThat(second.path("histogram").asText()).isNotEmpty();
			}
		}
		assertThat(measuredRequests).isBetween(390L, 410L);
		assertThat(measuredOk).isEqualTo(measuredRequests);
		assertThat(window.path("serverCloses").asLong()).isGreaterThan(0);
		assertThat(connectionErrors).isZero();
		assertThat(output).contains("measured second from ");
		assertThat(Files.readString(log)).contains("#[Histogram log format version");
	}

	@Test
	void badSettingsAreRefusedWithTheirRule() {
		ByteArrayOutputStream errors = new ByteArrayOutputStream();
		CommandLine command = new CommandLine(new FixedRate(System.out));
		command.setErr(new java.io.PrintWriter(errors, true, StandardCharsets.UTF_8));
		int exit = command.execute("--url", "http://127.0.0.1:1/x", "--rate", "0", "--seconds", "1", "--connections",
				"1");
		assertThat(exit).isEqualTo(2);
		assertThat(errors.toString(StandardCharsets.UTF_8)).contains("--rate, --seconds, --connections");
	}

}
