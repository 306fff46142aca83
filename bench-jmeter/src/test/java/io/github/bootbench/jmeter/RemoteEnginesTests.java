package io.github.bootbench.jmeter;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A window through two JMeter remote engines, each its own JVM started as a load host
 * starts it ({@link RemoteEngine}), on loopback: the threads are divided between them,
 * every sample comes back into the one JTL and the Summary Report with the engine it came
 * from, and both engines exit once the window is done. The options that cannot be run are
 * refused before any engine is reached.
 */
class RemoteEnginesTests {

	private TestServer server;

	private final List<Process> engines = new ArrayList<>();

	@TempDir
	Path directory;

	@BeforeEach
	void startServer() throws IOException {
		this.server = new TestServer();
	}

	@AfterEach
	void stopEverything() {
		this.engines.forEach(Process::destroyForcibly);
		this.server.close();
	}

	@Test
	void theThreadsAreDividedBetweenTheEnginesAndEverySampleComesBackWithItsEngine() throws Exception {
		String first = startEngine();
		String second = startEngine();
		Path jtl = this.directory.resolve("remote.jtl");
		ByteArrayOutputStream bytes = new ByteArrayOutputStream();
		int exit = new CommandLine(new SeedProtocol(new PrintStream(bytes, true, StandardCharsets.UTF_8))).execute(
				"--url", url("/test/block"), "--threads", "6", "--ramp-seconds", "1", "--loops", "5", "--jtl",
				jtl.toString(), "--engines", first + "," + second, "--client-address", "127.0.0.1");
		String output = bytes.toString(StandardCharsets.UTF_8);
		assertThat(exit).as(output).isZero();
		assertThat(output).contains("on 2 JMeter remote engines, 3 threads each");
		JsonNode window = new ObjectMapper().readTree(output.substring(output.indexOf("{\"tool\":\"jmeter\"")));
		assertThat(window.path("summary").path("samples").asLong()).isEqualTo(30);
		assertThat(window.path("responseCodes").path("200").asLong()).isEqualTo(30);
		assertThat(window.path("samplesByEngine").path(first).asLong()).isEqualTo(15);
		assertThat(window.path("samplesByEngine").path(second).asLong()).isEqualTo(15);
		List<String> raw = Files.readAllLines(jtl);
		assertThat(raw).hasSize(31);
		assertThat(raw.subList(1, raw.size()))
			.allMatch((row) -> row.contains(first + "-") || row.contains(second + "-"));
		for (Process engine : this.engines) {
			assertThat(engine.waitFor(20, TimeUnit.SECONDS)).as("the engine exits once its client is done").isTrue();
		}
		for (String engine : List.of(first, second)) {
			assertThat(this.directory.resolve("engine-" + engine.substring(engine.indexOf(':') + 1) + ".log")).content()
				.contains("bench-jmeter engine: ready on " + engine)
				.contains("Starting the test on host " + engine);
		}
	}

	@Test
	void threadsThatCannotBeDividedEvenlyAreRefusedBeforeAnyEngineIsReached() {
		assertThat(refusal("--threads", "5", "--engines", "127.0.0.1:1,127.0.0.1:3", "--client-address", "127.0.0.1"))
			.contains("--threads 5 cannot be divided evenly between 2 engines");
		assertThat(refusal("--threads", "4", "--engines", "127.0.0.1", "--client-address", "127.0.0.1"))
			.contains("'127.0.0.1' is not HOST:PORT");
		assertThat(refusal("--threads", "4", "--engines", "127.0.0.1:1099"))
			.contains("--engines needs --client-address");
		assertThat(refusal("--threads", "4", "--client-address", "127.0.0.1"))
			.contains("--client-address is for --engines");
		assertThat(this.directory.resolve("none.jtl")).doesNotExist();
	}

	private String refusal(String... options) {
		CommandLine command = new CommandLine(new SeedProtocol(new PrintStream(OutputStream.nullOutputStream())));
		ByteArrayOutputStream errors = new ByteArrayOutputStream();
		command.setErr(new PrintWriter(errors, true, StandardCharsets.UTF_8));
		List<String> args = new ArrayList<>(List.of("--url", url("/test/block"), "--ramp-seconds", "1", "--loops", "1",
				"--jtl", this.directory.resolve("none.jtl").toString()));
		args.addAll(List.of(options));
		assertThat(command.execute(args.toArray(String[]::new))).isEqualTo(2);
		return errors.toString(StandardCharsets.UTF_8);
	}

	/** An engine JVM on a free pair of ports, once it says it is ready; its HOST:PORT. */
	private String startEngine() throws IOException, InterruptedException {
		int port = freePortPair();
		Process engine = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
				System.getProperty("java.class.path"), RemoteEngine.class.getName(), "--hostname", "127.0.0.1",
				"--port", String.valueOf(port), "--max-seconds", "60")
			.redirectErrorStream(true)
			.redirectOutput(this.directory.resolve("engine-" + port + ".log").toFile())
			.start();
		this.engines.add(engine);
		Path log = this.directory.resolve("engine-" + port + ".log");
		for (int i = 0; i < 300 && !Files.readString(log).contains("ready on"); i++) {
			assertThat(engine.isAlive()).as(Files.readString(log)).isTrue();
			Thread.sleep(100);
		}
		assertThat(Files.readString(log)).contains("ready on");
		return "127.0.0.1:" + port;
	}

	/** A port whose next one is free too: the engine listens on both. */
	private static int freePortPair() throws IOException {
		for (int i = 0; i < 20; i++) {
			try (ServerSocket first = new ServerSocket(0)) {
				int port = first.getLocalPort();
				try (ServerSocket second = new ServerSocket(port + 1)) {
					return port;
				}
				catch (IOException ex) {
					// Taken: another pair.
				}
			}
		}
		throw new IOException("no free pair of ports");
	}

	private String url(String path) {
		return this.server.url(path);
	}

}
