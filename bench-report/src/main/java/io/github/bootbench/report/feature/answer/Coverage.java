package io.github.bootbench.report.feature.answer;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.github.bootbench.report.core.Method;
import io.github.bootbench.report.stats.NestedRandomEffects;

/**
 * Whether the pool predicts what it has not seen. Leave one run out: each run's ratio
 * against the interval the other runs predict for it, with its own error (on its guest
 * where the others hold runs of it, on a guest like none measured where they do not).
 * Leave one guest out ({@link #guests}): every run of a guest left out at once, each
 * against what the other guests predict for a guest like none of theirs. Each should hold
 * about {@link Method#CONFIDENCE} of cases; a share well below says the model misses a
 * heterogeneity.
 *
 * @param cases runs left out, over every comparison
 * @param covered of those, the ones whose ratio the others' prediction held
 * @param groups the same by kind of comparison and by the left-out run's CPU
 * @param guests leave one guest out
 */
public record Coverage(int cases, int covered, List<Group> groups, GuestsLeftOut guests) {

	/**
	 * The fewest runs a comparison needs to be left out of: the others, one fewer, must
	 * be at least three for a prediction interval to have a degree of freedom.
	 */
	public static final int MIN_RUNS = 4;

	/**
	 * The fewest guests a comparison needs to leave one out: the others must be at least
	 * three for a prediction on a new guest to have a degree of freedom.
	 */
	public static final int MIN_GUESTS = 4;

	/** The least share covered the answer accepts: 9 in 10. */
	public static final double LEAST_SHARE = 0.90;

	/** The kind of comparison of two containers or settings, as the groups name it. */
	public static final String CONTAINERS = "two containers or settings";

	/**
	 * Cases of one kind.
	 *
	 * @param name {@code A/A control}, {@code planted}, {@link #CONTAINERS}, a CPU, or a
	 * guest
	 */
	public record Group(String name, int cases, int covered) {

		@JsonProperty("share")
		public double share() {
			return (this.cases > 0) ? (double) this.covered / this.cases : Double.NaN;
		}

	}

	/**
	 * Leave one guest out.
	 *
	 * @param cases runs predicted, over every guest left out of every comparison with
	 * {@link #MIN_GUESTS} guests or more
	 * @param covered of those, held
	 * @param groups by kind of comparison, by CPU and by guest
	 */
	public record GuestsLeftOut(int cases, int covered, List<Group> groups) {

		@JsonProperty("share")
		public double share() {
			return (this.cases > 0) ? (double) this.covered / this.cases : Double.NaN;
		}

		/** The share of one kind ({@link #CONTAINERS}), NaN where it has none. */
		public double share(String group) {
			return this.groups.stream()
				.filter((g) -> g.name().equals(group))
				.mapToDouble(Group::share)
				.findFirst()
				.orElse(Double.NaN);
		}

	}

	static Coverage of(List<PooledComparison> comparisons) {
		Map<String, int[]> groups = new LinkedHashMap<>();
		Map<String, int[]> guestGroups = new LinkedHashMap<>();
		int[] runs = new int[2];
		int[] guests = new int[2];
		for (PooledComparison comparison : comparisons) {
			List<RunPoint> points = comparison.runs();
			String kind = kind(comparison.key());
			if (points.size() >= MIN_RUNS) {
				for (RunPoint left : points) {
					List<RunPoint> others = new ArrayList<>(points);
					others.remove(left);
					NestedRandomEffects pooled = PooledComparison.pool(others);
					double[] prediction = pooled.guests().contains(left.stratum().guest())
							? tail(pooled.predictGuest(left.stratum().guest(), new double[0], left.pooledVariance(),
									Method.CONFIDENCE))
							: pooled.predictNewGuest(new double[0], left.pooledVariance(), Method.CONFIDENCE);
					if (prediction != null) {
						boolean in = holds(prediction, left);
						count(runs, groups, kind, in);
						count(null, groups, left.stratum().cpu(), in);
					}
				}
			}
			List<String> guestNames = points.stream().map((r) -> r.stratum().guest()).distinct().toList();
			if (guestNames.size() < MIN_GUESTS) {
				continue;
			}
			for (String guest : guestNames) {
				List<RunPoint> others = points.stream().filter((r) -> !r.stratum().guest().equals(guest)).toList();
				NestedRandomEffects pooled = PooledComparison.pool(others);
				for (RunPoint left : points.stream().filter((r) -> r.stratum().guest().equals(guest)).toList()) {
					double[] prediction = pooled.predictNewGuest(new double[0], left.pooledVariance(),
							Method.CONFIDENCE);
					if (prediction != null) {
						boolean in = holds(prediction, left);
						count(guests, guestGroups, kind, in);
						count(null, guestGroups, left.stratum().cpu(), in);
						count(null, guestGroups, left.stratum().shortGuest(), in);
					}
				}
			}
		}
		return new Coverage(runs[0], runs[1], list(groups), new GuestsLeftOut(guests[0], guests[1], list(guestGroups)));
	}

	private static double[] tail(double[] centreLowHigh) {
		return (centreLowHigh != null) ? new double[] { centreLowHigh[1], centreLowHigh[2] } : null;
	}

	private static boolean holds(double[] prediction, RunPoint left) {
		double y = left.study().logRatio();
		return prediction[0] <= y && y <= prediction[1];
	}

	private static List<Group> list(Map<String, int[]> groups) {
		List<Group> list = new ArrayList<>();
		groups.forEach((name, counts) -> list.add(new Group(name, counts[0], counts[1])));
		return List.copyOf(list);
	}

	/** What a comparison is of, for its group. */
	static String kind(ComparisonKey key) {
		if (key.variant().control() && key.control()) {
			return "A/A control";
		}
		return (key.control()) ? "planted" : CONTAINERS;
	}

	private static void count(int[] total, Map<String, int[]> groups, String name, boolean in) {
		if (total != null) {
			total[0]++;
			total[1] += in ? 1 : 0;
		}
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
