package io.github.bootbench.report.feature.noise;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

import io.github.bootbench.report.core.Method;
import io.github.bootbench.report.input.ActuatorReadings;
import io.github.bootbench.report.input.Measurement;
import io.github.bootbench.report.model.HarnessTime;

/**
 * The A/A pair's windows as {@link NoiseStudy} replays them: by cell and block, each with
 * its throughput second by second (loopback bytes per second).
 */
final class NoisePair {

	private NoisePair() {
	}

	/**
	 * One window of the pair, reduced to what the study reads.
	 *
	 * @param toolRate the load tool's requests per second over the window, or null
	 */
	record Window(boolean ok, boolean jitBusy, List<Double> rates, Double steal, double gcMs, Double jitMs,
			Integer settleMs, Double toolRate) {

		/** The mean loopback rate over the whole window, or null without one. */
		Double meanRate() {
			return this.rates.isEmpty() ? null
					: this.rates.stream().mapToDouble(Double::doubleValue).average().getAsDouble();
		}

	}

	/** One block of one cell: each side's windows by visit. */
	record Block(int round, List<Window> baseline, List<Window> control) {

		boolean busy() {
			return this.baseline.stream().anyMatch(Window::jitBusy) || this.control.stream().anyMatch(Window::jitBusy);
		}

		List<Window> all() {
			List<Window> all = new ArrayList<>(this.baseline);
			all.addAll(this.control);
			return all;
		}

	}

	/** The pair's blocks, cell by cell, in the order the run measured them. */
	static List<List<Block>> cells(List<Measurement> measurements, String baseline, String control, int windowSeconds) {
		Map<String, Map<String, Block>> cells = new LinkedHashMap<>();
		List<Measurement> sorted = new ArrayList<>(measurements);
		sorted.sort((a, b) -> Integer.compare(a.key().visit(), b.key().visit()));
		for (Measurement m : sorted) {
			boolean isBaseline = m.key().variant().equals(baseline);
			if (!isBaseline && !m.key().variant().equals(control)) {
				continue;
			}
			String cell = m.key().endpoint() + " " + m.key().tool() + " " + m.key().concurrency();
			Block block = cells.computeIfAbsent(cell, (k) -> new TreeMap<>())
				.computeIfAbsent(String.format(Locale.ROOT, "%06d %06d", m.key().round(), m.key().block()),
						(k) -> new Block(m.key().round(), new ArrayList<>(), new ArrayList<>()));
			(isBaseline ? block.baseline() : block.control()).add(window(m, windowSeconds));
		}
		return cells.values().stream().map((blocks) -> List.copyOf(blocks.values())).toList();
	}

	/** One window of either side, as the study reads it. */
	static Window window(Measurement m, int windowSeconds) {
		ActuatorReadings readings = m.actuator();
		Double jitCpu = readings.jitCpuMs();
		Double busy = (jitCpu != null) ? jitCpu : readings.compilationMs();
		Instant start = HarnessTime.instant(m.command().start());
		List<Double> rates = (start != null) ? m.samples().interfaceRates(start.toEpochMilli()) : List.of();
		double gcMs = readings.gc().stream().mapToDouble(ActuatorReadings.GcActivity::millis).sum();
		return new Window(m.ok(), busy != null && busy > Method.jitBusyMillis(windowSeconds), rates,
				m.samples().averageSteal(), gcMs, jitCpu, m.command().settleMs(),
				(m.result() != null) ? m.result().requestsPerSecond() : null);
	}

	/**
	 * Every cell's block ratios by round under one design; a block whose windows lack the
	 * seconds it needs, failed or had a busy JIT is left out.
	 */
	static List<Map<Integer, List<Double>>> ratios(List<List<Block>> cells, int visits, int ramp, int seconds) {
		List<Map<Integer, List<Double>>> ratios = new ArrayList<>();
		for (List<Block> cell : cells) {
			Map<Integer, List<Double>> byRound = new TreeMap<>();
			for (Block block : cell) {
				Double base = figure(block.baseline(), visits, ramp, seconds);
				Double copy = figure(block.control(), visits, ramp, seconds);
				if (!block.busy() && base != null && copy != null) {
					byRound.computeIfAbsent(block.round(), (r) -> new ArrayList<>()).add(copy / base);
				}
			}
			ratios.add(byRound);
		}
		return ratios;
	}

	/**
	 * A side's figure in a block: the geometric mean over its first {@code visits}
	 * windows of their mean rate over the seconds {@code [ramp, ramp + seconds)}.
	 */
	static Double figure(List<Window> windows, int visits, int ramp, int seconds) {
		if (windows.size() < visits) {
			return null;
		}
		double logSum = 0;
		for (Window window : windows.subList(0, visits)) {
			if (!window.ok() || window.rates().size() < ramp + seconds) {
				return null;
			}
			double sum = 0;
			for (double rate : window.rates().subList(ramp, ramp + seconds)) {
				sum += rate;
			}
			if (sum <= 0) {
				return null;
			}
			logSum += Math.log(sum / seconds);
		}
		return Math.exp(logSum / visits);
	}

}
