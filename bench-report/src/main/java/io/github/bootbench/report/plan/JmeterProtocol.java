package io.github.bootbench.report.plan;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How the JMeter tool loads each endpoint: the protocol of the blog comparisons it
 * reproduces. A thread group of the cell's level in threads, started evenly over
 * {@link #RAMP_SECONDS}; each thread sends {@link #LOOPS} requests back to back on a
 * plain endpoint, and goes once through {@link #COUNTER_ENDPOINT} with JMeter's counter
 * in a query parameter, a new value on every request (the app ignores it; its document
 * changes on every request anyway).
 *
 * @param rampSeconds the ramp-up
 * @param loops requests per thread, by endpoint
 * @param counterParameters the counter's query parameter, by endpoint (only those that
 * send it)
 */
public record JmeterProtocol(int rampSeconds, Map<String, Integer> loops, Map<String, String> counterParameters) {

	/** The ramp-up of the protocol reproduced. */
	public static final int RAMP_SECONDS = 10;

	/** Requests per thread on a plain endpoint. */
	public static final int LOOPS = 3;

	/** The endpoint gone through once, with the counter. */
	public static final String COUNTER_ENDPOINT = "json";

	/** The counter's query parameter. */
	public static final String COUNTER_PARAMETER = "seq";

	/**
	 * A JMeter window's cost besides its ramp-up: the driver's JVM start and JMeter's
	 * set-up, and the last threads' requests after the ramp-up. 12.5 s from start to exit
	 * for 1000 threads over 10 s (block and json on Boot 3.5, 2026-11-24).
	 */
	public static final int OVERHEAD_MS = 2500;

	/**
	 * The protocol for a run's endpoints; a {@code --smoke} run, which checks that every
	 * tool runs and judges nothing, ramps up over its short window instead.
	 */
	/** The ramp-up: the protocol's, or a {@code --smoke} run's short window. */
	static int rampSeconds(String mode, int windowSeconds) {
		return "smoke".equals(mode) ? windowSeconds : RAMP_SECONDS;
	}

	static JmeterProtocol of(List<String> endpoints, String mode, int windowSeconds) {
		Map<String, Integer> loops = new LinkedHashMap<>();
		Map<String, String> counters = new LinkedHashMap<>();
		for (String endpoint : endpoints) {
			boolean counted = COUNTER_ENDPOINT.equals(endpoint);
			loops.put(endpoint, counted ? 1 : LOOPS);
			if (counted) {
				counters.put(endpoint, COUNTER_PARAMETER);
			}
		}
		// In the endpoints' order: the plan's text lists them so.
		return new JmeterProtocol(rampSeconds(mode, windowSeconds), Collections.unmodifiableMap(loops),
				Collections.unmodifiableMap(counters));
	}

}
