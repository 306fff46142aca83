package io.github.bootbench.report.feature.profile;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import io.github.bootbench.report.core.Cell;
import io.github.bootbench.report.format.Names;
import io.github.bootbench.report.format.markdown.Markdown;
import io.github.bootbench.report.input.ProfilerOptions;
import io.github.bootbench.report.input.RunRecord;

/**
 * The profiles in the README: per cell, each variant's server CPU per request by part of
 * the stack, and each variant's difference from the first, part by part.
 */
final class ProfileTables {

	/**
	 * What a profile without a kernel frame means: async-profiler's {@code cpu} event
	 * falls back without failing, and its figures change meaning.
	 */
	static final String WITHOUT_KERNEL_FRAMES = "async-profiler's cpu event did not run on perf_events (it falls back "
			+ "to a timer where kernel.perf_event_paranoid or seccomp closes them), or the kernel hid its symbols "
			+ "(kernel.kptr_restrict); the kernel's CPU counts for the part that called it, and \""
			+ StackPart.KERNEL.words() + "\" reads too little";

	private ProfileTables() {
	}

	static void write(Profiles profiles, RunRecord.Options options, StringBuilder md) {
		if (profiles == null) {
			return;
		}
		ProfilerOptions phase = profiles.options();
		md.append("## Where the CPU goes (profiles)\n\n")
			.append("After the rounds, each variant on a JVM of its own (")
			.append(String.join(" ", phase.jvmOptions()))
			.append("), warmed up until its JIT was quiet, then async-profiler (event ")
			.append(phase.event())
			.append(", a sample every ")
			.append(phase.interval())
			.append(" of CPU) over ")
			.append(phase.loadSeconds())
			.append(" s of each cell's load: never in a measured window, so these figures explain the ratios above "
					+ "without being part of them. Each figure is µs of server CPU per request: a part's samples "
					+ "times the interval over the requests the load completed. A sample counts for the part of its "
					+ "frame nearest the leaf that a part claims (time in the JDK or the kernel counts for the code "
					+ "that called it). **profiled** is the parts' sum, **of it, starting threads** the "
					+ "profiled CPU under `" + CpuByPart.THREAD_START_FRAME + "` whatever part it counts for; "
					+ "**measured**, the server's CPU over the same "
					+ "load read from /proc each second: where the two differ, the profile missed CPU or cost it. "
					+ "A difference is the variant's figure less the first variant's.\n\n");
		for (Cell cell : phase.cells()) {
			List<Profiles.Profiled> profiled = profiles.of(cell);
			md.append("### ").append(Names.cell(cell.endpoint(), cell.tool(), cell.concurrency())).append("\n\n");
			profiled.stream()
				.filter((p) -> !p.taken())
				.forEach((p) -> md.append("- ")
					.append(options.variantName(p.variant()))
					.append(": no profile: ")
					.append(p.failure())
					.append('\n'));
			profiled.stream()
				.filter(Profiles.Profiled::withoutKernelFrames)
				.forEach((p) -> md.append("- ")
					.append(options.variantName(p.variant()))
					.append(": no kernel frame in its ")
					.append(Markdown.integer(p.samples()))
					.append(" samples: ")
					.append(WITHOUT_KERNEL_FRAMES)
					.append('\n'));
			List<Profiles.Profiled> taken = profiled.stream().filter(Profiles.Profiled::taken).toList();
			if (profiled.stream().anyMatch((p) -> !p.taken() || p.withoutKernelFrames())) {
				md.append('\n');
			}
			if (!taken.isEmpty()) {
				md.append(table(taken, options));
			}
		}
	}

	private static String table(List<Profiles.Profiled> taken, RunRecord.Options options) {
		Profiles.Profiled first = taken.get(0);
		List<String> header = new ArrayList<>(Markdown.header("part of the stack",
				taken.stream().map((p) -> options.variantName(p.variant())).toList()));
		taken.stream()
			.skip(1)
			.forEach(
					(p) -> header.add(options.variantName(p.variant()) + " − " + options.variantName(first.variant())));
		List<List<String>> rows = new ArrayList<>();
		for (StackPart part : StackPart.values()) {
			rows.add(row(part.words(), taken, (p) -> p.microsPerRequest().get(part)));
		}
		rows.add(row("**profiled**", taken, Profiles.Profiled::profiledMicrosPerRequest));
		rows.add(row("**of it, starting threads**", taken, Profiles.Profiled::threadStartMicrosPerRequest));
		rows.add(row("**measured**", taken, Profiles.Profiled::measuredMicrosPerRequest));
		List<String> samples = new ArrayList<>(List.of("samples (requests)"));
		taken.forEach((p) -> samples.add(Markdown.integer(p.samples()) + " (" + Markdown.integer(p.requests()) + ")"));
		taken.stream().skip(1).forEach((p) -> samples.add(""));
		rows.add(samples);
		return Markdown.table(header, rows);
	}

	/**
	 * A row: each variant's µs per request, then each one's difference from the first.
	 */
	private static List<String> row(String words, List<Profiles.Profiled> taken,
			Function<Profiles.Profiled, Double> micros) {
		List<String> row = new ArrayList<>(List.of(words));
		taken.forEach((p) -> row.add(Markdown.decimal(micros.apply(p))));
		Double first = micros.apply(taken.get(0));
		taken.stream().skip(1).forEach((p) -> {
			Double value = micros.apply(p);
			row.add((value == null || first == null) ? "–" : signed(value - first));
		});
		return row;
	}

	private static String signed(double difference) {
		String text = Markdown.decimal(difference);
		return (difference > 0 && !text.equals("0.0")) ? "+" + text : text.equals("-0.0") ? "0.0" : text;
	}

}
