package io.github.bootbench.report.feature.noise;

import java.util.ArrayList;
import java.util.List;

import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.feature.noise.NoisePair.Block;
import io.github.bootbench.report.input.Measurement;
import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.input.Variant;
import io.github.bootbench.report.model.HarnessTime;
import io.github.bootbench.report.model.RunResult;
import io.github.bootbench.report.stats.BlockNoise;
import io.github.bootbench.report.stats.Spread;

/**
 * Where a run's block-to-block noise comes from, measured on its A/A pair (the control
 * against the baseline: the same app, so every difference between them is noise). Each
 * window's throughput second by second (the loopback bytes its samples carry) lets the
 * run replay, after the fact, shorter windows, a ramp dropped at their start, and one
 * visit of each side against two in a mirrored block; and the blocks are split by what
 * might make noise (the hypervisor's steal, GC, the JIT, settling).
 *
 * @param windowSeconds the run's window
 * @param visits each variant's windows in a block (2 when mirrored)
 * @param overheadSeconds what a window costs besides its load: the median time from one
 * window's end to the next one's start in a round (settling, readings)
 * @param designs every design the windows can replay
 * @param factors each suspect, on the run's own design
 * @param leftOut blocks left out of every design for a busy JIT
 * @param proxySd how faithfully the loopback bytes stand for the load tool's figure: the
 * standard deviation, over every window of the pair with both, of the log of its mean
 * loopback rate over the tool's requests per second, around each side's mean (null with
 * fewer than 3 such windows)
 * @param timescales on what time scale the pair's throughput wanders (null with too few
 * seconds)
 */
public record NoiseStudy(int windowSeconds, int visits, double overheadSeconds, List<Design> designs,
		List<Factor> factors, int leftOut, Double proxySd, NoiseTimescales timescales) {

	/** Window lengths replayed, in seconds (those no longer than the run's window). */
	static final List<Integer> LENGTHS = List.of(1, 2, 3, 5, 10);

	/** Ramps replayed: whole seconds dropped at the start of each window. */
	static final List<Integer> RAMPS = List.of(0, 1, 2);

	/**
	 * One replayed design: each side's figure in a block from {@code visits} windows of
	 * {@code seconds}, after a ramp of {@code rampSeconds}.
	 *
	 * @param costSeconds what one block costs the pair: 2 sides × visits × (ramp +
	 * seconds + overhead)
	 * @param withinSdPerMinute the within-round SD of a cell's mean log-ratio after one
	 * minute of such blocks, {@code withinSd × √(cost / 60 s)}: the design with the
	 * smallest buys the most precision per minute of measuring
	 */
	public record Design(int visits, int rampSeconds, int seconds, BlockNoise noise, double costSeconds,
			double withinSdPerMinute) {

	}

	/**
	 * One suspect: the blocks split at its median, and how far their log-ratios stray
	 * from their round's mean (root mean square) in each half. A suspect that makes noise
	 * shows the larger spread in its upper half.
	 */
	public record Factor(String name, String unit, double median, int lowerBlocks, double lowerRms, int upperBlocks,
			double upperRms) {

	}

	/**
	 * The study of a run with an A/A control whose closed-loop windows were sampled with
	 * their loopback bytes; null for any other run (a fixed-rate driver sets the
	 * throughput this study replays).
	 */
	public static NoiseStudy of(RunDirectory run) {
		return of(RunResult.firstOrder(run).stream().filter((m) -> !Tool.atFixedRate(m.key().tool())).toList(),
				run.record().options().variants(), run.record().options().durationSeconds());
	}

	/** The study of these windows; the variants baseline first. */
	static NoiseStudy of(List<Measurement> measurements, List<Variant> variants, int windowSeconds) {
		Variant control = variants.stream().filter(Variant::control).findFirst().orElse(null);
		if (control == null) {
			return null;
		}
		String baseline = variants.get(0).id();
		List<List<Block>> cells = NoisePair.cells(measurements, baseline, control.id(), windowSeconds);
		if (cells.stream()
			.flatMap(List::stream)
			.flatMap((b) -> b.all().stream())
			.allMatch((w) -> w.rates().isEmpty())) {
			return null;
		}
		int visits = cells.stream()
			.flatMap(List::stream)
			.mapToInt((b) -> Math.max(b.baseline().size(), b.control().size()))
			.max()
			.orElse(1);
		double overhead = overheadSeconds(measurements);
		List<Design> designs = new ArrayList<>();
		for (int v : (visits > 1) ? List.of(1, visits) : List.of(1)) {
			for (int ramp : RAMPS) {
				for (int seconds : LENGTHS) {
					if (ramp + seconds > windowSeconds) {
						continue;
					}
					BlockNoise noise = BlockNoise.of(NoisePair.ratios(cells, v, ramp, seconds));
					if (noise != null) {
						double cost = 2.0 * v * (ramp + seconds + overhead);
						designs.add(new Design(v, ramp, seconds, noise, cost, noise.withinSd() * Math.sqrt(cost / 60)));
					}
				}
			}
		}
		int leftOut = (int) cells.stream().flatMap(List::stream).filter(Block::busy).count();
		return new NoiseStudy(windowSeconds, visits, overhead, List.copyOf(designs),
				NoiseFactors.of(cells, visits, windowSeconds), leftOut, proxySd(cells),
				NoiseTimescales.of(measurements, baseline, control.id(), windowSeconds));
	}

	/** See {@link #proxySd()}: each side of each cell around its own mean. */
	private static Double proxySd(List<List<Block>> cells) {
		double squares = 0;
		int count = 0;
		int groups = 0;
		for (List<Block> cell : cells) {
			for (boolean baseline : List.of(true, false)) {
				List<Double> logs = cell.stream()
					.flatMap((b) -> (baseline ? b.baseline() : b.control()).stream())
					.filter((w) -> w.ok() && w.meanRate() != null && w.toolRate() != null && w.toolRate() > 0)
					.map((w) -> Math.log(w.meanRate() / w.toolRate()))
					.toList();
				if (logs.isEmpty()) {
					continue;
				}
				double mean = logs.stream().mapToDouble(Double::doubleValue).average().getAsDouble();
				squares += logs.stream().mapToDouble((y) -> (y - mean) * (y - mean)).sum();
				count += logs.size();
				groups++;
			}
		}
		return (count - groups < 2) ? null : Math.sqrt(squares / (count - groups));
	}

	/**
	 * The median time from a window's end to the next one's start within a round, in
	 * seconds (settling and readings); 0 when the run did not record it.
	 */
	private static double overheadSeconds(List<Measurement> measurements) {
		List<Double> gaps = HarnessTime.gapsMs(measurements, false);
		return gaps.isEmpty() ? 0 : Spread.of(gaps).median() / 1000;
	}

}
