package io.github.bootbench.report.format.markdown;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

import io.github.bootbench.report.model.LevelSummary;
import io.github.bootbench.report.model.RunResult;
import io.github.bootbench.report.model.StartupSummary;

import static io.github.bootbench.report.format.markdown.Markdown.decimal;
import static io.github.bootbench.report.format.markdown.Markdown.integer;
import static io.github.bootbench.report.format.markdown.Markdown.megabytes;
import static io.github.bootbench.report.format.markdown.Markdown.megabytesOfBytes;
import static io.github.bootbench.report.format.markdown.Markdown.percent;

/**
 * The sections with a row per concurrency and a column per container: threads, CPU and
 * memory, GC.
 */
final class JvmTables {

	private JvmTables() {
	}

	static void threads(RunResult result, StringBuilder md) {
		md.append("## Threads\n\nThe JVM's own count through Actuator (`jvm.threads.*`, platform threads only): "
				+ "live · daemon · peak · started during the measurements; then the peak OS thread count from /proc. "
				+ "At ready: the app's startup log (median over cold starts). After c=N: the highest reading after "
				+ "any measurement at that concurrency (every tool and round; per endpoint where the run has several).\n\n");
		readyAndLevels(result, md, "at ready", (startup) -> "live " + integer(startup.threadsLive()), "after c=",
				(level) -> "live " + integer(level.threadsLive()) + " · daemon " + integer(level.threadsDaemon())
						+ " · peak " + integer(level.threadsPeak()) + " · started " + integer(level.threadsStarted())
						+ " · OS " + integer(level.osThreads()));
	}

	static void cpuAndMemory(RunResult result, StringBuilder md) {
		md.append(
				"## CPU and memory\n\nServer CPU as a share of its CPUs (average of the measurements' averages · highest "
						+ "one-second sample); then RSS (the highest one-second sample, from /proc) next to what explains "
						+ "most of it: the heap committed and used after the measurements (Actuator, highest) and the "
						+ "old-generation collections per measurement (median). RSS counts only the heap pages the JVM "
						+ "has touched, so with a fixed heap it mostly tells whether the collector has yet cycled through "
						+ "it, not what the app needs: see the memory phase (`--memory`) for the live set and the smallest "
						+ "heap. At ready: medians over cold starts.\n\n");
		readyAndLevels(result, md, "at ready",
				(startup) -> "RSS "
						+ megabytes(startup.rssKb()) + " · heap used " + megabytesOfBytes(startup.heapUsedBytes()),
				"c=",
				(level) -> "CPU " + percent(level.serverCpuMean()) + " · peak " + percent(level.serverCpuPeak())
						+ " · RSS " + megabytes(level.rssPeakKb()) + " with heap committed "
						+ megabytesOfBytes(level.heapCommittedBytes()) + ", used "
						+ megabytesOfBytes(level.heapUsedBytes()) + ", " + decimal(level.gcOldCount()) + " old GCs");
	}

	static void gc(RunResult result, StringBuilder md) {
		md.append("## GC during the measurements\n\nCollections and their total pause time per measurement (Actuator "
				+ "`jvm.gc.pause`, after minus before), median over the measurements at each concurrency (per endpoint "
				+ "where the run has several). Young: "
				+ "the young-generation collector (YGC); old: the old-generation one (FGC).\n\n");
		List<List<String>> lines = new ArrayList<>();
		List<String> collectors = new ArrayList<>(List.of("collectors"));
		for (String container : result.variantIds()) {
			Set<String> names = new LinkedHashSet<>();
			result.run()
				.measurements()
				.stream()
				.filter((m) -> m.container().equals(container))
				.forEach((m) -> m.actuator()
					.gc()
					.forEach((gc) -> names.add(gc.collector() + " (" + gc.generation() + ")")));
			collectors.add(names.isEmpty() ? "no collection seen" : String.join(", ", names));
		}
		lines.add(collectors);
		levels(result, lines, "c=",
				(level) -> "young " + decimal(level.gcYoungCount()) + " (" + decimal(level.gcYoungMs()) + " ms) · old "
						+ decimal(level.gcOldCount()) + " (" + decimal(level.gcOldMs()) + " ms)");
		md.append(Markdown.table(Markdown.header("", result.variantIds()), lines));
	}

	/** A first row from the cold starts, then a row per concurrency. */
	private static void readyAndLevels(RunResult result, StringBuilder md, String readyLabel,
			Function<StartupSummary, String> ready, String levelLabel, Function<LevelSummary, String> level) {
		List<List<String>> lines = new ArrayList<>();
		List<String> first = new ArrayList<>(List.of(readyLabel));
		result.variantIds().forEach((container) -> first.add(ready.apply(result.startup().get(container))));
		lines.add(first);
		levels(result, lines, levelLabel, level);
		md.append(Markdown.table(Markdown.header("", result.variantIds()), lines));
	}

	/**
	 * A row per concurrency; with more than one endpoint, a row per endpoint and
	 * concurrency (a cell), since the endpoints load a JVM differently.
	 */
	private static void levels(RunResult result, List<List<String>> lines, String label,
			Function<LevelSummary, String> text) {
		List<String> endpoints = result.run().endpoints();
		for (int concurrency : result.run().concurrencyLevels()) {
			List<List<String>> groups = (endpoints.size() > 1) ? endpoints.stream().map(List::of).toList()
					: List.of(endpoints);
			for (List<String> group : groups) {
				String prefix = (endpoints.size() > 1) ? group.get(0) + " " : "";
				List<String> line = new ArrayList<>(List.of(prefix + label + concurrency));
				for (String container : result.variantIds()) {
					LevelSummary level = result.level(container, concurrency, group);
					line.add(level.empty() ? "–" : text.apply(level));
				}
				lines.add(line);
			}
		}
	}

}
