package io.github.bootbench.latency;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.concurrent.Callable;

import io.hyperfoil.api.config.Benchmark;
import io.hyperfoil.api.config.BenchmarkBuilder;
import io.hyperfoil.api.config.PhaseBuilder;
import io.hyperfoil.http.api.HttpMethod;
import io.hyperfoil.http.config.HttpPluginBuilder;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import static io.hyperfoil.http.steps.HttpStepCatalog.SC;

/**
 * One fixed-rate window: GET requests to one URL scheduled on a clock at a constant rate
 * (Hyperfoil's open model, evenly spaced), first for a calibration phase that is recorded
 * but not measured, then for the measured phase. Every second of both is printed as it is
 * read, and the whole window as one JSON line ({@link WindowRecord}) with each second's
 * HdrHistogram; {@code --histogram-log} also writes the measured seconds as an
 * HdrHistogram interval log.
 */
@Command(name = "bench-latency", mixinStandardHelpOptions = true, versionProvider = FixedRate.Version.class,
		description = "Sends GET requests to one URL at a fixed rate (Hyperfoil's open model) and records "
				+ "every second's latency histogram, timed from when each request was sent.")
public final class FixedRate implements Callable<Integer> {

	/**
	 * Requests in flight the phase may hold, in seconds of its rate: as Hyperfoil's wrk2
	 * command.
	 */
	static final int SESSIONS_PER_RATE = 15;

	static final String CALIBRATION = "calibration";

	static final String MEASURED = "measured";

	@Option(names = "--url", required = true, description = "the URL to GET, http://host:port/path")
	URI url;

	@Option(names = "--rate", required = true, description = "requests per second")
	int rate;

	@Option(names = "--seconds", required = true, description = "length of the measured phase")
	int seconds;

	/**
	 * The driver is a fresh JVM each window: its own JIT and GC settle during the
	 * calibration. After 3 s, the first measured second at 11,572 and 17,358 req/s still
	 * had requests waiting for a connection (61-991,660 ms in all, block on Boot 4's
	 * Tomcat, 2026-11-24); after 6 s, none at 11,572.
	 */
	@Option(names = "--calibration-seconds", defaultValue = "6",
			description = "length of the unmeasured phase before it, at the same rate, in which the driver's own "
					+ "JIT and GC settle (default ${DEFAULT-VALUE})")
	int calibrationSeconds;

	@Option(names = "--connections", required = true,
			description = "HTTP/1.1 connections shared by every request; a request that finds none free waits, "
					+ "and the wait is recorded as blocked time")
	int connections;

	@Option(names = "--timeout-seconds", defaultValue = "5",
			description = "a request unanswered this long counts as timed out (default ${DEFAULT-VALUE})")
	int timeoutSeconds;

	@Option(names = "--histogram-log", description = "also write the measured seconds as an HdrHistogram log here")
	Path histogramLog;

	@Spec
	CommandSpec spec;

	private final PrintStream out;

	FixedRate(PrintStream out) {
		this.out = out;
	}

	public static void main(String[] args) {
		// Hyperfoil logs through Log4j 2: its warnings (a depleted session pool) belong
		// in the
		// tool's output, its start-up chatter does not.
		System.setProperty("log4j2.configurationFile", "classpath:bench-latency-log4j2.xml");
		PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
		System.exit(new CommandLine(new FixedRate(out)).execute(args));
	}

	@Override
	public Integer call() throws Exception {
		validate();
		Recorder recorder = new Recorder(this.out);
		WindowRunner runner = new WindowRunner(benchmark(), recorder);
		String failure = runner.runToEnd();
		WindowRecord record = recorder.record(settings(), runner.times(), runner.limitExceeded(),
				HonourConnectionClose.CLOSES.get(), failure);
		if (this.histogramLog != null) {
			recorder.writeLog(this.histogramLog, MEASURED);
		}
		this.out.flush();
		// One write, on a line of its own: stderr shares the file in the harness (2>&1),
		// and a
		// write to a regular file is not split by another one, while println's buffered
		// chunks
		// could be.
		this.out.write(("\n" + record.toJson() + "\n").getBytes(StandardCharsets.UTF_8));
		this.out.flush();
		return (record.failure() == null) ? 0 : 1;
	}

