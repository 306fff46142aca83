package io.github.bootbench.report.feature.profile;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.annotation.JsonIgnore;
import io.github.bootbench.report.core.Cell;
import io.github.bootbench.report.input.ProfilerOptions;
import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.input.Samples;
import io.github.bootbench.report.parse.IncompleteOutputException;
import io.github.bootbench.report.parse.ToolParser;
import io.github.bootbench.report.parse.ToolResult;

/**
 * What the profiler phase wrote under {@code profiles/}: for each profiled JVM and cell,
 * where its server CPU went by part of the stack, per request; for each variant and cell,
 * the mean over its JVMs with an interval, and its difference from the first variant's.
 *
 * @param options the phase as the plan made it
 * @param jvms every JVM's cells, by variant, then JVM, then cell in the plan's order
 * @param cells every variant's cells over its JVMs, by variant, then cell
 * @param gc what the collector took per request in the rounds at each profiled cell, by
 * cell, then variant
 */
public record Profiles(ProfilerOptions options, List<Profiled> jvms, List<ProfiledCell> cells, List<RoundsGc> gc) {

	/**
	 * One cell of one JVM: its CPU per request by part, or why it has none.
	 *
	 * @param jvm the JVM's index among its variant's, from 1
	 * @param requests the requests the load completed while the profiler sampled
	 * @param samples the profile's samples
	 * @param kernelFrameSamples of them, those whose stack holds a kernel frame
	 * ({@link CollapsedStacks#samplesWithKernelFrame()})
	 * @param microsPerRequest µs of server CPU per request by part of the stack, from the
	 * samples
	 * @param passMicrosPerRequest µs of server CPU per request by pass of the request
	 * ({@link RequestPass}), from the same samples
	 * @param profiledMicrosPerRequest the parts' sum
	 * @param measuredMicrosPerRequest the server's CPU over the same load, read from
	 * /proc each second, per request (null where its samples could not be read)
	 * @param threadStartMicrosPerRequest of the profiled CPU, what starting threads took
	 * ({@link CpuByPart#THREAD_START_FRAME}), per request
	 * @param allocatedBytesPerRequest bytes allocated per request by part of the stack,
	 * from async-profiler's {@code alloc} samples; null where none were recorded
	 * @param allocationSites bytes allocated per request by site (class and allocating
	 * method); null where none were recorded; not in results.json, where
	 * {@link ProfiledCell} gives the largest over the JVMs
	 * @param selfMicrosPerRequest µs of server CPU per request spent in each frame itself
	 * (the leaf of its samples' stacks, however it ran); not in results.json, where
	 * {@link ProfiledCell} gives the frames that differ most
	 * @param failure why the cell has no profile, or null
	 */
	public record Profiled(String variant, int jvm, String endpoint, String tool, int concurrency, Long requests,
			Long samples, Long kernelFrameSamples, Map<StackPart, Double> microsPerRequest,
			Map<RequestPass, Double> passMicrosPerRequest, Double profiledMicrosPerRequest,
			Double measuredMicrosPerRequest, Double threadStartMicrosPerRequest,
			Map<StackPart, Double> allocatedBytesPerRequest, @JsonIgnore Map<String, Double> allocationSites,
			@JsonIgnore Map<String, Double> selfMicrosPerRequest, String failure) {

		@JsonIgnore
		public boolean taken() {
			return this.failure == null;
		}

		/** Whether it is a profile of the cell. */
		boolean is(Cell cell) {
			return this.endpoint.equals(cell.endpoint()) && this.tool.equals(cell.tool().id())
					&& this.concurrency == cell.concurrency();
		}

		/**
		 * A profile taken without a kernel frame: its engine was not perf_events, or the
		 * kernel hid its symbols, so that the kernel's CPU counts for its caller's part
		 * and {@link StackPart#KERNEL} reads too little.
		 */
		@JsonIgnore
		public boolean withoutKernelFrames() {
			return taken() && this.kernelFrameSamples == 0;
		}

	}

	/** The run's profiles, or null in a run without the phase. */
	static Profiles read(RunDirectory run) throws IOException {
		ProfilerOptions options = run.record().options().profiler();
		if (options == null) {
			return null;
		}
		List<Profiled> jvms = new ArrayList<>();
		for (String variant : options.variants()) {
			for (int jvm = 1; jvm <= options.jvmsPerVariant(); jvm++) {
				Path directory = run.path().resolve(options.directory(variant, jvm));
				for (Cell cell : options.cells()) {
					jvms.add(profiled(variant, jvm, cell, directory, options));
				}
			}
		}
		List<ProfiledCell> cells = new ArrayList<>();
		for (String variant : options.variants()) {
			for (Cell cell : options.cells()) {
				cells.add(ProfiledCell.of(of(jvms, variant, cell), of(jvms, options.variants().get(0), cell)));
			}
		}
		return new Profiles(options, List.copyOf(jvms), List.copyOf(cells),
				RoundsGc.of(run.measurements(), cells, options.cells()));
	}

	/** One variant's JVMs of one cell, in their order. */
	private static List<Profiled> of(List<Profiled> jvms, String variant, Cell cell) {
		return jvms.stream().filter((p) -> p.variant().equals(variant) && p.is(cell)).toList();
	}

