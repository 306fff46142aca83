package io.github.bootbench.report.feature.profile;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import io.github.bootbench.report.cli.FeatureCommand;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code profile-parts}: where the CPU of one or two CPU profiles went, part by part of
 * the stack, in µs per request, and the second's difference from the first.
 */
@Command(name = "profile-parts",
		description = "Reads async-profiler CPU profiles in the collapsed format (plain or .gz), each with the requests "
				+ "the load completed while it was taken (PROFILE REQUESTS, once or twice), and prints the CPU time "
				+ "per request by part of the stack (container, servlet and filter chain, observation, Spring MVC, "
				+ "async machinery, handler, JSON, GC, JIT, kernel, rest), with the second's difference from the "
				+ "first. Exit code 2 for unreadable input.")
public final class ProfilePartsCommand implements Callable<Integer>, FeatureCommand {

	@Option(names = "--interval-us", paramLabel = "MICROS", required = true,
			description = "the CPU time each sample stands for, µs (async-profiler's interval with event=cpu)")
	private double intervalMicros;

	@Parameters(paramLabel = "PROFILE REQUESTS", arity = "2..4",
			description = "a profile and its requests, then optionally a second profile and its requests")
	private List<String> arguments;

	@Override
	public Integer call() {
		if (this.arguments.size() % 2 != 0) {
			System.err.println("bench-report profile-parts: give each profile with its requests (PROFILE REQUESTS)");
			return 2;
		}
		List<CpuByPart> profiles = new ArrayList<>();
		for (int i = 0; i < this.arguments.size(); i += 2) {
			Path file = Path.of(this.arguments.get(i));
			try {
				long requests = Long.parseLong(this.arguments.get(i + 1));
				if (!Files.isRegularFile(file)) {
					throw new IOException(file + " is not a file");
				}
				profiles.add(CpuByPart.of(CollapsedStacks.read(file), this.intervalMicros, requests));
			}
			catch (IOException | IllegalArgumentException ex) {
				System.err.println("bench-report profile-parts: " + ex.getMessage());
				return 2;
			}
		}
		System.out.print(table(profiles));
		return 0;
	}

	/** A line per part: µs per request in each profile, and the second's difference. */
	static String table(List<CpuByPart> profiles) {
		StringBuilder text = new StringBuilder();
		String header = String.format(Locale.ROOT, "%-40s %12s", "part of the stack", "µs/request");
		text.append((profiles.size() > 1)
				? header + String.format(Locale.ROOT, " %12s %12s", "µs/request", "difference") : header)
			.append('\n');
		for (StackPart part : StackPart.values()) {
			text.append(line(part.words(), profiles.stream().map((p) -> p.microsPerRequest(part)).toList()));
		}
		text.append(line("all", profiles.stream().map(CpuByPart::microsPerRequest).toList()));
		return text.toString();
	}

	private static String line(String words, List<Double> micros) {
		StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%-40s %12.1f", words, micros.get(0)));
		if (micros.size() > 1) {
			line.append(String.format(Locale.ROOT, " %12.1f %+12.1f", micros.get(1), micros.get(1) - micros.get(0)));
		}
		return line.append('\n').toString();
	}

}
