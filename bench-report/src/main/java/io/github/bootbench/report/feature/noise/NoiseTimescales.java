package io.github.bootbench.report.feature.noise;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import io.github.bootbench.report.feature.noise.NoisePair.Window;
import io.github.bootbench.report.input.Measurement;
import io.github.bootbench.report.model.HarnessTime;

/**
 * On what time scale the A/A pair's throughput wanders, from each window's loopback rate
 * second by second: how far a second strays from its window's mean and how much of that
 * carries over to the next second; how far a window's level strays from its JVM's other
 * windows in the round; and how much two windows measured back to back on the two JVMs
 * share of it (a drift of the whole machine, which pairing them cancels, against noise of
 * each JVM's own, which only more windows average away). A window's first second
 * (connecting, and the sampler starting) and anything past its nominal length are left
 * out, as are windows that failed or had a busy JIT.
 *
 * @param secondSd standard deviation of a second's log-rate around its window's mean
 * @param lagOneCorrelation correlation of one second's deviation with the next one's in
 * the same window (0: independent seconds, near 1: a slow swing)
 * @param windowSd standard deviation of a window's mean log-rate around the mean of the
 * same JVM's windows in the cell and round
 * @param windowSdFromSeconds what {@code windowSd} would be if the seconds' own wandering
 * were all there is: {@code secondSd} over a window of the seconds read, with the lag-one
 * correlation carried on as in a first-order autoregression (a window straying by more
 * has a level of its own, or drifts slower than a window)
 * @param adjacentCorrelation correlation of those window deviations between a window and
 * the next one in time when it is the other JVM's (null without three such pairs)
 * @param windows windows read
 * @param adjacentPairs back-to-back pairs of the two JVMs read
 */
