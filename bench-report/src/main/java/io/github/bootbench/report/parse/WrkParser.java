package io.github.bootbench.report.parse;

import java.math.BigDecimal;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import io.github.bootbench.report.core.Tool;

/** wrk 4.x summaries, with or without {@code --latency}. */
final class WrkParser implements ToolParser {

	private static final Pattern HEADER = Summary.line("^Running \\S+ test @ ");

	private static final Pattern CONNECTIONS = Summary.line("^\\s+\\d+ threads and (\\d+) connections");

	private static final String TIME = "([\\d.]+)(us|ms|s|m|h)";

	private static final Pattern LATENCY = Summary
		.line("^\\s+Latency\\s+" + TIME + "\\s+" + TIME + "\\s+" + TIME + "\\s+(\\S+)%");

	private static final Pattern REQUESTS = Summary.line("^\\s+(\\d+) requests in " + TIME + ", ");

	private static final Pattern SOCKET_ERRORS = Summary
		.line("^\\s+Socket errors: connect (\\d+), read (\\d+), write (\\d+), timeout (\\d+)");

	private static final Pattern NON_2XX = Summary.line("^\\s+Non-2xx or 3xx responses: (\\d+)");

	private static final Pattern RPS = Summary.line("^Requests/sec:\\s+([\\d.]+)");

	private static final Pattern DISTRIBUTION = Summary.line("^\\s+Latency Distribution");

	private static final Pattern P50 = percentile("50");

	private static final Pattern P90 = percentile("90");

	private static final Pattern P99 = percentile("99");

	@Override
	public ToolResult parse(String text) throws IncompleteOutputException {
		Summary summary = new Summary(Tool.WRK, text);
		summary.requireBanner(HEADER, "Running ... test @");
		Matcher requestsLine = summary.requireMatch(REQUESTS, "N requests in T");
		long requests = Long.parseLong(requestsLine.group(1));
		double duration = millis(requestsLine.group(2), requestsLine.group(3)) / 1000;
		double rps = summary.requireDouble(RPS, "Requests/sec");
		if (requests == 0) {
			throw new IncompleteOutputException("wrk completed no request in " + duration + " s");
		}
		Matcher latency = summary.requireMatch(LATENCY, "Latency");
		// wrk prints 0.00us and -nan% when it recorded no latency sample (e.g. every
		// request timed out).
		boolean sampled = !latency.group(7).contains("nan");
		long errors = 0;
		Matcher socketErrors = SOCKET_ERRORS.matcher(text);
		if (socketErrors.find()) {
			for (int group = 1; group <= 4; group++) {
				errors += Long.parseLong(socketErrors.group(group));
			}
		}
		long non2xx = summary.optionalLong(NON_2XX, 0);
		// Without --latency wrk prints no distribution: no percentile, by the command's
		// choice.
		// With it, each percentile line must be read; a line that is there but does not
		// parse
		// fails the window rather than leaving a hole in the figures.
		boolean distribution = sampled && summary.has(DISTRIBUTION);
		return new ToolResult(Tool.WRK, requests, requests - non2xx, errors, non2xx, 0, rps,
				sampled ? millis(latency.group(1), latency.group(2)) : null,
				distribution ? percentile(summary, P50, "50%") : null,
				distribution ? percentile(summary, P90, "90%") : null,
				distribution ? percentile(summary, P99, "99%") : null,
				sampled ? millis(latency.group(5), latency.group(6)) : null, duration,
				Integer.valueOf(summary.require(CONNECTIONS, "N threads and N connections")), null, null, null, null);
	}

	private static double percentile(Summary summary, Pattern pattern, String percent)
			throws IncompleteOutputException {
		String printed = summary.require(Summary.line("^(\\s+" + percent + "\\s.*)$"),
				percent + " in the Latency Distribution");
		Matcher matcher = pattern.matcher(printed);
		if (!matcher.find()) {
			throw new IncompleteOutputException(
					"cannot read wrk's " + percent + " latency: '" + printed.strip() + "' is not a time wrk prints");
		}
		return millis(matcher.group(1), matcher.group(2));
	}

	/** Converts in decimal, so that 3.21s is 3210.0 ms and not 3210.0000000000005. */
	static double millis(String value, String unit) {
		BigDecimal number = new BigDecimal(value);
		BigDecimal millis = switch (unit) {
			case "us" -> number.movePointLeft(3);
			case "ms" -> number;
			case "s" -> number.movePointRight(3);
			case "m" -> number.multiply(BigDecimal.valueOf(60_000));
			case "h" -> number.multiply(BigDecimal.valueOf(3_600_000));
			default -> throw new IllegalArgumentException("unknown wrk time unit " + unit);
		};
		return millis.doubleValue();
	}

	/**
	 * A Latency Distribution line. wrk pads a one-letter unit ({@code 1.31s},
	 * {@code 0.97m}) with a trailing space to keep its columns aligned.
	 */
	private static Pattern percentile(String percent) {
		return Summary.line("^\\s+" + percent + "%\\s+" + TIME + "[ \\t]*$");
	}

}
