package io.github.bootbench.report.parse;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import io.github.bootbench.report.core.Tool;

/** ApacheBench 2.3 summaries. */
final class AbParser implements ToolParser {

	private static final Pattern BANNER = Summary.line("^This is ApacheBench");

	private static final Pattern COMPLETE = Summary.line("^Complete requests:\\s+(\\d+)");

	private static final Pattern FAILED_BREAKDOWN = Summary
		.line("^\\s+\\(Connect: (\\d+), Receive: (\\d+), Length: (\\d+), Exceptions: (\\d+)\\)");

	/** Printed with {@code -k} only. */
	private static final Pattern KEEP_ALIVE = Summary.line("^Keep-Alive requests:\\s+(\\d+)");

	private static final Pattern NON_2XX = Summary.line("^Non-2xx responses:\\s+(\\d+)");

	private static final Pattern TRANSFERRED = Summary.line("^Total transferred:\\s+(\\d+) bytes");

	private static final Pattern RPS = Summary.line("^Requests per second:\\s+([\\d.]+) \\[#/sec\\] \\(mean\\)");

	private static final Pattern MEAN = Summary.line("^Time per request:\\s+([\\d.]+) \\[ms\\] \\(mean\\)$");

	private static final Pattern DURATION = Summary.line("^Time taken for tests:\\s+([\\d.]+) seconds");

	private static final Pattern CONCURRENCY = Summary.line("^Concurrency Level:\\s+(\\d+)");

	private static final Pattern P50 = percentile("50");

	private static final Pattern P90 = percentile("90");

	private static final Pattern P99 = percentile("99");

	/** {@code Connect:    0    0   0.3      0    1003}: min, mean, sd, median, max. */
	private static final Pattern CONNECT_TIMES = Summary
		.line("^Connect:\\s+\\d+\\s+\\d+\\s+[\\d.]+\\s+\\d+\\s+(\\d+)$");

	private static final Pattern LONGEST = Summary.line("^\\s+100%\\s+(\\d+) \\(longest request\\)");

	@Override
	public ToolResult parse(String text) throws IncompleteOutputException {
		Summary summary = new Summary(Tool.AB, text);
		summary.requireBanner(BANNER, "This is ApacheBench");
		long requests = summary.requireLong(COMPLETE, "Complete requests");
		long connect = 0;
		long receive = 0;
		long length = 0;
		long exceptions = 0;
		Matcher failed = FAILED_BREAKDOWN.matcher(text);
		if (failed.find()) {
			connect = Long.parseLong(failed.group(1));
			receive = Long.parseLong(failed.group(2));
			length = Long.parseLong(failed.group(3));
			exceptions = Long.parseLong(failed.group(4));
		}
		long non2xx = summary.optionalLong(NON_2XX, 0);
		long transferred = summary.requireLong(TRANSFERRED, "Total transferred");
		double rps = summary.requireDouble(RPS, "Requests per second");
		if (requests > 0 && transferred == 0) {
			// ab -r keeps going when every connection fails and then reports a
			// meaningless rate.
			throw new IncompleteOutputException("ab received no response at all (Total transferred: 0 bytes, "
					+ (connect + receive + exceptions) + " socket failures): connection refused?");
		}
		long errors = connect + receive + exceptions;
		String keptAlive = summary.optional(KEEP_ALIVE);
		return new ToolResult(Tool.AB, requests, Math.max(0, requests - non2xx - connect - receive), errors, non2xx,
				length, rps, summary.requireDouble(MEAN, "Time per request ... (mean)"),
				summary.requireDouble(P50, "50%"), summary.requireDouble(P90, "90%"), summary.requireDouble(P99, "99%"),
				summary.requireDouble(LONGEST, "100% ... (longest request)"),
				summary.requireDouble(DURATION, "Time taken for tests"),
				Integer.valueOf(summary.require(CONCURRENCY, "Concurrency Level")),
				summary.requireDouble(CONNECT_TIMES, "Connect: (Connection Times)"), null, null,
				(keptAlive != null) ? new KeepAlive(requests, Long.parseLong(keptAlive)) : null);
	}

	private static Pattern percentile(String percent) {
		return Summary.line("^\\s+" + percent + "%\\s+(\\d+)$");
	}

}
