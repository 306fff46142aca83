package io.github.bootbench.report.input;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import io.github.bootbench.report.parse.FixedRateFigures;
import io.github.bootbench.report.parse.ToolResult;

/**
 * Whether a fixed-rate window measured what it claims: the server kept up with the rate
 * and no request's latency was hidden. A window that fails is a failed measurement, shown
 * with its reasons and never averaged in.
 */
public final class FixedRateGate {

	/** How far below its target a window's achieved rate may fall, in percent. */
	public static final double RATE_TOLERANCE_PERCENT = 1.0;

	private FixedRateGate() {
	}

	/** The rule as the report states it. */
	public static String rule() {
		return String.format(Locale.ROOT,
				"a fixed-rate window counts only if its achieved rate is within %.0f %% of its target, no request "
						+ "waited for a free connection (blocked time), no request was held back for want of a "
						+ "session, the driver itself never stalled (Hyperfoil's jitter watchdog), and no request "
						+ "failed (timeout, connection error or a status other than 2xx)",
				RATE_TOLERANCE_PERCENT);
	}

	/**
	 * One way a window broke the gate.
	 *
	 * @param kind what broke, in a few words, the same for every window it happens to (a
	 * chart counts windows by it)
	 * @param detail what broke, with the window's own figures
	 */
	public record Breach(String kind, String detail) {

	}

	/** The achieved rate fell more than {@link #RATE_TOLERANCE_PERCENT} short. */
	public static final String RATE_SHORT = "rate short";

	/** Requests waited for a free connection. */
	public static final String WAITED = "waited for a connection";

	/** The driver itself stalled. */
	public static final String DRIVER_STALLED = "driver stalled";

	/** Requests were held back for want of a session. */
	public static final String THROTTLED = "sessions ran dry";

	/** Requests failed or were answered other than 2xx. */
	public static final String REQUESTS_FAILED = "requests failed";

	/**
	 * Why the window fails the gate, or null when it passes (or is not a fixed-rate one).
	 */
	static String failure(ToolResult result) {
		List<Breach> breaches = breaches(result);
		return breaches.isEmpty() ? null
				: "failed the fixed-rate gate: " + String.join("; ", breaches.stream().map(Breach::detail).toList());
	}

	/**
	 * Every way the window broke the gate, in the rule's order; empty when it passes (or
	 * is not a fixed-rate one).
	 */
	public static List<Breach> breaches(ToolResult result) {
		FixedRateFigures figures = (result != null) ? result.fixedRate() : null;
		if (figures == null) {
			return List.of();
		}
		List<Breach> breaches = new ArrayList<>();
		double shortfall = 100 * (1 - figures.achievedRate() / figures.targetRate());
		if (shortfall > RATE_TOLERANCE_PERCENT) {
			breaches.add(new Breach(RATE_SHORT,
					String.format(Locale.ROOT, "achieved %,.0f req/s against %,d (%.1f %% short)",
							figures.achievedRate(), figures.targetRate(), shortfall)));
		}
		if (figures.blockedMs() > 0) {
			breaches.add(new Breach(WAITED, String.format(Locale.ROOT,
					"requests waited %,.1f ms in all for a free connection", figures.blockedMs())));
		}
		if (figures.driverStallMs() > 0) {
			breaches.add(new Breach(DRIVER_STALLED,
					String.format(Locale.ROOT,
							"the driver itself stalled for %,d ms (Hyperfoil's jitter watchdog), so requests due then "
									+ "went late",
							figures.driverStallMs())));
		}
		if (figures.throttled()) {
			breaches.add(new Breach(THROTTLED, "the session pool ran dry, so requests were held back"));
		}
		if (result.errors() > 0 || result.non2xx() > 0) {
			breaches.add(new Breach(REQUESTS_FAILED, String.format(Locale.ROOT,
					"%,d requests failed and %,d answered other than 2xx", result.errors(), result.non2xx())));
		}
		return List.copyOf(breaches);
	}

}
