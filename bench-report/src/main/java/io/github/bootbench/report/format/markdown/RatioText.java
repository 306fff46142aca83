package io.github.bootbench.report.format.markdown;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

import io.github.bootbench.report.model.Assurance;
import io.github.bootbench.report.stats.Schedule;
import io.github.bootbench.report.model.Finding;
import io.github.bootbench.report.model.PlantedControl;
import io.github.bootbench.report.model.RatioRow;
import io.github.bootbench.report.stats.BlockNoise;
import io.github.bootbench.report.stats.Method;
import io.github.bootbench.report.stats.RatioVerdict;
import io.github.bootbench.report.stats.Sensitivity;

/** How ratios read: one cell, a finding over cells, and the run's assurance line. */
public final class RatioText {

	private RatioText() {
	}

	/** {@code 1.08× [1.03–1.12] faster}, or {@code not judged (reason)}. */
	public static String cell(RatioRow ratio) {
		if (ratio.ratio() == null) {
			return "not-judged (" + ratio.reason() + ")";
		}
		return interval(ratio) + " " + ratio.verdict()
				+ ((!ratio.judged() && ratio.reason() != null) ? " (" + ratio.reason() + ")" : "");
	}

	/** {@code 1.08× [1.03–1.12]}. */
	public static String interval(RatioRow ratio) {
		return interval(ratio.ratio(), ratio.ciLow(), ratio.ciHigh());
	}

	/** {@code 1.08× [1.03–1.12]}. */
	static String interval(double ratio, double ciLow, double ciHigh) {
		return times(ratio) + " [" + number(ciLow) + "–" + number(ciHigh) + "]";
	}

	static String times(double ratio) {
		return number(ratio) + "×";
	}

	private static String number(double value) {
		return String.format(Locale.ROOT, "%.2f", value);
	}

	/**
	 * {@code **jetty against tomcat, block** (throughput, 6 cells): faster in 2 (wrk c=50
	 * 1.08× [1.03–1.12]; ...), equivalent in 3, undecided in 1.}
	 */
	static String finding(Finding.RatioVerdicts verdicts) {
		String subject = "async".equals(verdicts.endpoint()) && "block".equals(verdicts.baseline())
				? "**" + verdicts.variant() + " async against its block**"
				: "**" + verdicts.variant() + " against " + verdicts.baseline() + ", " + verdicts.endpoint() + "**";
		List<String> parts = new ArrayList<>();
		verdicts.byVerdict().forEach((verdict, ratios) -> {
			String detail = (RatioVerdict.FASTER.word().equals(verdict) || RatioVerdict.SLOWER.word().equals(verdict))
					? " (" + ratios.stream()
						.map((r) -> Schedule.toolLevel(r.tool(), r.concurrency()) + " " + interval(r))
						.collect(Collectors.joining("; ")) + ")"
					: "";
			parts.add(verdict + " in " + ratios.size() + detail);
		});
		return subject + (verdicts.control() ? " (the A/A control)" : "") + " (throughput, " + verdicts.cells()
				+ " cells): " + String.join(", ", parts) + ".";
	}

	/**
	 * {@code the positive control planted 10 % slower (expected 0.90×) was called slower
	 * in 8 of 10 judged cells ..., median ratio 0.91×}.
	 */
	static String planted(PlantedControl planted) {
		String text = "the positive control planted " + amount(planted.percent()) + " % slower (expected "
				+ times(planted.expectedRatio()) + ") was called slower in " + planted.slowerCalls() + " of "
				+ planted.cells() + " judged throughput cells in which the baseline's CPU was saturated"
				+ ((planted.medianRatio() != null) ? " (median ratio " + times(planted.medianRatio()) + ")" : "");
		if (planted.unsaturatedCells() > 0) {
			text += "; " + planted.unsaturatedCells() + " cells with the baseline's CPU below " + Method.saturation()
					+ " are left out of that count: the cost slows only a server whose CPU " + "is the limit";
		}
		return text;
	}

	/**
	 * {@code this machine's noise: a block's throughput ratio wanders by 7.1 % (...);
	 * with 3 rounds of 2 blocks a cell detects a true 1.13× or more ...}.
	 */
	static String noise(Assurance a) {
		if (a.noise() == null) {
			return "this machine's noise is not estimated (no throughput cell was judged, so its noise cannot be told from a difference)";
		}
		BlockNoise noise = a.noise();
		String source = a.noiseFromControl() ? "the A/A control's " + cells(noise)
				: cells(noise) + " around their own ratios (no A/A control)";
		String stated = "this machine's noise: a block's throughput ratio wanders by about "
				+ String.format(Locale.ROOT, "%.1f %%", 100 * noise.sd()) + " (standard deviation of its log "
				+ decimal(noise.sd()) + ": " + decimal(noise.withinSd()) + " between the blocks of a round, "
				+ decimal(noise.betweenSd()) + " between rounds of fresh JVMs; " + "over " + source + ")";
		Sensitivity s = a.sensitivity();
		if (s == null) {
			return stated + ", and this run's design judges no cell";
		}
		return stated + "; with " + s.rounds() + " rounds of " + s.blocksPerRound() + " blocks a cell calls a true "
				+ times(s.fasterRatio()) + " or more faster (" + times(s.slowerRatio()) + " or less slower) in "
				+ Method.detectionPower() + " of cells, so an undecided cell may hide a smaller difference; a true tie "
				+ "comes out equivalent in " + percent(s.tieEquivalentShare()) + " of cells and called in "
				+ percent(s.tieCalledShare()) + " (" + Method.SENSITIVITY_SIMULATIONS
				+ " cells simulated with this noise and judged as the run's are)";
	}

