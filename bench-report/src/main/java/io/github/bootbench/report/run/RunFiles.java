package io.github.bootbench.report.run;

import java.nio.file.Path;

/** The files beside one raw output {@code <tool>-c<N>-r<round>.txt}: .cmd, .samples.csv, .actuator.json. */
public final class RunFiles {

	private RunFiles() {
	}

	public static Path samplesOf(Path raw) {
		return sibling(raw, ".samples.csv");
	}

	public static Path commandOf(Path raw) {
		return sibling(raw, ".cmd");
	}

	public static Path actuatorOf(Path raw) {
		return sibling(raw, ".actuator.json");
	}

	private static Path sibling(Path raw, String suffix) {
		String name = raw.getFileName().toString();
		String stem = name.endsWith(".txt") ? name.substring(0, name.length() - ".txt".length()) : name;
		return raw.resolveSibling(stem + suffix);
	}

}