	/** The file names of a cell's profile, without their extension. */
	static String base(Cell cell) {
		return cell.endpoint() + "-" + cell.tool() + "-c" + cell.concurrency();
	}

	private static Profiled profiled(String variant, int jvm, Cell cell, Path directory, ProfilerOptions options)
			throws IOException {
		Path base = directory.resolve(base(cell));
		String failure = failure(base, directory, run(directory, options));
		if (failure != null) {
			return new Profiled(variant, jvm, cell.endpoint(), cell.tool().id(), cell.concurrency(), null, null, null,
					null, null, null, null, null, null, null, null, failure);
		}
		Path stacks = file(base, ".collapsed.gz");
		ToolResult load;
		try {
			load = ToolParser.parse(cell.tool(), Files.readString(file(base, ".txt")));
		}
		catch (IncompleteOutputException ex) {
			return new Profiled(variant, jvm, cell.endpoint(), cell.tool().id(), cell.concurrency(), null, null, null,
					null, null, null, null, null, null, null, null,
					"its load's output cannot be read: " + ex.getMessage());
		}
		if (load.requests() <= 0) {
			return new Profiled(variant, jvm, cell.endpoint(), cell.tool().id(), cell.concurrency(), 0L, null, null,
					null, null, null, null, null, null, null, null, "its load completed no request");
		}
		CollapsedStacks profile = CollapsedStacks.read(stacks);
		CpuByPart parts = CpuByPart.of(profile, options.intervalMicros(), load.requests());
		Map<StackPart, Double> micros = new EnumMap<>(StackPart.class);
		for (StackPart part : StackPart.values()) {
			micros.put(part, parts.microsPerRequest(part));
		}
		Map<RequestPass, Double> passes = new EnumMap<>(RequestPass.class);
		for (RequestPass pass : RequestPass.values()) {
			passes.put(pass, parts.microsPerRequest(pass));
		}
		Path allocation = file(base, ProfileConvertCommand.ALLOCATION_STACKS);
		Allocations allocations = Files.isRegularFile(allocation)
				? Allocations.of(CollapsedStacks.read(allocation), load.requests()) : null;
		return new Profiled(variant, jvm, cell.endpoint(), cell.tool().id(), cell.concurrency(), load.requests(),
				profile.samples(), profile.samplesWithKernelFrame(), micros, passes, parts.microsPerRequest(),
				measured(base, load), parts.threadStartMicrosPerRequest(),
				(allocations != null) ? allocations.bytesPerRequest() : null,
				(allocations != null) ? allocations.sites() : null,
				profile.selfTimes(options.intervalMicros() / (double) load.requests()), null);
	}

	/** The run's {@code profiles/} directory, from a JVM's. */
	private static Path run(Path directory, ProfilerOptions options) {
		return (options.jvms() != null) ? directory.getParent().getParent() : directory.getParent();
	}

	/**
	 * Why a cell has no profile (the phase's, the JVM's or its own), or null. A JVM's
	 * failure is its {@code jvm.failure.txt}, {@code variant.failure.txt} in a run whose
	 * variants had one JVM each.
	 */
	private static String failure(Path base, Path directory, Path profiles) throws IOException {
		for (Path failure : List.of(profiles.resolve("phase.failure.txt"), directory.resolve("variant.failure.txt"),
				directory.resolve("jvm.failure.txt"), file(base, ".failure.txt"))) {
			if (Files.isRegularFile(failure)) {
				return Files.readString(failure).strip();
			}
		}
		if (!Files.isRegularFile(file(base, ".collapsed.gz"))) {
			return "not profiled (the run ended before)";
		}
		return null;
	}

	/** The server CPU the sampler read over the load, per request, µs. */
	private static Double measured(Path base, ToolResult load) throws IOException {
		Path csv = file(base, ".samples.csv");
		if (!Files.isRegularFile(csv) || load.requestsPerSecond() <= 0) {
			return null;
		}
		Double cpuPercent = Samples.read(csv).measuredPhaseOf(load).averageServerCpu();
		return (cpuPercent == null) ? null : cpuPercent / 100 / load.requestsPerSecond() * 1_000_000;
	}

	/** A file of a cell's profile: its base name with an extension. */
	private static Path file(Path base, String extension) {
		return base.resolveSibling(base.getFileName() + extension);
	}

	/** Every variant's JVMs of one cell, in the variants' order. */
	List<Profiled> jvmsOf(Cell cell) {
		return this.jvms.stream().filter((p) -> p.is(cell)).toList();
	}

	/** Every variant's figures over its JVMs of one cell, in the variants' order. */
	List<ProfiledCell> of(Cell cell) {
		return this.cells.stream()
			.filter((p) -> p.endpoint().equals(cell.endpoint()) && p.tool().equals(cell.tool().id())
					&& p.concurrency() == cell.concurrency())
			.toList();
	}

	/** The rounds' GC at one cell, in the variants' order. */
	List<RoundsGc> gcOf(Cell cell) {
		return this.gc.stream()
			.filter((g) -> g.endpoint().equals(cell.endpoint()) && g.tool().equals(cell.tool().id())
					&& g.concurrency() == cell.concurrency())
			.toList();
	}

}
