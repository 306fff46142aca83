package io.github.bootbench.report.model;

import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import io.github.bootbench.report.input.Measurement;
import io.github.bootbench.report.input.WindowCommand;
import io.github.bootbench.report.stats.Spread;

/**
 * The harness's own time between two windows of a round, settling aside: from the end of
 * one window's load to the start of the next, less the time the next waited for the
 * server CPUs to go idle. It is the Actuator readings around each window, the summary and
 * the progress line; what is left of the measuring phase besides the windows and
 * settling.
 *
 * @param gapsMs every gap, in ms
 * @param spread their median and range, or null
 */
public record HarnessTime(List<Double> gapsMs, Spread spread) {

	/**
	 * The gaps of a run's windows, consecutive in time within a round; null when the run
	 * recorded no settling time (made before the harness did).
	 */
	public static HarnessTime of(List<Measurement> measurements) {
		List<Double> gaps = gapsMs(measurements, true);
		return gaps.isEmpty() ? null : new HarnessTime(List.copyOf(gaps), Spread.of(gaps));
	}

	/**
	 * From each window's end to the next one's start, consecutive in time within a round,
	 * in ms, less the next one's settling when asked; only windows that recorded their
	 * settling.
	 */
	public static List<Double> gapsMs(List<Measurement> measurements, boolean lessSettling) {
		List<Timed> timed = new ArrayList<>();
		for (Measurement measurement : measurements) {
			WindowCommand command = measurement.command();
			Instant start = instant(command.start());
			Instant end = instant(command.end());
			if (start != null && end != null && command.settleMs() != null) {
				timed.add(new Timed(measurement.key().round(), start, end, command.settleMs()));
			}
		}
		timed.sort(Comparator.comparing(Timed::start));
		List<Double> gaps = new ArrayList<>();
		for (int i = 1; i < timed.size(); i++) {
			Timed previous = timed.get(i - 1);
			Timed next = timed.get(i);
			if (previous.round() == next.round()) {
				gaps.add((double) (Duration.between(previous.end(), next.start()).toMillis()
						- (lessSettling ? next.settleMs() : 0)));
			}
		}
		return gaps;
	}

	/**
	 * A harness timestamp ({@code .cmd}'s start and end), or null when it does not read.
	 */
	public static Instant instant(String timestamp) {
		if (timestamp == null) {
			return null;
		}
		try {
			return Instant.parse(timestamp);
		}
		catch (DateTimeParseException ex) {
			return null;
		}
	}

	private record Timed(int round, Instant start, Instant end, int settleMs) {

	}

}
