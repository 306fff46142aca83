package io.github.bootbench.report.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.Callable;

import io.github.bootbench.report.format.ReportFiles;
import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.model.RunResult;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code report RUN_DIR}: README.md, results.json, results.csv and charts/ for one run.
 */
@Command(name = "report", description = "Writes README.md, results.json, results.csv and charts/*.svg into a run "
		+ "directory. An unfinished run gets a report of what finished.")
final class ReportCommand implements Callable<Integer> {

	@Parameters(paramLabel = "RUN_DIR", description = "a directory written by run-all.sh (it holds run.json)")
	private Path runDirectory;

	@Override
	public Integer call() {
		try {
			RunDirectory run = RunDirectory.read(this.runDirectory);
			ReportFiles.write(RunResult.of(run));
			System.out.println("Wrote " + this.runDirectory.resolve("README.md") + " (" + run.measurements().size()
					+ " measurements, status " + run.status() + ")");
			return 0;
		}
		catch (IOException ex) {
			System.err.println("bench-report: " + ex.getMessage());
			return 1;
		}
	}

}
