package io.github.bootbench.report.model;

import java.util.List;
import java.util.Locale;

import io.github.bootbench.report.core.Method;
import io.github.bootbench.report.input.WarmupCurve;

/**
 * Whether a warm-up is over: the JIT is quiet and the throughput has settled. Quiet means
 * each of the last {@link Method#QUIET_CYCLES} cycles added no more compile time than
 * {@link Method#JIT_BUSY_PERCENT} of the time since the cycle before (its idle gap and
 * its load; its load alone in curves whose readings carry no time); settled means the
 * last cycle's throughput is within {@link Method#STEADY_TOLERANCE_PERCENT} of the same
 * pattern's previous cycle, which needs one cycle more than there are patterns (a pass
 * over them, and the first again). It is also over, not steady, when the load time
 * reaches the cap.
 *
 * @param done steady, or the cap reached
 * @param steady JIT-quiet and settled
 * @param seconds load time so far
 * @param windows cycles so far
 * @param lastChangePercent the last cycle's throughput change over its pattern's previous
 * cycle, null when unknown
 * @param lastCompileAddedMs compile time the last cycle added, null when unread
 * @param lastRequestsPerSecond the last cycle's throughput
 */
public record Steadiness(boolean done, boolean steady, int seconds, int windows, Double lastChangePercent,
		Double lastCompileAddedMs, Double lastRequestsPerSecond) {

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

	/** Whether a cycle's compile time counts as quiet for the time it accrued over. */
	static boolean quiet(WarmupCurve curve, WarmupCurve.Row row) {
		return row.compileAddedMs() != null && row.compileAddedMs() <= Method.jitBusyMillis(curve.periodMs(row) / 1000);
	}

	/**
	 * Whether the curve's first {@code count} cycles end JIT-quiet past the first pass
	 * over the patterns: the rule without its throughput check.
	 */
	static boolean quietPastFirstPass(WarmupCurve curve, int count, int patterns) {
		return count >= patterns + 1 && count >= Method.QUIET_CYCLES
				&& curve.rows()
					.subList(count - Method.QUIET_CYCLES, count)
					.stream()
					.allMatch((row) -> quiet(curve, row));
	}

	/**
	 * @param patterns how many load patterns (endpoint and tool) the warm-up rotates over
	 */
	public static Steadiness judge(WarmupCurve curve, int patterns, int capSeconds) {
		List<WarmupCurve.Row> rows = curve.rows();
		int seconds = rows.stream().mapToInt(WarmupCurve.Row::seconds).sum();
		WarmupCurve.Row last = curve.last();
		if (last == null) {
			return new Steadiness(capSeconds <= 0, false, 0, 0, null, null, null);
		}
		WarmupCurve.Row previous = curve.previousOf(last);
		Double change = (previous != null) ? changePercent(previous.requestsPerSecond(), last.requestsPerSecond())
				: null;
		boolean settled = change != null && Math.abs(change) <= Method.STEADY_TOLERANCE_PERCENT;
		boolean steady = quietPastFirstPass(curve, rows.size(), patterns) && settled;
		return new Steadiness(steady || seconds >= capSeconds, steady, seconds, rows.size(), change,
				last.compileAddedMs(), last.requestsPerSecond());
	}

	/**
	 * {@code JIT-quiet after 8 cycles, 40 s (last cycle +0.2 s compile, +1.3 %, 21,456 req/s)}.
	 */
	public String summary(int capSeconds) {
		String compile = (this.lastCompileAddedMs != null)
				? String.format(Locale.ROOT, "+%.1f s compile", this.lastCompileAddedMs / 1000) : "compile time unread";
		String change = (this.lastChangePercent != null)
				? String.format(Locale.ROOT, "%+.1f %%", this.lastChangePercent) : "no earlier cycle of its pattern";
		String rps = (this.lastRequestsPerSecond != null)
				? String.format(Locale.ROOT, "%,.0f req/s", this.lastRequestsPerSecond) : "? req/s";
		String last = "last cycle " + compile + ", " + change + ", " + rps;
		return this.steady
				? "JIT-quiet after " + this.windows + " cycles, " + this.seconds + " s of load (" + last + ")"
				: "NOT JIT-quiet after " + this.windows + " cycles, " + this.seconds + " s of load (cap " + capSeconds
						+ " s; " + last + ")";
	}

}
