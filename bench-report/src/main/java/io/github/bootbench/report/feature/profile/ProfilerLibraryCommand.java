package io.github.bootbench.report.feature.profile;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Locale;
import java.util.concurrent.Callable;

import io.github.bootbench.report.cli.FeatureCommand;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code profiler-library DIR}: async-profiler's native library for this machine, out of
 * the async-profiler artifact bench-report carries, into a directory, so that the
 * profiler phase loads the version this build was tested with.
 */
@Command(name = "profiler-library",
		description = "Writes async-profiler's native library for this machine (Linux on x64 or arm64) into DIR and "
				+ "prints its path. Exit code 1, with one line, where async-profiler has none.")
public final class ProfilerLibraryCommand implements Callable<Integer>, FeatureCommand {

	/** The library's file name in the artifact, under a directory per platform. */
	static final String LIBRARY = "libasyncProfiler.so";

	@Parameters(paramLabel = "DIR", description = "the directory to write it into (made if needed)")
	private Path directory;

	@Override
	public Integer call() {
		String platform = platform(System.getProperty("os.name"), System.getProperty("os.arch"));
		if (platform == null) {
			System.err.println("bench-report profiler-library: async-profiler has no library for "
					+ System.getProperty("os.name") + " on " + System.getProperty("os.arch"));
			return 1;
		}
		try (InputStream library = ProfilerLibraryCommand.class.getResourceAsStream("/" + platform + "/" + LIBRARY)) {
			if (library == null) {
				System.err.println("bench-report profiler-library: " + platform + "/" + LIBRARY
						+ " is not in this build of bench-report (its async-profiler dependency is missing)");
				return 1;
			}
			Path target = Files.createDirectories(this.directory).resolve(LIBRARY).toAbsolutePath();
			Files.copy(library, target, StandardCopyOption.REPLACE_EXISTING);
			System.out.println(target);
			return 0;
		}
		catch (IOException ex) {
			System.err.println("bench-report profiler-library: " + ex.getMessage());
			return 1;
		}
	}

	/**
	 * The artifact's directory for a platform ({@code linux-x64}, {@code linux-arm64}),
	 * or null where it has none.
	 */
	static String platform(String os, String arch) {
		if (!os.toLowerCase(Locale.ROOT).startsWith("linux")) {
			return null;
		}
		return switch (arch) {
			case "amd64", "x86_64" -> "linux-x64";
			case "aarch64", "arm64" -> "linux-arm64";
			default -> null;
		};
	}

}
