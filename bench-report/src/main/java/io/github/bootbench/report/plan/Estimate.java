package io.github.bootbench.report.plan;

import java.util.List;

import io.github.bootbench.report.core.Method;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.input.ProfilerOptions;

/**
 * The run's wall time as the harness spends it, from hand-measured costs on a 2-core box:
 * the cold starts, then every part's rounds (the JVMs' start, the warm-up, the windows
 * with their settling, the stop), then the profiler phase and the memory phase.
 *
 * @param seconds the whole run
 * @param warmupCycles the cycles each JVM's warm-up is counted at
 * @param partSeconds each part's rounds
 * @param memorySeconds the memory phase (0 without one)
 * @param profilerSeconds the profiler phase (0 without one)
 */
public record Estimate(int seconds, int warmupCycles, List<Integer> partSeconds, int memorySeconds,
		int profilerSeconds) {

	/**
	 * Starting and verifying all of a round's JVMs at once, and stopping them: 17 s a
	 * round with 4 JVMs (2026-11-24T04-07-26Z), 28 s with 5 (2026-11-24T02-30-40Z and
	 * 2026-11-24T04-48-19Z).
	 */
	static final int ROUND_START_S = 20;

	/** One cold start. */
	static final int COLD_START_S = 10;

	/**
	 * A window's cost besides its load: settling, readings, its summary. From one
	 * window's end to the next one's start took 0.38-0.44 s (mean) in the runs with 2 s
	 * windows and the warm-up on both CPUs (2026-11-24T02-30-40Z, 2026-11-24T04-07-26Z,
	 * 2026-11-24T04-48-19Z), of which settling was about 0.26 s.
	 */
	static final int WINDOW_OVERHEAD_MS = 450;

	/**
	 * A warm-up cycle's cost besides its load: 0.27-0.32 s a JVM's cycle, from the first
	 * reading of a round's warm-up to its last (2026-11-24T04-07-26Z).
	 */
	static final int CYCLE_OVERHEAD_MS = 300;

	/**
	 * Warm-up cycles a JVM typically needs before its JIT is quiet (at most the cap
	 * allows), warming up on the server and load CPUs: 7-13 on Java 17 (median 9) in the
	 * first run that did (2026-11-24T02-30-40Z, 2 cells); 14-20 when the JVMs warmed up
	 * on the server CPUs alone. A round's warm-up also ends no sooner than
	 * {@link #cyclesForCells}.
	 */
	static final int WARMUP_CYCLES = 10;

	/**
	 * A fixed-rate window's cost besides its measured seconds: the driver's JVM start,
	 * its calibration phase at the same rate (bench-latency's default, 6 s) and its
	 * teardown. The windows of 2026-11-24T13-12-49Z took 16.2 s on average for 5 s of
	 * load.
	 */
	static final int FIXED_RATE_OVERHEAD_MS = 11_200;

	/**
	 * A siege window's lead-ins, which size its count ({@link SiegeWindow}), with their
	 * questions to bench-report: 0.43 s a window (median; 90 % within 0.69 s) over 400
	 * windows of Boot 4's Tomcat at c=10, with other builds running beside them
	 * (2026-11-25).
	 */
	static final int SIEGE_LEAD_IN_MS = 450;

	/**
	 * A memory trial's cost besides its load: start, readings with two forced GCs, stop.
	 */
	static final int TRIAL_OVERHEAD_S = 16;

	/**
	 * A profiled JVM's cost besides its warm-up and its loads: start, verification, stop.
	 */
	static final int PROFILED_JVM_OVERHEAD_S = 12;

	/**
	 * A profiled cell's cost besides its load: the profiler's start, its stop and the
	 * writing of its stacks.
	 */
	static final int PROFILED_CELL_OVERHEAD_S = 3;

	static Estimate of(PlanRequest request, int warmupPatterns, int variants, List<Integer> partSizes,
			int coldStartVariants, int memoryTrialsPerVariant, int memoryEndpoints, ProfilerOptions profiler) {
		int capCycles = (request.warmupCapSeconds() + request.warmupCycleSeconds() - 1) / request.warmupCycleSeconds();
		int cells = request.endpoints().size() * levelsPerEndpoint(request);
		int cycles = Math.min(Math.max(WARMUP_CYCLES, cyclesForCells(warmupPatterns)), capCycles);
		int memoryCycles = Math.min(WARMUP_CYCLES, capCycles);
		List<Integer> parts = partSizes.stream().map((jvms) -> partSeconds(request, jvms, cycles, cells)).toList();
		int memory = 0;
		if (!request.memoryOff()) {
			long warmupMs = (long) memoryCycles * (request.warmupCycleSeconds() * 1000L + CYCLE_OVERHEAD_MS);
			long trial = TRIAL_OVERHEAD_S + warmupMs / 1000
					+ (long) request.memoryWindows() * memoryEndpoints * request.memoryLoadSeconds();
			memory = (int) (variants * memoryTrialsPerVariant * trial);
		}
		if (request.memoryOnly()) {
			return new Estimate(memory, memoryCycles, List.of(), memory, 0);
		}
		int profiling = 0;
		if (profiler != null) {
			long warmupMs = (long) memoryCycles * (request.warmupCycleSeconds() * 1000L + CYCLE_OVERHEAD_MS);
			profiling = (int) (profiler.order().size() * (PROFILED_JVM_OVERHEAD_S + warmupMs / 1000
					+ (long) profiler.cells().size() * (profiler.loadSeconds() + PROFILED_CELL_OVERHEAD_S)));
		}
		int rounds = parts.stream().mapToInt(Integer::intValue).sum();
		int total = coldStartVariants * request.coldStarts() * COLD_START_S + rounds + profiling + memory;
		return new Estimate(total, cycles, parts, memory, profiling);
	}

	/**
	 * Cells per endpoint: each closed-loop tool's concurrencies, the fixed-rate tool's
	 * rates.
	 */
	private static int levelsPerEndpoint(PlanRequest request) {
		return request.tools()
			.stream()
			.mapToInt((tool) -> Tool.atFixedRate(tool) ? request.rates().levels().size() : request.concurrency().size())
			.sum();
	}

	/** The fixed-rate tool's share of a round's windows, 0 to 1. */
	private static double fixedRateShare(PlanRequest request) {
		long fixed = request.tools().stream().filter(Tool::fixedRate).count();
		return (fixed == 0) ? 0 : (double) fixed * request.rates().levels().size() / levelsPerEndpoint(request);
	}

	/**
	 * JMeter's share of a round's windows, 0 to 1: its window lasts its protocol, not the
	 * run's duration.
	 */
	private static double jmeterShare(PlanRequest request) {
		return request.tools().contains(Tool.JMETER)
				? (double) request.concurrency().size() / levelsPerEndpoint(request) : 0;
	}

	/** siege's share of a round's windows, 0 to 1: each has its lead-ins first. */
	private static double siegeShare(PlanRequest request) {
		return request.tools().contains(Tool.SIEGE) ? (double) request.concurrency().size() / levelsPerEndpoint(request)
				: 0;
	}

	/**
	 * The probe of the saturation before the fixed-rate windows, in the first round: one
	 * wrk window per variant and endpoint.
	 */
	private static long probeMs(PlanRequest request, int jvms) {
		if (request.rates() == null || !request.rates().ofSaturation()) {
			return 0;
		}
		return (long) jvms * request.endpoints().size() * (request.rates().probeSeconds() * 1000L + WINDOW_OVERHEAD_MS);
	}

	/**
	 * The fewest cycles a round's warm-up over that many cells can end in: one more than
	 * there are cells, so that the last one's cell ran before ({@link Method#quietRule}).
	 * With 6 cells the JIT is the longer wait: the default runs since that rule ended
	 * their warm-ups after 9-15 cycles, median 10-10.5 (2026-11-26T13-41-55Z,
	 * 2026-11-26T15-00-02Z, 2026-11-26T19-52-35Z), which {@link #WARMUP_CYCLES} gives.
	 */
	static int cyclesForCells(int cells) {
		return cells + 1;
	}

	/**
	 * One part's rounds with that many JVMs up at once: the warm-up's cycles take turns
	 * between the JVMs, with an idle gap where fewer than two JVMs share them.
	 */
	private static int partSeconds(PlanRequest request, int jvms, int cycles, int cells) {
		long cycleMs = jvms * (request.warmupCycleSeconds() * 1000L + CYCLE_OVERHEAD_MS);
		cycleMs = Math.max(cycleMs, (request.warmupCycleSeconds() + RunPlan.WARMUP_IDLE_S) * 1000L);
		long windowMs = request.durationSeconds() * 1000L + WINDOW_OVERHEAD_MS
				+ Math.round(fixedRateShare(request) * FIXED_RATE_OVERHEAD_MS)
				+ Math.round(siegeShare(request) * SIEGE_LEAD_IN_MS)
				+ Math.round(jmeterShare(request)
						* (JmeterProtocol.rampSeconds(request.mode(), request.durationSeconds()) * 1000L
								+ JmeterProtocol.OVERHEAD_MS - request.durationSeconds() * 1000L));
		long roundMs = ROUND_START_S * 1000L + cycles * cycleMs + (long) request.blocksPerRound() * cells * windowMs
				* request.orders().stream().mapToInt((order) -> order.windows(jvms)).sum();
		return (int) ((request.rounds() * roundMs + probeMs(request, jvms)) / 1000);
	}

}
