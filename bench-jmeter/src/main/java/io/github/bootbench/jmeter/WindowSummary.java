package io.github.bootbench.jmeter;

import java.util.Map;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.apache.jmeter.util.Calculator;
import org.apache.jmeter.util.JMeterUtils;
import us.abstracta.jmeter.javadsl.core.TestPlanStats;

/**
 * One JMeter window as bench-report reads it: what was run, JMeter's Summary Report at
 * full precision, and the percentiles of JMeter's Aggregate Report. Those are exact over
 * JMeter's whole-millisecond times, each timed from when its closed-loop thread sent it:
 * a stall delays the requests behind it, uncounted. jmeter-java-dsl's own percentiles are
 * not used: its P-square estimator read p99 68 ms, below p90 102 ms, on one window here
 * (block on Boot 3.5's Tomcat, 2026-11-24).
 *
 * @param tool {@code jmeter}
 * @param jmeter Apache JMeter's version
 * @param dsl jmeter-java-dsl's version
 * @param url the URL as sent, with the counter's placeholder
 * @param threads the thread group's threads
 * @param rampSeconds the time over which they were started
 * @param loops requests each thread sent
 * @param elapsedSeconds from the test plan's start to its end, as the DSL timed it
 * @param summary JMeter's Summary Report
 * @param percentilesMs the Aggregate Report's median, 90 %, 95 % and 99 % lines
 * @param responseCodes how many samples got each response code
 * @param jtl the raw results file
 * @param samplesByEngine with remote engines, how many samples each one sent (absent when
 * the window ran in one JVM)
 */
record WindowSummary(String tool, String jmeter, String dsl, String url, int threads, int rampSeconds, int loops,
		double elapsedSeconds, Summary summary, Map<String, Long> percentilesMs, Map<String, Long> responseCodes,
		String jtl, @JsonInclude(JsonInclude.Include.NON_NULL) Map<String, Long> samplesByEngine) {

	/**
	 * JMeter's Summary Report columns: times in whole-millisecond samples, the error
	 * share from 0 to 1, throughput over the first sample's start to the last one's end.
	 */
	record Summary(String label, long samples, double averageMs, long minMs, long maxMs, double stdDevMs,
			double errorFraction, double throughputPerSecond, double receivedKBPerSecond, double sentKBPerSecond,
			double avgBytes) {

		static Summary of(Calculator c) {
			return new Summary(c.getLabel(), c.getCountLong(), c.getMean(), c.getMin(), c.getMax(),
					c.getStandardDeviation(), c.getErrorPercentage(), c.getRate(), c.getKBPerSecond(),
					c.getSentKBPerSecond(), c.getAvgPageBytes());
		}

	}

	static WindowSummary of(SeedProtocol protocol, String url, SummaryReport report, TestPlanStats stats,
			Map<String, Long> samplesByEngine) {
		return new WindowSummary("jmeter", JMeterUtils.getJMeterVersion(), SeedProtocol.version(), url,
				protocol.threads, protocol.rampSeconds, protocol.loops, stats.duration().toMillis() / 1000.0,
				Summary.of(report.calculator()), report.percentilesMs(), report.responseCodes(),
				protocol.jtl.toString(), samplesByEngine);
	}

	String toJson() throws JsonProcessingException {
		return new ObjectMapper().writeValueAsString(this);
	}

}
