package io.github.bootbench.report.feature.fixedrate;

import java.util.ArrayList;
import java.util.List;

import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.input.FixedRateGate;
import io.github.bootbench.report.input.Measurement;
import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.parse.FixedRateFigures;

/**
 * One fixed-rate window second by second, as its tool recorded it: what it drew for a GC
 * stall or a drift that the window's percentiles fold away.
 *
 * @param ok whether the window passed (a failed one is drawn too, where its tool wrote
 * its seconds)
 * @param breaches how it broke the fixed-rate gate ({@link FixedRateGate.Breach#kind()}),
 * empty when it did not (a window can fail otherwise: its tool exited early)
 * @param seconds the measured phase's seconds, in order
 */
public record FixedRateTimeline(String variant, String endpoint, int rate, int round, int block, int visit, boolean ok,
		List<String> breaches, List<Second> seconds) {

	/** A second of the tool's is whole when it lasted this long. */
	private static final long WHOLE_SECOND_MS = 1000;

	/**
	 * One second.
	 *
	 * @param second from 1, the measured phase's first second
	 * @param responsesPerSecond responses to the second's requests, over its length
	 * @param failures requests that got no response, and responses other than 2xx
	 * @param p99LatencyMs null when the second has no latency
	 * @param whole whether it is a whole second of the measured phase: the tool's last
	 * interval holds the responses to requests sent in the phase's last milliseconds,
	 * over a few milliseconds or past the phase's length, and its rate is not a second's
	 */
	public record Second(int second, double responsesPerSecond, long failures, Double p99LatencyMs, Double maxLatencyMs,
			boolean whole) {

	}

	/**
	 * Every fixed-rate window of the run whose tool wrote its seconds, in the run's
	 * order.
	 */
	public static List<FixedRateTimeline> of(RunDirectory run) {
		return run.measurements()
			.stream()
			.filter((m) -> Tool.atFixedRate(m.key().tool()) && m.result() != null && m.result().fixedRate() != null)
			.map(FixedRateTimeline::of)
			.toList();
	}

	private static FixedRateTimeline of(Measurement m) {
		List<FixedRateFigures.Second> recorded = m.result().fixedRate().seconds();
		List<Second> seconds = new ArrayList<>();
		for (int i = 0; i < recorded.size(); i++) {
			FixedRateFigures.Second s = recorded.get(i);
			double length = Math.max(s.lengthMs(), 1) / 1000.0;
			boolean whole = s.lengthMs() >= WHOLE_SECOND_MS && i < m.result().durationSeconds();
			seconds.add(new Second(i + 1, s.responses() / length, s.errors() + s.non2xx(), s.p99LatencyMs(),
					s.maxLatencyMs(), whole));
		}
		return new FixedRateTimeline(m.key().variant(), m.key().endpoint(), m.key().concurrency(), m.key().round(),
				m.key().block(), m.key().visit(), m.ok(),
				FixedRateGate.breaches(m.result()).stream().map(FixedRateGate.Breach::kind).toList(),
				List.copyOf(seconds));
	}

}
