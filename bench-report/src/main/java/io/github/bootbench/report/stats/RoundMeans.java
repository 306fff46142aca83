package io.github.bootbench.report.stats;

import java.util.Arrays;
import java.util.List;

/**
 * Each round of fresh JVMs as one observation: its mean log figure, and the mean and
 * variance over rounds that the interval over rounds takes its t from.
 */
final class RoundMeans {

	private RoundMeans() {
	}

	/** Each round's mean log figure. */
	static double[] meanLogs(List<double[]> rounds) {
		return rounds.stream()
			.mapToDouble((figures) -> Arrays.stream(figures).map(Math::log).average().orElseThrow())
			.toArray();
	}

	static double mean(double[] values) {
		return Arrays.stream(values).average().orElseThrow();
	}

	/** The sample variance, on n − 1. */
	static double variance(double[] values) {
		double mean = mean(values);
		return Arrays.stream(values).map((v) -> (v - mean) * (v - mean)).sum() / (values.length - 1);
	}

}
