package io.github.bootbench.report.feature.answer;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.github.bootbench.report.core.Method;

/**
 * Leave one run out: for every run of every comparison pooled over enough runs, the
 * prediction interval made from the other runs, with the left-out run's own error, should
 * hold its ratio in about {@link Method#CONFIDENCE} of cases. A share well below says the
 * model misses a heterogeneity between runs.
 *
 * @param cases runs left out, over every comparison
 * @param covered of those, the ones whose ratio the others' prediction held
 * @param groups the same by kind of comparison and by the left-out run's CPU
 */
public record Coverage(int cases, int covered, List<Group> groups) {

	/**
	 * The fewest runs a comparison needs to be left out of: the others, one fewer, must
	 * be at least three for a prediction interval to have a degree of freedom.
	 */
	public static final int MIN_RUNS = 4;

	/** The least share covered the answer accepts: 9 in 10. */
	public static final double LEAST_SHARE = 0.90;

	/**
	 * Cases of one kind.
	 *
	 * @param name {@code A/A control}, {@code planted}, {@code two containers} or a CPU
	 */
	public record Group(String name, int cases, int covered) {

		@JsonProperty("share")
		public double share() {
			return (this.cases > 0) ? (double) this.covered / this.cases : Double.NaN;
		}

	}

	static Coverage of(List<PooledComparison> comparisons) {
		Map<String, int[]> groups = new LinkedHashMap<>();
		int cases = 0;
		int covered = 0;
		for (PooledComparison comparison : comparisons) {
			List<RunPoint> runs = comparison.runs();
			if (runs.size() < MIN_RUNS) {
				continue;
			}
			for (RunPoint left : runs) {
				List<RunPoint> others = new ArrayList<>(runs);
				others.remove(left);
				double[] prediction = PooledComparison.pool(others).predict(left.study().variance(), Method.CONFIDENCE);
				double y = left.study().logRatio();
				boolean in = prediction[0] <= y && y <= prediction[1];
				cases++;
				covered += in ? 1 : 0;
				count(groups, kind(comparison.key()), in);
				count(groups, left.stratum().cpu(), in);
			}
		}
		List<Group> list = new ArrayList<>();
		groups.forEach((name, counts) -> list.add(new Group(name, counts[0], counts[1])));
		return new Coverage(cases, covered, List.copyOf(list));
	}

	/** What a comparison is of, for its group. */
	static String kind(ComparisonKey key) {
		if (key.variant().control() && key.control()) {
			return "A/A control";
		}
		return (key.control()) ? "planted" : "two containers or settings";
	}

	private static void count(Map<String, int[]> groups, String name, boolean in) {
		int[] counts = groups.computeIfAbsent(name, (n) -> new int[2]);
		counts[0]++;
		counts[1] += in ? 1 : 0;
	}

	/** The share covered. */
	@JsonProperty("share")
	public double share() {
		return (this.cases > 0) ? (double) this.covered / this.cases : Double.NaN;
	}

	/** Whether the share reaches {@link #LEAST_SHARE}. */
	public boolean enough() {
		return this.cases > 0 && share() >= LEAST_SHARE;
	}

}
