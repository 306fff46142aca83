package io.github.bootbench.report.plan;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.input.MemoryOptions;
import io.github.bootbench.report.input.PhaseWarmup;
import io.github.bootbench.report.input.Variant;

/**
 * The memory phase's part of a plan: the trials each variant gets in each round (the
 * reference heap, once without NMT, every heap step below it) under a fixed reference
 * load, and the order of the variants. A trial JVM is warmed up by the rounds' own rule
 * rather than a fixed primer: a primer left the JIT busy on Java 17, and one JVM's
 * throughput moved by up to 35 % from one trial to the next, more than the heap steps' 10
 * %.
 */
public final class MemoryPlan {

	/**
	 * Heaps every memory round tries, in MB; only those below the reference heap. None
	 * below 64 MB: the apps' live set alone is 20-30 MB, and no container carried the
	 * load within 10 % at 64 MB (results/2026-11-22T09-22-10Z).
	 */
	static final List<Integer> HEAP_STEPS_MB = List.of(64, 96, 128, 192, 256);

	/** The memory phase's reference load: its concurrency and endpoints. */
	static final int CONCURRENCY = 100;

	static final List<String> ENDPOINTS = List.of("block", "json");

	static final String NMT_OPTION = "-XX:NativeMemoryTracking=summary";

	/** An OutOfMemoryError ends a trial JVM at once (exit code 3). */
	static final String OOM_OPTION = "-XX:+ExitOnOutOfMemoryError";

	private static final Pattern XMX = Pattern.compile("-Xmx([0-9]+)([kKmMgG])");

	private MemoryPlan() {
	}

	/** The memory phase's trials, or null without one. */
	static MemoryOptions of(PlanRequest request) {
		if (request.memoryOff()) {
			return null;
		}
		Integer reference = referenceHeapMb(request.jvmOptions());
		if (reference == null) {
			throw new PlanException("--memory needs the heap to search below: give -Xmx in --jvm-opts (e.g. "
					+ "\"-Xms512m -Xmx512m\")");
		}
		List<Integer> candidates = HEAP_STEPS_MB.stream().filter((step) -> step < reference).toList();
		if (candidates.isEmpty()) {
			throw new PlanException("--memory: the reference heap (" + reference
					+ " MB) leaves no smaller heap to try (from " + HEAP_STEPS_MB.get(0) + " MB)");
		}
		// A closed loop for a set time: wrk if the run has it (hyperfoil and jmeter warm
		// up with it),
		// else its first such tool.
		boolean wrk = request.tools()
			.stream()
			.anyMatch((t) -> Tool.WRK == t || Tool.atFixedRate(t) || Tool.JMETER == t);
		Tool tool = wrk ? Tool.WRK : request.tools().get(0);
		return new MemoryOptions(request.memory(), reference, candidates, tool, CONCURRENCY, ENDPOINTS,
				request.memoryLoadSeconds(),
				PhaseWarmup.untilJitQuiet(request.warmupCycleSeconds(), request.warmupCapSeconds()),
				request.memoryWindows(), NMT_OPTION, OOM_OPTION);
	}

	/** The last {@code -Xmx} of the JVM options in MB, as the JVM reads them, or null. */
	static Integer referenceHeapMb(List<String> jvmOptions) {
		Integer heap = null;
		for (String option : jvmOptions) {
			Matcher matcher = XMX.matcher(option);
			if (matcher.matches()) {
				long size = Long.parseLong(matcher.group(1));
				heap = (int) switch (Character.toLowerCase(matcher.group(2).charAt(0))) {
					case 'k' -> size / 1024;
					case 'g' -> size * 1024;
					default -> size;
				};
			}
		}
		return heap;
	}

	/**
	 * One round of the memory phase: its variants in measuring order (rotated by one each
	 * round, so that no variant is always measured first or last) and the trials each
	 * gets, in order.
	 */
	public record Round(List<String> variants, List<Trial> trials) {

	}

	/**
	 * One trial JVM: its heap (-Xms and -Xmx), whether it tracks native memory, and its
	 * role: {@code reference} (the run's heap, verified; when it fails, no other trial of
	 * the round is made for that variant), {@code nmt-overhead} (the reference heap
	 * without NMT, in the first round only: its cost) or {@code heap-step} (a smaller
	 * heap, judged against the round's reference).
	 */
	public record Trial(int heapMb, boolean nmt, String role) {

	}

	static List<Round> rounds(List<Variant> variants, int rounds, MemoryOptions memory) {
		List<Round> planned = new ArrayList<>();
		for (int round = 1; round <= rounds; round++) {
			List<String> ids = new ArrayList<>();
			for (int index = 0; index < variants.size(); index++) {
				ids.add(variants.get((index + round - 1) % variants.size()).id());
			}
			List<Trial> trials = new ArrayList<>();
			trials.add(new Trial(memory.referenceHeapMb(), true, "reference"));
			if (round == 1) {
				trials.add(new Trial(memory.referenceHeapMb(), false, "nmt-overhead"));
			}
			memory.heapCandidatesMb().forEach((heap) -> trials.add(new Trial(heap, true, "heap-step")));
			planned.add(new Round(List.copyOf(ids), List.copyOf(trials)));
		}
		return List.copyOf(planned);
	}

}
