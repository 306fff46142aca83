package io.github.bootbench.report.parse;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.DataFormatException;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.bootbench.report.core.Tool;
import org.HdrHistogram.Histogram;

/**
 * bench-latency's output (Hyperfoil at a fixed rate): Hyperfoil's warnings and a line a
 * second, then the window as one JSON line with every second's HdrHistogram. Only that
 * line is read; the figures are the measured phase's, the calibration before it counted
 * apart.
 */
final class FixedRateParser implements ToolParser {

	private static final String RESULT_LINE = "{\"tool\":\"bench-latency\"";

	private static final String MEASURED = "measured";

	private static final double NS_PER_MS = 1e6;

	/**
	 * A jitter watchdog's report, with the epoch milliseconds bench-latency's log stamps
	 * it with.
	 */
	private static final Pattern DRIVER_STALL = Pattern
		.compile("(?m)^(?:(\\d{13}) )?.*Jitter watchdog was not invoked for (\\d+) ms");

	@Override
	public ToolResult parse(String text) throws IncompleteOutputException {
		JsonNode window = ResultLine.read(text, RESULT_LINE, "bench-latency");
		if (!window.path("failure").isNull() && !window.path("failure").isMissingNode()) {
			throw new IncompleteOutputException("bench-latency failed: " + window.path("failure").asText());
		}
		JsonNode settings = window.path("settings");
		int seconds = settings.path("seconds").asInt();
		Histogram all = new Histogram(2);
		List<FixedRateFigures.Second> timeline = new ArrayList<>();
		long requests = 0;
		long responses = 0;
		long ok = 0;
		long non2xx = 0;
		long errors = 0;
		long invalid = 0;
		long blockedNs = 0;
		long calibrationRequests = 0;
		long calibrationErrors = 0;
		for (JsonNode second : window.path("seconds")) {
			// Every request ends with a response, a timeout or a lost connection, and
			// Hyperfoil
			// counts a timeout as a connection error too: the requests less the responses
			// count
			// each failed request once.
			long secondErrors = Math.max(0, second.path("requests").asLong() - second.path("responses").asLong())
					+ second.path("internalErrors").asLong();
			if (!MEASURED.equals(second.path("phase").asText())) {
				calibrationRequests += second.path("requests").asLong();
				calibrationErrors += secondErrors;
				continue;
			}
			Histogram histogram = decode(second.path("histogram").asText());
			all.add(histogram);
			long secondNon2xx = second.path("status3xx").asLong() + second.path("status4xx").asLong()
					+ second.path("status5xx").asLong() + second.path("statusOther").asLong();
			requests += second.path("requests").asLong();
			responses += second.path("responses").asLong();
			ok += second.path("status2xx").asLong();
			non2xx += secondNon2xx;
			errors += secondErrors;
			invalid += second.path("invalid").asLong();
			blockedNs += second.path("blockedNs").asLong();
			timeline.add(new FixedRateFigures.Second(second.path("startMs").asLong(),
					second.path("endMs").asLong() - second.path("startMs").asLong(), second.path("requests").asLong(),
					second.path("responses").asLong(), secondErrors, secondNon2xx,
					second.path("blockedNs").asLong() / NS_PER_MS, percentile(histogram, 99), max(histogram)));
		}
		if (timeline.isEmpty()) {
			throw new IncompleteOutputException("bench-latency recorded no second of the measured phase");
		}
		if (seconds <= 0) {
			throw new IncompleteOutputException("bench-latency's settings give no measured length");
		}
		JsonNode times = window.path("phases").path(MEASURED);
		if (!times.path("startedMs").canConvertToLong() || !times.path("terminatedMs").canConvertToLong()) {
			throw new IncompleteOutputException(
					"bench-latency's result line has no start or end of the measured phase");
		}
		double lastedSeconds = (times.path("terminatedMs").asLong() - times.path("startedMs").asLong()) / 1000.0;
		boolean throttled = false;
		for (JsonNode phase : window.path("limitExceeded")) {
			throttled |= MEASURED.equals(phase.asText());
		}
		FixedRateFigures figures = new FixedRateFigures(settings.path("rate").asInt(),
				responses / Math.max(lastedSeconds, seconds), settings.path("connections").asInt(),
				blockedNs / NS_PER_MS, throttled, invalid, window.path("serverCloses").asLong(), all.getTotalCount(),
				percentile(all, 99.9), calibrationRequests, calibrationErrors,
				driverStallMs(text, times.path("startedMs").asLong(), times.path("terminatedMs").asLong()),
				List.copyOf(timeline));
		boolean any = all.getTotalCount() > 0;
		// bench-latency counts the closes over the whole window, so the share is of every
		// request it sent, calibration included.
		long sent = calibrationRequests + requests;
		KeepAlive keepAlive = window.has("serverCloses")
				? new KeepAlive(sent, sent - window.path("serverCloses").asLong()) : null;
		return new ToolResult(Tool.HYPERFOIL, requests, ok, errors, non2xx, 0, (double) responses / seconds,
				any ? all.getMean() / NS_PER_MS : null, percentile(all, 50), percentile(all, 90), percentile(all, 99),
				max(all), seconds, null, null, figures, null, keepAlive);
	}

	/**
	 * The longest stall of the driver that Hyperfoil's jitter watchdog reported in the
	 * measured phase: a report stamped in epoch milliseconds (bench-latency's log) counts
	 * when it falls from the phase's start to a second after its end (the watchdog
	 * reports a stall when it ends); one stamped otherwise (an older log) counts wherever
	 * it fell.
	 */
	static long driverStallMs(String text, long startedMs, long terminatedMs) {
		long longest = 0;
		Matcher stall = DRIVER_STALL.matcher(text);
		while (stall.find()) {
			boolean stamped = stall.group(1) != null;
			long at = stamped ? Long.parseLong(stall.group(1)) : 0;
			if (!stamped || (at >= startedMs && at <= terminatedMs + 1000)) {
				longest = Math.max(longest, Long.parseLong(stall.group(2)));
			}
		}
		return longest;
	}

	private static Histogram decode(String base64) throws IncompleteOutputException {
		try {
			return Histogram.decodeFromCompressedByteBuffer(ByteBuffer.wrap(Base64.getDecoder().decode(base64)), 0);
		}
		catch (DataFormatException | IllegalArgumentException ex) {
			throw new IncompleteOutputException("bench-latency's histogram of a second cannot be read: " + ex);
		}
	}

	private static Double percentile(Histogram histogram, double percentile) {
		return (histogram.getTotalCount() > 0) ? histogram.getValueAtPercentile(percentile) / NS_PER_MS : null;
	}

	private static Double max(Histogram histogram) {
		return (histogram.getTotalCount() > 0) ? histogram.getMaxValue() / NS_PER_MS : null;
	}

}
