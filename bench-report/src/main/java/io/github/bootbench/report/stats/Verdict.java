package io.github.bootbench.report.stats;

import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.apache.commons.statistics.inference.MannWhitneyUTest;

/**
 * Whether one container leads a row of the comparison by more than the noise between
 * rounds.
 * <p>
 * A lead counts when the leader's worst round beats the runner-up's best round (the
 * ranges do not overlap) or, with at least {@link Method#MIN_ROUNDS_FOR_TEST} rounds on
 * both sides, when a two-sided Mann-Whitney U test rejects equal distributions at
 * {@link Method#SIGNIFICANCE}. Anything else is a tie.
 * <p>
 * Ranges are only trusted from {@link Method#MIN_ROUNDS} rounds a side: when two
 * containers are equal, their ranges separate by chance 1 time in 10 with three rounds
 * each (all three of one above all three of the other: 2 of the 20 equally likely
 * orderings), but 1 time in 3 with two. (With three rounds a side the Mann-Whitney test
 * cannot reach 5 %, which is why ranges count too.) A row is not judged with fewer
 * rounds, or when the leader or runner-up was bound by its load tool.
 *
 * @param kind lead, tie or not judged
 * @param leader the container with the highest median (null when fewer than two have
 * figures)
 * @param runnerUp the container with the next highest median
 * @param leadPercent how much higher the leader's median is than the runner-up's
 * @param reason why the row is not judged, or null
 */
public record Verdict(Kind kind, String leader, String runnerUp, double leadPercent, String reason) {

	public enum Kind {

		LEAD, TIE, NOT_JUDGED

	}

	/**
	 * A row of a run measured in blocks: its windows are not independent rounds, so the
	 * lead rule does not apply; the ratios to the baseline judge it.
	 */
	public static final Verdict BY_RATIOS = new Verdict(Kind.NOT_JUDGED, null, null, 0,
			"judged by the ratios to the baseline");

	/**
	 * @param spreads each container's spread in this row (containers without figures left
	 * out)
	 * @param toolBound the containers whose figures in this row were bound by the load
	 * tool
	 */
	public static Verdict judge(Map<String, Spread> spreads, Set<String> toolBound) {
		if (spreads.size() < 2) {
			return new Verdict(Kind.NOT_JUDGED, null, null, 0, "fewer than two containers have figures");
		}
		List<Map.Entry<String, Spread>> ranked = spreads.entrySet()
			.stream()
			.sorted(Comparator.comparingDouble((Map.Entry<String, Spread> entry) -> entry.getValue().median())
				.reversed())
			.toList();
		String leader = ranked.get(0).getKey();
		String runnerUp = ranked.get(1).getKey();
		Spread first = ranked.get(0).getValue();
		Spread second = ranked.get(1).getValue();
		double lead = (second.median() > 0) ? 100 * (first.median() / second.median() - 1) : 0;
		if (toolBound.contains(leader) || toolBound.contains(runnerUp)) {
			return new Verdict(Kind.NOT_JUDGED, leader, runnerUp, lead, "tool-bound");
		}
		if (first.count() < Method.MIN_ROUNDS || second.count() < Method.MIN_ROUNDS) {
			return new Verdict(Kind.NOT_JUDGED, leader, runnerUp, lead,
					"fewer than " + Method.MIN_ROUNDS + " successful rounds");
		}
		boolean separated = first.min() > second.max();
		boolean significant = first.count() >= Method.MIN_ROUNDS_FOR_TEST
				&& second.count() >= Method.MIN_ROUNDS_FOR_TEST
				&& MannWhitneyUTest.withDefaults()
					.test(first.values(), second.values())
					.getPValue() < Method.SIGNIFICANCE;
		return new Verdict((separated || significant) ? Kind.LEAD : Kind.TIE, leader, runnerUp, lead, null);
	}

}
