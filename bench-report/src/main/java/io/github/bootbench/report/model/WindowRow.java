package io.github.bootbench.report.model;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.github.bootbench.report.core.Figures;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.stats.Method;
import io.github.bootbench.report.stats.Schedule;

/**
 * One measured window, as results.json's {@code windows} lists it: which variant, cell,
 * round, block and visit (2: a variant's second window in a mirrored block), when, its
 * figures, and the compile time the JVM reported during it.
 *
 * @param p90LatencyMs the 90th percentile (the fixed-rate tool only; null otherwise)
 * @param p999LatencyMs the 99.9th percentile (the fixed-rate tool only)
 * @param latencySamples the latencies the percentiles are of (the fixed-rate tool only)
 * @param connectMaxMs the longest connection set-up (ab only; null otherwise)
 * @param jitMs compile time the JVM reported during the window
 * ({@code jvm.compilation.time}, elapsed, waits for the CPU included; null when unread)
 * @param jitCpuMs CPU time of the JIT compiler threads during the window (null when
 * unread, as in runs made before it was read)
 * @param jitBusy whether the JIT ran for {@link Method#jitBusy()} the window: by its CPU
 * time where read, else by the compile time
 * @param lengthSeconds the window's own length where it is not the run's duration (a
 * JMeter window lasts its protocol); null otherwise
 * @param keptAlivePercent the share of the tool's requests whose response kept the
 * connection alive (ab -k, bench-latency); null where the tool does not tell it (see
 * {@link io.github.bootbench.report.parse.KeepAlive})
 */
@JsonPropertyOrder({ "variant", "endpoint", "tool", "concurrency", "round", "block", "visit", "start", "end", "status",
		"requestsPerSecond", "p50LatencyMs", "p90LatencyMs", "p99LatencyMs", "p999LatencyMs", "latencySamples",
		"connectMaxMs", "jitMs", "jitCpuMs", "jitBusy", "serverCpuAvgPercent", "toolCpuAvgPercent", "lengthSeconds",
		"keptAlivePercent" })
public record WindowRow(String variant, String endpoint, String tool, int concurrency, int round, int block, int visit,
		String start, String end, String status, Double requestsPerSecond, Double p50LatencyMs,
		@JsonInclude(JsonInclude.Include.NON_NULL) Double p90LatencyMs, Double p99LatencyMs,
		@JsonInclude(JsonInclude.Include.NON_NULL) Double p999LatencyMs,
		@JsonInclude(JsonInclude.Include.NON_NULL) Long latencySamples, Double connectMaxMs, Double jitMs,
		Double jitCpuMs, boolean jitBusy, Double serverCpuAvgPercent, Double toolCpuAvgPercent,
		@JsonInclude(JsonInclude.Include.NON_NULL) Double lengthSeconds,
		@JsonInclude(JsonInclude.Include.NON_NULL) Double keptAlivePercent) implements Figures {

	public boolean ok() {
		return MeasurementRow.OK.equals(this.status);
	}

	static WindowRow of(MeasurementRow m, int windowSeconds) {
		Double jit = m.jvm().jitMs();
		Double jitCpu = m.jvm().jitCpuMs();
		Double busy = (jitCpu != null) ? jitCpu : jit;
		boolean fixedRate = Tool.fixedRate(m.key().tool());
		// A JMeter window lasts its protocol, not the run's duration: the JIT's share is
		// of
		// the time it took.
		Double length = Tool.JMETER.is(m.key().tool()) ? m.load().durationSeconds() : null;
		double seconds = (length != null) ? length : windowSeconds;
		return new WindowRow(m.variant(), m.endpoint(), m.key().tool(), m.key().concurrency(), m.key().round(),
				m.key().block(), m.key().visit(), m.start(), m.end(), m.status(), m.load().requestsPerSecond(),
				m.load().p50LatencyMs(), fixedRate ? m.load().p90LatencyMs() : null, m.load().p99LatencyMs(),
				m.load().p999LatencyMs(), m.load().latencySamples(), m.load().connectMaxMs(), jit, jitCpu,
				busy != null && busy > Method.jitBusyMillis(seconds), m.usage().serverCpuAvgPercent(),
				m.usage().toolCpuAvgPercent(), length, m.load().keptAlivePercent());
	}

	/**
	 * Whether the JVM's reported compile time alone exceeds {@link Method#jitBusy()} the
	 * window.
	 */
	public boolean compilingLong(int windowSeconds) {
		return this.jitMs != null
				&& this.jitMs > Method.jitBusyMillis((this.lengthSeconds != null) ? this.lengthSeconds : windowSeconds);
	}

}
