package io.github.bootbench.report.input;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.databind.JsonNode;
import io.github.bootbench.report.io.Json;

/**
 * run.json's one writer: each event the scripts report while a run goes (it started, a
 * JVM's server was read, a session ended, a window was not made or failed, the rates were
 * resolved, the database started or failed, the memory phase went, the run was resumed or
 * ended) made into a new {@link RunRecord} from the one run.json holds, and written by
 * Jackson: one type reads and writes the file. Every event rewrites the whole file
 * through a temporary one moved over it, so that a run killed mid-write leaves the
 * previous record whole.
 */
public final class RunRecorder {

	/** Times as the scripts wrote them: UTC to the millisecond. */
	private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSS'Z'")
		.withZone(ZoneOffset.UTC);

	private final Path file;

	private final Clock clock;

	RunRecorder(Path file, Clock clock) {
		this.file = file;
		this.clock = clock;
	}

	/** The recorder of the run in {@code runDirectory}. */
	public static RunRecorder of(Path runDirectory) {
		return new RunRecorder(runDirectory.resolve("run.json"), Clock.systemUTC());
	}

	/** The run has started: its record, written once, with every variant pending. */
	public void started(RunStart start) throws IOException {
		Planned plan = Json.MAPPER.readValue(start.plan().toFile(), Planned.class);
		Map<String, VariantState> states = new LinkedHashMap<>();
		plan.options().variantIds().forEach((id) -> states.put(id, VariantState.pending()));
		String note = "every variant's JVM is measured on the server CPUs, only one under load at a time "
				+ ((plan.duet() != null) ? "but two in a duet's window, each in a control group of its own " : "")
				+ "(it warms up on warmupCpus, then every thread is pinned back); this script, the load tools, the "
				+ "sampler and curl on the load CPUs";
		RecordFile.write(this.file,
				new RunRecord(start.runId(), "running", now(), null, start.commandLine(), plan.options(),
						plan.pinning().recorded(note), start.environment(), start.toolVersions(), start.toolFlags(),
						states, List.of(), List.of(), null, null, null, plan.hosts(), start.arguments()));
	}

	/** A variant's JVM answered: its server as reported, kept from the first. */
	public void serverRead(String variant, JsonNode server) throws IOException {
		RecordFile.update(this.file, (run) -> withState(run, variant, variant(run, variant).answered(server)));
	}

	/** A variant did what the run asked of it (its reference memory trial passed). */
	public void variantOk(String variant) throws IOException {
		RecordFile.update(this.file, (run) -> withState(run, variant, variant(run, variant).started()));
	}

	/** A variant's session of a round ended; with a reason, it and the variant failed. */
	public void sessionEnded(String variant, int round, String status, String startedAt, Session.WarmupResult warmup,
			String reason) throws IOException {
		RecordFile.update(this.file, (run) -> {
			RunRecord ended = run.measured(run.variantStates(),
					adding(run.sessions(), new Session(variant, round, status, startedAt, now(), reason, warmup)),
					run.failedMeasurements());
			return (reason != null) ? withState(ended, variant, variant(run, variant).failed(round, reason)) : ended;
		});
	}

	/**
	 * A window that does not count: its raw file (relative to the run directory), the
	 * tool's exit code (null when it was not run) and why.
	 */
	public void windowFailed(String rawFile, Integer exitCode, String reason) throws IOException {
		RecordFile.update(this.file, (run) -> run.measured(run.variantStates(), run.sessions(),
				adding(run.failedMeasurements(), new RunRecord.FailedMeasurement(rawFile, exitCode, reason))));
	}

	/** The fixed-rate tool's rates, resolved from the probed saturation. */
	public void ratesResolved(FixedRates rates) throws IOException {
		RecordFile.update(this.file,
				(run) -> run.phases(run.options().withRates(rates), run.memory(), run.resumes(), run.database()));
	}

	public void memoryStarted() throws IOException {
		RecordFile.update(this.file, (run) -> withMemory(run, memory(run).started(now())));
	}

	public void memoryEnded(long seconds) throws IOException {
		RecordFile.update(this.file, (run) -> withMemory(run, memory(run).ended(now(), seconds)));
	}

