package io.github.bootbench.report.plan;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.input.FixedRates;

/**
 * {@code --rates}: the fixed-rate tool's levels, read and checked. Either every item a
 * percentage ({@code 25%,50%,75%,90%}: shares of the slowest variant's saturated
 * throughput, probed in the run) or every item a rate in requests per second
 * ({@code 2000,5000}: the same on every endpoint). A probe window is as long as the run's
 * windows: the throughput the run itself would read.
 */
public final class RateLevels {

	/**
	 * The tool the probe and the warm-up load with: the closed loop that saturates best.
	 */
	static final Tool PROBE_TOOL = Tool.WRK;

	/**
	 * The highest share of the saturation a rate may be: at 100 % and above the server
	 * cannot keep up by construction, so the window measures a queue growing without
	 * bound, not a latency.
	 */
	static final int MAX_SHARE_PERCENT = 99;

	/**
	 * The fixed-rate tool's connections per connection of the probe. The probe held its
	 * concurrency in flight at the saturated throughput; at a lower rate Little's law
	 * puts fewer in flight, but not by much where a request's time is mostly waiting
	 * (io's 20 ms sleep): at 90 % of io's saturation, the probe's 100 connections left
	 * requests waiting for one (about 110 ms in all in a 3 s window, 2026-11-24). Twice
	 * as many leave room for the server to be the one that holds requests back; a window
	 * in which requests still wait for a connection fails the gate.
	 */
	static final int CONNECTIONS_PER_PROBE_CONNECTION = 2;

	/**
	 * The fewest connections the fixed-rate tool gets. A smoke window probed at c=10 got
	 * 20: at 1,743 req/s each carried 87 a second, and a pause of the barely warmed
	 * server left requests waiting 5.5 ms for one, which failed the gate (Jetty 12.1,
	 * block, on a fresh machine, 2026-11-24).
	 */
	static final int MIN_CONNECTIONS = 100;

	private RateLevels() {
	}

	/**
	 * The probed rates: each level's share of the lowest throughput the probe read on the
	 * endpoint, rounded to whole requests a second.
	 * @param throughput per endpoint, each probed variant's throughput
	 */
	public static FixedRates resolve(FixedRates rates, Map<String, Map<String, Double>> throughput) {
		Map<String, List<Integer>> resolved = new LinkedHashMap<>();
		throughput.forEach((endpoint, byVariant) -> {
			double slowest = Collections.min(byVariant.values());
			resolved.put(endpoint,
					rates.levels().stream().map((share) -> (int) Math.round(slowest * share / 100)).toList());
		});
		return rates.probed(throughput, resolved);
	}

	/**
	 * The rates asked for, or null when the run has no fixed-rate tool; a
	 * {@link PlanException} for rates without that tool or rates that are not all of one
	 * kind.
	 */
	public static FixedRates of(String value, List<Tool> tools, List<Integer> concurrency, int windowSeconds) {
		boolean fixedRate = tools.stream().anyMatch(Tool::fixedRate);
		boolean given = value != null && !value.isEmpty();
		if (!fixedRate) {
			if (given) {
				throw new PlanException("--rates are the levels of the fixed-rate tool: add hyperfoil to --tools");
			}
			return null;
		}
		if (!given) {
			throw new PlanException("hyperfoil needs --rates: percentages of the saturation (25%,50%) or req/s");
		}
		List<String> items = List.of(value.split(",", -1));
		boolean shares = items.stream().allMatch((item) -> item.endsWith("%"));
		if (!shares && items.stream().anyMatch((item) -> item.endsWith("%"))) {
			throw new PlanException(
					"--rates must be all percentages of the saturation or all req/s, got '" + value + "'");
		}
		List<Integer> levels = new ArrayList<>();
		for (String item : items) {
			int level = OptionValues.positive("--rates", shares ? item.substring(0, item.length() - 1) : item);
			if (shares && level > MAX_SHARE_PERCENT) {
				throw new PlanException("--rates: " + item + " is not below the saturation; the highest share is "
						+ MAX_SHARE_PERCENT + "%");
			}
			if (levels.contains(level)) {
				throw new PlanException("--rates lists " + item + " twice");
			}
			levels.add(level);
		}
		Collections.sort(levels);
		int probeConcurrency = Collections.max(concurrency);
		return new FixedRates(List.copyOf(levels), shares ? FixedRates.SATURATION : FixedRates.ABSOLUTE, null,
				probeConcurrency, windowSeconds,
				Math.max(MIN_CONNECTIONS, CONNECTIONS_PER_PROBE_CONNECTION * probeConcurrency), null, null);
	}

}
