package io.github.bootbench.report.format.markdown;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.BiConsumer;

import io.github.bootbench.report.model.ReadmePlace;
import io.github.bootbench.report.model.RunResult;

/**
 * A run's README.md, its answer first: the question the run asked, its scope, the summary
 * of every comparison with its forest plots, how sure it is, the findings; then how it
 * was measured and every table of detail.
 */
public final class RunReadme {

	/**
	 * The core's parts after the header, in their order; each feature's section follows
	 * the part it names (or one of the answer's, {@link ReadmePlace#SCOPE} and
	 * {@link ReadmePlace#ASSURANCE}).
	 */
	private static final Map<ReadmePlace, BiConsumer<RunResult, StringBuilder>> PARTS = parts();

	private RunReadme() {
	}

	private static Map<ReadmePlace, BiConsumer<RunResult, StringBuilder>> parts() {
		Map<ReadmePlace, BiConsumer<RunResult, StringBuilder>> parts = new EnumMap<>(ReadmePlace.class);
		parts.put(ReadmePlace.RATIOS, RatioTables::write);
		parts.put(ReadmePlace.FIXED_RATE_LATENCY, LatencyTables::fixedRate);
		parts.put(ReadmePlace.CLOSED_LOOP_LATENCY, LatencyTables::closedLoop);
		parts.put(ReadmePlace.THROUGHPUT, CellTables::throughput);
		parts.put(ReadmePlace.BOTTLENECK, CellTables::bottleneck);
		parts.put(ReadmePlace.JIT, RatioTables::jit);
		parts.put(ReadmePlace.CONNECTIONS, RatioTables::connections);
		parts.put(ReadmePlace.THREADS, JvmTables::threads);
		parts.put(ReadmePlace.CPU_AND_MEMORY, JvmTables::cpuAndMemory);
		parts.put(ReadmePlace.GC, JvmTables::gc);
		// The memory phase's section is the first that follows its place.
		parts.put(ReadmePlace.MEMORY, (result, md) -> {
		});
		parts.put(ReadmePlace.STARTUP, StartupTables::startup);
		parts.put(ReadmePlace.BUILD, StartupTables::build);
		parts.put(ReadmePlace.HEADERS, StartupTables::headers);
		// Every place after the header has its part: the answer's are written before it.
		if (!parts.keySet().equals(EnumSet.complementOf(EnumSet.of(ReadmePlace.SCOPE, ReadmePlace.ASSURANCE)))) {
			throw new IllegalStateException("a place of the README without its part: " + parts.keySet());
		}
		return parts;
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
		sectionsAfter(ReadmePlace.SCOPE, result, md);
		List<String> rest = new ArrayList<>(charts);
		if (result.memoryOnly()) {
			// A run with its memory phase alone: the sections are its answer.
			result.sections()
				.stream()
				.filter((section) -> section.readmeAfter() != ReadmePlace.SCOPE)
				.forEach((section) -> section.markdown(result, md));
			RunHeader.write(result, md);
		}
		else {
			rest.removeAll(SummaryTables.write(result, charts, md));
			AssuranceTable.write(result, md);
			sectionsAfter(ReadmePlace.ASSURANCE, result, md);
			md.append("## Findings\n\n");
			Markdown.bullets(md, FindingText.findings(result.findings()));
			RunHeader.write(result, md);
			PARTS.forEach((place, part) -> {
				part.accept(result, md);
				sectionsAfter(place, result, md);
			});
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

	private static void sectionsAfter(ReadmePlace place, RunResult result, StringBuilder md) {
		result.sections()
			.stream()
			.filter((section) -> section.readmeAfter() == place)
			.forEach((section) -> section.markdown(result, md));
	}

}
