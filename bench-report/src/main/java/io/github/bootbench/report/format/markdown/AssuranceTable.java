package io.github.bootbench.report.format.markdown;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import io.github.bootbench.report.core.Interval;
import io.github.bootbench.report.core.Method;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.input.Pinning;
import io.github.bootbench.report.model.Assurance;
import io.github.bootbench.report.model.PlantedControl;
import io.github.bootbench.report.model.RunResult;
import io.github.bootbench.report.stats.BlockNoise;
import io.github.bootbench.report.stats.RatioEstimate;
import io.github.bootbench.report.stats.Sensitivity;

import static io.github.bootbench.report.format.markdown.Markdown.table;

/**
 * "How sure": a row per figure of the run's {@link Assurance}, then the rules its
 * verdicts follow, once.
 */
final class AssuranceTable {

	static final String TITLE = "How sure";

	private AssuranceTable() {
	}

	/** How the run's intervals are made. */
	private static String intervalSentence(Interval interval) {
		return ". **Intervals:** " + interval.sentence();
	}

	static void write(RunResult result, StringBuilder md) {
		Assurance a = result.assurance();
		md.append("## ").append(TITLE).append("\n\n");
		md.append(table(List.of("", "this run"), rows(a)));
		boolean closedLoop = result.run().tools().stream().anyMatch((tool) -> !Tool.atFixedRate(tool));
		md.append("**Verdicts:** ")
			.append(RatioEstimate.verdicts(a.minEffectPercent(), result.run().record().options().ratioInterval()))
			.append(intervalSentence(result.run().record().options().ratioInterval()))
			.append(". **Left out:** ")
			.append(Method.flaggedWindowRule())
			.append(limitedJit(result))
			.append(". **Connections:** ")
			.append(Method.keptAliveRule())
			.append(".")
			.append((a.latency() != null) ? " **At a fixed rate:** " + Method.tailRule() + "." : "")
			.append(closedLoop ? " Closed-loop latency is shown, not judged (see Closed-loop latency)." : "")
			.append("\n\n");
	}

	/**
	 * Under a CPU limit below one CPU, the JIT's share is of what the limit let the
	 * server use ({@link Pinning#shareOfOneCpu(Double)}); empty otherwise.
	 */
	private static String limitedJit(RunResult result) {
		Double limit = result.run().record().pinning().cpuLimit();
		return (Pinning.shareOfOneCpu(limit) >= 1) ? ""
				: " (under the run's CPU limit, the JIT's share is of the CPU time the limit allowed: "
						+ Pinning.limitCpus(limit) + " over the window)";
	}

	static List<List<String>> rows(Assurance a) {
		List<List<String>> rows = new ArrayList<>();
		if (a.rounds() < Method.MIN_ROUNDS) {
			rows.add(List.of("rounds of fresh JVMs", a.rounds() + ": a verdict needs " + Method.MIN_ROUNDS
					+ ", so this run judges nothing; its ratios are a first look"));
		}
		// A fixed-rate run has no throughput ratio: its cells and control are its
		// latency ratios.
		boolean throughput = a.throughputCells() > 0 || a.latency() == null;
		if (throughput) {
			rows.add(List.of("throughput cells judged", a.judgedThroughputCells() + " of " + a.throughputCells()));
		}
		if (a.latency() != null) {
			rows.add(List.of("fixed-rate latency ratios judged", a.latency().judged() + " of " + a.latency().ratios()));
		}
		rows.add(List.of("A/A control called faster or slower", control(a, throughput)));
		if (a.planted().isEmpty()) {
			rows.add(List.of("planted controls",
					"none in this run (add --planted 10 to see whether it finds a true 10 % difference)"));
		}
		a.planted()
			.forEach((planted) -> rows
				.add(List.of("planted " + RatioText.amount(planted.percent()) + " % slower", planted(planted))));
		rows.add(List.of("noise: SD of a block's log-ratio", noise(a)));
		Sensitivity s = a.sensitivity();
		if (s != null) {
			rows.add(List.of("smallest true difference called in " + Method.detectionPower() + " of cells",
					RatioText.times(s.fasterRatio()) + " faster or " + RatioText.times(s.slowerRatio()) + " slower, "
							+ "with " + s.rounds() + " rounds of " + s.blocksPerRound()
							+ " blocks (an undecided cell may hide a smaller one)"));
			rows.add(List.of("a true tie",
					"called in " + Markdown.percent(100 * s.tieCalledShare()) + " of cells, equivalent in "
							+ Markdown.percent(100 * s.tieEquivalentShare()) + " (" + Method.SENSITIVITY_SIMULATIONS
							+ " cells simulated with this noise, judged as the run's are)"));
		}
		if (a.medianWidth() != null) {
			rows.add(List.of("median interval width", String.format(Locale.ROOT, "%.2f", a.medianWidth()) + " ("
					+ ((a.widthTool() != null) ? a.widthTool() + " throughput ratios" : "throughput ratios") + ")"));
		}
		rows.add(List.of("windows with a busy JIT", jit(a)));
		rows.add(List.of("warm-ups that hit the cap", a.warmupsAtCap() + " of " + a.warmups()
				+ " (measured before the JIT was quiet; their busy windows are left out like any)"));
		return rows;
	}

