package io.github.bootbench.report.cli;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import io.github.bootbench.report.plan.PlanException;

/**
 * The java the apps run on: {@code --jdk}'s, or the one on the PATH; its settings read
 * once (a JVM start), for its feature version here and for the run's record.
 *
 * @param command the java command, as the user is told of it
 * @param version its feature version (17, 21, 25)
 * @param settings what {@code java -XshowSettings:properties -version} printed
 */
record AppJava(String command, int version, String settings) {

	private static final Pattern SPECIFICATION = Pattern
		.compile("(?m)^\\s*java\\.specification\\.version = (?:1\\.)?(\\S*)\\s*$");

	/** The apps' java for {@code --jdk} (null or empty: the java on the PATH). */
	static AppJava of(String jdk) throws IOException {
		String command;
		if (jdk != null && !jdk.isEmpty()) {
			command = jdk + "/bin/java";
			if (!Files.isExecutable(Path.of(command))) {
				throw new PlanException("--jdk " + jdk + " holds no bin/java");
			}
		}
		else {
			command = onPath("java");
		}
		String settings;
		try {
			Process java = new ProcessBuilder(command, "-XshowSettings:properties", "-version")
				.redirectErrorStream(true)
				.start();
			settings = new String(java.getInputStream().readAllBytes());
			java.waitFor();
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new IOException(ex);
		}
		Matcher version = SPECIFICATION.matcher(settings);
		if (!version.find() || !version.group(1).matches("[0-9]{1,4}")) {
			throw new PlanException("cannot tell the Java version of " + command);
		}
		return new AppJava(command, Integer.parseInt(version.group(1)), settings);
	}

	private static String onPath(String name) {
		for (String directory : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
			Path candidate = Path.of(directory.isEmpty() ? "." : directory, name);
			if (Files.isExecutable(candidate) && !Files.isDirectory(candidate)) {
				return candidate.toString();
			}
		}
		throw new PlanException("no java on PATH: install a JDK 17+ or pass --jdk PATH");
	}

}
