package io.github.bootbench.report.input;

import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.annotation.JsonAlias;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.github.bootbench.report.core.BlockOrder;
import io.github.bootbench.report.core.Interval;
import io.github.bootbench.report.core.Tool;

/**
 * {@code run.json} as run-all.sh writes it: the options (as {@code bench-report plan}
 * made them, with these types), the pinning, the environment, each variant's state and
 * each session ({@code container(s)}: a variant's key before runs had variants). The only
 * type that knows its keys: a key the harness renames fails the read (required fields).
 *
 * @param toolVersions the first line each load tool prints about its version
 * ({@code tools})
 * @param failedMeasurements every measurement that failed, with the reason the harness
 * printed
 * @param memory when the memory phase ran, or null without one
 * @param resumes each time the run was resumed after an interruption (null or empty when
 * it ran in one go)
 * @param database the PostgreSQL the run started for its database endpoints, or null in a
 * run without one
 * @param hosts the hosts of a run over several, or null on one machine
 */
public record RunRecord(@JsonProperty(required = true) String runId, @JsonProperty(required = true) String status,
		@JsonProperty(required = true) String startedAt, String endedAt,
		@JsonProperty(required = true) String commandLine, @JsonProperty(required = true) Options options,
		@JsonProperty(required = true) Pinning pinning, @JsonProperty(required = true) Environment environment,
		@JsonProperty(value = "tools", required = true) Map<String, String> toolVersions,
		@JsonProperty(required = true) Map<String, String> toolFlags,
		@JsonProperty(value = "containers", required = true) Map<String, VariantState> variantStates,
		@JsonProperty(required = true) List<Session> sessions,
		@JsonAlias("failedRuns") List<FailedMeasurement> failedMeasurements, PhaseTime memory, List<Resume> resumes,
		RunDatabase database, RunHosts hosts) {

	/**
	 * One {@code --resume} of an interrupted run: when, and the round it measured again
	 * from (every round before it was kept as measured).
	 */
	public record Resume(@JsonProperty(required = true) String at, @JsonProperty(required = true) int fromRound) {

	}

	/**
	 * What the run was asked to do, every option resolved.
	 *
	 * @param order how a block measures its variants, one order or several (a study of
	 * the orders), the first the one its verdicts are of; run.json holds their words, and
	 * a run made before they could be chosen, none: shuffled alone
	 * @param rates the fixed-rate tool's levels, or null in a run without it
	 * @param interval how its paired ratios' intervals were made when it ran (null in a
	 * run made before it was recorded: the bootstrap); its report judges it by the
	 * current rule ({@link #ratioInterval()})
	 * @param sliceMs a sliced duet's slice length, in a run with {@code --order sliced}
	 * (null in a run without one, and in one made before it could be chosen: 100 ms)
	 * @param judgedWith another interval a method's study judges the run with, in memory
	 * only (null in every run.json: the current rule judges)
	 * @param profiler the profiler phase, or null in a run without one
	 */
	public record Options(String mode, @JsonProperty(value = "containers", required = true) List<String> variantIds,
			@JsonProperty(required = true) List<String> endpoints, @JsonProperty(required = true) List<Tool> tools,
			@JsonProperty(required = true) List<Integer> concurrency,
			@JsonProperty(required = true) int durationSeconds, @JsonProperty(required = true) int rounds,
			@JsonProperty(required = true) String profile, String jdk,
			@JsonProperty(required = true) List<String> jvmOptions, Integer coldStarts,
			@JsonProperty(required = true) WarmupOptions warmup, @JsonProperty(required = true) List<Variant> variants,
			@JsonProperty(required = true) long seed, @JsonProperty(required = true) int blocksPerRound,
			@JsonProperty(required = true) double minEffectPercent, List<List<String>> parts, Sweep sweep,
			MemoryOptions memory,
			@JsonDeserialize(converter = BlockOrder.FromWords.class) @JsonSerialize(
					converter = BlockOrder.ToWords.class) List<BlockOrder> order,
			FixedRates rates, @JsonInclude(JsonInclude.Include.NON_NULL) Interval interval,
			@JsonInclude(JsonInclude.Include.NON_NULL) Integer sliceMs,
			@JsonInclude(JsonInclude.Include.NON_NULL) Interval judgedWith,
			@JsonInclude(JsonInclude.Include.NON_NULL) ProfilerOptions profiler) {

		/**
		 * The interval the run's paired ratios are judged with: the current rule
		 * ({@link Interval#DEFAULT}), whatever rule judged the run when it was made
		 * ({@link #interval}, absent where that was the bootstrap), so that every
		 * published verdict is made by one rule.
		 */
		public Options {
			order = (order != null) ? List.copyOf(order) : List.of(BlockOrder.SHUFFLED);
		}

		public Interval ratioInterval() {
			return (this.judgedWith != null) ? this.judgedWith : Interval.DEFAULT;
		}

		/**
		 * A variant's name as the user wrote it ({@code tomcat:tuned}), or the id itself
		 * when no variant has it.
		 */
		public String variantName(String id) {
			return this.variants.stream().filter((v) -> v.id().equals(id)).map(Variant::name).findFirst().orElse(id);
		}

		/**
		 * Whether two variants were measured in the same rounds, and so in the same
		 * blocks: always, unless a sweep split the run into parts.
		 */
		public boolean measuredTogether(String variant, String other) {
			return this.parts == null || this.parts.size() < 2
					|| this.parts.stream().anyMatch((part) -> part.contains(variant) && part.contains(other));
		}

	}

	/**
	 * A sweep: each key with its values (one variant of each app per setting), and the
	 * apps left out of it with why.
	 */
	public record Sweep(List<SweptKey> keys, List<String> notes) {

	}

	public record SweptKey(String key, List<String> values) {

	}

	/**
	 * taskset CPU lists: the app on the server CPUs, everything else on the load CPUs.
	 *
	 * @param warmupCpus where the JVMs warmed up before every thread was pinned back to
	 * the server CPUs (null in runs made before: the server CPUs)
	 */
	public record Pinning(@JsonProperty(required = true) String serverCpus,
			@JsonProperty(required = true) String loadCpus, @JsonProperty(required = true) int serverCpuCount,
			@JsonProperty(required = true) int loadCpuCount, String warmupCpus) {

		/** Whether the JVMs warmed up on more CPUs than they were measured on. */
		public boolean widerWarmup() {
			return this.warmupCpus != null && !this.warmupCpus.equals(this.serverCpus);
		}

	}

	public record Environment(@JsonProperty(required = true) Git git, @JsonProperty(required = true) Cpu cpu,
			long memoryKb, @JsonProperty(required = true) String kernel, String os,
			@JsonProperty(required = true) Jdk jdk) {

	}

	public record Git(String commit, boolean dirty) {

		/** The commit, marked when the work tree had uncommitted changes. */
		public String label(String dirtyMark) {
			return this.commit + (this.dirty ? dirtyMark : "");
		}

	}

	public record Cpu(String model, int count) {

	}

	/** The JDK that ran the apps. */
	public record Jdk(String runtime, @JsonProperty(required = true) String version,
			@JsonProperty(required = true) String vendor) {

		/** {@code OpenJDK Runtime Environment 17.0.15 (Debian)}. */
		public String description() {
			return this.runtime + " " + this.version + " (" + this.vendor + ")";
		}

		/** {@code 17.0.15 Debian}. */
		public String versionAndVendor() {
			return this.version + " " + this.vendor;
		}

	}

	/**
	 * A variant's state over the run and what its live server reported
	 * ({@code /test/server}).
	 */
	public record VariantState(String status, ServerInfo server, List<Failure> failures) {

	}

	public record ServerInfo(@JsonProperty(required = true) String container,
			@JsonProperty(required = true) String serverVersion, String springBootVersion,
			List<String> garbageCollectors, ThreadLimits threads) {

	}

	public record Failure(int round, String reason) {

	}

	/**
	 * One fresh JVM of one variant in one round.
	 *
	 * @param reason why it failed (status {@code failed}), or null
	 * @param warmup how its warm-up ended (status {@code ok}), or null
	 */
	public record Session(@JsonProperty(value = "container", required = true) String variant,
			@JsonProperty(required = true) int round, @JsonProperty(required = true) String status, String startedAt,
			String endedAt, String reason, WarmupResult warmup) {

		public boolean ok() {
			return "ok".equals(this.status);
		}

		public boolean steady() {
			return this.warmup != null && this.warmup.steady();
		}

	}

	/**
	 * The warm-up's end, as bench-report's rule judged it: {@code steady} is JIT-quiet
	 * and settled, {@code windows} the cycles.
	 */
	public record WarmupResult(boolean steady, int seconds, int windows, Double lastChangePercent,
			Double lastCompileAddedMs) {

	}

	public record FailedMeasurement(String file, Integer exitCode, String reason) {

	}

	/** The sessions of a variant, in the order they ran. */
	public List<Session> sessionsOf(String variant) {
		return this.sessions.stream().filter((session) -> session.variant().equals(variant)).toList();
	}

	public String profile() {
		return this.options.profile();
	}

	public boolean complete() {
		return "complete".equals(this.status);
	}

}
