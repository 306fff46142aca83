package io.github.bootbench.report.stats;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

import io.github.bootbench.report.core.Interval;
import io.github.bootbench.report.core.Method;
import io.github.bootbench.report.core.Verdict;

/**
 * What a run's design can tell apart on its machine's noise, found by running the method
 * itself ({@link RatioEstimate}, its interval and verdict) on
 * {@link Method#SENSITIVITY_SIMULATIONS} simulated cells: each round a fresh JVM's offset
 * drawn with the between-round spread, each block its own with the within-round spread.
 * <p>
 * One estimate per simulated cell answers every true difference at once: multiplying
 * every block ratio by a factor multiplies the ratio (a median or a geometric mean) and
 * both interval ends by it, so a cell is called faster at every true ratio at or above
 * {@code max(1 / ciLow, (1 +
 * effect) / median)} of its estimate at 1.
 *
 * @param rounds rounds of fresh JVMs a cell has
 * @param blocksPerRound blocks per round
 * @param minEffect the minimum effect the verdicts use, as a fraction
 * @param fasterRatio the smallest true ratio above 1 called faster with
 * {@link Method#DETECTION_POWER}
 * @param slowerRatio the largest true ratio below 1 called slower with it
 * @param tieEquivalentShare share of true ties called equivalent
 * @param tieCalledShare share of true ties called faster or slower
 */
public record Sensitivity(int rounds, int blocksPerRound, double minEffect, double fasterRatio, double slowerRatio,
		double tieEquivalentShare, double tieCalledShare) {

	/**
	 * The simulation's seed: fixed, so that a report rendered again, or under another
	 * bootstrap seed, states the same sensitivity.
	 */
	static final long SIMULATION_SEED = 1;

	/**
	 * A simulated cell's bootstrap is enumerated up to this many outcomes (3 rounds of 2
	 * blocks are 270), as the run's own is; a larger design's is sampled.
	 */
	public static final double SIMULATION_EXACT_LIMIT = 1_000;

	/**
	 * Resamples of a simulated cell's bootstrap where its design is too large to
	 * enumerate: its bounds then wander a little from cell to cell, which moves the share
	 * of cells called by far less than the simulation's own error.
	 */
	static final int SIMULATION_RESAMPLES = 1_000;

	/**
	 * Sensitivities already found, since a report's model may be built more than once.
	 */
	private static final Map<List<Object>, Sensitivity> FOUND = new ConcurrentHashMap<>();

	/**
	 * The sensitivity of this design, judged with this interval, on this noise, or null
	 * when the design cannot be judged at all (too few rounds or blocks).
	 */
	public static Sensitivity of(BlockNoise noise, int rounds, int blocksPerRound, double minEffect,
			Interval interval) {
		if (rounds < Method.MIN_ROUNDS || rounds * blocksPerRound < Method.MIN_BLOCKS) {
			return null;
		}
		return FOUND.computeIfAbsent(
				List.of(noise.withinSd(), noise.betweenSd(), rounds, blocksPerRound, minEffect, interval),
				(key) -> simulate(noise, rounds, blocksPerRound, minEffect, interval));
	}

	private static Sensitivity simulate(BlockNoise noise, int rounds, int blocksPerRound, double minEffect,
			Interval interval) {
		Random random = new Random(SIMULATION_SEED);
		int simulations = Method.SENSITIVITY_SIMULATIONS;
		double[] fasterFrom = new double[simulations];
		double[] slowerFrom = new double[simulations];
		int equivalent = 0;
		int called = 0;
		for (int i = 0; i < simulations; i++) {
			RatioEstimate estimate = RatioEstimate.of(cell(noise, rounds, blocksPerRound, random), SIMULATION_SEED + i,
					interval, SIMULATION_EXACT_LIMIT, SIMULATION_RESAMPLES, Method.CONFIDENCE);
			fasterFrom[i] = Math.max(1 / estimate.ciLow(), (1 + minEffect) / estimate.ratio());
			slowerFrom[i] = Math.min(1 / estimate.ciHigh(), (1 - minEffect) / estimate.ratio());
			Verdict verdict = estimate.verdict(true, minEffect);
			equivalent += (verdict == Verdict.EQUIVALENT) ? 1 : 0;
			called += verdict.called() ? 1 : 0;
		}
		Arrays.sort(fasterFrom);
		Arrays.sort(slowerFrom);
		int detected = (int) Math.ceil(Method.DETECTION_POWER * simulations);
		return new Sensitivity(rounds, blocksPerRound, minEffect, fasterFrom[detected - 1],
				slowerFrom[simulations - detected], (double) equivalent / simulations, (double) called / simulations);
	}

	/**
	 * One simulated cell's block ratios at a true ratio of 1: each round a fresh JVM's
	 * offset, each block its own.
	 */
	public static Map<Integer, List<Double>> cell(BlockNoise noise, int rounds, int blocksPerRound, Random random) {
		Map<Integer, List<Double>> byRound = new TreeMap<>();
		for (int r = 1; r <= rounds; r++) {
			double jvm = random.nextGaussian() * noise.betweenSd();
			List<Double> blocks = new ArrayList<>();
			for (int b = 0; b < blocksPerRound; b++) {
				blocks.add(Math.exp(jvm + random.nextGaussian() * noise.withinSd()));
			}
			byRound.put(r, blocks);
		}
		return byRound;
	}

}
