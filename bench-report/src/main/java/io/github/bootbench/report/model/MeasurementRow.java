package io.github.bootbench.report.model;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import io.github.bootbench.report.core.Figures;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.core.WindowKey;
import io.github.bootbench.report.input.ActuatorReadings;
import io.github.bootbench.report.input.Measurement;
import io.github.bootbench.report.input.Samples;
import io.github.bootbench.report.parse.FixedRateFigures;
import io.github.bootbench.report.parse.ToolResult;
import io.github.bootbench.report.stats.Bottleneck;
import io.github.bootbench.report.stats.Method;

/**
 * One measured window's figures, computed once: a row of results.csv and an element of
 * results.json's "measurements" (flat in those files, grouped here by where each figure
 * comes from), and what results.json's "windows" shows of it. The stats read the window's
 * figures by the {@link Figures} methods: the 90th percentile only where the fixed-rate
 * tool gives it.
 *
 * @param jitBusy whether the JIT ran for {@link Method#jitBusy()} the window: by its CPU
 * time where read, else by the compile time
 */
@JsonPropertyOrder({ "key", "status", "failure", "rawFile", "load", "usage", "jvm", "start", "end" })
public record MeasurementRow(@JsonUnwrapped WindowKey key, String status, String failure, String rawFile,
		@JsonUnwrapped Load load, @JsonUnwrapped Usage usage, @JsonUnwrapped Jvm jvm, String start, String end,
		@JsonIgnore boolean jitBusy) implements Figures {

	public static final String OK = "ok";

	/**
	 * The load tool's figures (all null when its output did not parse); see
	 * {@link ToolResult}. {@code keptAlivePercent} is the share of the tool's requests
	 * whose response kept the connection alive, where the tool tells it (see
	 * {@link io.github.bootbench.report.parse.KeepAlive}).
	 */
	@JsonPropertyOrder({ "requests", "successful", "errors", "non2xx", "lengthMismatches", "requestsPerSecond",
			"meanLatencyMs", "p50LatencyMs", "p90LatencyMs", "p99LatencyMs", "maxLatencyMs", "durationSeconds",
			"connectMaxMs", "targetRate", "p999LatencyMs", "latencySamples", "keptAlivePercent" })
	public record Load(Long requests, Long successful, Long errors, Long non2xx, Long lengthMismatches,
			Double requestsPerSecond, Double meanLatencyMs, Double p50LatencyMs, Double p90LatencyMs,
			Double p99LatencyMs, Double maxLatencyMs, Double durationSeconds, Double connectMaxMs,
			@JsonInclude(JsonInclude.Include.NON_NULL) Integer targetRate,
			@JsonInclude(JsonInclude.Include.NON_NULL) Double p999LatencyMs,
			@JsonInclude(JsonInclude.Include.NON_NULL) Long latencySamples,
			@JsonInclude(JsonInclude.Include.NON_NULL) Double keptAlivePercent) implements Figures {

		static final Load NONE = new Load(null, null, null, null, null, null, null, null, null, null, null, null, null,
				null, null, null, null);

		static Load of(ToolResult r) {
			if (r == null) {
				return NONE;
			}
			FixedRateFigures fixed = r.fixedRate();
			return new Load(r.requests(), r.successful(), r.errors(), r.non2xx(), r.lengthMismatches(),
					r.requestsPerSecond(), r.meanLatencyMs(), r.p50LatencyMs(), r.p90LatencyMs(), r.p99LatencyMs(),
					r.maxLatencyMs(), r.durationSeconds(), r.connectMaxMs(),
					(fixed != null) ? fixed.targetRate() : null, (fixed != null) ? fixed.p999LatencyMs() : null,
					(fixed != null) ? fixed.samples() : null,
					(r.keepAlive() != null) ? r.keepAlive().keptAlivePercent() : null);
		}

	}

	/**
	 * From the samples: CPU as shares of the CPUs each process was pinned to, RSS and OS
	 * threads.
	 */
	@JsonPropertyOrder({ "serverCpuAvgPercent", "serverCpuPeakPercent", "toolCpuAvgPercent", "bottleneck", "rssPeakKb",
			"osThreadsPeak" })
	public record Usage(Double serverCpuAvgPercent, Double serverCpuPeakPercent, Double toolCpuAvgPercent,
			String bottleneck, Double rssPeakKb, Double osThreadsPeak) {

		static Usage of(Samples samples, int serverCpus, int loadCpus) {
			Double server = Samples.share(samples.averageServerCpu(), serverCpus);
			Double tool = Samples.share(samples.averageToolCpu(), loadCpus);
			return new Usage(server, Samples.share(samples.peakServerCpu(), serverCpus), tool,
					Bottleneck.of(server, tool).label(), samples.peakRssKb(), samples.peakThreads());
		}

	}

	/**
	 * From Actuator: threads and heap (used, committed) after the measurement,
	 * collections during it.
	 */
	@JsonPropertyOrder({ "threadsLiveAfter", "threadsDaemonAfter", "threadsPeakAfter", "threadsStartedDuring",
			"heapUsedAfterBytes", "gcYoungCount", "gcYoungMs", "gcOldCount", "gcOldMs", "jitMs", "jitCpuMs",
			"heapCommittedAfterBytes" })
	public record Jvm(Double threadsLiveAfter, Double threadsDaemonAfter, Double threadsPeakAfter,
			Double threadsStartedDuring, Double heapUsedAfterBytes, Long gcYoungCount, Double gcYoungMs,
			Long gcOldCount, Double gcOldMs, Double jitMs, Double jitCpuMs, Double heapCommittedAfterBytes) {

		static Jvm of(ActuatorReadings readings) {
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

	static MeasurementRow of(Measurement m, int serverCpus, int loadCpus, int windowSeconds) {
		Load load = Load.of(m.result());
		Jvm jvm = Jvm.of(m.actuator());
		Double busy = (jvm.jitCpuMs() != null) ? jvm.jitCpuMs() : jvm.jitMs();
		MeasurementRow row = new MeasurementRow(m.key(), m.ok() ? OK : "failed", m.failure(), m.rawFile(), load,
				Usage.of(m.samples(), serverCpus, loadCpus), jvm, m.command().start(), m.command().end(), false);
		return (busy != null && busy > row.jitBusyMillis(windowSeconds)) ? new MeasurementRow(row.key, row.status,
				row.failure, row.rawFile, load, row.usage, jvm, row.start, row.end, true) : row;
	}

	/**
	 * The window's own length where it is not the run's duration: a JMeter window lasts
	 * its protocol, and the JIT's share is of the time it took; null otherwise.
	 */
	public Double lengthSeconds() {
		return Tool.JMETER.is(this.key.tool()) ? this.load.durationSeconds() : null;
	}

	private double jitBusyMillis(int windowSeconds) {
		return Method.jitBusyMillis((lengthSeconds() != null) ? lengthSeconds() : windowSeconds);
	}

	/**
	 * Whether the reported compile time alone exceeds {@link Method#jitBusy()} the
	 * window.
	 */
	public boolean compilingLong(int windowSeconds) {
		return this.jvm.jitMs() != null && this.jvm.jitMs() > jitBusyMillis(windowSeconds);
	}

	@Override
	public Double requestsPerSecond() {
		return this.load.requestsPerSecond();
	}

	@Override
	public Double p50LatencyMs() {
		return this.load.p50LatencyMs();
	}

	/** The 90th percentile: the fixed-rate tool's only; null otherwise. */
	@Override
	public Double p90LatencyMs() {
		return Tool.fixedRate(this.key.tool()) ? this.load.p90LatencyMs() : null;
	}

	@Override
	public Double p99LatencyMs() {
		return this.load.p99LatencyMs();
	}

	@Override
	public Double p999LatencyMs() {
		return this.load.p999LatencyMs();
	}

	public boolean ok() {
		return OK.equals(this.status);
	}

	public String variant() {
		return this.key.variant();
	}

	public String endpoint() {
		return this.key.endpoint();
	}

	public boolean at(String endpoint, String tool, int concurrency) {
		return this.key.at(endpoint, tool, concurrency);
	}

}
