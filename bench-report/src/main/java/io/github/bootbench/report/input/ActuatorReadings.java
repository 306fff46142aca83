package io.github.bootbench.report.input;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * The JVM's own view through Actuator before and after a measurement
 * ({@code .actuator.json}); either side is null when it was not read.
 */
public record ActuatorReadings(Snapshot before, Snapshot after) {

	public static final ActuatorReadings NONE = new ActuatorReadings(null, null);

	/**
	 * One reading; a figure is null when it was not read.
	 *
	 * @param compilationMs the JVM's total compile time ({@code jvm.compilation.time}):
	 * the compiles' elapsed time, waits for the CPU included
	 * @param jitCpuMs the CPU time the JIT compiler threads have run, from the kernel's
	 * per-thread counters (the harness's own addition to the Actuator figures)
	 * @param heapCommittedBytes heap committed ({@code jvm.memory.committed}, area heap);
	 * null in runs made before the harness read it
	 */
	public record Snapshot(String takenAt, @JsonProperty("jvm.threads.live") Double threadsLive,
			@JsonProperty("jvm.threads.daemon") Double threadsDaemon,
			@JsonProperty("jvm.threads.peak") Double threadsPeak,
			@JsonProperty("jvm.threads.started") Double threadsStarted,
			@JsonProperty("jvm.memory.used.heap") Double heapUsedBytes, Map<String, GcMeter> gc,
			@JsonProperty("jvm.compilation.time") Double compilationMs, @JsonProperty("jit.cpu.ms") Double jitCpuMs,
			@JsonProperty("jvm.memory.committed.heap") Double heapCommittedBytes) {

	}

	/** Compile time the JVM reported during the measurement, in ms; null when unread. */
	public Double compilationMs() {
		return during(Snapshot::compilationMs);
	}

	/**
	 * CPU time of the JIT compiler threads during the measurement, in ms; null when
	 * unread.
	 */
	public Double jitCpuMs() {
		return during(Snapshot::jitCpuMs);
	}

	private Double during(Function<Snapshot, Double> figure) {
		if (this.before == null || this.after == null || figure.apply(this.before) == null
				|| figure.apply(this.after) == null) {
			return null;
		}
		return figure.apply(this.after) - figure.apply(this.before);
	}

	/** {@code jvm.gc.pause} of one collector: collections and their total time so far. */
	public record GcMeter(Double count, Double totalTimeMs) {

	}

	/** What one collector did during a measurement. */
	public record GcActivity(String collector, long collections, double millis) {

		/**
		 * young, old or other, from the collector's name (G1, Serial, Parallel; ZGC and
		 * Shenandoah are other), or from what Micrometer 1.9 (Spring Boot 2.7) names a
		 * collection instead ({@code end of minor GC}, {@code end of major GC}).
		 */
		public String generation() {
			String name = this.collector.toLowerCase(Locale.ROOT);
			if (name.contains("young") || name.equals("copy") || name.contains("scavenge") || name.contains("parnew")
					|| name.contains("minor gc")) {
				return "young";
			}
			if (name.contains("old") || name.contains("marksweep") || name.contains("major gc")) {
				return "old";
			}
			return "other";
		}

	}

	/**
	 * Whether the GC meters were read after the measurement (none yet is an empty
	 * reading, not a missing one).
	 */
	public boolean gcRead() {
		return this.after != null && this.after.gc() != null;
	}

	/**
	 * Collections and their time during the measurement, per collector, sorted by name.
	 */
	public List<GcActivity> gc() {
		if (!gcRead()) {
			return List.of();
		}
		Map<String, GcMeter> before = (this.before != null && this.before.gc() != null) ? this.before.gc() : Map.of();
		Map<String, GcActivity> activity = new TreeMap<>();
		this.after.gc().forEach((name, after) -> {
			GcMeter start = before.get(name);
			double count = value(after.count()) - ((start != null) ? value(start.count()) : 0);
			double millis = value(after.totalTimeMs()) - ((start != null) ? value(start.totalTimeMs()) : 0);
			activity.put(name, new GcActivity(name, Math.round(count), millis));
		});
		return List.copyOf(activity.values());
	}

	private static double value(Double figure) {
		return (figure != null) ? figure : 0;
	}

}
