package io.github.bootbench.report.format.markdown;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.format.Names;
import io.github.bootbench.report.model.LevelSummary;
import io.github.bootbench.report.model.RunResult;
import io.github.bootbench.report.model.StartupSummary;

import static io.github.bootbench.report.format.markdown.Markdown.decimal;
import static io.github.bootbench.report.format.markdown.Markdown.integer;
import static io.github.bootbench.report.format.markdown.Markdown.megabytes;
import static io.github.bootbench.report.format.markdown.Markdown.megabytesOfBytes;
import static io.github.bootbench.report.format.markdown.Markdown.percent;

/**
 * The sections with a row per concurrency and a column per variant: threads, CPU and
 * memory, GC.
 */
final class JvmTables {

	private JvmTables() {
	}

	static void threads(RunResult result, StringBuilder md) {
		boolean connections = result.measurements().stream().anyMatch((m) -> m.command().connectionsAccepted() != null);
		readyAndLevels(result, md, "## Threads\n\nThe JVM's own count through " + Names.meters(result)
				+ " (`jvm.threads.*`, platform threads only): "
				+ "live · daemon · peak · started during the measurements; then the peak OS thread count from /proc"
				+ (connections ? "; then the TCP connections the server's machine accepted per measurement "
						+ "(the kernel's PassiveOpens, median): the load tool's first connections and every "
						+ "reconnect after the server closed one" : "")
				+ ". At ready: the app's startup log (" + Names.coldStarts(result.startup().values())
				+ "). After c=N (or a rate): the highest reading after "
				+ "any measurement at that level (every tool and round; per endpoint where the run has several).\n\n",
				"at ready", (startup) -> "live " + integer(startup.threadsLive()), "after ",
				(level) -> "live " + integer(level.threadsLive()) + " · daemon " + integer(level.threadsDaemon())
						+ " · peak " + integer(level.threadsPeak()) + " · started " + integer(level.threadsStarted())
						+ " · OS " + integer(level.osThreads()) + ((level.connectionsAccepted() != null)
								? " · connections " + integer(level.connectionsAccepted()) : ""));
	}

	static void cpuAndMemory(RunResult result, StringBuilder md) {
		readyAndLevels(result, md, "## CPU and memory\n\nServer CPU as a share of its CPUs"
				+ CellTables.ofTheLimit(result) + " (average of the measurements' averages · highest "
				+ "one-second sample); then RSS (the highest one-second sample, from /proc) next to what explains "
				+ "most of it: the heap committed and used after the measurements (" + Names.meters(result)
				+ ", highest) and the "
				+ "old-generation collections per measurement (median). RSS counts only the heap pages the JVM "
				+ "has touched, so with a fixed heap it mostly tells whether the collector has yet cycled through "
				+ "it, not what the app needs: see the memory phase (`--memory`) for the live set and the smallest "
				+ "heap. At ready: " + Names.coldStarts(result.startup().values()) + ".\n\n", "at ready",
				(startup) -> "RSS " + megabytes(startup.rssKb()) + " · heap used "
						+ megabytesOfBytes(startup.heapUsedBytes()),
				"",
				(level) -> "CPU " + percent(level.serverCpuMean()) + " · peak " + percent(level.serverCpuPeak())
						+ " · RSS " + megabytes(level.rssPeakKb()) + " with heap committed "
						+ megabytesOfBytes(level.heapCommittedBytes()) + ", used "
						+ megabytesOfBytes(level.heapUsedBytes()) + ", " + decimal(level.gcOldCount()) + " old GCs");
	}

	static void gc(RunResult result, StringBuilder md) {
		List<List<String>> levels = levels(result, "",
				(level) -> "young " + decimal(level.gcYoungCount()) + " (" + decimal(level.gcYoungMs()) + " ms) · old "
						+ decimal(level.gcOldCount()) + " (" + decimal(level.gcOldMs()) + " ms)");
		if (levels.isEmpty()) {
			return;
		}
		md.append("## GC during the measurements\n\nCollections and their total pause time per measurement ("
				+ Names.meters(result) + " `jvm.gc.pause`, after minus before"
				+ (Names.outsideApp(result) ? "; the probe's is the collector's own count and time" : "")
				+ "), median over the measurements at each level (per endpoint "
				+ "where the run has several). Young: the young-generation collector (YGC); old: the old-generation "
				+ "one (FGC).\n\n");
		List<List<String>> lines = new ArrayList<>();
		List<String> collectors = new ArrayList<>(List.of("collectors"));
		for (String variant : result.variantIds()) {
			Set<String> names = new LinkedHashSet<>();
			result.run()
				.measurements()
				.stream()
				.filter((m) -> m.key().variant().equals(variant))
				.forEach((m) -> m.actuator()
					.gc()
					.forEach((gc) -> names.add(gc.collector() + " (" + gc.generation() + ")")));
			collectors.add(names.isEmpty() ? "no collection seen" : String.join(", ", names));
		}
		lines.add(collectors);
		lines.addAll(levels);
		md.append(Markdown.table(Markdown.header("", result.variantIds()), lines));
	}

	/**
	 * A first row from the cold starts, then a row per level; nothing where no level has
	 * a reading.
	 */
	private static void readyAndLevels(RunResult result, StringBuilder md, String title, String readyLabel,
			Function<StartupSummary, String> ready, String levelLabel, Function<LevelSummary, String> level) {
		List<List<String>> levels = levels(result, levelLabel, level);
		if (levels.isEmpty()) {
			return;
		}
		md.append(title);
		List<List<String>> lines = new ArrayList<>();
		List<String> first = new ArrayList<>(List.of(readyLabel));
		result.variantIds().forEach((variant) -> first.add(ready.apply(result.startup().get(variant))));
		lines.add(first);
		lines.addAll(levels);
		md.append(Markdown.table(Markdown.header("", result.variantIds()), lines));
	}

	/**
	 * A row per level the run measured (a concurrency, or a rate at a fixed rate); with
	 * more than one endpoint, a row per endpoint and level, since the endpoints load a
	 * JVM differently. Rows without a reading are left out.
	 */
	private static List<List<String>> levels(RunResult result, String label, Function<LevelSummary, String> text) {
		List<String> endpoints = result.run().endpoints();
		List<List<String>> lines = new ArrayList<>();
		for (String endpoint : endpoints) {
			Map<Integer, String> levels = new LinkedHashMap<>();
			result.rows()
				.stream()
				.filter((row) -> row.endpoint().equals(endpoint))
				.forEach((row) -> levels.putIfAbsent(row.concurrency(), Tool.level(row.tool(), row.concurrency())));
			for (Map.Entry<Integer, String> level : levels.entrySet()) {
				String prefix = (endpoints.size() > 1) ? Names.endpoint(endpoint) + " " : "";
				List<String> line = new ArrayList<>(List.of(prefix + label + level.getValue()));
				boolean read = false;
				for (String variant : result.variantIds()) {
					LevelSummary summary = result.level(variant, level.getKey(), List.of(endpoint));
					read |= !summary.empty();
					line.add(summary.empty() ? "–" : text.apply(summary));
				}
				if (read) {
					lines.add(line);
				}
			}
		}
		return lines;
	}

}
