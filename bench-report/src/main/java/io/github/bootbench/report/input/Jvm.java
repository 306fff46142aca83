package io.github.bootbench.report.input;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * From Actuator: threads and heap (used, committed) after the measurement, collections
 * during it.
 */
@JsonPropertyOrder({ "threadsLiveAfter", "threadsDaemonAfter", "threadsPeakAfter", "threadsStartedDuring",
		"heapUsedAfterBytes", "gcYoungCount", "gcYoungMs", "gcOldCount", "gcOldMs", "jitMs", "jitCpuMs",
		"heapCommittedAfterBytes" })
public record Jvm(Double threadsLiveAfter, Double threadsDaemonAfter, Double threadsPeakAfter,
		Double threadsStartedDuring, Double heapUsedAfterBytes, Long gcYoungCount, Double gcYoungMs, Long gcOldCount,
		Double gcOldMs, Double jitMs, Double jitCpuMs, Double heapCommittedAfterBytes) {

	public static Jvm of(ActuatorReadings readings) {
		ActuatorReadings.Snapshot before = readings.before();
		ActuatorReadings.Snapshot after = readings.after();
		Double startedBefore = (before != null) ? before.threadsStarted() : null;
		Double startedAfter = (after != null) ? after.threadsStarted() : null;
		long youngCount = 0;
		double youngMs = 0;
		long oldCount = 0;
		double oldMs = 0;
		for (ActuatorReadings.GcActivity gc : readings.gc()) {
			if ("young".equals(gc.generation())) {
				youngCount += gc.collections();
				youngMs += gc.millis();
			}
			else if ("old".equals(gc.generation())) {
				oldCount += gc.collections();
				oldMs += gc.millis();
			}
		}
		boolean gcRead = readings.gcRead();
		return new Jvm((after != null) ? after.threadsLive() : null, (after != null) ? after.threadsDaemon() : null,
				(after != null) ? after.threadsPeak() : null,
				(startedBefore != null && startedAfter != null) ? startedAfter - startedBefore : null,
				(after != null) ? after.heapUsedBytes() : null, gcRead ? youngCount : null, gcRead ? youngMs : null,
				gcRead ? oldCount : null, gcRead ? oldMs : null, readings.compilationMs(), readings.jitCpuMs(),
				(after != null) ? after.heapCommittedBytes() : null);
	}

}
