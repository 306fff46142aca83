package io.github.bootbench.report.feature.service;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The two indexes of a Boot jar that name its nested jars, rewritten for a variant:
 * {@code BOOT-INF/classpath.idx}, the loader's classpath in order, and
 * {@code BOOT-INF/layers.idx}, the layers a container image is built in. Each keeps its
 * own format (one {@code - "ENTRY"} a line; a layer's entries indented under it).
 */
final class BootIndexes {

	static final String CLASSPATH = "BOOT-INF/classpath.idx";

	static final String LAYERS = "BOOT-INF/layers.idx";

	private BootIndexes() {
	}

	/** classpath.idx less the removed jars, the added ones last, in its own format. */
	static byte[] classpath(byte[] index, Set<String> removed, List<String> added) {
		List<String> lines = new ArrayList<>();
		for (String line : new String(index, StandardCharsets.UTF_8).split("\n")) {
			if (!line.isBlank() && !removed.contains(unquote(line))) {
				lines.add(line);
			}
		}
		added.forEach((entry) -> lines.add("- \"" + entry + "\""));
		return (String.join("\n", lines) + "\n").getBytes(StandardCharsets.UTF_8);
	}

	/**
	 * layers.idx less the removed jars; the added ones listed in the dependencies layer
	 * unless it lists {@code BOOT-INF/lib/} whole.
	 */
	static byte[] layers(byte[] index, Set<String> removed, List<String> added) {
		List<String> lines = new ArrayList<>();
		boolean inDependencies = false;
		boolean whole = false;
		int insertAt = -1;
		for (String line : new String(index, StandardCharsets.UTF_8).split("\n")) {
			if (line.isBlank()) {
				continue;
			}
			if (!line.startsWith(" ")) {
				inDependencies = line.equals("- \"dependencies\":");
			}
			else if (removed.contains(unquote(line))) {
				continue;
			}
			else if (inDependencies && unquote(line).equals(Library.LIB)) {
				whole = true;
			}
			lines.add(line);
			if (inDependencies) {
				insertAt = lines.size();
			}
		}
		if (!whole) {
			if (insertAt < 0) {
				throw new ServiceException(LAYERS + " has no dependencies layer to list the added jars in");
			}
			lines.addAll(insertAt, added.stream().map((entry) -> "  - \"" + entry + "\"").toList());
		}
		return (String.join("\n", lines) + "\n").getBytes(StandardCharsets.UTF_8);
	}

	private static String unquote(String line) {
		String trimmed = line.strip();
		if (trimmed.startsWith("- ")) {
			trimmed = trimmed.substring(2);
		}
		return (trimmed.startsWith("\"") && trimmed.endsWith("\"")) ? trimmed.substring(1, trimmed.length() - 1)
				: trimmed;
	}

}
