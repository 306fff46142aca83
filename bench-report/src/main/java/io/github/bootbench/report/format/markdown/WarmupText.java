package io.github.bootbench.report.format.markdown;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

import io.github.bootbench.report.core.Method;
import io.github.bootbench.report.input.RunRecord;
import io.github.bootbench.report.input.Session;
import io.github.bootbench.report.input.WarmupOptions;

/** How a run's warm-up ran and how each variant's ended. */
final class WarmupText {

	private WarmupText() {
	}

	/** How the warm-up ran, in the words of its own era. */
	static String method(WarmupOptions warmup) {
		if (warmup.cycleSeconds() != null) {
			return "cycles of " + warmup.cycleSeconds() + " s of load, rotating over the cells, each "
					+ "JVM idle while the others of its round are loaded (at least " + warmup.idleSeconds()
					+ " s between its loads), until " + Method.quietRule() + "; at most " + warmup.capSeconds()
					+ " s of load";
		}
		return "primer " + warmup.primerSeconds() + " s per endpoint and tool, then " + warmup.windowSeconds()
				+ " s windows of " + warmup.tool() + " until two agree within "
				+ String.format(Locale.ROOT, "%.0f", warmup.tolerancePercent()) + " % (at least " + warmup.minSeconds()
				+ " s, at most " + warmup.capSeconds() + " s)";
	}

	/**
	 * {@code 2 of 3 steady (round 1 steady after 40 s; round 2 NOT steady after 90 s; ...)}.
	 */
	static String summary(RunRecord run, String variant) {
		List<String> parts = new ArrayList<>();
		int steady = 0;
		List<Session> sessions = run.sessionsOf(variant);
		for (Session session : sessions) {
			if (!session.ok()) {
				parts.add("round " + session.round() + " failed: " + Objects.requireNonNullElse(session.reason(), ""));
				continue;
			}
			steady += session.steady() ? 1 : 0;
			parts.add("round " + session.round() + (session.steady() ? " steady" : " NOT steady") + " after "
					+ ((session.warmup() != null) ? session.warmup().seconds() : 0) + " s");
		}
		return sessions.isEmpty() ? "no session recorded"
				: steady + " of " + sessions.size() + " steady (" + String.join("; ", parts) + ")";
	}

}
