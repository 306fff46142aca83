package io.github.bootbench.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.fail;

/**
 * A tree of files this build wrote against the committed one, byte for byte and both
 * ways: every file written is committed and the same, and every committed file is one
 * this build writes (no chart left over from an earlier build). A difference is shown by
 * its first line, with the command that writes the files again.
 */
public final class RenderedTree {

	private RenderedTree() {
	}

	/**
	 * The files under {@code written} and under {@code committed} whose path (relative to
	 * each) {@code rendered} accepts, compared.
	 */
	public static void assertSame(Path written, Path committed, Predicate<Path> rendered, String command)
			throws IOException {
		Set<Path> ours = files(written, rendered);
		Set<Path> theirs = files(committed, rendered);
		for (Path file : theirs) {
			if (!ours.contains(file)) {
				fail(committed.resolve(file) + " is committed but this build does not write it: write the files again"
						+ " with `" + command + "` and remove it");
			}
		}
		for (Path file : ours) {
			if (!theirs.contains(file)) {
				fail(committed.resolve(file) + " is not committed: write the files again with `" + command + "`");
			}
			assertSame(written.resolve(file), committed.resolve(file), command);
		}
	}

	/** One file this build wrote against the committed one. */
	public static void assertSame(Path written, Path committed, String command) throws IOException {
		if (!Files.isRegularFile(committed)) {
			fail(committed + " is not committed: write the files again with `" + command + "`");
		}
		if (Arrays.equals(Files.readAllBytes(written), Files.readAllBytes(committed))) {
			return;
		}
		List<String> expected = Files.readAllLines(committed);
		List<String> actual = Files.readAllLines(written);
		int line = 0;
		while (line < expected.size() && line < actual.size() && expected.get(line).equals(actual.get(line))) {
			line++;
		}
		fail(committed + " is not what this build writes, from line " + (line + 1) + ":\n  committed: "
				+ ((line < expected.size()) ? expected.get(line) : "(end of file)") + "\n  this build: "
				+ ((line < actual.size()) ? actual.get(line) : "(end of file)")
				+ "\nIf the change is meant, write the files again and commit them: `" + command + "`");
	}

	private static Set<Path> files(Path root, Predicate<Path> rendered) throws IOException {
		Set<Path> files = new TreeSet<>();
		if (!Files.isDirectory(root)) {
			return files;
		}
		try (Stream<Path> walk = Files.walk(root)) {
			walk.filter(Files::isRegularFile).map(root::relativize).filter(rendered).forEach(files::add);
		}
		return files;
	}

}
