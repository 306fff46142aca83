package io.github.bootbench.report.input;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.github.bootbench.report.core.Bottleneck;
import io.github.bootbench.report.core.Figures;
import io.github.bootbench.report.core.Method;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.core.WindowKey;
import io.github.bootbench.report.parse.FixedRateFigures;
import io.github.bootbench.report.parse.KeepAlive;
import io.github.bootbench.report.parse.ToolResult;

/**
 * One window, the one type every layer reads from the run directory to the table: one
 * load tool's invocation against one variant, at one endpoint and concurrency, in one
 * round ({@code raw/<variant>/<endpoint>/<tool>-c<N>-r<round>.txt} and the files beside
 * it). It holds what was read; its figures ({@link #load()}, {@link #usage()},
 * {@link #jvm()}) are views of it, and results.csv writes them flat. The stats read the
 * window by the {@link Figures} methods: the 90th percentile only where the fixed-rate
 * tool gives it.
 *
 * @param key which window: the variant, cell, round, block and visit
 * @param result the parsed figures, or null when the measurement failed
 * @param failure why the measurement does not count, or null (see {@code Outcome})
 * @param command the {@code .cmd} file: the exact command, its start, end and exit code
 * @param setting what of the run the window's shares and JIT flag are of
 */
public record Measurement(WindowKey key, String rawFile, ToolResult result, String failure, WindowCommand command,
		Samples samples, ActuatorReadings actuator, Setting setting) implements Figures {

	public static final String OK = "ok";

	public boolean ok() {
		return this.failure == null;
	}

	/** {@value #OK} or {@code failed}, as results.csv writes it. */
	public String status() {
		return ok() ? OK : "failed";
	}

	public String variant() {
		return this.key.variant();
	}

	public String endpoint() {
		return this.key.endpoint();
	}

	public boolean at(String endpoint, Tool tool, int concurrency) {
		return this.key.at(endpoint, tool, concurrency);
	}

	public Load load() {
		return Load.of(this.result);
	}

	public Usage usage() {
		return Usage.of(this.samples, this.setting, duet());
	}

	public Jvm jvm() {
		return Jvm.of(this.actuator);
	}

	/**
	 * Whether the JIT ran for {@link Method#jitBusy()} the window: by its CPU time where
	 * read, else by the compile time.
	 */
	public boolean jitBusy() {
		Double busy = (this.actuator.jitCpuMs() != null) ? this.actuator.jitCpuMs() : this.actuator.compilationMs();
		return busy != null && busy > jitBusyMillis();
	}

	/**
	 * Whether the reported compile time alone exceeds {@link Method#jitBusy()} the
	 * window.
	 */
	public boolean compilingLong() {
		Double compiling = this.actuator.compilationMs();
		return compiling != null && compiling > jitBusyMillis();
	}

	/**
	 * The window's own length where it is not the run's duration: a JMeter window lasts
	 * its protocol, and the JIT's share is of the time it took; null otherwise.
	 */
	public Double lengthSeconds() {
		return (Tool.JMETER == this.key.tool() && this.result != null) ? this.result.durationSeconds() : null;
	}

	private double jitBusyMillis() {
		return Method.jitBusyMillis((lengthSeconds() != null) ? lengthSeconds() : this.setting.windowSeconds())
				* this.setting.shareOfOneCpu();
	}

	/** Whether the window was one of a duet's, its partner loaded at the same moment. */
	public boolean duet() {
		return this.key.duet() != null;
	}

	/**
	 * A duet window's figure: the requests the tool completed per second of CPU time of
	 * the JVM's control group over the window; null where either is missing.
	 */
	public Double requestsPerCpuSecond() {
		return (this.result != null) ? this.command.requestsPerCpuSecond(this.result.requests()) : null;
	}

	@Override
	public Double requestsPerSecond() {
		return (this.result != null) ? this.result.requestsPerSecond() : null;
	}

	@Override
	public Double p50LatencyMs() {
		return (this.result != null) ? this.result.p50LatencyMs() : null;
	}

	/** The 90th percentile: the fixed-rate tool's only; null otherwise. */
	@Override
	public Double p90LatencyMs() {
		return (this.result != null && Tool.atFixedRate(this.key.tool())) ? this.result.p90LatencyMs() : null;
	}

	@Override
	public Double p99LatencyMs() {
		return (this.result != null) ? this.result.p99LatencyMs() : null;
	}

	@Override
	public Double p999LatencyMs() {
		return (this.result != null && this.result.fixedRate() != null) ? this.result.fixedRate().p999LatencyMs()
				: null;
	}

	/**
	 * What of the run a window's figures are of: the CPUs the server and the load tool
	 * were pinned to (their CPU shares are of them, the server's of its CPU limit where
	 * it had one: a server at its limit is bound by it) and the run's window length (the
	 * JIT's share is of it).
	 */
	public record Setting(int serverCpus, int loadCpus, int windowSeconds, Double cpuLimit) {

		/** A run's setting without a CPU limit. */
		public Setting(int serverCpus, int loadCpus, int windowSeconds) {
			this(serverCpus, loadCpus, windowSeconds, null);
		}

		/** {@link Pinning#shareOfOneCpu(Double)} of this setting's limit. */
		public double shareOfOneCpu() {
			return Pinning.shareOfOneCpu(this.cpuLimit);
		}

		/** The CPUs the server could use: its limit where it had one, else its CPUs. */
		public double serverCapacity() {
			return (this.cpuLimit != null) ? this.cpuLimit : this.serverCpus;
		}

	}

	/**
	 * The load tool's figures (all null when its output did not parse); see
	 * {@link ToolResult}. {@code keptAlivePercent} is the share of the tool's requests
	 * whose response kept the connection alive, where the tool tells it (see
	 * {@link KeepAlive}).
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
	 * threads; {@code databaseCpuAvgPercent} is the database's, of the load CPUs (null
	 * without one, or where unread), written apart ({@code MeasurementColumns}).
	 */
	@JsonPropertyOrder({ "serverCpuAvgPercent", "serverCpuPeakPercent", "toolCpuAvgPercent", "bottleneck", "rssPeakKb",
			"osThreadsPeak" })
	public record Usage(Double serverCpuAvgPercent, Double serverCpuPeakPercent, Double toolCpuAvgPercent,
			String bottleneck, Double rssPeakKb, Double osThreadsPeak, @JsonIgnore Double databaseCpuAvgPercent) {

		/**
		 * @param duet whether the window was a duet's: its JVM's fair share was half the
		 * server CPUs and its tool's half the load CPUs, and the shares are of those
		 * halves
		 */
		static Usage of(Samples samples, Setting setting, boolean duet) {
			int partners = duet ? 2 : 1;
			Double server = Samples.share(samples.averageServerCpu(), setting.serverCapacity() / partners);
			Double tool = Samples.share(samples.averageToolCpu(), setting.loadCpus() / (double) partners);
			Double database = Samples.share(samples.averageDatabaseCpu(), setting.loadCpus());
			return new Usage(server, Samples.share(samples.peakServerCpu(), setting.serverCapacity() / partners), tool,
					Bottleneck.of(server, tool, database).label(), samples.peakRssKb(), samples.peakThreads(),
					database);
		}

		/** The load CPUs' busy share: {@link Bottleneck#loadCpuBusyPercent}. */
		public Double loadCpuBusyPercent() {
			return Bottleneck.loadCpuBusyPercent(this.toolCpuAvgPercent, this.databaseCpuAvgPercent);
		}

	}

}
