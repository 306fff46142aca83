package io.github.bootbench.report.format.data;

import java.io.IOException;
import java.util.List;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import io.github.bootbench.report.core.WindowKey;
import io.github.bootbench.report.input.BuildRecord;
import io.github.bootbench.report.input.ColdStart;
import io.github.bootbench.report.input.HeaderCapture;
import io.github.bootbench.report.input.Measurement;
import io.github.bootbench.report.model.Assurance;
import io.github.bootbench.report.model.Caveat;
import io.github.bootbench.report.model.Finding;
import io.github.bootbench.report.model.HarnessTime;
import io.github.bootbench.report.model.RatioRow;
import io.github.bootbench.report.model.Row;
import io.github.bootbench.report.model.RunScope;
import io.github.bootbench.report.model.RunTime;
import io.github.bootbench.report.model.SummaryLine;
import io.github.bootbench.report.model.WarmupEnding;

/**
 * {@code results.json}: every figure and aggregate of a run, for other tools. The core's
 * keys are these; each feature adds its own after the one its section names
 * ({@link io.github.bootbench.report.model.Section#jsonAfter()}): a sweep's
 * {@code tuning} and {@code tuningChoices}, the memory phase's {@code memory}, the noise
 * study's {@code noise}, and so on.
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
 * @param withinGeneration each app against the Tomcat app, and the apps before it, of its
 * own Spring Boot generation, where that Tomcat is not the baseline (its {@code baseline}
 * field names it)
 * @param asyncToBlock each variant's async against its block
 * @param windows every measured window, as {@link WindowWriter} shows it
 * @param harness the harness's own time between windows, settling aside (null when the
 * run did not record its settling)
 * @param time where the run's wall time went (null where it did not record its phases)
 * @param warmupEnding where the warm-ups would have ended on the JIT alone, and how warm
 * the pass after was (null where no warm-up was ever JIT-quiet)
 */
public record ResultsDocument(JsonNode run, List<Finding> findings, List<Caveat> caveats, Assurance assurance,
		List<SummaryLine> summary, RunScope scope, List<RatioRow> ratios, List<RatioRow> toOwnDefault,
		List<RatioRow> acrossGenerations, List<RatioRow> withinGeneration, List<RatioRow> asyncToBlock, List<Row> rows,
		List<MeasurementColumns> measurements,
		@JsonSerialize(contentUsing = WindowWriter.class) List<Measurement> windows, List<ColdStart> startup,
		List<BuildRecord> build, List<HeaderCapture> headers, HarnessTime harness, RunTime time,
		WarmupEnding warmupEnding) {

	/**
	 * Writes what results.json's {@code windows} shows of a measured window: which
	 * variant, cell, round, block and visit, when, the figures the ratios are of, and the
	 * compile time the JVM reported during it. A view of the window, not a copy; the
	 * figures a tool does not give are left out.
	 */
	static final class WindowWriter extends StdSerializer<Measurement> {

		WindowWriter() {
			super(Measurement.class);
		}

		@Override
		public void serialize(Measurement w, JsonGenerator json, SerializerProvider provider) throws IOException {
			WindowKey key = w.key();
			json.writeStartObject();
			provider.defaultSerializeField("variant", key.variant(), json);
			provider.defaultSerializeField("endpoint", key.endpoint(), json);
			provider.defaultSerializeField("tool", key.tool(), json);
			provider.defaultSerializeField("concurrency", key.concurrency(), json);
			provider.defaultSerializeField("round", key.round(), json);
			provider.defaultSerializeField("block", key.block(), json);
			provider.defaultSerializeField("visit", key.visit(), json);
			provider.defaultSerializeField("start", w.command().start(), json);
			provider.defaultSerializeField("end", w.command().end(), json);
			provider.defaultSerializeField("status", w.status(), json);
			provider.defaultSerializeField("requestsPerSecond", w.requestsPerSecond(), json);
			provider.defaultSerializeField("p50LatencyMs", w.p50LatencyMs(), json);
			optional("p90LatencyMs", w.p90LatencyMs(), json, provider);
			provider.defaultSerializeField("p99LatencyMs", w.p99LatencyMs(), json);
			optional("p999LatencyMs", w.p999LatencyMs(), json, provider);
			optional("latencySamples", w.load().latencySamples(), json, provider);
			provider.defaultSerializeField("connectMaxMs", w.load().connectMaxMs(), json);
			provider.defaultSerializeField("jitMs", w.jvm().jitMs(), json);
			provider.defaultSerializeField("jitCpuMs", w.jvm().jitCpuMs(), json);
			provider.defaultSerializeField("jitBusy", w.jitBusy(), json);
			provider.defaultSerializeField("serverCpuAvgPercent", w.usage().serverCpuAvgPercent(), json);
			provider.defaultSerializeField("toolCpuAvgPercent", w.usage().toolCpuAvgPercent(), json);
			optional("lengthSeconds", w.lengthSeconds(), json, provider);
			optional("keptAlivePercent", w.load().keptAlivePercent(), json, provider);
			json.writeEndObject();
		}

		private static void optional(String name, Object value, JsonGenerator json, SerializerProvider provider)
				throws IOException {
			if (value != null) {
				provider.defaultSerializeField(name, value, json);
			}
		}

	}

}
