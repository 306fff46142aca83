package io.github.bootbench.report.cli;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/**
 * The real run directory the report tests read: {@code run-all.sh --smoke --rounds 2}
 * recorded on this machine (3 containers, block and async, ab, siege and wrk at c=10, 2
 * rounds, one siege round that hung and was stopped by the harness).
 */
final class FixtureRun {

	static final String RUN_ID = "2026-11-21T06-20-53Z";

	private FixtureRun() {
	}

	/** A writable copy of the fixture at {@code target}. */
	static Path copyTo(Path target) throws IOException {
		try {
			copy(Path.of(FixtureRun.class.getResource("/fixture-run/" + RUN_ID).toURI()), target);
			return target;
		}
		catch (URISyntaxException ex) {
			throw new IllegalStateException(ex);
		}
	}

	static void copy(Path from, Path to) throws IOException {
		try (Stream<Path> files = Files.walk(from)) {
			for (Path file : files.toList()) {
				Path target = to.resolve(from.relativize(file).toString());
				if (Files.isDirectory(file)) {
					Files.createDirectories(target);
				}
				else {
					Files.copy(file, target);
				}
			}
		}
	}

	static void delete(Path directory) throws IOException {
		try (Stream<Path> files = Files.walk(directory)) {
			for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
				Files.delete(file);
			}
		}
	}

}
