package io.github.bootbench.report.model;

import io.github.bootbench.report.core.WindowKey;

/**
 * Windows made up for a test, with only the figures the ratios, tuning and digests read.
 */
final class Windows {

	private Windows() {
	}

	static MeasurementRow window(String variant, String endpoint, String tool, int concurrency, int round, int block,
			int visit, String status, Double requestsPerSecond, Double p50, Double p90, Double p99, Double p999,
			Long latencySamples, Double jitMs, Double jitCpuMs, boolean jitBusy, Double serverCpu, Double toolCpu) {
		MeasurementRow.Load load = new MeasurementRow.Load(null, null, null, null, null, requestsPerSecond, null, p50,
				p90, p99, null, null, null, null, p999, latencySamples, null);
		MeasurementRow.Usage usage = new MeasurementRow.Usage(serverCpu, null, toolCpu, null, null, null);
		MeasurementRow.Jvm jvm = new MeasurementRow.Jvm(null, null, null, null, null, null, null, null, null, jitMs,
				jitCpuMs, null);
		return new MeasurementRow(new WindowKey(variant, endpoint, tool, concurrency, round, block, visit), status,
				null, null, load, usage, jvm, null, null, jitBusy);
	}

	/** The same window with its JIT busy or quiet. */
	static MeasurementRow jitBusy(MeasurementRow w, boolean busy) {
		return new MeasurementRow(w.key(), w.status(), w.failure(), w.rawFile(), w.load(), w.usage(), w.jvm(),
				w.start(), w.end(), busy);
	}

	/** The same window with the server's CPU at another share. */
	static MeasurementRow serverCpu(MeasurementRow w, double serverCpu) {
		MeasurementRow.Usage u = w.usage();
		return new MeasurementRow(w.key(), w.status(), w.failure(), w.rawFile(), w.load(),
				new MeasurementRow.Usage(serverCpu, u.serverCpuPeakPercent(), u.toolCpuAvgPercent(), u.bottleneck(),
						u.rssPeakKb(), u.osThreadsPeak()),
				w.jvm(), w.start(), w.end(), w.jitBusy());
	}

	/** The same window with another share of its requests kept alive. */
	static MeasurementRow keptAlive(MeasurementRow w, Double percent) {
		MeasurementRow.Load l = w.load();
		return new MeasurementRow(w.key(), w.status(), w.failure(), w.rawFile(),
				new MeasurementRow.Load(l.requests(), l.successful(), l.errors(), l.non2xx(), l.lengthMismatches(),
						l.requestsPerSecond(), l.meanLatencyMs(), l.p50LatencyMs(), l.p90LatencyMs(), l.p99LatencyMs(),
						l.maxLatencyMs(), l.durationSeconds(), l.connectMaxMs(), l.targetRate(), l.p999LatencyMs(),
						l.latencySamples(), percent),
				w.usage(), w.jvm(), w.start(), w.end(), w.jitBusy());
	}

}
