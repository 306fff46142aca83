package io.github.bootbench.report.feature.memory;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import io.github.bootbench.report.core.Method;
import io.github.bootbench.report.parse.ToolResult;
import org.apache.commons.statistics.descriptive.Median;

/**
 * Whether a memory trial ran clean (it started, lived and answered every request), and
 * its throughput against the round's reference trial: what the harness logs after each
 * trial. Whether a heap step carries the load is judged over the rounds by
 * {@link HeapSteps} ({@link Method#heapRule()}).
 *
 * @param pass whether it carried the load
 * @param summary one line saying why
 * @param toReference each endpoint's median throughput over the reference trial's (empty
 * without a reference)
 */
public record HeapTrial(boolean pass, String summary, Map<String, Double> toReference) {

	/** The trial judged on its own: it started, lived and answered every request. */
	public static HeapTrial judge(MemoryPhase.Trial trial) {
		return judge(trial, null);
	}

	/**
	 * The trial judged against the round's reference trial (null: on its own, as the
	 * reference itself is).
	 */
	public static HeapTrial judge(MemoryPhase.Trial trial, MemoryPhase.Trial reference) {
		if (trial.failure() != null) {
			return fail(trial.failure());
		}
		if (trial.windows().isEmpty()) {
			return fail("no measured window");
		}
		for (MemoryPhase.Window window : trial.windows()) {
			if (!window.outcome().ok()) {
				return fail(window.endpoint() + " window " + window.index() + ": " + window.outcome().failure());
			}
			ToolResult result = window.outcome().result();
			if (result.errors() > 0 || result.non2xx() > 0) {
				return fail(window.endpoint() + " window " + window.index() + ": " + result.errors()
						+ " socket error(s) and " + result.non2xx() + " non-2xx response(s)");
			}
		}
		Map<String, Double> medians = medians(trial);
		if (reference == null) {
			List<String> figures = new ArrayList<>();
			medians.forEach((endpoint, rps) -> figures.add(endpoint + " " + String.format(Locale.ROOT, "%,.0f", rps)));
			return new HeapTrial(true, "carried the load: " + String.join(", ", figures) + " req/s", Map.of());
		}
		Map<String, Double> referenceMedians = medians(reference);
		Map<String, Double> ratios = new LinkedHashMap<>();
		List<String> figures = new ArrayList<>();
		for (Map.Entry<String, Double> endpoint : referenceMedians.entrySet()) {
			Double rps = medians.get(endpoint.getKey());
			if (rps == null) {
				return fail("no " + endpoint.getKey() + " window");
			}
			double ratio = rps / endpoint.getValue();
			ratios.put(endpoint.getKey(), ratio);
			figures.add(endpoint.getKey() + " " + times(ratio));
		}
		return new HeapTrial(true, String.join(", ", figures) + " of the reference heap's throughput",
				Collections.unmodifiableMap(ratios));
	}

	/** Each endpoint's median throughput over the trial's windows, in window order. */
	public static Map<String, Double> medians(MemoryPhase.Trial trial) {
		Map<String, List<Double>> byEndpoint = new LinkedHashMap<>();
		trial.windows()
			.stream()
			.filter((window) -> window.requestsPerSecond() != null)
			.forEach((window) -> byEndpoint.computeIfAbsent(window.endpoint(), (e) -> new ArrayList<>())
				.add(window.requestsPerSecond()));
		Map<String, Double> medians = new LinkedHashMap<>();
		Median median = Median.withDefaults();
		byEndpoint.forEach((endpoint, figures) -> medians.put(endpoint,
				median.evaluate(figures.stream().mapToDouble(Double::doubleValue).toArray())));
		return medians;
	}

	private static HeapTrial fail(String why) {
		return new HeapTrial(false, why, Map.of());
	}

	/** Three decimals, so that a ratio just under the limit never reads as the limit. */
	private static String times(double ratio) {
		return String.format(Locale.ROOT, "%.3f×", ratio);
	}

}
