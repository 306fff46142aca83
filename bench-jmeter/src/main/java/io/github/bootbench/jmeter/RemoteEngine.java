package io.github.bootbench.jmeter;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;

import org.apache.jmeter.engine.RemoteJMeterEngineImpl;
import org.apache.jmeter.util.JMeterUtils;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import us.abstracta.jmeter.javadsl.core.engines.JmeterEnvironment;

/**
 * A JMeter remote engine on a load host: JMeter's own {@link RemoteJMeterEngineImpl}, as
 * {@code jmeter-server} starts it, from bench-jmeter's classpath (no JMeter distribution
 * needed). A client ({@code bench-jmeter --engines}) sends it the thread group, it runs
 * the group against the server and sends every sample back. It listens on {@code --port}
 * (the RMI registry) and {@code --port} + 1 (the engine), both without TLS ({@link Rmi}):
 * a private benchmark network only. It exits once the client is done with it, or after
 * {@code --max-seconds} whatever happens, so that a client that died never leaves it
 * running.
 */
@Command(name = "bench-jmeter-engine", mixinStandardHelpOptions = true, versionProvider = SeedProtocol.Version.class,
		description = "Runs a JMeter remote engine until its client stops it, or --max-seconds.")
public final class RemoteEngine implements Callable<Integer> {

	@Option(names = "--hostname", required = true,
			description = "the address the client reaches this engine at (java.rmi.server.hostname)")
	String hostname;

	@Option(names = "--port", defaultValue = "1099", description = "the RMI registry's port; the engine's is one more")
	int port;

	@Option(names = "--max-seconds", required = true, description = "exit after this long, whatever happens")
	long maxSeconds;

	private final PrintStream out;

	RemoteEngine(PrintStream out) {
		this.out = out;
	}

	public static void main(String[] args) {
		PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
		int code = new CommandLine(new RemoteEngine(out)).execute(args);
		// On success the JVM lives as long as JMeter keeps its engine exported: its
		// client's rexit
		// unexports it, and the JVM ends, as jmeter-server's does.
		if (code != 0) {
			System.exit(code);
		}
	}

	@Override
	public Integer call() throws IOException {
		// JMeter's properties first (a fresh JMeter home, as the DSL makes for its own
		// runs), then RMI's.
		new JmeterEnvironment();
		Rmi.reachedAt(this.hostname);
		JMeterUtils.setProperty(Rmi.SSL_DISABLE, "true");
		JMeterUtils.setProperty("server.rmi.localport", String.valueOf(this.port + 1));
		Thread bound = new Thread(() -> {
			try {
				Thread.sleep(TimeUnit.SECONDS.toMillis(this.maxSeconds));
			}
			catch (InterruptedException ex) {
				Thread.currentThread().interrupt();
			}
			this.out.printf("bench-jmeter engine: exiting after --max-seconds %d%n", this.maxSeconds);
			System.exit(0);
		}, "bench-jmeter-engine-bound");
		bound.setDaemon(true);
		bound.start();
		RemoteJMeterEngineImpl.startServer(this.port);
		this.out.printf("bench-jmeter engine: ready on %s:%d (engine port %d), Apache JMeter %s%n", this.hostname,
				this.port, this.port + 1, JMeterUtils.getJMeterVersion());
		return 0;
	}

}
