package io.github.bootbench.report.parse;

/**
 * What a JMeter window adds to the common figures: the protocol it ran and JMeter's
 * Summary Report, its columns as JMeter's own Calculator computed them. JMeter times a
 * request in whole milliseconds from when its thread sent it: a closed loop, so a stall
 * delays the requests behind it, uncounted.
 *
 * @param jmeter Apache JMeter's version
 * @param threads the thread group's threads
 * @param rampSeconds the time over which they were started
 * @param loops requests each thread sent back to back
 * @param url the URL as sent ({@code ${seq}} where JMeter's counter went)
 * @param samples the Summary Report's "# Samples"
 * @param averageMs "Average"
 * @param minMs "Min"
 * @param maxMs "Max"
 * @param stdDevMs "Std. Dev."
 * @param errorPercent "Error %"
 * @param throughputPerSecond "Throughput": samples over the first one's start to the last
 * one's end
 * @param receivedKBPerSecond "Received KB/sec"
 * @param sentKBPerSecond "Sent KB/sec"
 * @param avgBytes "Avg. Bytes"
 * @param p95LatencyMs the Aggregate Report's 95 % line
 */
public record JmeterFigures(String jmeter, int threads, int rampSeconds, int loops, String url, long samples,
		double averageMs, long minMs, long maxMs, double stdDevMs, double errorPercent, double throughputPerSecond,
		double receivedKBPerSecond, double sentKBPerSecond, double avgBytes, Double p95LatencyMs) {

	/**
	 * The most requests a second the protocol sends if every response were instant: its
	 * threads start evenly over the ramp-up and each sends its loops and ends.
	 */
	public double pacedCeilingPerSecond() {
		return (this.rampSeconds > 0) ? (double) this.threads * this.loops / this.rampSeconds
				: Double.POSITIVE_INFINITY;
	}

}
