package io.github.bootbench.report.format;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import io.github.bootbench.report.format.chart.Charts;
import io.github.bootbench.report.format.data.DataFiles;
import io.github.bootbench.report.format.markdown.RunReadme;
import io.github.bootbench.report.model.RunResult;

/**
 * Every file of a run's report: each format lays out what the model computed.
 */
public final class ReportFiles {

	private ReportFiles() {
	}

	/** README.md, results.json, results.csv and charts/ into the run directory. */
	public static void write(RunResult result) throws IOException {
		Path dir = result.run().path();
		List<String> charts = Charts.write(result, dir.resolve("charts"));
		Files.writeString(dir.resolve("README.md"), RunReadme.write(result, charts));
		DataFiles.writeResults(result);
	}

}