	private void validate() {
		List<String> errors = new ArrayList<>();
		if (!"http".equals(this.url.getScheme()) || this.url.getHost() == null) {
			errors.add("--url must be http://host[:port]/path, not " + this.url);
		}
		if (this.rate < 1 || this.seconds < 1 || this.calibrationSeconds < 0 || this.connections < 1
				|| this.timeoutSeconds < 1) {
			errors.add("--rate, --seconds, --connections and --timeout-seconds must be positive, "
					+ "--calibration-seconds at least 0");
		}
		if (!errors.isEmpty()) {
			throw new CommandLine.ParameterException(this.spec.commandLine(), String.join("; ", errors));
		}
	}

	private WindowRecord.Settings settings() {
		return new WindowRecord.Settings(this.url.toString(), this.rate, this.seconds, this.calibrationSeconds,
				this.connections, maxSessions(), this.timeoutSeconds, Version.HYPERFOIL);
	}

	/**
	 * Requests the phase may hold in flight: as many as its rate sends before the first
	 * of them times out, so that no request is held back for want of a session while an
	 * earlier one can still be answered. Hyperfoil's wrk2 command allows 15 s of the
	 * rate, which at tens of thousands a second does not fit in the driver's heap (each
	 * session is allocated up front).
	 */
	private int maxSessions() {
		return this.rate * this.timeoutSeconds;
	}

	private Benchmark benchmark() {
		int port = (this.url.getPort() > 0) ? this.url.getPort() : 80;
		String path = (this.url.getRawPath() == null || this.url.getRawPath().isEmpty()) ? "/"
				: this.url.getRawPath() + ((this.url.getRawQuery() != null) ? "?" + this.url.getRawQuery() : "");
		BenchmarkBuilder builder = BenchmarkBuilder.builder()
			.name("bench-latency")
			.addPlugin(HttpPluginBuilder::new)
			.http()
			.host(this.url.getHost())
			.port(port)
			.sharedConnections(this.connections)
			.endHttp()
			.endPlugin()
			.threads(1);
		if (this.calibrationSeconds > 0) {
			phase(builder, CALIBRATION, this.calibrationSeconds, path);
			phase(builder, MEASURED, this.seconds, path).startAfterStrict(CALIBRATION);
		}
		else {
			phase(builder, MEASURED, this.seconds, path);
		}
		return builder.build();
	}

	private PhaseBuilder<?> phase(BenchmarkBuilder builder, String name, int length, String path) {
		PhaseBuilder<?> phase = builder.addPhase(name)
			.constantRate(this.rate)
			.variance(false)
			.maxSessions(maxSessions())
			.duration(length * 1000L)
			.maxDuration((length + this.timeoutSeconds) * 1000L);
		phase.scenario()
			.initialSequence("request")
			.step(SC)
			.httpRequest(HttpMethod.GET)
			.path(path)
			.timeout(this.timeoutSeconds + "s")
			.handler()
			.header(new HonourConnectionClose())
			.endHandler()
			.endStep()
			.endSequence();
		return phase;
	}

	/** This tool's version and Hyperfoil's. */
	static final class Version implements CommandLine.IVersionProvider {

		static final String HYPERFOIL = hyperfoil();

		private static String hyperfoil() {
			Properties properties = new Properties();
			try (InputStream in = FixedRate.class.getResourceAsStream("/bench-latency.properties")) {
				if (in == null) {
					return "unknown";
				}
				properties.load(in);
			}
			catch (IOException ex) {
				return "unknown";
			}
			return properties.getProperty("hyperfoil.version", "unknown");
		}

		@Override
		public String[] getVersion() {
			return new String[] { String.format(Locale.ROOT, "bench-latency (Hyperfoil %s)", HYPERFOIL) };
		}

	}

}
