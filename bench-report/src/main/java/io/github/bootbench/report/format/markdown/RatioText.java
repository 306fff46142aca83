package io.github.bootbench.report.format.markdown;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

import io.github.bootbench.report.model.Assurance;
import io.github.bootbench.report.model.Finding;
import io.github.bootbench.report.model.RatioRow;
import io.github.bootbench.report.stats.Method;
import io.github.bootbench.report.stats.RatioVerdict;

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
						.map((r) -> r.tool() + " c=" + r.concurrency() + " " + interval(r))
						.collect(Collectors.joining("; ")) + ")"
					: "";
			parts.add(verdict + " in " + ratios.size() + detail);
		});
		return subject + (verdicts.control() ? " (the A/A control)" : "") + " (throughput, " + verdicts.cells()
				+ " cells): " + String.join(", ", parts) + ".";
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
		parts.add(a.judgedThroughputCells() + " of " + a.throughputCells() + " throughput cells judged");
		if (a.controlCalled() != null) {
			parts.add("the A/A control was called faster or slower in " + a.controlCalled() + " of " + a.controlJudged()
					+ " judged throughput cells" + ((a.controlMedianRatio() != null)
							? " (median ratio " + times(a.controlMedianRatio()) + ")" : ""));
		}
		else {
			parts.add("no A/A control in this run (add --control to measure the method's own false calls)");
		}
		if (a.medianWidth() != null) {
			parts.add("median interval width " + number(a.medianWidth()) + " over the " + ((a.widthTool() != null)
					? a.widthTool() + " throughput ratios" : "throughput ratios of every tool"));
		}
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
				+ ".";
	}

}
