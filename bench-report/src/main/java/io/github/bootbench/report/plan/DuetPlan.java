package io.github.bootbench.report.plan;

import java.util.List;

import io.github.bootbench.report.core.BlockOrder;
import io.github.bootbench.report.core.Tool;

/**
 * What a run with a duet order needs of the harness: a control group for every JVM, and
 * for a sliced duet the length of a slice. The options a duet cannot honour are refused
 * here, each with the reason.
 *
 * @param orders the run's duet orders ({@code duet}, {@code sliced})
 * @param sliceMs how long one JVM of a sliced duet runs before the other gets the server
 * CPUs
 * @param slices how many slices the slicer of a sliced duet's window has at most: the
 * window and {@link #SLICED_SPARE_S} more; it is stopped when both loads have ended
 */
public record DuetPlan(List<String> orders, int sliceMs, int slices) {

	/**
	 * How much longer than the window the slicer may run: wrk's connections are made
	 * before its clock starts and its last responses come after, about 0.1 s of a 2 s
	 * window here.
	 */
	public static final int SLICED_SPARE_S = 2;

	/**
	 * The duet of a run's options, or null when no order of it is a duet.
	 * @param variants how many variants each round has
	 * @param sweep whether the run sweeps a setting
	 */
	static DuetPlan of(PlanRequest request, int variants, boolean sweep) {
		List<BlockOrder> duets = request.orders().stream().filter(BlockOrder::duet).toList();
		if (request.sliceMs() != null && !request.orders().contains(BlockOrder.SLICED)) {
			throw new PlanException("--slice-ms: only a sliced duet hands the server CPUs from one JVM to the other; "
					+ "give it with --order sliced");
		}
		if (duets.isEmpty()) {
			return null;
		}
		String named = "--order " + BlockOrder.wordsOf(request.orders());
		if (request.memoryOnly()) {
			throw new PlanException(named + ": --memory-only measures no blocks");
		}
		if (!request.tools().equals(List.of(Tool.WRK))) {
			throw new PlanException(named + ": a duet loads each of its two JVMs with a wrk of its own, at the cell's "
					+ "concurrency; give --tools wrk");
		}
		if (request.pinning().cpuLimit() != null) {
			throw new PlanException(named + ": a duet gives its two JVMs equal CPU weight in control groups of their "
					+ "own, and --cpu-limit limits each JVM's group: measure a limit one variant at a time");
		}
		if (sweep) {
			throw new PlanException(named + ": a duet pairs every variant with the baseline, and a sweep judges each "
					+ "setting against its own app's default; compare the settings as --variants instead");
		}
		if (variants < 2) {
			throw new PlanException(
					named + ": a duet needs a baseline and at least one other variant (or the A/A " + "control)");
		}
		int sliceMs = BlockOrder.sliceMs(request.sliceMs());
		int longest = request.durationSeconds() * 1000 / 2;
		if (sliceMs < BlockOrder.MIN_SLICE_MS || sliceMs > longest) {
			throw new PlanException("--slice-ms: a slice is " + BlockOrder.MIN_SLICE_MS + " to " + longest
					+ " ms in windows of " + request.durationSeconds() + " s (each JVM has the CPUs at least once a "
					+ "window), got " + sliceMs);
		}
		return new DuetPlan(duets.stream().map(BlockOrder::word).toList(), sliceMs,
				(request.durationSeconds() + SLICED_SPARE_S) * 1000 / sliceMs);
	}

	/**
	 * Refuses a duet over hosts, before any host is reached: its control groups are made
	 * on this machine.
	 */
	public void requireLocal(Topology topology) {
		if (topology.serverHost() != null) {
			throw new PlanException("--order " + String.join(",", this.orders) + ": a duet's control groups are made "
					+ "on this machine; it cannot run with --server-host");
		}
	}

}
