package io.github.bootbench.report.plan;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import io.github.bootbench.report.input.MemoryOptions;
import io.github.bootbench.report.input.RunRecord.Sweep;
import io.github.bootbench.report.input.RunRecord.SweptKey;
import io.github.bootbench.report.input.RunRecord.Variant;
import io.github.bootbench.report.stats.Schedule;

/**
 * The whole plan of a run, made once from its options ({@code bench-report plan}) and
 * carried out by run-all.sh step by step: the variants with their ports, the parts, every
 * block in measuring order, the warm-up's policy, the memory phase and the estimated
 * time. Written to the run directory as {@code plan.json}; run.json records its variants,
 * parts, sweep and memory phase as they are here.
 *
 * @param baseline the variant every ratio is to
 * @param profile the one profile every variant shares, or {@code per variant}
 * @param parts variant ids, baseline first, each part measured in rounds of its own
 * @param sweep the swept keys and the apps left out, or null without a sweep
 * @param blocks every block of every round, in measuring order (none with
 * {@code --memory-only})
 * @param windows how many windows the blocks hold
 * @param memory the memory phase, or null without one
 * @param memoryOrder the memory phase's variants in measuring order, one list per round:
 * rotated by one each round so that none is always first or last
 */
public record RunPlan(PlanRequest request, List<Variant> variants, String baseline, String profile,
		List<List<String>> parts, Sweep sweep, Warmup warmup, List<Schedule.Block> blocks, int windows,
		MemoryOptions memory, List<List<String>> memoryOrder, Estimate estimate) {

	/**
	 * JVMs up at once in a round: each has a 512 MB heap by default and warms up in turn,
	 * and a block of more variants spans more of the machine's drift (9 windows of 3 s:
	 * about 40 s). Nine hold a seven-value sweep of one app with its default and the
	 * control. A larger sweep is split into parts.
	 */
	public static final int MAX_JVMS_PER_ROUND = 9;

	/**
	 * A JVM's compiler threads need this long without load between two of its warm-up
	 * cycles.
	 */
	public static final int WARMUP_IDLE_S = 5;

	/**
	 * Heaps every memory round tries, in MB; only those below the reference heap. None
	 * below 64 MB: the apps' live set alone is 20-30 MB, and no container carried the
	 * load within 10 % at 64 MB (results/2026-11-22T09-22-10Z).
	 */
	static final List<Integer> HEAP_STEPS_MB = List.of(64, 96, 128, 192, 256);

	/** The memory phase's reference load: its concurrency and endpoints. */
	static final int MEMORY_CONCURRENCY = 100;

	static final List<String> MEMORY_ENDPOINTS = List.of("block", "json");

	static final String NMT_OPTION = "-XX:NativeMemoryTracking=summary";

	/** An OutOfMemoryError ends a trial JVM at once (exit code 3). */
	static final String OOM_OPTION = "-XX:+ExitOnOutOfMemoryError";

	private static final Pattern XMX = Pattern.compile("-Xmx([0-9]+)([kKmMgG])");

	/**
	 * The warm-up: cycles of load and idle over the patterns in turn (every concurrency,
	 * endpoint and tool, concurrency outermost), within the cap.
	 */
	public record Warmup(int cycleSeconds, int idleSeconds, int capSeconds, List<Schedule.Cell> patterns) {

	}

	/** Cells (endpoint, tool, concurrency) in each round. */
	public int cells() {
		return this.warmup.patterns().size();
	}

	/** The plan for these options; a {@link PlanException} when they cannot make one. */
	public static RunPlan of(PlanRequest request) {
		VariantSet set = VariantSet.of(request, request.variants(), request.control());
		List<SweptKey> keys = Sweeps.parse(request.sweeps());
		Sweep sweep = null;
		List<String> apps = List.of();
		if (!keys.isEmpty()) {
			if (!request.memoryOff()) {
				throw new PlanException("--memory cannot be combined with --sweep: measure memory on the settings "
						+ "you chose, as variants");
			}
			List<String> notes = new ArrayList<>();
			apps = sweptApps(set.list(), keys, notes);
			set = expand(request, set.list(), apps, keys);
			sweep = new Sweep(keys, List.copyOf(notes));
		}
		List<Variant> variants = set.list();
		List<List<String>> parts = (sweep == null) ? List.of(variants.stream().map(Variant::id).toList())
				: Parts.of(variants, apps);
		String baseline = variants.get(0).id();
		String profile = variants.stream().allMatch((v) -> v.profile().equals(variants.get(0).profile()))
				? variants.get(0).profile() : "per variant";
		List<Schedule.Cell> cells = Schedule.cells(request.endpoints(), request.tools(), request.concurrency());
		List<Schedule.Block> blocks = request.memoryOnly() ? List.of()
				: Schedule.ofParts(parts, cells, request.rounds(), request.blocksPerRound(), request.seed());
		int windows = blocks.stream().mapToInt((block) -> block.variants().size()).sum();
		MemoryOptions memory = memory(request);
		List<List<String>> memoryOrder = new ArrayList<>();
		if (memory != null) {
			for (int round = 1; round <= request.rounds(); round++) {
				List<String> order = new ArrayList<>();
				for (int index = 0; index < variants.size(); index++) {
					order.add(variants.get((index + round - 1) % variants.size()).id());
				}
				memoryOrder.add(List.copyOf(order));
			}
		}
		int coldStartVariants = (int) variants.stream().filter((v) -> !v.control()).count();
		int trials = (memory == null) ? 0 : 1 + request.rounds() * (1 + memory.heapCandidatesMb().size());
		Estimate estimate = Estimate.of(request, variants.size(), parts.stream().map(List::size).toList(),
				coldStartVariants, trials, MEMORY_ENDPOINTS.size());
		return new RunPlan(
				request, variants, baseline, profile, parts, sweep, new Warmup(request.warmupCycleSeconds(),
						WARMUP_IDLE_S, request.warmupCapSeconds(), warmupPatterns(request)),
				blocks, windows, memory, List.copyOf(memoryOrder), estimate);
	}

	/**
	 * The apps a sweep varies: every app of the run but those whose container lacks a
	 * swept knob (each noted with why). A sweep varies each app's default settings.
	 */
	private static List<String> sweptApps(List<Variant> variants, List<SweptKey> keys, List<String> notes) {
		List<String> kept = new ArrayList<>();
		for (Variant variant : variants) {
			if (!"default".equals(variant.profile())) {
				throw new PlanException("--sweep varies each app's default settings: give --variants without a "
						+ "profile, not '" + variant.name() + "'");
			}
			if (variant.control()) {
				continue;
			}
			boolean lacking = false;
			for (SweptKey key : keys) {
				String property = Sweeps.property(key.key(), variant.app());
				if (Sweeps.lacking(property)) {
					notes.add(variant.app() + " is left out of the sweep of " + key.key() + ": "
							+ property.substring("none: ".length()));
					lacking = true;
				}
			}
			if (!lacking) {
				kept.add(variant.app());
			}
		}
		if (kept.isEmpty()) {
			throw new PlanException("--sweep: no app of the run has "
					+ String.join(",", keys.stream().map(SweptKey::key).toList()) + ": " + String.join(";", notes));
		}
		return List.copyOf(kept);
	}

	/**
	 * Each kept app's default, then one variant per setting of the grid; the control
	 * last.
	 */
	private static VariantSet expand(PlanRequest request, List<Variant> asked, List<String> apps, List<SweptKey> keys) {
		List<List<String>> settings = Sweeps.settings(keys);
		boolean control = asked.stream().anyMatch(Variant::control);
		VariantSet set = VariantSet.of(request, apps, false);
		for (String app : apps) {
			for (List<String> setting : settings) {
				List<String> properties = setting.stream().map((pair) -> {
					int equals = pair.indexOf('=');
					return Sweeps.property(pair.substring(0, equals), app) + pair.substring(equals);
				}).toList();
				set.add(app, "default", false, setting, properties);
			}
		}
		if (control) {
			set.add(apps.get(0), "default", true, List.of(), List.of());
		}
		return set;
	}

	private static List<Schedule.Cell> warmupPatterns(PlanRequest request) {
		List<Schedule.Cell> patterns = new ArrayList<>();
		for (int level : request.concurrency()) {
			for (String endpoint : request.endpoints()) {
				for (String tool : request.tools()) {
					patterns.add(new Schedule.Cell(endpoint, tool, level));
				}
			}
		}
		return List.copyOf(patterns);
	}

	/** The memory phase's trials, or null without one. */
	private static MemoryOptions memory(PlanRequest request) {
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
		String tool = request.tools().contains("wrk") ? "wrk" : request.tools().get(0);
		return new MemoryOptions(request.memory(), reference, candidates, tool, MEMORY_CONCURRENCY, MEMORY_ENDPOINTS,
				request.memoryLoadSeconds(),
				new MemoryOptions.Warmup("jit-quiet", request.warmupCycleSeconds(), request.warmupCapSeconds()),
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

}
