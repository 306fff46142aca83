package io.github.bootbench.report.format.text;

import java.util.ArrayList;
import java.util.List;

import io.github.bootbench.report.core.Cell;
import io.github.bootbench.report.input.ProfilerOptions;
import io.github.bootbench.report.plan.Estimate;

/**
 * The plan's line about the profiler phase: its JVMs and their order, its events, its
 * time.
 */
final class ProfilerPlanText {

	private ProfilerPlanText() {
	}

	static String of(ProfilerOptions profiler, Estimate estimate) {
		return "Profiler phase (never during a measured window): after the rounds, " + profiler.jvmsPerVariant()
				+ " fresh JVM(s) of each of the " + profiler.variants().size()
				+ " variants, one at a time, interleaved (" + turns(profiler) + "; "
				+ String.join(" ", profiler.jvmOptions()) + "), each warmed up in " + profiler.warmup().cycleSeconds()
				+ " s cycles until the JIT is quiet (at most " + profiler.warmup().capSeconds()
				+ " s), then async-profiler (event " + profiler.event() + ", a sample every " + profiler.interval()
				+ " of CPU"
				+ ((profiler.allocIntervalBytes() != null)
						? "; event alloc, a sample every " + profiler.allocIntervalBytes() / 1024 + " KiB allocated"
						: "")
				+ ") over " + profiler.loadSeconds() + " s of each of "
				+ String.join(", ", profiler.cells().stream().map(Cell::label).toList()) + ". About "
				+ PlanText.minutes(estimate.profilerSeconds()) + ".";
	}

	/** The phase's order, its first two turns: {@code A B, B A, ...}. */
	private static String turns(ProfilerOptions profiler) {
		int variants = profiler.variants().size();
		List<String> turns = new ArrayList<>();
		for (int turn = 0; turn < Math.min(2, profiler.jvmsPerVariant()); turn++) {
			turns.add(String.join(" ",
					profiler.order()
						.subList(turn * variants, (turn + 1) * variants)
						.stream()
						.map(ProfilerOptions.ProfiledJvm::variant)
						.toList()));
		}
		return String.join(", ", turns) + ((profiler.jvmsPerVariant() > 2) ? ", ..." : "");
	}

}