	private static String control(Assurance a, boolean throughput) {
		List<String> parts = new ArrayList<>();
		if (throughput && a.controlCalled() != null) {
			parts.add(a.controlCalled() + " of " + a.controlJudged() + " judged throughput cells"
					+ ((a.controlMedianRatio() != null)
							? " (median ratio " + RatioText.times(a.controlMedianRatio()) + ")" : ""));
		}
		if (a.latency() != null && a.latency().controlCalled() != null) {
			parts.add(a.latency().controlCalled() + " of " + a.latency().controlJudged()
					+ " judged fixed-rate latency ratios");
		}
		return parts.isEmpty() ? "no A/A control in this run (add --control to measure the method's own false calls)"
				: String.join("; ", parts);
	}

	/**
	 * {@code called slower in 8 of 10 judged cells with the baseline's CPU saturated
	 * (median 0.91×, expected 0.90×)}.
	 */
	private static String planted(PlantedControl planted) {
		String text = "called slower in " + planted.slowerCalls() + " of " + planted.cells()
				+ " judged throughput cells with the baseline's CPU saturated (expected "
				+ RatioText.times(planted.expectedRatio())
				+ ((planted.medianRatio() != null) ? ", median " + RatioText.times(planted.medianRatio()) : "") + ")";
		if (planted.unsaturatedCells() > 0) {
			text += "; " + planted.unsaturatedCells() + " cells with the baseline's CPU below " + Method.saturation()
					+ " left out: the cost slows only a server whose CPU is the limit";
		}
		return text;
	}

	/**
	 * {@code 0.108: 0.095 within a round, 0.052 between rounds (the A/A control's ...)}.
	 */
	private static String noise(Assurance a) {
		BlockNoise noise = a.noise();
		if (noise == null) {
			return "not estimated: no throughput cell was judged, so noise cannot be told from a difference";
		}
		String cells = noise.cells() + " judged cells, " + noise.blocks() + " blocks";
		return decimal(noise.sd()) + ": " + decimal(noise.withinSd()) + " between the blocks of a round, "
				+ decimal(noise.betweenSd()) + " between rounds of fresh JVMs ("
				+ (a.noiseFromControl() ? "the A/A control's " + cells : cells + " around their own ratios") + ")";
	}

	private static String jit(Assurance a) {
		if (a.jitCpuReadWindows() > 0) {
			return a.jitBusyWindows() + " of " + a.jitCpuReadWindows() + " (the compiler threads on the CPU for "
					+ Method.jitBusy() + "; " + a.compilingLongWindows() + " of " + a.jitReadWindows()
					+ " by `jvm.compilation.time`, which also counts a compile's waits for the CPU)";
		}
		return a.jitBusyWindows() + " of " + a.jitReadWindows() + " (by `jvm.compilation.time` over " + Method.jitBusy()
				+ ": this run was made before the compiler threads' CPU time was read, and the compile time also "
				+ "counts a compile's waits for the CPU, so it flags more windows than a busy JIT alone)";
	}

	private static String decimal(double value) {
		return String.format(Locale.ROOT, "%.3f", value);
	}

}
