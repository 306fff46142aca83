package io.github.bootbench.report.format.markdown;

import java.util.List;
import java.util.Locale;

import io.github.bootbench.report.model.RunResult;

/**
 * A run's README.md: how it was measured, what it found, and every table, side by side.
 */
public final class RunReadme {

	private RunReadme() {
	}

	/**
	 * @param charts the chart files, in reading order
	 */
	public static String write(RunResult result, List<String> charts) {
		StringBuilder md = new StringBuilder();
		md.append("# Run ").append(result.run().record().runId()).append("\n\n");
		if (!result.run().record().complete()) {
			md.append("> **This run is ")
				.append(result.run().status().toUpperCase(Locale.ROOT))
				.append(": the tables show what finished; missing cells are marked missing.**\n\n");
		}
		RunHeader.write(result, md);
		if (result.memoryOnly()) {
			MemoryTables.write(result, md);
		}
		else {
			RatioTables.write(result, md);
			TuningTables.write(result, md);
			md.append("## Findings\n\n");
			Markdown.bullets(md, FindingText.findings(result.findings()));
			CellTables.throughput(result, md);
			CellTables.latency(result, md);
			JmeterTables.write(result, md);
			CellTables.bottleneck(result, md);
			NoiseTables.write(result, md);
			JvmTables.threads(result, md);
			JvmTables.cpuAndMemory(result, md);
			JvmTables.gc(result, md);
			MemoryTables.write(result, md);
			StartupTables.startup(result, md);
			FirstMinutesTables.write(result, md);
			StartupTables.build(result, md);
			StartupTables.headers(result, md);

		}
		md.append("## Charts\n\n");
		charts.forEach((chart) -> md.append("![").append(chart).append("](charts/").append(chart).append(")\n\n"));
		md.append("## Caveats\n\n");
		Markdown.bullets(md, FindingText.caveats(result.caveats()));
		md.append("Files: [results.json](results.json) (every figure and aggregate), [results.csv](results.csv) "
				+ "(one row per measurement), [run.json](run.json) (environment and options), `raw/` (each tool's "
				+ "untouched output with its command, samples and Actuator readings).\n");
		return md.toString();
	}

}
