package io.github.bootbench.report.plan;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import io.github.bootbench.report.core.Cell;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.input.PhaseWarmup;
import io.github.bootbench.report.input.ProfilerOptions;
import io.github.bootbench.report.input.Variant;

/**
 * The profiler phase's part of a plan: which JVMs, which cells, and how async-profiler
 * samples them. A profiler perturbs what it measures, so it never runs in a measured
 * window: after the rounds, each variant gets fresh JVMs of its own, one at a time and
 * interleaved (A B, B A, A B, ...), each warmed up by the rounds' rule (a profile of a
 * JIT still compiling would show the compiler, and the first minutes' code), then one
 * load of each cell. Several JVMs because two JVMs of one variant differ in their
 * profiles by more than the gaps between variants that the profiles are asked to explain:
 * a part's figure is a mean over JVMs with its interval, and a difference is taken JVM by
 * JVM between neighbours in time. async-profiler rather than Flight Recorder: its
 * {@code cpu} event samples by CPU time (perf_events' CPU clock, no hardware counter
 * needed, which these guests lack) and sees native and kernel frames, so a sample stands
 * for a fixed slice of the server's CPU, which the figures per request need; Flight
 * Recorder samples Java threads by wall clock at most every 10 ms and leaves native time
 * out. Its {@code alloc} event is recorded with the CPU's in one JFR file, which
 * async-profiler's converter turns into collapsed stacks (bench-report profile-convert).
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

	/**
	 * A full run's JVMs per variant: two JVMs of one variant differed in their profiles
	 * by more than the gaps they were asked to explain, and 5 give a t interval on 4
	 * degrees of freedom.
	 */
	public static final int DEFAULT_JVMS = 5;

	/** The smoke's JVMs per variant: the fewest an interval over JVMs is taken from. */
	public static final int SMOKE_JVMS = 2;

	/**
	 * The fewest JVMs per variant {@code --profiler-jvms} takes (and {@code --quick}'s):
	 * one says nothing of the spread between JVMs, but a first look may want it.
	 */
	public static final int MIN_JVMS = 1;

	/** The most JVMs per variant: beyond it the phase outlasts any run's rounds. */
	public static final int MAX_JVMS = 20;

	/**
	 * Bytes allocated between two allocation samples ({@code alloc} event, in the same
	 * recording as the CPU's): at 100 MB a second, about 200 samples a second.
	 */
	public static final int ALLOC_INTERVAL_BYTES = 512 * 1024;

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
	 * when it has it), on the request's JVMs per variant.
	 */
	static ProfilerOptions of(PlanRequest request, List<Variant> variants) {
		if (request.profilerJvms() == 0) {
			return null;
		}
		if (request.memoryOnly()) {
			throw new PlanException("--profiler profiles after the rounds: it cannot be combined with --memory-only");
		}
		if (variants.stream().anyMatch((v) -> v.cpuLimit() != null)) {
			throw new PlanException("--profiler profiles each JVM without a CPU limit: it cannot be combined with "
					+ "--sweep cpu-limit");
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
		List<String> profiled = variants.stream().filter((v) -> !v.planted()).map(Variant::id).toList();
		return new ProfilerOptions(profiled, cells, EVENT, INTERVAL_MICROS, loadSeconds, JVM_OPTIONS,
				PhaseWarmup.untilJitQuiet(request.warmupCycleSeconds(), request.warmupCapSeconds()),
				request.profilerJvms(), order(profiled, request.profilerJvms()), ALLOC_INTERVAL_BYTES);
	}

	/**
	 * Every JVM in the order the phase runs them: the variants' first JVMs in the
	 * variants' order, their second ones in the reverse order, and so on, so that a drift
	 * of the machine over the phase weighs on no variant more than on another.
	 */
	static List<ProfilerOptions.ProfiledJvm> order(List<String> variants, int jvms) {
		List<ProfilerOptions.ProfiledJvm> order = new ArrayList<>();
		for (int index = 1; index <= jvms; index++) {
			List<String> turn = new ArrayList<>(variants);
			if (index % 2 == 0) {
				Collections.reverse(turn);
			}
			for (String variant : turn) {
				order.add(new ProfilerOptions.ProfiledJvm(variant, index));
			}
		}
		return List.copyOf(order);
	}

}
