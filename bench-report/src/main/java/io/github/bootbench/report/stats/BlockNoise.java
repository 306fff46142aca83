package io.github.bootbench.report.stats;

import java.util.List;
import java.util.Map;

/**
 * How much a block's ratio wanders on the machine a run had, on the log scale where a
 * ratio's noise is symmetric, split the way the data was made: between the blocks of one
 * round (the same JVMs), and between rounds (fresh JVMs). Estimated by one-way analysis
 * of variance within each cell, pooled over cells, so a true difference between the two
 * sides of a cell does not count as noise.
 *
 * @param withinSd standard deviation of a block's log-ratio around its round's mean
 * @param betweenSd standard deviation of a round's true log-ratio around the cell's,
 * beyond what its blocks' own noise explains (0 when the rounds agree better than that)
 * @param cells cells the estimate pools
 * @param blocks block ratios it used
 */
public record BlockNoise(double withinSd, double betweenSd, int cells, int blocks) {

	/**
	 * The noise of these cells' block ratios, or null when they hold no round with two
	 * blocks or no cell with two rounds (the two components cannot be told apart then).
	 * @param cells each cell's block ratios by round
	 */
	public static BlockNoise of(List<Map<Integer, List<Double>>> cells) {
		double withinSquares = 0;
		int withinDegrees = 0;
		double betweenSquares = 0;
		int betweenDegrees = 0;
		double inverseBlocks = 0;
		int roundsOfCellsWithRounds = 0;
		int cellCount = 0;
		int blocks = 0;
		for (Map<Integer, List<Double>> cell : cells) {
			List<double[]> rounds = cell.values()
				.stream()
				.filter((round) -> !round.isEmpty())
				.map((round) -> round.stream().mapToDouble(Math::log).toArray())
				.toList();
			if (rounds.isEmpty()) {
				continue;
			}
			cellCount++;
			double[] means = new double[rounds.size()];
			for (int r = 0; r < means.length; r++) {
				double[] round = rounds.get(r);
				means[r] = mean(round);
				for (double y : round) {
					withinSquares += (y - means[r]) * (y - means[r]);
				}
				withinDegrees += round.length - 1;
				blocks += round.length;
			}
			if (means.length > 1) {
				double grand = mean(means);
				for (int r = 0; r < means.length; r++) {
					betweenSquares += (means[r] - grand) * (means[r] - grand);
					inverseBlocks += 1.0 / rounds.get(r).length;
				}
				betweenDegrees += means.length - 1;
				roundsOfCellsWithRounds += means.length;
			}
		}
		if (withinDegrees == 0 || betweenDegrees == 0) {
			return null;
		}
		double within = withinSquares / withinDegrees;
		// A round's mean carries its blocks' noise too: only the excess is the rounds'.
		double roundMeans = betweenSquares / betweenDegrees;
		double between = Math.max(0, roundMeans - within * inverseBlocks / roundsOfCellsWithRounds);
		return new BlockNoise(Math.sqrt(within), Math.sqrt(between), cellCount, blocks);
	}

	private static double mean(double[] values) {
		double sum = 0;
		for (double value : values) {
			sum += value;
		}
		return sum / values.length;
	}

	/** The standard deviation of one block's log-ratio, both components together. */
	public double sd() {
		return Math.sqrt(this.withinSd * this.withinSd + this.betweenSd * this.betweenSd);
	}

}