	/** A variant's reference memory trial failed, so no smaller heap was tried. */
	public void memoryFailed(String variant, int round, String reason) throws IOException {
		RecordFile.update(this.file,
				(run) -> withMemory(run, memory(run).failing(new PhaseTime.Failure(variant, round, reason))));
	}

	/**
	 * The run's PostgreSQL was started and loaded: where it listens and runs, and what it
	 * said of itself ({@code database::describe}'s object: its version, settings and
	 * rows), recorded as run.json's {@code database} in place of any earlier one (a
	 * resumed run starts a new server).
	 */
	public void databaseStarted(RunDatabase describe, String cpus, int port, long pid) throws IOException {
		RunDatabase described = describe.started(now(), port, cpus, pid);
		RecordFile.update(this.file, (run) -> run.phases(run.options(), run.memory(), run.resumes(), described));
	}

	/**
	 * The run's PostgreSQL failed (to start, to load, or while the run went on): why, and
	 * when, in run.json's {@code database}.
	 */
	public void databaseFailed(String reason) throws IOException {
		RecordFile.update(this.file, (run) -> run.phases(run.options(), run.memory(), run.resumes(),
				Objects.requireNonNullElse(run.database(), RunDatabase.NOT_DESCRIBED).failing(reason, now())));
	}

	/** The run goes on from {@code round}; its memory phase is to be made again. */
	public void resumed(int round) throws IOException {
		RecordFile.update(this.file, (run) -> run.ending("running", null)
			.phases(run.options(), null, adding(run.resumes(), new RunRecord.Resume(now(), round)), run.database()));
	}

	/**
	 * A round to be measured again: its sessions and failed windows are forgotten (a raw
	 * file of round R block B is named {@code -rR-bB}).
	 */
	public void roundReset(int round) throws IOException {
		RecordFile.update(this.file,
				(run) -> run.measured(run.variantStates(),
						run.sessions().stream().filter((session) -> session.round() != round).toList(),
						Objects.requireNonNullElse(run.failedMeasurements(), List.<RunRecord.FailedMeasurement>of())
							.stream()
							.filter((window) -> !window.file().contains("-r" + round + "-b"))
							.toList()));
	}

	/**
	 * The run ended with {@code status}; with {@code onlyIfRunning}, only if nothing
	 * recorded its end before (the exit trap's case).
	 */
	/** How contended the run's machine was, measured from its windows once it ended. */
	public void contention(RunEnvironment.Contention contention) throws IOException {
		RecordFile.update(this.file, (run) -> run.contended(contention));
	}

	public void ended(String status, boolean onlyIfRunning) throws IOException {
		RecordFile.update(this.file,
				(run) -> (!onlyIfRunning || "running".equals(run.status())) ? run.ending(status, now()) : run);
	}

	private static VariantState variant(RunRecord run, String variant) {
		VariantState state = run.variantStates().get(variant);
		if (state == null) {
			throw new IllegalArgumentException("run.json has no variant '" + variant + "'");
		}
		return state;
	}

	private static RunRecord withState(RunRecord run, String variant, VariantState state) {
		Map<String, VariantState> states = new LinkedHashMap<>(run.variantStates());
		states.put(variant, state);
		return run.measured(Collections.unmodifiableMap(states), run.sessions(), run.failedMeasurements());
	}

	private static PhaseTime memory(RunRecord run) {
		return (run.memory() != null) ? run.memory() : PhaseTime.NONE;
	}

	private static RunRecord withMemory(RunRecord run, PhaseTime memory) {
		return run.phases(run.options(), memory, run.resumes(), run.database());
	}

	/** {@code list} (none: null) and {@code item} after it. */
	private static <T> List<T> adding(List<T> list, T item) {
		List<T> all = new ArrayList<>((list != null) ? list : List.of());
		all.add(item);
		return List.copyOf(all);
	}

	/**
	 * What run.json keeps of plan.json: the options, the pinning, the hosts (read as
	 * {@link RunHosts}, which leaves out what they were judged from) and whether the run
	 * has a duet.
	 */
	@JsonIgnoreProperties(ignoreUnknown = true)
	record Planned(RunRecord.Options options, Pinning pinning, RunHosts hosts, Map<String, Object> duet) {

	}

	private String now() {
		return TIME.format(this.clock.instant());
	}

}
