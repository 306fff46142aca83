package io.github.bootbench.report.parse;

import java.util.List;

/**
 * What a fixed-rate window adds to its {@link ToolResult}: the rate it was asked for,
 * what would make its latency wrong (requests that waited for a connection, held-back
 * sessions, errors), its tail and its timeline. Latencies are timed from when each
 * request was sent on the clock's schedule, recorded in HdrHistogram with two significant
 * digits (each within 1 % of its value), and given here in milliseconds.
 *
 * @param targetRate requests per second asked for
 * @param achievedRate responses per second, from the measured phase's start to its last
 * response (or its length, if that is longer): a server that cannot keep up answers the
 * last requests late, which lowers it
 * @param connections the HTTP/1.1 connections shared by every request
 * @param blockedMs time requests waited for a free connection, summed over the measured
 * phase
 * @param throttled whether the session pool ran dry, so that requests were held back
 * until earlier ones finished (coordinated omission)
 * @param invalid responses Hyperfoil marked invalid (a connection error marks its request
 * invalid too)
 * @param serverCloses responses that closed their connection, calibration included
 * @param samples latencies recorded in the measured phase
 * @param p999LatencyMs the 99.9th percentile
 * @param calibrationRequests requests of the unmeasured phase before, which the server
 * served too
 * @param calibrationErrors its requests that got no response
 * @param driverStallMs the longest time the driver itself was not scheduled in the
 * measured phase, as Hyperfoil's jitter watchdog reported it (0 when it reported none): a
 * request due then went late, and its latency is partly the driver's
 * @param seconds the measured phase second by second
 */
public record FixedRateFigures(int targetRate, double achievedRate, int connections, double blockedMs,
		boolean throttled, long invalid, long serverCloses, long samples, Double p999LatencyMs,
		long calibrationRequests, long calibrationErrors, long driverStallMs, List<Second> seconds) {

	/**
	 * One second of the measured phase.
	 *
	 * @param startMs when it began (epoch ms)
	 * @param lengthMs how long it lasted (the last one can be short)
	 * @param errors requests that got no response (timed out, or lost with their
	 * connection) and Hyperfoil's internal errors
	 * @param p99LatencyMs null when it has no latency sample
	 */
	public record Second(long startMs, long lengthMs, long requests, long responses, long errors, long non2xx,
			double blockedMs, Double p99LatencyMs, Double maxLatencyMs) {

	}

}
