package io.github.bootbench.report.plan;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.github.bootbench.report.core.BlockOrder;
import io.github.bootbench.report.core.Cell;
import io.github.bootbench.report.core.Interval;
import io.github.bootbench.report.core.Method;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.input.MemoryOptions;
import io.github.bootbench.report.input.Pinning;
import io.github.bootbench.report.input.ProfilerOptions;
import io.github.bootbench.report.input.RunRecord;
import io.github.bootbench.report.input.Sweep;
import io.github.bootbench.report.input.Variant;
import io.github.bootbench.report.input.WarmupOptions;
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
 * @param warmupTurns for every round of every part in turn, the order its JVMs take their
 * warm-up cycles in: the part's variants rotated by one each round, so that no variant's
 * JVM is always the first loaded while the others' compilers are still busy
 * @param blocks every block of every round, in measuring order (none with
 * {@code --memory-only})
 * @param windows how many windows the blocks hold
 * @param memoryRounds the memory phase's rounds: each one's variants in order and the
 * trials each gets
 * @param pinning the CPUs the apps and the load get
 * @param settling when the server CPUs have settled before a window
 * @param load what the load tools are given besides the cell
 * @param resume where an interrupted run carries on, or null for a new run
 * @param database the PostgreSQL the run starts for its database endpoints, or null when
 * none of its endpoints needs one
 * @param hosts the hosts of a run over several, or null for one machine
 * @param duet what a run with a duet order needs of the harness, or null without one
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record RunPlan(@JsonIgnore PlanRequest request, RunRecord.Options options, String baseline,
		List<Cell> warmupPatterns, List<List<String>> warmupTurns, List<Schedule.Block> blocks, int windows,
		List<MemoryPlan.Round> memoryRounds, Estimate estimate, Pinning pinning, Settling settling, LoadSettings load,
		Resume resume, DatabasePlan database, HostsPlan hosts, DuetPlan duet) {

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

	/** This plan, carrying on the interrupted run {@code record} recorded. */
	public RunPlan resuming(RunRecord record) {
		return new RunPlan(this.request, this.options, this.baseline, this.warmupPatterns, this.warmupTurns,
				this.blocks, this.windows, this.memoryRounds, this.estimate, this.pinning, this.settling, this.load,
				Resume.of(record, this), this.database, this.hosts, this.duet);
	}

	/** This plan over the hosts {@code hosts} (null: on one machine). */
	public RunPlan withHosts(HostsPlan hosts) {
		return new RunPlan(this.request, this.options, this.baseline, this.warmupPatterns, this.warmupTurns,
				this.blocks, this.windows, this.memoryRounds, this.estimate, this.pinning, this.settling, this.load,
				this.resume, (this.database == null) ? null : this.database.on(hosts), hosts, this.duet);
	}

	/**
	 * The idle seconds after a warm-up cycle in which {@code warming} JVMs took their
	 * turn: none while two or more warm up (one's load is the others' idle gap), else
	 * {@link #WARMUP_IDLE_S}, so that a JVM warming alone still gets its gap.
	 */
	public static int warmupPauseSeconds(int warming) {
		return (warming < 2) ? WARMUP_IDLE_S : 0;
	}

	/**
	 * The variants whose cold start is measured: all but the controls, each a copy of the
	 * baseline that starts as it does.
	 */
	@JsonProperty
	public List<String> coldStartVariants() {
		return coldStarts(variants());
	}

	/**
	 * Each limited variant's CPU limit, by id, with the quota and period the scripts
	 * write as they are ({@link CpuLimits#quotas}); empty without a limit.
	 */
	@JsonProperty
	@JsonInclude(JsonInclude.Include.NON_EMPTY)
	public Map<String, CpuLimits.Quota> cpuQuotas() {
		return CpuLimits.quotas(variants(), this.pinning);
	}

	/** The tightest CPU limit of the plan's JVMs, null without one. */
	@JsonIgnore
	public Double tightestCpuLimit() {
		return cpuQuotas().values().stream().map(CpuLimits.Quota::cpus).min(Double::compare).orElse(null);
	}

	private static List<String> coldStarts(List<Variant> variants) {
		// A cold start runs without a limit: a limited variant's would be its default's.
		return variants.stream().filter((v) -> !v.copyOfBaseline() && v.cpuLimit() == null).map(Variant::id).toList();
	}

	/** The variants, baseline first, each with its port. */
	@JsonIgnore
	public List<Variant> variants() {
		return this.options.variants();
	}

	/** Variant ids, baseline first, each part measured in rounds of its own. */
	@JsonIgnore
	public List<List<String>> parts() {
		return this.options.parts();
	}

	/** The swept keys and the apps left out, or null without a sweep. */
	@JsonIgnore
	public Sweep sweep() {
		return this.options.sweep();
	}

	/** The profiler phase, or null without one. */
	@JsonIgnore
	public ProfilerOptions profiler() {
		return this.options.profiler();
	}

	/** The memory phase, or null without one. */
	@JsonIgnore
	public MemoryOptions memory() {
		return this.options.memory();
	}

	/** Cells (endpoint, tool, level) in each round. */
	@JsonIgnore
	public int cells() {
		return (int) this.blocks.stream().map(Schedule.Block::cell).distinct().count();
	}

	/** The plan for these options; a {@link PlanException} when they cannot make one. */
	public static RunPlan of(PlanRequest request) {
		VariantSet set = VariantSet.of(request, request.variants(), request.control());
		OptionValues.requireJava(request.java(), request.javaVersion(), set.list());
		List<Sweep.Key> keys = Sweeps.parse(request.sweeps());
		Sweep sweep = null;
		List<String> apps = List.of();
		if (!request.planted().isEmpty() && (!keys.isEmpty() || request.memoryOnly())) {
			throw new PlanException("--planted adds positive controls to the baseline's rounds: it cannot be "
					+ "combined with " + (keys.isEmpty() ? "--memory-only" : "--sweep"));
		}
		if (!keys.isEmpty()) {
			if (request.rates() != null) {
				throw new PlanException("--sweep splits the variants into parts measured apart, and hyperfoil's rates "
						+ "are probed on one round's variants: sweep with the closed-loop tools");
			}
			if (!request.memoryOff()) {
				throw new PlanException("--memory cannot be combined with --sweep: measure memory on the settings "
						+ "you chose, as variants");
			}
			List<String> notes = new ArrayList<>();
			apps = Sweeps.sweptApps(set.list(), keys, notes);
			set = Sweeps.expand(request, set.list(), apps, keys);
			sweep = new Sweep(keys, List.copyOf(notes));
		}
		List<Variant> variants = set.list();
		List<List<String>> parts = (sweep == null) ? List.of(variants.stream().map(Variant::id).toList())
				: Parts.of(variants, apps);
		String baseline = variants.get(0).id();
		String profile = variants.stream().allMatch((v) -> v.profile().equals(variants.get(0).profile()))
				? variants.get(0).profile() : "per variant";
		List<Cell> cells = Schedule.cells(request.endpoints(), request.tools(), request.concurrency(),
				(endpoint) -> request.rates().levels());
		DuetPlan duet = DuetPlan.of(request, parts.get(0).size(), sweep != null);
		List<Schedule.Block> blocks = request.memoryOnly() ? List.of() : Schedule.ofParts(parts, cells,
				request.rounds(), request.blocksPerRound(), request.seed(), request.orders());
		int windows = blocks.stream().mapToInt(Schedule.Block::measurements).sum();
		MemoryOptions memory = MemoryPlan.of(request);
		List<MemoryPlan.Round> memoryRounds = (memory == null) ? List.of()
				: MemoryPlan.rounds(variants.stream().filter((v) -> !v.planted()).toList(), request.rounds(), memory);
		ProfilerOptions profiler = ProfilerPlan.of(request, variants);
		int coldStartVariants = coldStarts(variants).size();
		int trials = memoryRounds.stream().mapToInt((round) -> round.trials().size()).sum();
		List<Cell> patterns = Parts.warmupPatterns(request);
		Estimate estimate = Estimate.of(request, patterns.size(), variants.size(),
				parts.stream().map(List::size).toList(), coldStartVariants, trials, MemoryPlan.ENDPOINTS.size(),
				profiler);
		WarmupOptions warmup = new WarmupOptions(null, null, null, null, request.warmupCapSeconds(),
				Method.STEADY_TOLERANCE_PERCENT, request.warmupCycleSeconds(), WARMUP_IDLE_S, Method.JIT_BUSY_PERCENT,
				Method.quietRule());
		RunRecord.Options options = new RunRecord.Options(request.mode(), variants.stream().map(Variant::id).toList(),
				request.endpoints(), request.tools(), request.concurrency(), request.durationSeconds(),
				request.rounds(), profile, request.jdk(), request.jvmOptions(), request.coldStarts(), warmup, variants,
				request.seed(), request.blocksPerRound(), request.minEffectPercent(), parts, sweep, memory,
				request.orders(),
				(request.rates() == null) ? null
						: request.rates()
							.probing(coldStarts(
									variants.stream().filter((v) -> parts.get(0).contains(v.id())).toList())),
				Interval.DEFAULT, request.orders().contains(BlockOrder.SLICED) ? duet.sliceMs() : null, null, profiler);
		List<Integer> levels = new ArrayList<>(request.concurrency());
		if (memory != null) {
			levels.add(memory.concurrency());
		}
		if (profiler != null) {
			profiler.cells().forEach((cell) -> levels.add(cell.concurrency()));
		}
		return new RunPlan(request, options, baseline, patterns,
				request.memoryOnly() ? List.of() : Parts.warmupTurns(parts, request.rounds()), blocks, windows,
				memoryRounds, estimate, request.pinning(), Settling.RULE,
				LoadSettings.of(levels, request.pinning().loadCpuCount(), request.tools().contains(Tool.JMETER)
						? JmeterProtocol.of(request.endpoints(), request.mode(), request.durationSeconds()) : null),
				null, DatabasePlan.of(request, variants), null, duet);
	}

}
