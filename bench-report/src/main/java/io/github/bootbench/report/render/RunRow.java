package io.github.bootbench.report.render;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.github.bootbench.report.parse.ToolResult;
import io.github.bootbench.report.run.MeasuredRun;
import io.github.bootbench.report.run.Samples;

/** One measured run flattened: a row of results.csv and an element of results.json's "runs". */
@JsonPropertyOrder({ "container", "endpoint", "tool", "concurrency", "round", "status", "failure", "rawFile",
		"requests", "successful", "errors", "non2xx", "lengthMismatches", "requestsPerSecond", "meanLatencyMs",
		"p50LatencyMs", "p90LatencyMs", "p99LatencyMs", "maxLatencyMs", "durationSeconds", "serverCpuAvgPercent",
		"serverCpuPeakPercent", "toolCpuAvgPercent", "bottleneck", "rssPeakKb", "osThreadsPeak", "threadsLiveAfter",
		"threadsDaemonAfter", "threadsPeakAfter", "threadsStartedDuring", "heapUsedAfterBytes", "gcYoungCount",
		"gcYoungMs", "gcOldCount", "gcOldMs", "start", "end" })
public record RunRow(String container, String endpoint, String tool, int concurrency, int round, String status,
		String failure, String rawFile, Long requests, Long successful, Long errors, Long non2xx,
		Long lengthMismatches, Double requestsPerSecond, Double meanLatencyMs, Double p50LatencyMs,
		Double p90LatencyMs, Double p99LatencyMs, Double maxLatencyMs, Double durationSeconds,
		Double serverCpuAvgPercent, Double serverCpuPeakPercent, Double toolCpuAvgPercent, String bottleneck,
		Double rssPeakKb, Double osThreadsPeak, Double threadsLiveAfter, Double threadsDaemonAfter,
		Double threadsPeakAfter, Double threadsStartedDuring, Double heapUsedAfterBytes, Long gcYoungCount,
		Double gcYoungMs, Long gcOldCount, Double gcOldMs, String start, String end) {

	/** CPU figures are shares of the CPUs each process was pinned to. */
	static RunRow of(MeasuredRun run, int serverCpus, int loadCpus) {
		ToolResult r = run.result();
		Samples samples = run.samples();
		Double startedBefore = run.before("jvm.threads.started");
		Double startedAfter = run.after("jvm.threads.started");
		long youngCount = 0;
		double youngMs = 0;
		long oldCount = 0;
		double oldMs = 0;
		for (MeasuredRun.GcActivity gc : run.gc().values()) {
			if ("young".equals(gc.generation())) {
				youngCount += gc.collections();
				youngMs += gc.millis();
			}
			else if ("old".equals(gc.generation())) {
				oldCount += gc.collections();
				oldMs += gc.millis();
			}
		}
		boolean gcRead = run.actuator().path("after").path("gc").isObject();
		return new RunRow(run.container(), run.endpoint(), run.tool(), run.concurrency(), run.round(),
				run.ok() ? "ok" : "failed", run.failure(), run.rawFile(), (r != null) ? r.requests() : null,
				(r != null) ? r.successful() : null, (r != null) ? r.errors() : null, (r != null) ? r.non2xx() : null,
				(r != null) ? r.lengthMismatches() : null, (r != null) ? r.requestsPerSecond() : null,
				(r != null) ? r.meanLatencyMs() : null, (r != null) ? r.p50LatencyMs() : null,
				(r != null) ? r.p90LatencyMs() : null, (r != null) ? r.p99LatencyMs() : null,
				(r != null) ? r.maxLatencyMs() : null, (r != null) ? r.durationSeconds() : null,
				Samples.share(samples.averageServerCpu(), serverCpus), Samples.share(samples.peakServerCpu(), serverCpus),
				Samples.share(samples.averageToolCpu(), loadCpus), samples.bottleneck(serverCpus, loadCpus).label(),
				samples.peakRssKb(), samples.peakThreads(), run.after("jvm.threads.live"),
				run.after("jvm.threads.daemon"), run.after("jvm.threads.peak"),
				(startedBefore != null && startedAfter != null) ? startedAfter - startedBefore : null,
				run.after("jvm.memory.used.heap"), gcRead ? youngCount : null, gcRead ? youngMs : null,
				gcRead ? oldCount : null, gcRead ? oldMs : null, run.command().get("start"), run.command().get("end"));
	}

}
