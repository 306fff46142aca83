package io.github.bootbench.report.model;

import java.util.List;

import io.github.bootbench.report.core.Method;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.core.WindowKey;
import io.github.bootbench.report.input.ActuatorReadings;
import io.github.bootbench.report.input.Measurement;
import io.github.bootbench.report.input.Samples;
import io.github.bootbench.report.input.WindowCommand;
import io.github.bootbench.report.parse.FixedRateFigures;
import io.github.bootbench.report.parse.KeepAlive;
import io.github.bootbench.report.parse.ToolResult;

/**
 * Windows made up for a test, with only the figures the ratios, tuning and digests read,
 * each put where the run directory would have put it: the tool's output, the samples,
 * Actuator.
 */
public final class Windows {

	/** The run's window length the made-up windows have, and so the JIT's busy share. */
	static final int WINDOW_SECONDS = 10;

	private static final Measurement.Setting ONE_CPU_EACH = new Measurement.Setting(1, 1, WINDOW_SECONDS);

	/** Compile CPU time over the busy share of a {@link #WINDOW_SECONDS} window. */
	private static final double BUSY_JIT_CPU_MS = Method.jitBusyMillis(WINDOW_SECONDS) * 2;

	private Windows() {
	}

	public static Measurement window(String variant, String endpoint, Tool tool, int concurrency, int round, int block,
			int visit, String status, Double requestsPerSecond, Double p50, Double p90, Double p99, Double p999,
			Long latencySamples, Double jitMs, Double jitCpuMs, boolean jitBusy, Double serverCpu, Double toolCpu) {
		boolean ok = Measurement.OK.equals(status);
		FixedRateFigures fixedRate = (p999 != null || latencySamples != null) ? new FixedRateFigures(0, 0, 0, 0, false,
				0, 0, (latencySamples != null) ? latencySamples : 0, p999, 0, 0, 0, List.of()) : null;
		ToolResult result = (ok && requestsPerSecond != null) ? new ToolResult(tool, 0, 0, 0, 0, 0, requestsPerSecond,
				null, p50, p90, p99, null, WINDOW_SECONDS, concurrency, null, fixedRate, null, null) : null;
		Measurement made = new Measurement(new WindowKey(variant, endpoint, tool, concurrency, round, block, visit),
				null, result, ok ? null : status, WindowCommand.NONE, samples(serverCpu, toolCpu), jit(jitMs, jitCpuMs),
				ONE_CPU_EACH);
		return (made.jitBusy() == jitBusy) ? made : jitBusy(made, jitBusy);
	}

	/**
	 * The same window with its JIT busy or quiet, by the compile CPU time Actuator read.
	 */
	static Measurement jitBusy(Measurement w, boolean busy) {
		return new Measurement(w.key(), w.rawFile(), w.result(), w.failure(), w.command(), w.samples(),
				jit(w.jvm().jitMs(), busy ? BUSY_JIT_CPU_MS : 0.0), w.setting());
	}

	/** The same window with the server's CPU at another share. */
	static Measurement serverCpu(Measurement w, double serverCpu) {
		return new Measurement(w.key(), w.rawFile(), w.result(), w.failure(), w.command(),
				samples(serverCpu, w.usage().toolCpuAvgPercent()), w.actuator(), w.setting());
	}

	/** The same window with another share of its requests kept alive. */
	static Measurement keptAlive(Measurement w, Double percent) {
		ToolResult r = w.result();
		KeepAlive keepAlive = (percent != null) ? new KeepAlive(1_000_000, Math.round(percent * 10_000)) : null;
		return new Measurement(w.key(), w.rawFile(),
				new ToolResult(r.tool(), r.requests(), r.successful(), r.errors(), r.non2xx(), r.lengthMismatches(),
						r.requestsPerSecond(), r.meanLatencyMs(), r.p50LatencyMs(), r.p90LatencyMs(), r.p99LatencyMs(),
						r.maxLatencyMs(), r.durationSeconds(), r.concurrency(), r.connectMaxMs(), r.fixedRate(),
						r.jmeter(), keepAlive),
				w.failure(), w.command(), w.samples(), w.actuator(), w.setting());
	}

	private static Samples samples(Double serverCpu, Double toolCpu) {
		return new Samples(List.of(new Samples.Row(0, serverCpu, null, null, toolCpu, null, null)));
	}

	private static ActuatorReadings jit(Double jitMs, Double jitCpuMs) {
		return new ActuatorReadings(snapshot((jitMs != null) ? 0.0 : null, (jitCpuMs != null) ? 0.0 : null),
				snapshot(jitMs, jitCpuMs));
	}

	private static ActuatorReadings.Snapshot snapshot(Double compilationMs, Double jitCpuMs) {
		return new ActuatorReadings.Snapshot(null, null, null, null, null, null, null, compilationMs, jitCpuMs, null);
	}

}
