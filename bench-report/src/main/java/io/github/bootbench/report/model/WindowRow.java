package io.github.bootbench.report.model;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.github.bootbench.report.stats.Method;

/**
 * One measured window, as results.json's {@code windows} lists it: which variant, cell,
 * round and block, when, its figures, and the compile time the JVM reported during it.
 *
 * @param connectMaxMs the longest connection set-up (ab only; null otherwise)
 * @param jitMs compile time during the window (null when unread)
 * @param jitBusy whether the JIT compiled for {@link Method#jitBusy()} the window
 */
@JsonPropertyOrder({ "variant", "endpoint", "tool", "concurrency", "round", "block", "start", "end", "status",
		"requestsPerSecond", "p50LatencyMs", "p99LatencyMs", "connectMaxMs", "jitMs", "jitBusy", "serverCpuAvgPercent",
		"toolCpuAvgPercent" })
public record WindowRow(String variant, String endpoint, String tool, int concurrency, int round, int block,
		String start, String end, String status, Double requestsPerSecond, Double p50LatencyMs, Double p99LatencyMs,
		Double connectMaxMs, Double jitMs, boolean jitBusy, Double serverCpuAvgPercent, Double toolCpuAvgPercent) {

	public boolean ok() {
		return MeasurementRow.OK.equals(this.status);
	}

	static WindowRow of(MeasurementRow m, int windowSeconds) {
		Double jit = m.jvm().jitMs();
		return new WindowRow(m.container(), m.endpoint(), m.key().tool(), m.key().concurrency(), m.key().round(),
				m.key().block(), m.start(), m.end(), m.status(), m.load().requestsPerSecond(), m.load().p50LatencyMs(),
				m.load().p99LatencyMs(), m.load().connectMaxMs(), jit,
				jit != null && jit > Method.jitBusyMillis(windowSeconds), m.usage().serverCpuAvgPercent(),
				m.usage().toolCpuAvgPercent());
	}

}
