package io.github.bootbench.report.format.markdown;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import io.github.bootbench.report.model.RunResult;

/**
 * A run's README.md, its answer first: the question the run asked, its scope, the summary
 * of every comparison with its forest plots, how sure it is, the findings; then how it
 * was measured and every table of detail.
 */
public final class RunReadme {

	private RunReadme() {
	}

	/**
	 * @param charts the chart files, in reading order
	 */
	public static String write(RunResult result, List<String> charts) {
		StringBuilder md = new StringBuilder();
		md.append("# ").append(RunTitle.question(result.question())).append("\n\n");
		md.append(RunTitle.runLine(result.run().record(), result.time())).append("\n\n");
		if (!result.run().record().complete()) {
			md.append("> **This run is ")
				.append(result.run().status().toUpperCase(Locale.ROOT))
				.append(": the tables show what finished; missing cells are marked missing.**\n\n");
		}
		md.append(RunTitle.scope(result.scope())).append("\n\n");
		List<String> rest = new ArrayList<>(charts);
		if (result.memoryOnly()) {
			MemoryTables.write(result, md);
			RunHeader.write(result, md);
		}
		else {
			rest.removeAll(SummaryTables.write(result, charts, md));
			AssuranceTable.write(result, md);
			TuningTables.write(result, md);
			md.append("## Findings\n\n");
			Markdown.bullets(md, FindingText.findings(result.findings()));
			RunHeader.write(result, md);
			RatioTables.write(result, md);
			LatencyTables.fixedRate(result, md);
			LatencyTables.closedLoop(result, md);
			CellTables.throughput(result, md);
			JmeterTables.write(result, md);
			CellTables.bottleneck(result, md);
			RatioTables.jit(result, md);
			RatioTables.connections(result, md);
			OrderTables.write(result, md);
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
		if (!rest.isEmpty()) {
			md.append("## Charts\n\n");
			rest.forEach((chart) -> md.append("![").append(chart).append("](charts/").append(chart).append(")\n\n"));
		}
		md.append("## Caveats\n\n");
		Markdown.bullets(md, FindingText.caveats(result.caveats()));
		md.append("Files: [results.json](results.json) (every figure and aggregate), [results.csv](results.csv) "
				+ "(one row per measurement), [run.json](run.json) (environment and options), `raw/` (each tool's "
				+ "untouched output with its command, samples and Actuator readings).\n");
		return md.toString();
	}

}
