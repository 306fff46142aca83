package io.github.bootbench.report;

import java.nio.file.Path;

/** Where the files beside one raw output live: FILE.txt, FILE.cmd, FILE.samples.csv, FILE.actuator.json. */
final class RunFiles {

	private RunFiles() {
	}

	static Path samplesOf(Path raw) {
		return sibling(raw, ".samples.csv");
	}

	static Path commandOf(Path raw) {
		return sibling(raw, ".cmd");
	}

	static Path actuatorOf(Path raw) {
		return sibling(raw, ".actuator.json");
	}

	private static Path sibling(Path raw, String suffix) {
		String name = raw.getFileName().toString();
		String stem = name.endsWith(".txt") ? name.substring(0, name.length() - 4) : name;
		return raw.resolveSibling(stem + suffix);
	}

}
