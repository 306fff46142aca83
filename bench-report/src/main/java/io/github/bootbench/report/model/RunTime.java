package io.github.bootbench.report.model;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.TreeMap;
import java.util.stream.Collectors;

import io.github.bootbench.report.input.Measurement;
import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.input.RunRecord;
import io.github.bootbench.report.input.Session;
import io.github.bootbench.report.input.WarmupCurve;

/**
 * Where a run's wall time went, from the timestamps it recorded: run.json's start and
 * end, each round's JVM sessions, the first warm-up load of the round (its first reading
 * less its load), and the windows' {@code .cmd} start and end. A round's phases follow
 * one another: its JVMs start and are verified, they warm up (and are pinned back), the
 * windows are measured, the JVMs stop.
 *
 * @param totalMs from run.json's start to its end
 * @param coldStartsMs from the run's start to the first round's
 * @param jvmStartsMs every round's, from its first JVM's start to its first warm-up load
 * @param warmupMs every round's, from its first warm-up load to its first window
 * @param measuringMs every round's, from its first window's start to its last one's end
 * @param loadMs of the measuring, the windows' own load (the rest is settling and
 * readings)
 * @param stopsMs every round's, from its last window's end to its last JVM's stop
 * @param memoryMs the memory phase
 * @param otherMs the rest: between rounds, before a resume, the end
 * @param warmupShare the warm-up's share of the whole
 */
public record RunTime(long totalMs, long coldStartsMs, long jvmStartsMs, long warmupMs, long measuringMs, long loadMs,
		long stopsMs, long memoryMs, long otherMs, double warmupShare) {

	/**
	 * The run's time, or null when it did not record its end or any round's sessions with
	 * their times, or for a round its windows with theirs.
	 */
	public static RunTime of(RunDirectory run) {
		RunRecord record = run.record();
		Instant started = HarnessTime.instant(record.startedAt());
		Instant ended = HarnessTime.instant(record.endedAt());
		if (started == null || ended == null) {
			return null;
		}
		TreeMap<Integer, List<Session>> rounds = record.sessions()
			.stream()
			.filter((s) -> HarnessTime.instant(s.startedAt()) != null && HarnessTime.instant(s.endedAt()) != null)
			.collect(Collectors.groupingBy(Session::round, TreeMap::new, Collectors.toList()));
		if (rounds.isEmpty()) {
			return null;
		}
		long jvmStarts = 0;
		long warmup = 0;
		long measuring = 0;
		long load = 0;
		long stops = 0;
		for (var entry : rounds.entrySet()) {
			Instant roundStart = entry.getValue()
				.stream()
				.map((s) -> HarnessTime.instant(s.startedAt()))
				.min(Instant::compareTo)
				.orElseThrow();
			Instant roundEnd = entry.getValue()
				.stream()
				.map((s) -> HarnessTime.instant(s.endedAt()))
				.max(Instant::compareTo)
				.orElseThrow();
			List<Measurement> windows = run.measurements()
				.stream()
				.filter((m) -> m.key().round() == entry.getKey() && HarnessTime.instant(m.command().start()) != null
						&& HarnessTime.instant(m.command().end()) != null)
				.toList();
			if (windows.isEmpty()) {
				return null;
			}
			Instant first = windows.stream()
				.map((m) -> HarnessTime.instant(m.command().start()))
				.min(Instant::compareTo)
				.orElseThrow();
			Instant last = windows.stream()
				.map((m) -> HarnessTime.instant(m.command().end()))
				.max(Instant::compareTo)
				.orElseThrow();
			Instant warmupStart = warmupStart(run.warmups(), entry.getKey(), roundStart, first);
			jvmStarts += millis(roundStart, warmupStart);
			warmup += millis(warmupStart, first);
			measuring += millis(first, last);
			load += windows.stream()
				.mapToLong(
						(m) -> millis(HarnessTime.instant(m.command().start()), HarnessTime.instant(m.command().end())))
				.sum();
			stops += millis(last, roundEnd);
		}
		Instant firstRound = rounds.values()
			.stream()
			.flatMap(List::stream)
			.map((s) -> HarnessTime.instant(s.startedAt()))
			.min(Instant::compareTo)
			.orElseThrow();
		long total = millis(started, ended);
		long coldStarts = millis(started, firstRound);
		long memory = (record.memory() != null && record.memory().seconds() != null) ? record.memory().seconds() * 1000
				: 0;
		long other = total - coldStarts - jvmStarts - warmup - measuring - stops - memory;
		return new RunTime(total, coldStarts, jvmStarts, warmup, measuring, load, stops, memory, other,
				(double) warmup / total);
	}

	/**
	 * When the round's first warm-up load began: its earliest first reading less that
	 * load's seconds, within the round's start and first window; the first window when no
	 * curve of the round has a reading (no warm-up).
	 */
	private static Instant warmupStart(List<WarmupCurve.Recorded> warmups, int round, Instant roundStart,
			Instant firstWindow) {
		return warmups.stream()
			.filter((w) -> w.round() == round && !w.curve().rows().isEmpty())
			.map((w) -> w.curve().rows().get(0))
			.filter((row) -> row.readAtMs() != null)
			.map((row) -> Instant.ofEpochMilli(row.readAtMs() - row.seconds() * 1000L))
			.min(Instant::compareTo)
			.map((start) -> start.isBefore(roundStart) ? roundStart : start)
			.map((start) -> start.isAfter(firstWindow) ? firstWindow : start)
			.orElse(firstWindow);
	}

	private static long millis(Instant from, Instant to) {
		return Duration.between(from, to).toMillis();
	}

}
