package io.github.bootbench.report.feature.noise;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;

import io.github.bootbench.report.feature.noise.NoisePair.Block;
import io.github.bootbench.report.feature.noise.NoisePair.Window;
import io.github.bootbench.report.feature.noise.NoiseStudy.Factor;
import org.apache.commons.statistics.descriptive.Median;

/**
 * The suspects of {@link NoiseStudy}: the A/A blocks split at the median of what might
 * make noise, and the spread of their log-ratios in each half.
 */
final class NoiseFactors {

	private NoiseFactors() {
	}

	/** Each suspect on the run's own design: every visit, no ramp, the whole window. */
	static List<Factor> of(List<List<Block>> cells, int visits, int windowSeconds) {
		List<Block> blocks = new ArrayList<>();
		List<Double> deviations = new ArrayList<>();
		for (List<Block> cell : cells) {
			Map<Integer, List<Integer>> byRound = new TreeMap<>();
			List<Double> logs = new ArrayList<>();
			for (Block block : cell) {
				Double base = NoisePair.figure(block.baseline(), visits, 0, windowSeconds);
				Double copy = NoisePair.figure(block.control(), visits, 0, windowSeconds);
				if (!block.busy() && base != null && copy != null) {
					byRound.computeIfAbsent(block.round(), (r) -> new ArrayList<>()).add(logs.size());
					logs.add(Math.log(copy / base));
					blocks.add(block);
				}
			}
			Double[] deviation = new Double[logs.size()];
			for (List<Integer> round : byRound.values()) {
				double mean = round.stream().mapToDouble(logs::get).average().orElse(0);
				round.forEach((i) -> deviation[i] = (round.size() > 1) ? logs.get(i) - mean : null);
			}
			Collections.addAll(deviations, deviation);
		}
		List<Factor> factors = new ArrayList<>();
		add(factors, "hypervisor steal", "% of a CPU", blocks, deviations, (b) -> mean(b, Window::steal));
		add(factors, "GC pauses", "ms", blocks, deviations, (b) -> sum(b, (w) -> w.gcMs()));
		add(factors, "JIT compiler CPU", "ms", blocks, deviations, (b) -> sum(b, Window::jitMs));
		add(factors, "settling before the windows", "ms", blocks, deviations,
				(b) -> sum(b, (w) -> (w.settleMs() != null) ? w.settleMs().doubleValue() : null));
		return List.copyOf(factors);
	}

	private static void add(List<Factor> factors, String name, String unit, List<Block> blocks, List<Double> deviations,
			ToDoubleFunction<Block> value) {
		List<double[]> pairs = new ArrayList<>();
		for (int i = 0; i < blocks.size(); i++) {
			double v = value.applyAsDouble(blocks.get(i));
			if (deviations.get(i) != null && !Double.isNaN(v)) {
				pairs.add(new double[] { v, deviations.get(i) });
			}
		}
		if (pairs.size() < 4) {
			return;
		}
		double median = Median.withDefaults().evaluate(pairs.stream().mapToDouble((p) -> p[0]).toArray());
		List<Double> lower = pairs.stream().filter((p) -> p[0] <= median).map((p) -> p[1]).toList();
		List<Double> upper = pairs.stream().filter((p) -> p[0] > median).map((p) -> p[1]).toList();
		if (lower.isEmpty() || upper.isEmpty()) {
			return;
		}
		factors.add(new Factor(name, unit, median, lower.size(), rms(lower), upper.size(), rms(upper)));
	}

	private static double rms(List<Double> values) {
		return Math.sqrt(values.stream().mapToDouble((v) -> v * v).average().orElse(0));
	}

	/** The mean of a block's windows' values, NaN when none has one. */
	private static double mean(Block block, Function<Window, Double> value) {
		return block.all()
			.stream()
			.map(value)
			.filter((v) -> v != null)
			.mapToDouble(Double::doubleValue)
			.average()
			.orElse(Double.NaN);
	}

	/** The sum of a block's windows' values, NaN when a window lacks one. */
	private static double sum(Block block, Function<Window, Double> value) {
		double sum = 0;
		for (Window window : block.all()) {
			Double v = value.apply(window);
			if (v == null) {
				return Double.NaN;
			}
			sum += v;
		}
		return sum;
	}

}
