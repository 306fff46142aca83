package io.github.bootbench.report.feature.answer;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Random;

import io.github.bootbench.report.core.Method;
import io.github.bootbench.report.core.Verdict;
import io.github.bootbench.report.stats.NestedRandomEffects;
import io.github.bootbench.report.stats.RandomEffects;
import io.github.bootbench.report.stats.Spread;

/**
 * How many runs a trusted answer takes, measured on the committed runs: from the runs
 * that hold the A/A control in every default cell, every draw of k of them (k = 1 to
 * {@link #MOST_RUNS}) is pooled cell by cell. The control as measured says how often k
 * runs call a tie or find it equivalent; the control shifted by a planted slowdown (its
 * real noise, a known effect) says how often k runs find 5 % and 10 %, and the least
 * slowdown they find in {@link Method#DETECTION_POWER} of cells.
 *
 * @param runs the runs drawn from, by id
 * @param cells the default cells each draw is pooled in
 * @param rows one per number of runs drawn
 */
public record TimeToAnswer(List<String> runs, int cells, List<Row> rows) {

	/** The most runs drawn at once. */
	public static final int MOST_RUNS = 4;

	/** The slowdowns planted on the control's noise, in percent. */
	public static final List<Double> PLANTED_PERCENTS = List.of(5.0, 10.0);

	/** Draws at most per k: every combination up to it, else this many at random. */
	static final int MOST_DRAWS = 4000;

	/** Steps of the search for the least slowdown found, in percent. */
	private static final double STEP_PERCENT = 0.5;

	/** The largest slowdown searched, in percent. */
	private static final double LARGEST_PERCENT = 50;

	/**
	 * What k runs tell.
	 *
	 * @param k runs pooled
	 * @param draws draws of k runs (cells each)
	 * @param controlCalled share of cells whose control was called faster or slower
	 * @param controlEquivalent share called equivalent
	 * @param found per planted percent, the share of cells called slower
	 * @param medianWidth the pooled interval's median width
	 * @param tellsApartPercent the least slowdown called in
	 * {@link Method#DETECTION_POWER} of cells, or null beyond {@link #LARGEST_PERCENT} %
	 */
	public record Row(int k, int draws, double controlCalled, double controlEquivalent, List<Double> found,
			double medianWidth, Double tellsApartPercent) {

	}

	/**
	 * The table, from the A/A control's comparison in each default cell (each a map of
	 * run to estimate); the runs drawn from are those in every cell.
	 */
	static TimeToAnswer of(List<Map<String, RunPoint>> controlCells, double minEffect) {
		List<String> runs = controlCells.isEmpty() ? List.of()
				: controlCells.get(0)
					.keySet()
					.stream()
					.filter((run) -> controlCells.stream().allMatch((cell) -> cell.containsKey(run)))
					.sorted()
					.toList();
		List<Row> rows = new ArrayList<>();
		for (int k = 1; k <= Math.min(MOST_RUNS, runs.size()); k++) {
			List<double[]> pooled = new ArrayList<>();
			for (List<String> draw : draws(runs, k)) {
				for (Map<String, RunPoint> cell : controlCells) {
					pooled.add(estimate(draw.stream().map(cell::get).toList()));
				}
			}
			rows.add(row(k, pooled.size() / Math.max(1, controlCells.size()), pooled, minEffect));
		}
		return new TimeToAnswer(runs, controlCells.size(), List.copyOf(rows));
	}

	/**
	 * The log ratio and its interval, as the answer pools these runs (one run: its own).
	 */
	private static double[] estimate(List<RunPoint> runs) {
		if (runs.size() == 1) {
			RandomEffects alone = runs.get(0).alone();
			return new double[] { alone.logRatio(), alone.logLow(), alone.logHigh() };
		}
		NestedRandomEffects pooled = PooledComparison.pool(runs);
		double[] interval = pooled.interval(0, Method.CONFIDENCE);
		return new double[] { pooled.coefficient(0), interval[0], interval[1] };
	}

	private static Row row(int k, int draws, List<double[]> pooled, double minEffect) {
		List<Double> found = PLANTED_PERCENTS.stream().map((p) -> slowerShare(pooled, p, minEffect)).toList();
		Double tellsApart = null;
		for (double p = STEP_PERCENT; p <= LARGEST_PERCENT; p += STEP_PERCENT) {
			if (slowerShare(pooled, p, minEffect) >= Method.DETECTION_POWER) {
				tellsApart = p;
				break;
			}
		}
		return new Row(k, draws, share(pooled, 0, minEffect, Verdict::called),
				share(pooled, 0, minEffect, (v) -> v == Verdict.EQUIVALENT), found,
				Spread.of(pooled.stream().map((e) -> Math.exp(e[2]) - Math.exp(e[1])).toList()).median(), tellsApart);
	}

	/**
	 * The share of cells called slower with this slowdown planted: a planted slowdown
	 * shifts every run's log ratio alike, so it shifts the pooled estimate and both ends
	 * of its interval by the same amount, and tau² not at all.
	 */
	private static double slowerShare(List<double[]> pooled, double percent, double minEffect) {
		return share(pooled, Math.log(1 - percent / 100), minEffect, (v) -> v == Verdict.SLOWER);
	}

	private static double share(List<double[]> pooled, double shift, double minEffect,
			java.util.function.Predicate<Verdict> counted) {
		long n = pooled.stream()
			.filter((e) -> counted.test(Verdict.of(Math.exp(e[0] + shift), Math.exp(e[1] + shift),
					Math.exp(e[2] + shift), true, minEffect)))
			.count();
		return (double) n / pooled.size();
	}

	/**
	 * Every draw of k runs when they are few enough, else {@link #MOST_DRAWS} drawn at
	 * random with a fixed seed, so that the table is the same on every build.
	 */
	static List<List<String>> draws(List<String> runs, int k) {
		List<List<String>> all = new ArrayList<>();
		combinations(runs, k, 0, new ArrayList<>(), all);
		if (all.size() <= MOST_DRAWS) {
			return all;
		}
		Random random = new Random(runs.hashCode() * 31L + k);
		List<List<String>> drawn = new ArrayList<>();
		for (int i = 0; i < MOST_DRAWS; i++) {
			drawn.add(all.get(random.nextInt(all.size())));
		}
		drawn.sort(Comparator.comparing(Object::toString));
		return drawn;
	}

	private static void combinations(List<String> runs, int k, int from, List<String> chosen, List<List<String>> all) {
		if (chosen.size() == k) {
			all.add(List.copyOf(chosen));
			return;
		}
		for (int i = from; i < runs.size(); i++) {
			chosen.add(runs.get(i));
			combinations(runs, k, i + 1, chosen, all);
			chosen.remove(chosen.size() - 1);
		}
	}

}
