package io.github.bootbench.report.feature.orders;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import io.github.bootbench.report.core.BlockOrder;
import io.github.bootbench.report.core.Cell;
import io.github.bootbench.report.core.Method;
import io.github.bootbench.report.core.Verdict;
import io.github.bootbench.report.input.Measurement;
import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.input.Variant;
import io.github.bootbench.report.model.BlockPairing;
import io.github.bootbench.report.model.RunCells;
import io.github.bootbench.report.model.RunResult;
import io.github.bootbench.report.stats.BlockNoise;
import io.github.bootbench.report.stats.RatioEstimate;
import org.apache.commons.statistics.descriptive.Median;

/**
 * A run that measured every block in several orders on the same JVMs (a study of the
 * orders, {@code --order shuffled,duet,sliced}): how noisy each order is, and how far
 * each other order's ratios lie from the first order's, block by block. The first is the
 * one a run's verdicts are of; another order agrees with it on a pair where the interval
 * of their ratio lies within 1 ± {@link Method#ORDER_AGREEMENT_PERCENT} %.
 *
 * @param first the first order's word
 * @param orders every order, the first first
 */
public record OrderStudy(String first, List<OrderNoise> orders, List<OrderAgreement> agreements) {

	/**
	 * An order's noise: how much a block's log-ratio wanders around its round's mean
	 * (within) and a round's around the cell's (between), pooled over cells; for the A/A
	 * control, where every difference is noise, and for the real pairs (neither the
	 * control nor a planted variant).
	 *
	 * @param windows the order's windows, each JVM's counted apart (a duet window is two)
	 * @param meanSliceMs in a sliced duet, the mean time a JVM had the CPUs to itself, as
	 * the slicer measured it; null otherwise
	 */
	public record OrderNoise(String order, Double controlWithinSd, Double controlBetweenSd, Double pairsWithinSd,
			int windows, Double meanSliceMs) {

	}

	/**
	 * One pair in one cell: its ratio in the first order and in another, and their ratio
	 * (the other's over the first's), paired block by block, with its interval and
	 * whether the two agree.
	 *
	 * @param agreement {@code agrees} (the interval within 1 ± the tolerance),
	 * {@code reads
	 * higher} or {@code reads lower} (the interval excludes 1 and the median lies beyond
	 * the tolerance), or {@code undecided}
	 */
	public record OrderAgreement(String order, String endpoint, String tool, int concurrency, String variant,
			boolean control, double firstRatio, double orderRatio, double ratio, double ciLow, double ciHigh,
			int blocks, int rounds, String agreement) {

	}

	/** The study of a run with several orders, or null for a run in one. */
	public static OrderStudy of(RunDirectory run) {
		List<BlockOrder> orders = run.record().options().order();
		if (orders.size() < 2) {
			return null;
		}
		List<Variant> variants = run.record().options().variants();
		String baseline = variants.get(0).id();
		List<Variant> others = variants.subList(1, variants.size());
		List<Cell> cells = RunCells.of(run.record().options());
		Map<BlockOrder, BlockPairing> pairings = new TreeMap<>();
		List<OrderNoise> noise = new ArrayList<>();
		for (BlockOrder order : orders) {
			List<Measurement> windows = RunResult.inOrder(run.measurements(), order);
			BlockPairing pairing = new BlockPairing(windows, run.record().options().seed(), 0,
					run.record().options().ratioInterval());
			pairings.put(order, pairing);
			List<Map<Integer, List<Double>>> control = new ArrayList<>();
			List<Map<Integer, List<Double>>> pairs = new ArrayList<>();
			for (Cell cell : cells) {
				for (Variant variant : others) {
					if (variant.control()) {
						control.add(pairing.blockRatios(cell, variant.id(), baseline));
					}
					else if (!variant.planted()) {
						pairs.add(pairing.blockRatios(cell, variant.id(), baseline));
					}
				}
			}
			BlockNoise controlNoise = BlockNoise.of(control);
			BlockNoise pairsNoise = BlockNoise.of(pairs);
			noise.add(new OrderNoise(order.word(), (controlNoise != null) ? controlNoise.withinSd() : null,
					(controlNoise != null) ? controlNoise.betweenSd() : null,
					(pairsNoise != null) ? pairsNoise.withinSd() : null, windows.size(), meanSliceMs(windows)));
		}
		List<OrderAgreement> agreements = new ArrayList<>();
		BlockOrder first = orders.get(0);
		for (BlockOrder order : orders.subList(1, orders.size())) {
			for (Cell cell : cells) {
				for (Variant variant : others) {
					OrderAgreement agreement = agreement(order, cell, variant, baseline, pairings.get(first),
							pairings.get(order), run.record().options().seed());
					if (agreement != null) {
						agreements.add(agreement);
					}
				}
			}
		}
		return new OrderStudy(first.word(), List.copyOf(noise), List.copyOf(agreements));
	}

	private static OrderAgreement agreement(BlockOrder order, Cell cell, Variant variant, String baseline,
			BlockPairing first, BlockPairing other, long seed) {
		Map<Integer, Map<Integer, Double>> inFirst = first.ratiosByBlock(cell, variant.id(), baseline);
		Map<Integer, Map<Integer, Double>> inOther = other.ratiosByBlock(cell, variant.id(), baseline);
		Map<Integer, List<Double>> quotients = new TreeMap<>();
		List<Double> firstRatios = new ArrayList<>();
		List<Double> otherRatios = new ArrayList<>();
		inFirst.forEach((round, blocks) -> blocks.forEach((block, ratio) -> {
			Double partner = inOther.getOrDefault(round, Map.of()).get(block);
			if (partner != null) {
				quotients.computeIfAbsent(round, (r) -> new ArrayList<>()).add(partner / ratio);
				firstRatios.add(ratio);
				otherRatios.add(partner);
			}
		}));
		if (quotients.isEmpty()) {
			return null;
		}
		String label = String.join(" ", order.word(), cell.label(), variant.id());
		RatioEstimate quotient = RatioEstimate.of(quotients, RatioEstimate.seed(seed, label));
		Verdict verdict = quotient.verdict(true, Method.ORDER_AGREEMENT_PERCENT / 100);
		String agreement = switch (verdict) {
			case EQUIVALENT -> "agrees";
			case FASTER -> "reads higher";
			case SLOWER -> "reads lower";
			default -> (quotient.judgeable()) ? "undecided" : "not judged";
		};
		return new OrderAgreement(order.word(), cell.endpoint(), cell.tool().id(), cell.concurrency(), variant.id(),
				variant.control(), median(firstRatios), median(otherRatios), quotient.ratio(), quotient.ciLow(),
				quotient.ciHigh(), quotient.blocks(), quotient.rounds(), agreement);
	}

	private static double median(List<Double> values) {
		return Median.withDefaults().evaluate(values.stream().mapToDouble(Double::doubleValue).toArray());
	}

	/** The mean slice over a sliced duet's windows, from what the slicer recorded. */
	private static Double meanSliceMs(List<Measurement> windows) {
		long handovers = 0;
		long aloneUs = 0;
		for (Measurement window : windows) {
			long[] slices = window.command().sliceCounts();
			if (slices != null) {
				handovers += slices[0];
				aloneUs += slices[1];
			}
		}
		return (handovers > 0) ? aloneUs / 1000.0 / handovers : null;
	}

}
