package io.github.bootbench.report.feature.memory;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.input.ActuatorReadings;
import io.github.bootbench.report.input.Outcome;
import io.github.bootbench.report.input.Samples;
import io.github.bootbench.report.input.WindowCommand;
import io.github.bootbench.report.io.Csv;
import io.github.bootbench.report.io.Json;

/**
 * What the memory phase wrote ({@code memory/}): its trials, each a JVM of its own with
 * one heap size, read at ready and after the reference load, with the load's measured
 * windows. Empty for a run without the phase; a trial cut short is read as far as it got.
 */
public record MemoryPhase(List<Trial> trials) {

	public static final MemoryPhase NONE = new MemoryPhase(List.of());

	private static final Pattern WINDOW = Pattern.compile("window-(\\d+)-([a-z]+)\\.txt");

	/**
	 * One trial JVM.
	 *
	 * @param dir its directory, relative to the run directory
	 * @param failure why it could not carry the load (did not start, ended), or null
	 * @param ready its memory at ready; null when it never got there
	 * @param after its memory after the reference load; null when it did not get there
	 * @param windows the reference load's measured windows, in order
	 * @param warmupSteady whether its warm-up ended with the JIT quiet (false: at the
	 * cap); null when it had none
	 */
	public record Trial(String variant, int round, int heapMb, boolean nmt, Tool tool, String startedAt, String endedAt,
			String jvmOptions, String failure, String dir, Reading ready, Reading after, List<Window> windows,
			Boolean warmupSteady) {

		/**
		 * Collections per generation (young, old, other) during the reference load, by
		 * the JVM's own meters: read after the forced GC at ready and before the one
		 * after the load. Null when either was not read.
		 */
		public Map<String, Double> gcDuringLoad() {
			if (this.ready == null || this.after == null || this.ready.gc() == null || this.after.gc() == null) {
				return null;
			}
			Map<String, Double> during = new TreeMap<>();
			this.after.gc().forEach((collector, meter) -> {
				ActuatorReadings.GcMeter before = this.ready.gc().get(collector);
				double count = ((meter.count() != null) ? meter.count() : 0)
						- ((before != null && before.count() != null) ? before.count() : 0);
				during.merge(new ActuatorReadings.GcActivity(collector, 0, 0).generation(), count, Double::sum);
			});
			return during;
		}

		/**
		 * Whether this trial ran at the reference heap with NMT: the variant's record.
		 */
		public boolean reference(int referenceHeapMb) {
			return this.nmt && this.heapMb == referenceHeapMb;
		}

	}

	/**
	 * A reading at one point: as it was, after a forced full GC ({@code jcmd GC.run}),
	 * and NMT's summary (after the GC); each null when not read.
	 */
	public record Reading(Snapshot asIs, Snapshot afterGc, NativeMemory nativeMemory,
			Map<String, ActuatorReadings.GcMeter> gc) {

	}

	/**
	 * The harness's {@code sampling::memory_snapshot}: /proc and Actuator figures, null
	 * when unread.
	 */
	public record Snapshot(String takenAt, Long rssKb, Long osThreads, Double heapUsedBytes, Double heapCommittedBytes,
			Double nonHeapUsedBytes, Double nonHeapCommittedBytes, Double classesLoaded, Double threadsLive,
			Double threadsPeak, Double directBufferBytes, Double directBufferCount, Double mappedBufferBytes) {

	}

	/** One measured window of the reference load. */
	public record Window(int index, String endpoint, String file, Outcome outcome, Samples samples) {

		/** Its requests per second when it counts, else null. */
		public Double requestsPerSecond() {
			return this.outcome.ok() ? this.outcome.result().requestsPerSecond() : null;
		}

	}

	/** The phase of a run directory, or {@link #NONE} when it has none. */
	public static MemoryPhase read(Path runDir) throws IOException {
		Path csv = runDir.resolve("memory/trials.csv");
		if (!Files.isRegularFile(csv)) {
			return NONE;
		}
		List<Trial> trials = new ArrayList<>();
		for (Map<String, String> row : Csv.read(csv)) {
			String dir = Csv.text(row, "dir");
			if (dir != null && Files.isRegularFile(runDir.resolve(dir).resolve("trial.json"))) {
				trials.add(readTrial(runDir, dir));
			}
		}
		return new MemoryPhase(List.copyOf(trials));
	}

	/** One trial from its directory ({@code dir} relative to {@code runDir}). */
	public static Trial readTrial(Path runDir, String dir) throws IOException {
		Path path = runDir.resolve(dir);
		TrialFile trial = Json.MAPPER.readValue(path.resolve("trial.json").toFile(), TrialFile.class);
		Tool tool = Tool.of((trial.tool() != null) ? trial.tool() : Tool.WRK.id());
		return new Trial(trial.variant(), trial.round(), trial.heapMb(), trial.nmt(), tool, trial.startedAt(),
				trial.endedAt(), trial.jvmOptions(), trial.failure(), dir, reading(path, "ready"),
				reading(path, "after"), windows(path, dir, tool),
				(trial.warmup() != null) ? trial.warmup().steady() : null);
	}

	/**
	 * A trial's {@code trial.json}, as the harness writes it.
	 *
	 * @param warmup its warm-up, null when it had none
	 */
	private record TrialFile(String variant, int round, int heapMb, boolean nmt, String tool, String startedAt,
			String endedAt, String jvmOptions, String failure, Warmup warmup) {

	}

	/**
	 * A trial's warm-up.
	 *
	 * @param steady whether it ended with the JIT quiet; null where unsaid
	 */
	private record Warmup(Boolean steady) {

	}

	private static Reading reading(Path trial, String point) throws IOException {
		Snapshot asIs = snapshot(trial.resolve(point + ".json"));
		if (asIs == null) {
			return null;
		}
		Path nmt = trial.resolve(point + ".nmt.txt");
		NativeMemory nativeMemory = Files.isRegularFile(nmt) ? NativeMemory.parse(Files.readString(nmt)).orElse(null)
				: null;
		Path meters = trial.resolve(point + ".meters.json");
		Map<String, ActuatorReadings.GcMeter> gc = null;
		if (Files.isRegularFile(meters) && Files.size(meters) > 0) {
			ActuatorReadings.Snapshot snapshot = Json.MAPPER.readValue(meters.toFile(),
					ActuatorReadings.Snapshot.class);
			gc = (snapshot != null) ? snapshot.gc() : null;
		}
		return new Reading(asIs, snapshot(trial.resolve(point + "-gc.json")), nativeMemory, gc);
	}

	private static Snapshot snapshot(Path file) throws IOException {
		if (!Files.isRegularFile(file) || Files.size(file) == 0) {
			return null;
		}
		return Json.MAPPER.readValue(file.toFile(), Snapshot.class);
	}

	private static List<Window> windows(Path trial, String dir, Tool tool) throws IOException {
		List<Window> windows = new ArrayList<>();
		try (Stream<Path> files = Files.list(trial)) {
			for (Path file : files.toList()) {
				Matcher name = WINDOW.matcher(file.getFileName().toString());
				if (name.matches()) {
					String base = file.getFileName().toString().replaceFirst("\\.txt$", "");
					Outcome outcome = Outcome.of(tool, Files.readString(file),
							WindowCommand.read(trial.resolve(base + ".cmd")));
					windows.add(new Window(Integer.parseInt(name.group(1)), name.group(2), dir + "/" + base + ".txt",
							outcome, Samples.read(trial.resolve(base + ".samples.csv"))));
				}
			}
		}
		windows.sort(Comparator.comparingInt(Window::index));
		return List.copyOf(windows);
	}

}
