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
 * What the profiler phase wrote under {@code profiles/}: for each variant and cell, where
 * its server CPU went by part of the stack, per request.
 *
 * @param options the phase as the plan made it
 * @param cells every variant's cells, in the plan's order (variants, then cells)
 */
public record Profiles(ProfilerOptions options, List<Profiled> cells) {

	/**
	 * One cell of one variant: its CPU per request by part, or why it has none.
	 *
	 * @param requests the requests the load completed while the profiler sampled
	 * @param samples the profile's samples
	 * @param kernelFrameSamples of them, those whose stack holds a kernel frame
	 * ({@link CollapsedStacks#samplesWithKernelFrame()})
	 * @param microsPerRequest µs of server CPU per request by part of the stack, from the
	 * samples
	 * @param profiledMicrosPerRequest the parts' sum
	 * @param measuredMicrosPerRequest the server's CPU over the same load, read from
	 * /proc each second, per request (null where its samples could not be read)
	 * @param threadStartMicrosPerRequest of the profiled CPU, what starting threads took
	 * ({@link CpuByPart#THREAD_START_FRAME}), per request
	 * @param failure why the cell has no profile, or null
	 */
	public record Profiled(String variant, String endpoint, String tool, int concurrency, Long requests, Long samples,
			Long kernelFrameSamples, Map<StackPart, Double> microsPerRequest, Double profiledMicrosPerRequest,
			Double measuredMicrosPerRequest, Double threadStartMicrosPerRequest, String failure) {

		@JsonIgnore
		public boolean taken() {
			return this.failure == null;
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
		List<Profiled> cells = new ArrayList<>();
		for (String variant : options.variants()) {
			Path directory = run.path().resolve("profiles").resolve(variant);
			for (Cell cell : options.cells()) {
				cells.add(profiled(variant, cell, directory, options));
			}
		}
		return new Profiles(options, List.copyOf(cells));
	}

	/** The file names of a cell's profile, without their extension. */
	static String base(Cell cell) {
		return cell.endpoint() + "-" + cell.tool() + "-c" + cell.concurrency();
	}

	private static Profiled profiled(String variant, Cell cell, Path directory, ProfilerOptions options)
			throws IOException {
		Path base = directory.resolve(base(cell));
		String failure = failure(base, directory);
		if (failure != null) {
			return new Profiled(variant, cell.endpoint(), cell.tool().id(), cell.concurrency(), null, null, null, null,
					null, null, null, failure);
		}
		Path stacks = file(base, ".collapsed.gz");
		ToolResult load;
		try {
			load = ToolParser.parse(cell.tool(), Files.readString(file(base, ".txt")));
		}
		catch (IncompleteOutputException ex) {
			return new Profiled(variant, cell.endpoint(), cell.tool().id(), cell.concurrency(), null, null, null, null,
					null, null, null, "its load's output cannot be read: " + ex.getMessage());
		}
		if (load.requests() <= 0) {
			return new Profiled(variant, cell.endpoint(), cell.tool().id(), cell.concurrency(), 0L, null, null, null,
					null, null, null, "its load completed no request");
		}
		CollapsedStacks profile = CollapsedStacks.read(stacks);
		CpuByPart parts = CpuByPart.of(profile, options.intervalMicros(), load.requests());
		Map<StackPart, Double> micros = new EnumMap<>(StackPart.class);
		for (StackPart part : StackPart.values()) {
			micros.put(part, parts.microsPerRequest(part));
		}
		return new Profiled(variant, cell.endpoint(), cell.tool().id(), cell.concurrency(), load.requests(),
				profile.samples(), profile.samplesWithKernelFrame(), micros, parts.microsPerRequest(),
				measured(base, load), parts.threadStartMicrosPerRequest(), null);
	}

	/** Why a cell has no profile (the phase's, the variant's or its own), or null. */
	private static String failure(Path base, Path directory) throws IOException {
		for (Path failure : List.of(directory.resolveSibling("phase.failure.txt"),
				directory.resolve("variant.failure.txt"), file(base, ".failure.txt"))) {
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

	/** The taken profiles of one cell, in the variants' order. */
	List<Profiled> of(Cell cell) {
		return this.cells.stream()
			.filter((p) -> p.endpoint().equals(cell.endpoint()) && p.tool().equals(cell.tool().id())
					&& p.concurrency() == cell.concurrency())
			.toList();
	}

}
