package io.github.bootbench.report.feature.profile;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.zip.GZIPInputStream;

/**
 * A CPU profile in the collapsed-stacks format async-profiler writes ({@code collapsed}):
 * one line a distinct stack, its frames from the thread's root to the leaf joined by
 * {@code ;}, then a space and how many samples it took. Read plain or gzipped.
 *
 * @param stacks every stack with its samples, in the file's order
 */
public record CollapsedStacks(List<Stack> stacks) {

	/**
	 * async-profiler's mark of how a Java frame ran: JIT-compiled, inlined, C1,
	 * interpreted.
	 */
	private static final Pattern HOW_IT_RAN = Pattern.compile("_\\[[ji01]\\]$");

	/**
	 * One stack and its samples.
	 *
	 * @param frames root first, leaf last
	 */
	public record Stack(List<String> frames, long samples) {

	}

	/** Every sample of the profile. */
	public long samples() {
		return this.stacks.stream().mapToLong(Stack::samples).sum();
	}

	/**
	 * The samples whose stack holds a kernel frame. async-profiler's {@code cpu} event
	 * takes kernel stacks only on perf_events: none at all means it fell back to a timer
	 * (perf_events closed by {@code kernel.perf_event_paranoid} or seccomp), or the
	 * kernel hid its symbols ({@code kernel.kptr_restrict}).
	 */
	public long samplesWithKernelFrame() {
		return this.stacks.stream()
			.filter((stack) -> stack.frames().stream().anyMatch((frame) -> frame.endsWith(StackPart.KERNEL_FRAME)))
			.mapToLong(Stack::samples)
			.sum();
	}

	/**
	 * What each frame took itself, as the leaf of its stacks, each sample worth the given
	 * amount: its name without async-profiler's mark of how it ran ({@code _[j]},
	 * {@code _[i]}, {@code _[0]}, {@code _[1]}), so that a method counts once however the
	 * JIT compiled it.
	 */
	public Map<String, Double> selfTimes(double perSample) {
		Map<String, Double> self = new HashMap<>();
		for (Stack stack : this.stacks) {
			String leaf = stack.frames().get(stack.frames().size() - 1);
			self.merge(method(leaf), stack.samples() * perSample, Double::sum);
		}
		return self;
	}

	/**
	 * A frame's name without async-profiler's mark of how it ran ({@code _[j]},
	 * {@code _[i]}, {@code _[0]}, {@code _[1]}); a kernel frame keeps its {@code _[k]}.
	 */
	static String method(String frame) {
		return HOW_IT_RAN.matcher(frame).replaceFirst("");
	}

	/**
	 * Reads a profile; a file whose name ends in {@code .gz} is gunzipped.
	 * @throws IOException when it cannot be read, or a line is not a stack and its count
	 */
	public static CollapsedStacks read(Path file) throws IOException {
		try (InputStream in = open(file);
				BufferedReader lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
			List<Stack> stacks = new ArrayList<>();
			String line;
			int number = 0;
			while ((line = lines.readLine()) != null) {
				number++;
				if (line.isBlank()) {
					continue;
				}
				stacks.add(parse(line, file, number));
			}
			if (stacks.isEmpty()) {
				throw new IOException(file + " holds no stack: not an async-profiler collapsed profile");
			}
			return new CollapsedStacks(List.copyOf(stacks));
		}
	}

	private static InputStream open(Path file) throws IOException {
		InputStream in = Files.newInputStream(file);
		return file.getFileName().toString().endsWith(".gz") ? new GZIPInputStream(in) : in;
	}

	private static Stack parse(String line, Path file, int number) throws IOException {
		int space = line.lastIndexOf(' ');
		try {
			long samples = Long.parseLong(line.substring(space + 1));
			if (space <= 0 || samples < 0) {
				throw new NumberFormatException();
			}
			return new Stack(List.of(line.substring(0, space).split(";")), samples);
		}
		catch (NumberFormatException ex) {
			throw new IOException(file + " line " + number + " is not a stack and its samples: "
					+ line.substring(0, Math.min(line.length(), 120)));
		}
	}

}
