package io.github.bootbench.report.input;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import com.fasterxml.jackson.annotation.JsonAlias;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.github.bootbench.report.core.BlockOrder;
import io.github.bootbench.report.core.Interval;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.io.Json;

/**
 * {@code run.json}: what a run was asked to do (the options, as {@code bench-report plan}
 * made them, with these types), where it ran, each variant's state and each session
 * ({@code container(s)}: a variant's key before runs had variants). Read by the report
 * and written by its one writer, {@link RunRecorder}, which makes each event a new record
 * of this type: the only type that knows run.json's keys. A key the harness renames fails
 * the read (required fields); a field a run made before it was recorded lacks reads as
 * null (an order as shuffled), and where its absence is what a run without it records
 * (its hosts, database, memory phase, resumes, arguments) it is left out when written.
 *
 * @param endedAt when it ended, or null while it runs (written null)
 * @param toolVersions the first line each load tool prints about its version
 * ({@code tools})
 * @param failedMeasurements every measurement that failed, with the reason the harness
 * printed
 * @param memory when the memory phase ran, or null without one (and while a resumed run
 * is to make it again)
 * @param resumes each time the run was resumed after an interruption (null or empty when
 * it ran in one go)
 * @param database the PostgreSQL the run started for its database endpoints, or null in a
 * run without one
 * @param hosts the hosts of a run over several, or null on one machine
 * @param arguments run-all.sh's arguments as given, or null in a run made before they
 * were kept
 */
@JsonPropertyOrder({ "status", "runId", "startedAt", "endedAt", "commandLine", "arguments", "options", "hosts",
		"pinning", "environment", "tools", "toolFlags", "containers", "sessions", "failedMeasurements", "database",
		"memory", "resumes" })
public record RunRecord(@JsonProperty(required = true) String runId, @JsonProperty(required = true) String status,
		@JsonProperty(required = true) String startedAt, @JsonInclude(JsonInclude.Include.ALWAYS) String endedAt,
		@JsonProperty(required = true) String commandLine, @JsonProperty(required = true) Options options,
		@JsonProperty(required = true) Pinning pinning, @JsonProperty(required = true) RunEnvironment environment,
		@JsonProperty(value = "tools", required = true) Map<String, String> toolVersions,
		@JsonProperty(required = true) Map<String, String> toolFlags,
		@JsonProperty(value = "containers", required = true) Map<String, VariantState> variantStates,
		@JsonProperty(required = true) List<Session> sessions,
		@JsonAlias("failedRuns") @JsonInclude(JsonInclude.Include.NON_NULL) List<FailedMeasurement> failedMeasurements,
		@JsonInclude(JsonInclude.Include.NON_NULL) PhaseTime memory,
		@JsonInclude(JsonInclude.Include.NON_NULL) List<Resume> resumes,
		@JsonInclude(JsonInclude.Include.NON_NULL) RunDatabase database,
		@JsonInclude(JsonInclude.Include.NON_NULL) RunHosts hosts,
		@JsonInclude(JsonInclude.Include.NON_NULL) List<String> arguments) {

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

		/** These options with the fixed-rate tool's levels as the run resolved them. */
		Options withRates(FixedRates resolved) {
			return new Options(this.mode, this.variantIds, this.endpoints, this.tools, this.concurrency,
					this.durationSeconds, this.rounds, this.profile, this.jdk, this.jvmOptions, this.coldStarts,
					this.warmup, this.variants, this.seed, this.blocksPerRound, this.minEffectPercent, this.parts,
					this.sweep, this.memory, this.order, resolved, this.interval, this.sliceMs, this.judgedWith,
					this.profiler);
		}

		public Interval ratioInterval() {
			return (this.judgedWith != null) ? this.judgedWith : Interval.DEFAULT;
		}

		/**
		 * A variant's name as the user wrote it ({@code tomcat:tuned}), or the id itself
		 * when no variant has it.
		 */
		public String variantName(String id) {
			return variant(id).map(Variant::name).orElse(id);
		}

		/** The variant of this id, if the run has one. */
		public Optional<Variant> variant(String id) {
			return this.variants.stream().filter((v) -> v.id().equals(id)).findFirst();
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

	public record FailedMeasurement(String file, Integer exitCode, String reason) {

	}

	/** This record with the run's contention, as the run's end measured it. */
	RunRecord contended(RunEnvironment.Contention contention) {
		return new RunRecord(this.runId, this.status, this.startedAt, this.endedAt, this.commandLine, this.options,
				this.pinning, this.environment.withContention(contention), this.toolVersions, this.toolFlags,
				this.variantStates, this.sessions, this.failedMeasurements, this.memory, this.resumes, this.database,
				this.hosts, this.arguments);
	}

	/** This record with the run's status and end (null: it runs). */
	RunRecord ending(String status, String endedAt) {
		return new RunRecord(this.runId, status, this.startedAt, endedAt, this.commandLine, this.options, this.pinning,
				this.environment, this.toolVersions, this.toolFlags, this.variantStates, this.sessions,
				this.failedMeasurements, this.memory, this.resumes, this.database, this.hosts, this.arguments);
	}

	/** This record with its variants' states, sessions and failed measurements. */
	RunRecord measured(Map<String, VariantState> states, List<Session> sessions, List<FailedMeasurement> failed) {
		return new RunRecord(this.runId, this.status, this.startedAt, this.endedAt, this.commandLine, this.options,
				this.pinning, this.environment, this.toolVersions, this.toolFlags, states, sessions, failed,
				this.memory, this.resumes, this.database, this.hosts, this.arguments);
	}

	/** This record with its options, memory phase, resumes and database. */
	RunRecord phases(Options options, PhaseTime memory, List<Resume> resumes, RunDatabase database) {
		return new RunRecord(this.runId, this.status, this.startedAt, this.endedAt, this.commandLine, options,
				this.pinning, this.environment, this.toolVersions, this.toolFlags, this.variantStates, this.sessions,
				this.failedMeasurements, memory, resumes, database, this.hosts, this.arguments);
	}

	/**
	 * The record {@code runJson} holds; an {@link IOException} naming the file and the
	 * first line of what does not read when it is not a run record.
	 */
	public static RunRecord read(Path runJson) throws IOException {
		return of(Json.MAPPER.readTree(runJson.toFile()), runJson);
	}

	/** The record {@code recorded}, read from {@code runJson}, holds. */
	static RunRecord of(JsonNode recorded, Path runJson) throws IOException {
		try {
			return Json.MAPPER.treeToValue(recorded, RunRecord.class);
		}
		catch (JsonProcessingException ex) {
			throw new IOException(runJson + " does not read as a run record: "
					+ ex.getOriginalMessage().lines().findFirst().orElse(""), ex);
		}
	}

	/**
	 * The CPU limit a variant's server JVM ran under: its own
	 * ({@code --sweep cpu-limit}), else the run's ({@code --cpu-limit}); null without
	 * one.
	 */
	public Double cpuLimitOf(String variantId) {
		return this.options.variant(variantId).map((v) -> v.limitIn(this.pinning)).orElse(this.pinning.cpuLimit());
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
