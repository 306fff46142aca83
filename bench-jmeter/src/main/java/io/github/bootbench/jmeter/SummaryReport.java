package io.github.bootbench.jmeter;

import java.util.Map;
import java.util.TreeMap;

import org.apache.jmeter.samplers.SampleResult;
import org.apache.jmeter.util.Calculator;
import org.apache.jmeter.visualizers.SamplingStatCalculator;

/**
 * JMeter's Summary Report of one window: JMeter's own {@link Calculator}, which computes
 * the report's columns in JMeter's GUI, fed every sample; the percentiles of JMeter's
 * Aggregate Report ({@link SamplingStatCalculator}: exact over JMeter's whole-millisecond
 * times); and the response codes seen (a sample that got no response has JMeter's "Non
 * HTTP response code: ..." in place of a status). Samples arrive from every thread, hence
 * the lock.
 */
final class SummaryReport {

	/** JMeter's Summary Report columns, in its order. */
	static final String HEADER = "Label,# Samples,Average,Min,Max,Std. Dev.,Error %,Throughput,Received KB/sec,"
			+ "Sent KB/sec,Avg. Bytes";

	private final Calculator calculator;

	private final SamplingStatCalculator aggregate;

	private final Map<String, Long> responseCodes = new TreeMap<>();

	SummaryReport(String label) {
		this.calculator = new Calculator(label);
		this.aggregate = new SamplingStatCalculator(label);
	}

	synchronized void add(SampleResult sample) {
		this.calculator.addSample(sample);
		this.aggregate.addSample(sample);
		this.responseCodes.merge(sample.getResponseCode(), 1L, Long::sum);
	}

	synchronized long count() {
		return this.calculator.getCountLong();
	}

	synchronized Calculator calculator() {
		return this.calculator;
	}

	/**
	 * The Aggregate Report's median and its 90 %, 95 % and 99 % lines, in whole
	 * milliseconds; empty without samples.
	 */
	synchronized Map<String, Long> percentilesMs() {
		if (this.aggregate.getCount() == 0) {
			return Map.of();
		}
		Map<String, Long> lines = new java.util.LinkedHashMap<>();
		lines.put("p50", this.aggregate.getPercentPoint(0.50).longValue());
		lines.put("p90", this.aggregate.getPercentPoint(0.90).longValue());
		lines.put("p95", this.aggregate.getPercentPoint(0.95).longValue());
		lines.put("p99", this.aggregate.getPercentPoint(0.99).longValue());
		return lines;
	}

	synchronized Map<String, Long> responseCodes() {
		return Map.copyOf(this.responseCodes);
	}

	/** The report as JMeter's "Save Table Data" writes it: its header, one row. */
	synchronized String table() {
		Calculator c = this.calculator;
		return HEADER + "\n"
				+ String.join(",", c.getLabel(), String.valueOf(c.getCountLong()),
						String.valueOf(Math.round(c.getMean())), String.valueOf(c.getMin()), String.valueOf(c.getMax()),
						String.format(java.util.Locale.ROOT, "%.2f", c.getStandardDeviation()),
						String.format(java.util.Locale.ROOT, "%.3f%%", c.getErrorPercentage() * 100),
						String.format(java.util.Locale.ROOT, "%.1f/sec", c.getRate()),
						String.format(java.util.Locale.ROOT, "%.2f", c.getKBPerSecond()),
						String.format(java.util.Locale.ROOT, "%.2f", c.getSentKBPerSecond()),
						String.format(java.util.Locale.ROOT, "%.1f", c.getAvgPageBytes()))
				+ "\n";
	}

}
