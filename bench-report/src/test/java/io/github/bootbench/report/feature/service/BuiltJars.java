package io.github.bootbench.report.feature.service;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.ZipFile;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The project's own apps as the swap's tests read them: real Boot jars of each
 * generation, built by the reactor before bench-report. A missing jar fails the test that
 * needs it, saying how to build it.
 */
final class BuiltJars {

	static final Path ROOT = Path.of("..");

	static final Path PROBE = ROOT.resolve("bench-probe/target/bench-probe.jar");

	private BuiltJars() {
	}

	/**
	 * {@code tomcat}, {@code boot4/jetty}, {@code boot27/undertow}: as run-all.sh names
	 * them.
	 */
	static Path app(String app) {
		Path jar = app.contains("/")
				? ROOT.resolve(app.substring(0, app.indexOf('/')) + "/app-" + app.substring(app.indexOf('/') + 1)
						+ "/target/" + app.replace("/", "-app-") + ".jar")
				: ROOT.resolve("app-" + app + "/target/app-" + app + ".jar");
		assertThat(jar).as("%s is built by ./mvnw install (the reactor builds it before bench-report)", jar)
			.isRegularFile();
		return jar;
	}

	static Path probe() {
		assertThat(PROBE).as("built by ./mvnw -pl bench-probe package").isRegularFile();
		return PROBE;
	}

	/**
	 * Every jar of another app, as if Maven had resolved them: its container's closure
	 * and more, which the swap must narrow to what it needs.
	 */
	static List<ResolvedArtifact> closureOf(BootJar app, Path into) throws IOException {
		List<ResolvedArtifact> artifacts = new ArrayList<>();
		Files.createDirectories(into);
		try (ZipFile zip = new ZipFile(app.path().toFile())) {
			for (Library library : app.libraries()) {
				Path file = into.resolve(library.fileName());
				try (InputStream in = zip.getInputStream(zip.getEntry(library.entry()))) {
					Files.copy(in, file);
				}
				artifacts.add(new ResolvedArtifact(library.groupId(), library.artifactId(), library.version(), file));
			}
		}
		return artifacts;
	}

}
