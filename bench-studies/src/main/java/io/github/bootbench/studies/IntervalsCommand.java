package io.github.bootbench.studies;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;

import io.github.bootbench.report.io.Json;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code intervals RESULTS_DIR}: every committed run's A/A control judged with the
 * bootstrap and with the interval over rounds.
 */
@Command(name = "intervals",
		description = "Judges every run below RESULTS_DIR that has an A/A control again with each interval (the "
				+ "bootstrap, and Student's t over the rounds' means) and with each one's simulation on the run's "
				+ "noise; writes README.md and intervals.json.")
final class IntervalsCommand implements Callable<Integer> {

	@Parameters(paramLabel = "RESULTS_DIR", description = "a directory of runs (results)")
	private Path results;

	@Option(names = "--out", paramLabel = "DIR", description = "where to write (default: RESULTS_DIR/intervals)")
	private Path out;

	@Override
	public Integer call() throws IOException {
		if (!Files.isDirectory(this.results)) {
			System.err.println("bench-studies intervals: " + this.results + " is not a directory");
			return 2;
		}
		System.err.println("Judging every run with an A/A control under " + this.results
				+ " with each interval (a minute or two a run: each simulates 2,000 cells per interval)");
		IntervalStudy study = IntervalStudy.of(this.results, (run) -> System.err.println("  run " + run));
		if (study.runs().isEmpty()) {
			System.err.println("bench-studies intervals: no run under " + this.results + " judges an A/A control");
			return 1;
		}
		Path target = (this.out != null) ? this.out : this.results.resolve("intervals");
		Files.createDirectories(target);
		String resultsLink = target.toAbsolutePath()
			.normalize()
			.relativize(this.results.toAbsolutePath().normalize())
			.toString();
		Files.writeString(target.resolve("README.md"), IntervalsReadme.render(study, resultsLink));
		Json.MAPPER.writerWithDefaultPrettyPrinter().writeValue(target.resolve("intervals.json").toFile(), study);
		System.out.println("Wrote " + target.resolve("README.md"));
		return 0;
	}

}
