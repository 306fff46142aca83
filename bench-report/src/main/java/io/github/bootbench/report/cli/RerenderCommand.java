package io.github.bootbench.report.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;

import io.github.bootbench.report.format.ReportFiles;
import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.model.RunResult;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code rerender RESULTS_DIR}: every committed report written again by this build, so
 * that a change to the reports is one command and its diff shows every report it touched.
 */
@Command(name = "rerender",
		description = "Writes every run's report (README.md, results.json, results.csv, charts/), every "
				+ "comparison's (comparisons/<candidate>-vs-<baseline>) and the index again, in place.")
final class RerenderCommand implements Callable<Integer> {

	@Parameters(paramLabel = "RESULTS_DIR", description = "the directory that holds the run directories")
	private Path results;

	@Override
	public Integer call() throws IOException {
		if (!Files.isDirectory(this.results)) {
			System.err.println("bench-report: " + this.results + " is not a directory");
			return 1;
		}
		for (Path run : IndexCommand.children(this.results, "run.json")) {
			RunDirectory directory = RunDirectory.read(run);
			ReportFiles.write(RunResult.of(directory));
			System.out.println("Wrote " + run.resolve("README.md"));
		}
		for (ResultsPart part : ResultsPart.all()) {
			for (Path written : part.rerender(this.results)) {
				System.out.println("Wrote " + written);
			}
		}
		Files.writeString(this.results.resolve("README.md"), IndexCommand.page(this.results));
		System.out.println("Wrote " + this.results.resolve("README.md"));
		return 0;
	}

}
