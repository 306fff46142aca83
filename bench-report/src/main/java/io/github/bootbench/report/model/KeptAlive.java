package io.github.bootbench.report.model;

import java.util.List;
import java.util.Locale;
import java.util.Objects;

import io.github.bootbench.report.core.Method;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.input.Measurement;
import io.github.bootbench.report.stats.Spread;

/**
 * Whether the two sides of a ratio kept their connections alike
 * ({@link Method#keptAliveRule()}): a side whose responses closed their connection has
 * the next request set up a new one, so a ratio of it to a side that kept its connections
 * measures that set-up as much as the containers. Judged where the load tool tells it (ab
 * -k, bench-latency; see {@link io.github.bootbench.report.parse.KeepAlive}); where it
 * does not, the sides count as alike.
 */
final class KeptAlive {

	private KeptAlive() {
	}

	/**
	 * A side's share of requests whose response kept the connection alive, in percent:
	 * the median over its windows that passed and tell it; null when none does.
	 */
	static Double share(List<Measurement> windows) {
		List<Double> shares = windows.stream()
			.filter(Measurement::ok)
			.map((w) -> w.load().keptAlivePercent())
			.filter(Objects::nonNull)
			.toList();
		return shares.isEmpty() ? null : Spread.of(shares).median();
	}

	/**
	 * Whether two shares differ by more than {@link Method#KEPT_ALIVE_DIFFERENCE_POINTS}.
	 */
	static boolean differ(double percent, double otherPercent) {
		return Math.abs(percent - otherPercent) > Method.KEPT_ALIVE_DIFFERENCE_POINTS;
	}

	/**
	 * Why two sides' connections differ, e.g. {@code connections differ:
	 * boot27-smart-servlet kept the connection alive after 100 % of ab's requests,
	 * boot27-tomcat after 0 %}; null when they are alike or a side's tool does not tell.
	 * @param candidate the side over the line, as the reason names it
	 * @param base the side under it
	 */
	static String differ(Tool tool, String candidate, List<Measurement> candidateWindows, String base,
			List<Measurement> baseWindows) {
		Double candidateShare = share(candidateWindows);
		Double baseShare = share(baseWindows);
		if (candidateShare == null || baseShare == null || !differ(candidateShare, baseShare)) {
			return null;
		}
		return String.format(Locale.ROOT,
				"connections differ: %s kept the connection alive after %.0f %% of %s's requests, %s after %.0f %%",
				candidate, candidateShare, tool, base, baseShare);
	}

}
