package io.github.bootbench.report.format.data;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.JsonNode;
import io.github.bootbench.report.input.BuildRecord;
import io.github.bootbench.report.input.ColdStart;
import io.github.bootbench.report.input.HeaderCapture;
import io.github.bootbench.report.model.Assurance;
import io.github.bootbench.report.model.Caveat;
import io.github.bootbench.report.model.Finding;
import io.github.bootbench.report.model.FirstMinutes;
import io.github.bootbench.report.model.FixedRateTimeline;
import io.github.bootbench.report.model.JmeterSummary;
import io.github.bootbench.report.model.NoiseStudy;
import io.github.bootbench.report.model.HarnessTime;
import io.github.bootbench.report.model.MeasurementRow;
import io.github.bootbench.report.model.MemoryResult;
import io.github.bootbench.report.model.RatioRow;
import io.github.bootbench.report.model.Row;
import io.github.bootbench.report.model.RunScope;
import io.github.bootbench.report.model.RunTime;
import io.github.bootbench.report.model.SummaryLine;
import io.github.bootbench.report.model.WarmupEnding;
import io.github.bootbench.report.model.Tuning;
import io.github.bootbench.report.model.TuningChoice;

/**
 * {@code results.json}: every figure and aggregate of a run, for other tools.
 *
 * @param run {@code run.json} as recorded
 * @param rows a row per endpoint, tool and concurrency, with a cell per variant
 * @param measurements one element per measurement
 * @param findings what the run found, as data (each with its {@code kind}); the report
 * words them
 * @param caveats what limits the figures, as data (each with its {@code kind})
 * @param assurance how sure the run is, as figures
 * @param summary the run's answer, a line per comparison: each side's figure and the
 * server CPU a request took on it, the ratio and its verdict
 * @param scope what the figures hold for: the server's CPUs and collector, the JVM, the
 * response bodies, where the load tools ran
 * @param ratios every variant against the baseline, per cell and metric
 * @param toOwnDefault each variant with a profile against its own app's default variant
 * (its {@code baseline} field names that variant)
 * @param acrossGenerations each app against the same container's app of the next older
 * Spring Boot generation in the run, 4.1 against 3.5 and 3.5 against 2.7 (its
 * {@code baseline} field names the older variant)
 * @param asyncToBlock each variant's async against its block
 * @param tuning a sweep's settings per app and cell, with the recommended one (empty
 * without a sweep)
 * @param tuningChoices per app of a sweep, the one setting for every cell (a profile's)
 * @param memory the memory phase's figures, comparisons and NMT's cost (null without the
 * phase)
 * @param windows every measured window, as {@link Window} shows it
 * @param harness the harness's own time between windows, settling aside (null when the
 * run did not record its settling)
 * @param noise where the A/A control's noise comes from, replayed from its windows second
 * by second (null without a control or in a run made before the harness sampled loopback
 * bytes)
 * @param time where the run's wall time went (null where it did not record its phases)
 * @param warmupEnding where the warm-ups would have ended on the JIT alone, and how warm
 * the pass after was (null where no warm-up was ever JIT-quiet)
 * @param firstMinutes each variant's first minutes as a fresh JVM, from its warm-up
 * curves (null where no curve gave them)
 * @param timelines every fixed-rate window second by second (null in a run without the
 * fixed-rate tool)
 * @param jmeter JMeter's Summary Report per cell and variant (null in a run without
 * JMeter)
 */
