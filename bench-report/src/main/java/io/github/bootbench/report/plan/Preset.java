package io.github.bootbench.report.plan;

import java.util.Locale;

import io.github.bootbench.report.core.Interval;

/**
 * What {@code --quick} and {@code --smoke} set, and the full run's defaults: any option
 * given explicitly wins over its preset.
 *
 * @param concurrency the closed-loop levels
 * @param duration each window
 * @param rounds rounds of fresh JVMs
 * @param blocks blocks of each cell per round
 * @param warmupCap most load time a JVM's warm-up gets
 * @param tools the load tools
 * @param control whether the A/A control is added
 * @param warmupCycleSeconds seconds of load in a warm-up cycle
 * @param rates hyperfoil's rates when it is among the tools
 * @param memoryLoadSeconds each measured window of the memory phase's reference load
 * @param memoryWindows the memory phase's windows per endpoint after the warm-up
 * @param profilerJvms the profiler phase's JVMs per variant
 */
public record Preset(String concurrency, String duration, String rounds, String blocks, String warmupCap, String tools,
		boolean control, int warmupCycleSeconds, String rates, int memoryLoadSeconds, int memoryWindows,
		int profilerJvms) {

	/**
	 * 2 s windows, 4 rounds of 3 blocks: the noise study (docs/method.md, "The noise")
	 * found that a window's own level does not average away with its length, so short
	 * windows buy as much precision per minute as any design it replayed; with the
	 * interval over rounds ({@link Interval#DEFAULT}) a fourth round of fresh JVMs buys
	 * more than the blocks it costs (docs/method.md, "An interval over rounds"), and 4
	 * rounds of 3 blocks fit 30 minutes beside the warm-up (docs/method.md, "The default
	 * run's time", which also has why its cycles stay 5 s long). hyperfoil's rates are
	 * shares of the slowest variant's probed saturation.
	 */
	public static final Preset DEFAULT = new Preset("50,100,200", "2", "4", "3", "100", "wrk", true, 5,
			"25%,50%,75%,90%", 5, 2, ProfilerPlan.DEFAULT_JVMS);

	/** A first look that judges nothing: one JVM per variant. */
	public static final Preset QUICK = new Preset("100", "3", "1", "3", "60", "wrk", false, 5, DEFAULT.rates, 5, 2,
			ProfilerPlan.MIN_JVMS);

	/**
	 * Every tool, hyperfoil at one rate (a quarter of the probed saturation), so that the
	 * probe and a fixed-rate window run too. A smoke proves every path works, and its
	 * windows are held to the fixed-rate gate like any: at half the saturation a moment's
	 * stall of a 2-vCPU guest made requests wait for a connection in 2 of 3 smokes of
	 * fresh-machine.sh on one AMD EPYC guest (one of them beside a build), failing the
	 * README's first command.
	 */
	public static final Preset SMOKE = new Preset("10", "2", "1", "1", "4", "ab,siege,wrk,hyperfoil,jmeter", false, 2,
			"25%", 2, 1, ProfilerPlan.SMOKE_JVMS);

	/**
	 * The smallest difference from 1, in percent, that counts as faster or slower unless
	 * {@code --min-effect} says otherwise. run.json records it and bench-report judges
	 * with what it finds there.
	 */
	public static final String MIN_EFFECT_PERCENT = "5";

	/** A run compares a cold start per variant before its rounds. */
	public static final int COLD_STARTS = 1;

	/** The apps' JVM options unless {@code --jvm-opts} says otherwise. */
	public static final String JVM_OPTIONS = "-Xms512m -Xmx512m";

	/** The endpoints unless {@code --endpoints} says otherwise. */
	public static final String ENDPOINTS = "block,async";

	/** The preset of a mode: {@code default}, {@code quick} or {@code smoke}. */
	public static Preset of(String mode) {
		return switch (mode.toLowerCase(Locale.ROOT)) {
			case "quick" -> QUICK;
			case "smoke" -> SMOKE;
			default -> DEFAULT;
		};
	}

}
