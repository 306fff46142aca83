package io.github.bootbench.report.stats;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

import io.github.bootbench.report.input.WarmupCurve;

/**
 * Whether a warm-up is steady: after at least the minimum time, every endpoint's last
 * window is within {@link Method#STEADY_TOLERANCE_PERCENT} of its previous one. It is
 * over when steady or when the cap is reached. Only complete windows (a row for every
 * endpoint) count.
 *
 * @param done steady, or the cap reached
 * @param seconds time spent in complete windows
 * @param windows complete windows
 * @param lastChangePercent the largest change (absolute) in the last complete window,
 * null when unknown
 * @param lastRequestsPerSecond each endpoint's figure in its last window
 */
public record Steadiness(boolean done, boolean steady, int seconds, int windows, Double lastChangePercent,
		Map<String, Double> lastRequestsPerSecond) {

	/**
	 * The change from one window to the next, in percent to one decimal; 100 when the
	 * first was 0.
	 */
	public static Double changePercent(Double previous, Double current) {
		if (previous == null || current == null) {
			return null;
		}
		if (previous == 0) {
			return 100.0;
		}
		return Math.round((current - previous) / previous * 1000) / 10.0;
	}

	public static Steadiness judge(WarmupCurve curve, List<String> endpoints, int minSeconds, int capSeconds) {
		List<WarmupCurve.Row> windows = curve.windows();
		int complete = 0;
		int seconds = 0;
		Double worst = null;
		boolean known = false;
		for (int window = 1;; window++) {
			int number = window;
			List<WarmupCurve.Row> rows = windows.stream().filter((row) -> row.window() == number).toList();
			if (rows.size() < endpoints.size() || rows.isEmpty()) {
				break;
			}
			complete = window;
			seconds += rows.stream().mapToInt(WarmupCurve.Row::seconds).sum();
			known = rows.stream().allMatch((row) -> row.changePercent() != null);
			worst = known ? rows.stream().mapToDouble((row) -> Math.abs(row.changePercent())).max().getAsDouble()
					: null;
		}
		boolean steady = known && seconds >= minSeconds && worst <= Method.STEADY_TOLERANCE_PERCENT;
		Map<String, Double> last = new LinkedHashMap<>();
		for (String endpoint : endpoints) {
			WarmupCurve.Row row = curve.lastWindow(endpoint);
			last.put(endpoint, (row != null) ? row.requestsPerSecond() : null);
		}
		return new Steadiness(steady || seconds >= capSeconds, steady, seconds, complete, worst, last);
	}

	/**
	 * {@code steady after 40 s (last change 2.1 %): block 12,345 req/s; async 6,789 req/s}.
	 */
	public String summary(int capSeconds) {
		String figures = this.lastRequestsPerSecond.entrySet()
			.stream()
			.map((entry) -> entry.getKey() + " "
					+ ((entry.getValue() != null) ? String.format(Locale.ROOT, "%,.0f", entry.getValue()) : "?")
					+ " req/s")
			.collect(Collectors.joining("; "));
		String change = (this.lastChangePercent != null) ? String.format(Locale.ROOT, "%.1f", this.lastChangePercent)
				: "unknown";
		return this.steady ? "steady after " + this.seconds + " s (last change " + change + " %): " + figures
				: "NOT steady after " + this.seconds + " s (last change " + change + " %, cap " + capSeconds + " s; "
						+ "steady means two windows " + Method.steadyTolerance() + "): " + figures;
	}

}
