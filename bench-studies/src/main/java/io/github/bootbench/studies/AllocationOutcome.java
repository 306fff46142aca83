package io.github.bootbench.studies;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

import io.github.bootbench.report.core.Verdict;

import io.github.bootbench.report.stats.BlockNoise;
import io.github.bootbench.report.stats.RatioEstimate;
import io.github.bootbench.report.stats.Sensitivity;

/**
 * What a design does with cells of one true ratio, found by running the method itself
 * ({@link RatioEstimate} and its verdict, at every look the design makes) on simulated
 * cells: each round a fresh JVM's offset drawn with the between-round spread, each block
 * its own with the within-round spread, as {@link Sensitivity} draws them.
 *
 * @param allocation the design
 * @param trueRatio the cells' true ratio
 * @param simulations cells simulated
 * @param fasterShare share of cells called faster, at whatever look
 * @param slowerShare share called slower
 * @param equivalentShare share called equivalent
 * @param measuredShares for each round from the first, the share of cells measured in it
 * (1 up to {@code minRounds})
 * @param meanRounds rounds a cell got, on average
 */
public record AllocationOutcome(Allocation allocation, double trueRatio, int simulations, double fasterShare,
		double slowerShare, double equivalentShare, List<Double> measuredShares, double meanRounds) {

	/**
	 * Resamples of a simulated cell's bootstrap (its design is too large to enumerate):
	 * enough that the tail of a look at 98.3 % holds 17 of them.
	 */
	static final int RESAMPLES = 2_000;

	/**
	 * @param noise the machine's block noise
	 * @param minEffect the verdicts' minimum effect, as a fraction
	 * @param seed the simulation's seed: the same seed gives the same figures
	 */
	public static AllocationOutcome simulate(Allocation allocation, BlockNoise noise, double trueRatio,
			double minEffect, int simulations, long seed) {
		if (simulations < 1) {
			throw new IllegalArgumentException("simulate at least one cell, not " + simulations);
		}
		Random random = new Random(seed);
		int faster = 0;
		int slower = 0;
		int equivalent = 0;
		long rounds = 0;
		int[] measured = new int[allocation.maxRounds()];
		for (int i = 0; i < simulations; i++) {
			Map<Integer, List<Double>> cell = Sensitivity.cell(noise, allocation.maxRounds(),
					allocation.blocksPerRound(), random);
			Verdict verdict = Verdict.UNDECIDED;
			int used = allocation.minRounds();
			for (; used <= allocation.maxRounds(); used++) {
				Map<Integer, List<Double>> seen = firstRounds(cell, used, trueRatio);
				verdict = RatioEstimate
					.of(seen, seed + i, allocation.interval(), Sensitivity.SIMULATION_EXACT_LIMIT, RESAMPLES,
							allocation.confidence())
					.verdict(true, minEffect);
				if (verdict != Verdict.UNDECIDED || used == allocation.maxRounds()) {
					break;
				}
			}
			for (int r = 0; r < used; r++) {
				measured[r]++;
			}
			rounds += used;
			faster += (verdict == Verdict.FASTER) ? 1 : 0;
			slower += (verdict == Verdict.SLOWER) ? 1 : 0;
			equivalent += (verdict == Verdict.EQUIVALENT) ? 1 : 0;
		}
		List<Double> shares = new ArrayList<>();
		for (int count : measured) {
			shares.add((double) count / simulations);
		}
		return new AllocationOutcome(allocation, trueRatio, simulations, (double) faster / simulations,
				(double) slower / simulations, (double) equivalent / simulations, List.copyOf(shares),
				(double) rounds / simulations);
	}

	private static Map<Integer, List<Double>> firstRounds(Map<Integer, List<Double>> cell, int rounds,
			double trueRatio) {
		Map<Integer, List<Double>> seen = new TreeMap<>();
		for (int r = 1; r <= rounds; r++) {
			seen.put(r, cell.get(r).stream().map((ratio) -> ratio * trueRatio).toList());
		}
		return seen;
	}

	/** Share of cells called faster or slower. */
	public double calledShare() {
		return this.fasterShare + this.slowerShare;
	}

	/** The share of cells measured in a round, from 1. */
	public double measuredShare(int round) {
		return (round <= this.measuredShares.size()) ? this.measuredShares.get(round - 1) : 0;
	}

}
