package io.github.bootbench.report.format.markdown;

import java.util.ArrayList;
import java.util.List;

import io.github.bootbench.report.model.RunTime;

/** The report's line on where the run's wall time went. */
public final class RunTimeText {

	private RunTimeText() {
	}

	/**
	 * {@code 27 min 12 s from the run's start to its end (the build before it aside):
	 * cold starts 41 s (3 %), ..., warm-up 10 min 3 s (37 %), ...}.
	 */
	static String of(RunTime time) {
		List<String> parts = new ArrayList<>();
		parts.add(part("cold starts", time.coldStartsMs(), time));
		parts.add(part("the rounds' JVM starts and checks", time.jvmStartsMs(), time));
		parts.add(part("warm-up", time.warmupMs(), time));
		parts.add(part("measuring", time.measuringMs(), time) + ", of which the windows' load "
				+ duration(time.loadMs()));
		parts.add(part("stopping the JVMs", time.stopsMs(), time));
		if (time.memoryMs() > 0) {
			parts.add(part("the memory phase", time.memoryMs(), time));
		}
		parts.add(part("the rest", time.otherMs(), time));
		return duration(time.totalMs()) + " from the run's start to its end (the build before it aside): "
				+ String.join("; ", parts);
	}

	/** {@code 12 min 3 s}, or {@code 41 s} under a minute. */
	public static String duration(long millis) {
		long seconds = Math.round(millis / 1000.0);
		return (seconds >= 60) ? (seconds / 60) + " min " + (seconds % 60) + " s" : seconds + " s";
	}

	/** {@code 37 %}. */
	static String share(double share) {
		return Math.round(share * 100) + " %";
	}

	private static String part(String name, long millis, RunTime time) {
		return name + " " + duration(millis) + " (" + share((double) millis / time.totalMs()) + ")";
	}

}