public record ResultsDocument(JsonNode run, List<Finding> findings, List<Caveat> caveats, Assurance assurance,
		List<SummaryLine> summary, RunScope scope, List<RatioRow> ratios, List<RatioRow> toOwnDefault,
		List<RatioRow> acrossGenerations, List<RatioRow> asyncToBlock, List<Tuning> tuning,
		List<TuningChoice> tuningChoices, MemoryResult memory, List<Row> rows, List<MeasurementRow> measurements,
		List<Window> windows, List<ColdStart> startup, List<BuildRecord> build, List<HeaderCapture> headers,
		HarnessTime harness, NoiseStudy noise, RunTime time, WarmupEnding warmupEnding, FirstMinutes firstMinutes,
		@JsonInclude(JsonInclude.Include.NON_NULL) List<FixedRateTimeline> timelines,
		@JsonInclude(JsonInclude.Include.NON_NULL) List<JmeterSummary> jmeter) {

	/**
	 * What results.json's {@code windows} shows of a measured window: which variant,
	 * cell, round, block and visit, when, the figures the ratios are of, and the compile
	 * time the JVM reported during it. A view of the window, not a copy.
	 */
	@JsonPropertyOrder({ "variant", "endpoint", "tool", "concurrency", "round", "block", "visit", "start", "end",
			"status", "requestsPerSecond", "p50LatencyMs", "p90LatencyMs", "p99LatencyMs", "p999LatencyMs",
			"latencySamples", "connectMaxMs", "jitMs", "jitCpuMs", "jitBusy", "serverCpuAvgPercent",
			"toolCpuAvgPercent", "lengthSeconds", "keptAlivePercent" })
	@JsonAutoDetect(getterVisibility = JsonAutoDetect.Visibility.NONE,
			isGetterVisibility = JsonAutoDetect.Visibility.NONE)
	public record Window(@JsonIgnore MeasurementRow row) {

		@JsonProperty
		String variant() {
			return this.row.variant();
		}

		@JsonProperty
		String endpoint() {
			return this.row.endpoint();
		}

		@JsonProperty
		String tool() {
			return this.row.tool();
		}

		@JsonProperty
		int concurrency() {
			return this.row.concurrency();
		}

		@JsonProperty
		int round() {
			return this.row.round();
		}

		@JsonProperty
		int block() {
			return this.row.block();
		}

		@JsonProperty
		int visit() {
			return this.row.visit();
		}

		@JsonProperty
		String start() {
			return this.row.start();
		}

		@JsonProperty
		String end() {
			return this.row.end();
		}

		@JsonProperty
		String status() {
			return this.row.status();
		}

		@JsonProperty
		Double requestsPerSecond() {
			return this.row.requestsPerSecond();
		}

		@JsonProperty
		Double p50LatencyMs() {
			return this.row.p50LatencyMs();
		}

		@JsonProperty
		@JsonInclude(JsonInclude.Include.NON_NULL)
		Double p90LatencyMs() {
			return this.row.p90LatencyMs();
		}

		@JsonProperty
		Double p99LatencyMs() {
			return this.row.p99LatencyMs();
		}

		@JsonProperty
		@JsonInclude(JsonInclude.Include.NON_NULL)
		Double p999LatencyMs() {
			return this.row.p999LatencyMs();
		}

		@JsonProperty
		@JsonInclude(JsonInclude.Include.NON_NULL)
		Long latencySamples() {
			return this.row.latencySamples();
		}

		@JsonProperty
		Double connectMaxMs() {
			return this.row.connectMaxMs();
		}

		@JsonProperty
		Double jitMs() {
			return this.row.jitMs();
		}

		@JsonProperty
		Double jitCpuMs() {
			return this.row.jitCpuMs();
		}

		@JsonProperty
		boolean jitBusy() {
			return this.row.jitBusy();
		}

		@JsonProperty
		Double serverCpuAvgPercent() {
			return this.row.serverCpuAvgPercent();
		}

		@JsonProperty
		Double toolCpuAvgPercent() {
			return this.row.toolCpuAvgPercent();
		}

		@JsonProperty
		@JsonInclude(JsonInclude.Include.NON_NULL)
		Double lengthSeconds() {
			return this.row.lengthSeconds();
		}

		@JsonProperty
		@JsonInclude(JsonInclude.Include.NON_NULL)
		Double keptAlivePercent() {
			return this.row.keptAlivePercent();
		}

	}

}
