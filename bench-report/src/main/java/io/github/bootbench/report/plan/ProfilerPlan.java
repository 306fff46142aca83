package io.github.bootbench.report.plan;

import java.util.List;

import io.github.bootbench.report.core.Cell;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.input.PhaseWarmup;
import io.github.bootbench.report.input.ProfilerOptions;
import io.github.bootbench.report.input.Variant;

/**
 * The profiler phase's part of a plan: which JVMs, which cells, and how async-profiler
 * samples them. A profiler perturbs what it measures, so it never runs in a measured
 * window: each variant gets a JVM of its own after the rounds, warmed up by the rounds'
 * rule (a profile of a JIT still compiling would show the compiler, and the first
 * minutes' code), then one load of each cell. async-profiler rather than Flight Recorder:
 * its {@code cpu} event samples by CPU time (perf_events' CPU clock, no hardware counter
 * needed, which these guests lack) and sees native and kernel frames, so a sample stands
 * for a fixed slice of the server's CPU, which the figures per request need; Flight
 * Recorder samples Java threads by wall clock at most every 10 ms and leaves native time
 * out.
 */
public final class ProfilerPlan {

	/** async-profiler's event: the kernel's CPU-time clock (perf_events cpu-clock). */
	public static final String EVENT = "cpu";

	/**
	 * CPU time between two samples: 5 ms. On the 2-core guests a 1 ms interval cost the
	 * server a visible share of its CPU; 5 ms gives about 4,000 samples a cell on one
	 * server CPU in {@link #LOAD_SECONDS}.
	 */
	public static final int INTERVAL_MICROS = 5_000;

	/** Each cell's load while the profiler samples (the smoke's: its windows'). */
	public static final int LOAD_SECONDS = 20;

	/**
	 * What a profiled JVM gets besides the run's options: the JIT records where inlined
	 * code came from between safepoints too, so that a sample names the method it was in,
	 * not the nearest safepoint's (async-profiler's advice for accurate Java frames).
	 */
	static final List<String> JVM_OPTIONS = List.of("-XX:+UnlockDiagnosticVMOptions", "-XX:+DebugNonSafepoints");

	private ProfilerPlan() {
	}

	/**
	 * The profiler phase, or null without one: every variant but the planted ones, each
	 * endpoint of the run at its middle concurrency with its first closed-loop tool (wrk
	 * when it has it).
	 */
	static ProfilerOptions of(PlanRequest request, List<Variant> variants) {
		if (!request.profiler()) {
			return null;
		}
		if (request.memoryOnly()) {
			throw new PlanException("--profiler profiles after the rounds: it cannot be combined with --memory-only");
		}
		List<Tool> closedLoop = request.tools().stream().filter((t) -> !t.fixedRate() && t != Tool.JMETER).toList();
		if (closedLoop.isEmpty()) {
			throw new PlanException("--profiler loads each cell as a window of wrk, ab or siege does: give one of them "
					+ "in --tools");
		}
		Tool tool = closedLoop.contains(Tool.WRK) ? Tool.WRK : closedLoop.get(0);
		List<Integer> levels = request.concurrency().stream().sorted().toList();
		int concurrency = levels.get(levels.size() / 2);
		List<Cell> cells = request.endpoints()
			.stream()
			.map((endpoint) -> new Cell(endpoint, tool, concurrency))
			.toList();
		int loadSeconds = "smoke".equals(request.mode()) ? request.durationSeconds() : LOAD_SECONDS;
		return new ProfilerOptions(variants.stream().filter((v) -> !v.planted()).map(Variant::id).toList(), cells,
				EVENT, INTERVAL_MICROS, loadSeconds, JVM_OPTIONS,
				PhaseWarmup.untilJitQuiet(request.warmupCycleSeconds(), request.warmupCapSeconds()));
	}

}
