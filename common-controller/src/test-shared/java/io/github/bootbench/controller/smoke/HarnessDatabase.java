package io.github.bootbench.controller.smoke;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A real PostgreSQL for the apps' smoke tests: started once per test JVM by the harness's
 * own {@code bench-scripts/database.sh}, with its data set
 * ({@code database/world-and-fortunes.sql}), and stopped when the JVM exits. Before a
 * test class's first Spring context is made, it sets {@code spring.datasource.url} to
 * that database as a system property, so that every context of the JVM (the tuned
 * profile's too) serves the database endpoints; the user comes from the apps' shared
 * properties. Shared by
 * every generation's smoke tests (compiled from one source, as the controller is).
 */
public final class HarnessDatabase implements BeforeAllCallback {

	private static final String SCRIPT = "bench-scripts/database.sh";

	private static final long START_SECONDS = 90;

	private static final long STOP_SECONDS = 30;

	private static Started started;

	@Override
	public void beforeAll(ExtensionContext context) throws Exception {
		Started database = started();
		System.setProperty("spring.datasource.url", database.url());
	}

	private static synchronized Started started() throws IOException, InterruptedException {
		if (started == null) {
			started = start();
			Started database = started;
			Runtime.getRuntime().addShutdownHook(new Thread(() -> stop(database), "harness-database-stop"));
		}
		return started;
	}

	private static Started start() throws IOException, InterruptedException {
		Path script = projectRoot().resolve(SCRIPT);
		Process process = new ProcessBuilder("bash", script.toString(), "start", "--port", String.valueOf(freePort()))
			.redirectErrorStream(false)
			.start();
		process.getOutputStream().close();
		if (!process.waitFor(START_SECONDS, TimeUnit.SECONDS)) {
			process.destroyForcibly();
			throw new IllegalStateException(SCRIPT + " start did not finish within " + START_SECONDS + " s");
		}
		String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
		String err = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8).strip();
		List<String> fields = List.of(out.split("\t"));
		if (process.exitValue() != 0 || fields.size() != 3) {
			throw new IllegalStateException("The smoke tests need a PostgreSQL server (Debian: apt-get install "
					+ "postgresql; ./mvnw -B verify installs it): " + SCRIPT + " start exited "
					+ process.exitValue() + ": " + (err.isEmpty() ? out : err));
		}
		return new Started(fields.get(0), fields.get(1), fields.get(2), script);
	}

	private static void stop(Started database) {
		try {
			Process process = new ProcessBuilder("bash", database.script().toString(), "stop", database.directory(),
					database.pid())
				.inheritIO()
				.start();
			process.waitFor(STOP_SECONDS, TimeUnit.SECONDS);
		}
		catch (IOException ex) {
			System.err.println("Could not stop the smoke tests' database " + database.pid() + ": " + ex);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
		}
	}

	/** The project's root: the first directory up from here that holds the script. */
	private static Path projectRoot() {
		for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
			if (Files.isRegularFile(dir.resolve(SCRIPT))) {
				return dir;
			}
		}
		throw new IllegalStateException("No " + SCRIPT + " above " + Path.of("").toAbsolutePath());
	}

	private static int freePort() throws IOException {
		try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
			return socket.getLocalPort();
		}
	}

	private record Started(String pid, String directory, String url, Path script) {
	}

}