	/** {@code 10}, {@code 12.5}: a percent as the user gave it. */
	static String amount(double percent) {
		return BigDecimal.valueOf(percent).stripTrailingZeros().toPlainString();
	}

	private static String cells(BlockNoise noise) {
		return noise.cells() + " judged cells (" + noise.blocks() + " blocks)";
	}

	private static String percent(double fraction) {
		return String.format(Locale.ROOT, "%.0f %%", 100 * fraction);
	}

	private static String decimal(double value) {
		return String.format(Locale.ROOT, "%.3f", value);
	}

	/** The A/A control's part of the first line, over the throughput cells. */
	private static String throughputControl(Assurance a) {
		if (a.controlCalled() == null) {
			return "no A/A control in this run (add --control to measure the method's own false calls)";
		}
		return "the A/A control was called faster or slower in " + a.controlCalled() + " of " + a.controlJudged()
				+ " judged throughput cells"
				+ ((a.controlMedianRatio() != null) ? " (median ratio " + times(a.controlMedianRatio()) + ")" : "");
	}

	/** The fixed-rate latency ratios' part of the first line. */
	private static String fixedRate(Assurance.FixedRateLatency latency) {
		String line = latency.judged() + " of " + latency.ratios() + " fixed-rate latency ratios judged ("
				+ Method.tailRule() + ")";
		if (latency.controlCalled() == null) {
			return line + "; no A/A control for them";
		}
		return line + "; the A/A control was called faster or slower in " + latency.controlCalled() + " of "
				+ latency.controlJudged() + " of its judged fixed-rate latency ratios";
	}

	/**
	 * The report's first line: the control's result, the median interval width, busy-JIT
	 * windows and warm-ups at the cap.
	 */
	public static String assurance(Assurance a) {
		List<String> parts = new ArrayList<>();
		if (a.rounds() < Method.MIN_ROUNDS) {
			parts.add("this run has " + a.rounds() + " round(s) of fresh JVMs and a verdict needs " + Method.MIN_ROUNDS
					+ ", so it judges nothing: its ratios are a first look, not a result");
		}
		// A fixed-rate run has no throughput ratio: its control is told with its latency
		// ratios.
		if (a.throughputCells() > 0 || a.latency() == null) {
			parts.add(a.judgedThroughputCells() + " of " + a.throughputCells() + " throughput cells judged");
			parts.add(throughputControl(a));
		}
		if (a.planted().isEmpty()) {
			parts.add("no positive control in this run (add --planted 10 to see whether it finds a true 10 % "
					+ "difference)");
		}
		a.planted().forEach((planted) -> parts.add(planted(planted)));
		if (a.latency() != null) {
			parts.add(fixedRate(a.latency()));
		}
		if (a.medianWidth() != null) {
			parts.add("median interval width " + number(a.medianWidth()) + " over the " + ((a.widthTool() != null)
					? a.widthTool() + " throughput ratios" : "throughput ratios of every tool"));
		}
		parts.add(noise(a));
		if (a.jitCpuReadWindows() > 0) {
			parts.add(a.jitBusyWindows() + " of " + a.jitCpuReadWindows()
					+ " windows had the JIT compiler threads on the CPU for " + Method.jitBusy() + " ("
					+ a.compilingLongWindows() + " of " + a.jitReadWindows()
					+ " by `jvm.compilation.time`, which also counts a compile's waits for the CPU)");
		}
		else {
			parts.add(a.jitBusyWindows() + " of " + a.jitReadWindows() + " windows had the JIT busy for "
					+ Method.jitBusy() + " (by `jvm.compilation.time`: this run was made before the compiler threads' "
					+ "CPU time was read, and the compile time also counts a compile's waits for the CPU, so it flags "
					+ "more windows than a busy JIT alone, and the rule below leaves their blocks out)");
		}
		parts.add(a.warmupsAtCap() + " of " + a.warmups() + " warm-ups hit the cap before the JIT was quiet");
		return "**How sure:** " + String.join("; ", parts) + ". Verdicts: " + RatioVerdict.rule(a.minEffectPercent())
				+ "; " + Method.keptAliveRule() + ".";
	}

}