public record NoiseTimescales(double secondSd, double lagOneCorrelation, double windowSd, double windowSdFromSeconds,
		Double adjacentCorrelation, int windows, int adjacentPairs) {

	/** Fewest back-to-back pairs a correlation is given from. */
	static final int FEWEST_PAIRS = 3;

	/** One usable window: its cell, round and side, and its seconds' log-rates. */
	private record Timed(String group, int round, boolean baseline, Instant start, double[] logs) {

		double level() {
			double sum = 0;
			for (double y : this.logs) {
				sum += y;
			}
			return sum / this.logs.length;
		}

	}

	/**
	 * The time scales of the pair's noise, or null without two windows with three usable
	 * seconds each on one JVM in one cell and round.
	 */
	static NoiseTimescales of(List<Measurement> measurements, String baseline, String control, int windowSeconds) {
		List<Measurement> inTime = measurements.stream()
			.filter((m) -> HarnessTime.instant(m.command().start()) != null)
			.sorted(Comparator.comparing((Measurement m) -> HarnessTime.instant(m.command().start())))
			.toList();
		List<Timed> timeline = new ArrayList<>();
		for (Measurement m : inTime) {
			timeline.add(timed(m, baseline, control, windowSeconds));
		}
		double secondSquares = 0;
		int secondDegrees = 0;
		double lagProducts = 0;
		double lagSquares = 0;
		Map<String, List<Timed>> groups = new LinkedHashMap<>();
		for (Timed window : timeline) {
			if (window == null) {
				continue;
			}
			double level = window.level();
			double[] deviations = new double[window.logs().length];
			for (int i = 0; i < deviations.length; i++) {
				deviations[i] = window.logs()[i] - level;
				secondSquares += deviations[i] * deviations[i];
				if (i > 0) {
					lagProducts += deviations[i - 1] * deviations[i];
				}
			}
			lagSquares += sumOfSquares(deviations);
			secondDegrees += deviations.length - 1;
			groups
				.computeIfAbsent(window.group() + " " + window.round() + " " + window.baseline(),
						(k) -> new ArrayList<>())
				.add(window);
		}
		Map<Timed, Double> windowDeviation = new LinkedHashMap<>();
		double windowSquares = 0;
		int windowDegrees = 0;
		for (List<Timed> group : groups.values()) {
			double mean = group.stream().mapToDouble(Timed::level).average().orElse(0);
			for (Timed window : group) {
				double deviation = window.level() - mean;
				windowDeviation.put(window, deviation);
				windowSquares += deviation * deviation;
			}
			windowDegrees += group.size() - 1;
		}
		if (secondDegrees == 0 || windowDegrees == 0 || lagSquares == 0) {
			return null;
		}
		double secondSd = Math.sqrt(secondSquares / secondDegrees);
		double lagOne = lagProducts / lagSquares;
		double seconds = (double) (secondDegrees + windowDeviation.size()) / windowDeviation.size();
		List<double[]> pairs = adjacentPairs(timeline, windowDeviation);
		return new NoiseTimescales(secondSd, lagOne, Math.sqrt(windowSquares / windowDegrees),
				secondSd * Math.sqrt(inflation(lagOne, seconds) / seconds), correlation(pairs), windowDeviation.size(),
				pairs.size());
	}

	/**
	 * How much correlated seconds widen the variance of a mean of {@code n} of them
	 * against independent ones: {@code 1 + 2 Σ (1 − k/n) ρ^k} over lags k under 1 to n,
	 * the correlation at lag k taken as ρ^k (a negative ρ, the small bias of deviations
	 * taken from their own window's mean, counts as 0).
	 */
	static double inflation(double lagOne, double n) {
		double rho = Math.max(0, lagOne);
		double sum = 1;
		for (int k = 1; k < n; k++) {
			sum += 2 * (1 - k / n) * Math.pow(rho, k);
		}
		return sum;
	}

	/**
	 * The deviations of every two windows next to each other in time that are the two
	 * JVMs' in one round: the earlier one's, then the later one's.
	 */
	private static List<double[]> adjacentPairs(List<Timed> timeline, Map<Timed, Double> deviations) {
		List<double[]> pairs = new ArrayList<>();
		for (int i = 1; i < timeline.size(); i++) {
			Double first = deviationOfPair(timeline.get(i - 1), timeline.get(i), deviations);
			if (first != null) {
				pairs.add(new double[] { first, deviations.get(timeline.get(i)) });
			}
		}
		return pairs;
	}

	/** See {@link #adjacentCorrelation()}. */
	private static Double correlation(List<double[]> pairs) {
		double products = 0;
		double firstSquares = 0;
		double secondSquares = 0;
		for (double[] pair : pairs) {
			products += pair[0] * pair[1];
			firstSquares += pair[0] * pair[0];
			secondSquares += pair[1] * pair[1];
		}
		return (pairs.size() < FEWEST_PAIRS || firstSquares == 0 || secondSquares == 0) ? null
				: products / Math.sqrt(firstSquares * secondSquares);
	}

	/**
	 * The earlier window's deviation when two windows next to each other in time are the
	 * two JVMs' in one round, both with a deviation; null otherwise.
	 */
	private static Double deviationOfPair(Timed earlier, Timed later, Map<Timed, Double> deviations) {
		if (earlier == null || later == null || earlier.round() != later.round()
				|| earlier.baseline() == later.baseline() || !deviations.containsKey(later)) {
			return null;
		}
		return deviations.get(earlier);
	}

	/**
	 * A window of the pair with its seconds 2 to its nominal length, or null: not the
	 * pair's, failed, a busy JIT, or fewer than three such seconds.
	 */
	private static Timed timed(Measurement m, String baseline, String control, int windowSeconds) {
		boolean isBaseline = m.key().variant().equals(baseline);
		if (!isBaseline && !m.key().variant().equals(control)) {
			return null;
		}
		Window window = NoisePair.window(m, windowSeconds);
		int end = Math.min(window.rates().size(), windowSeconds);
		if (!window.ok() || window.jitBusy() || end - 1 < 3) {
			return null;
		}
		double[] logs = new double[end - 1];
		for (int i = 1; i < end; i++) {
			double rate = window.rates().get(i);
			if (rate <= 0) {
				return null;
			}
			logs[i - 1] = Math.log(rate);
		}
		return new Timed(m.key().endpoint() + " " + m.key().tool() + " " + m.key().concurrency(), m.key().round(),
				isBaseline, HarnessTime.instant(m.command().start()), logs);
	}

	private static double sumOfSquares(double[] values) {
		double sum = 0;
		for (double value : values) {
			sum += value * value;
		}
		return sum;
	}

}
