package io.github.bootbench.report.feature.profile;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Collectors;

import io.github.bootbench.report.core.Cell;
import io.github.bootbench.report.core.Method;
import io.github.bootbench.report.format.Names;
import io.github.bootbench.report.format.markdown.Markdown;
import io.github.bootbench.report.input.ProfilerOptions;
import io.github.bootbench.report.input.RunRecord;
import io.github.bootbench.report.stats.MeanInterval;

/**
 * The profiles in the README: per cell, each variant's server CPU per request by part of
 * the stack over its JVMs, and each variant's difference from the first, part by part,
 * with the parts each difference tells apart.
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
		md.append("## Where the CPU goes (profiles)\n\n").append("After the rounds, ");
		if (phase.jvms() == null) {
			md.append("each variant on a JVM of its own (");
		}
		else {
			md.append(phase.jvmsPerVariant())
				.append(" fresh JVM(s) of each variant, one at a time, the variants' JVMs of one index next to each "
						+ "other and their order reversed from one index to the next (");
		}
		md.append(String.join(" ", phase.jvmOptions()))
			.append("), warmed up by the rounds' rule (until its JIT was quiet, or its cap), then async-profiler (event ")
			.append(phase.event())
			.append(", a sample every ")
			.append(phase.interval())
			.append(" of CPU")
			.append((phase.allocIntervalBytes() != null)
					? "; event alloc, a sample every " + phase.allocIntervalBytes() / 1024 + " KiB allocated" : "")
			.append(") over ")
			.append(phase.loadSeconds())
			.append(" s of each cell's load: never in a measured window, so these figures explain the ratios above "
					+ "without being part of them. Each figure is µs of server CPU per request: a part's samples "
					+ "times the interval over the requests the load completed. A sample counts for the part of its "
					+ "frame nearest the leaf that a part claims by its class and method: a request's and a "
					+ "response's accessors, the JDK and the kernel count for the code that called them, and an "
					+ "async listener's work is the listeners' whatever it calls. **profiled** is the parts' sum, "
					+ "**of it, starting threads** the profiled CPU under `" + CpuByPart.THREAD_START_FRAME
					+ "` whatever part it counts for; **measured**, the server's CPU over the same "
					+ "load read from /proc each second: where the two differ, the profile missed CPU or cost it. ");
		if (phase.jvmsPerVariant() > 1) {
			md.append("A variant's figure is the mean over its JVMs with, in brackets, its ")
				.append(Method.confidence())
				.append(" t interval over them; a difference is the variant's figure less the first variant's, "
						+ "taken JVM by JVM between the two JVMs of one index, its interval over those pairs. A "
						+ "difference whose interval holds 0 is not told apart by these JVMs.\n\n");
		}
		else {
			md.append("A difference is the variant's figure less the first variant's; from one JVM each it has no "
					+ "interval, and two JVMs of one variant can differ by more than two variants do.\n\n");
		}
		for (Cell cell : phase.cells()) {
			md.append("### ").append(Names.cell(cell.endpoint(), cell.tool(), cell.concurrency())).append("\n\n");
			List<Profiles.Profiled> jvms = profiles.jvmsOf(cell);
			List<String> notes = new ArrayList<>();
			jvms.stream()
				.filter((p) -> !p.taken())
				.forEach((p) -> notes.add(jvm(p, phase, options) + ": no profile: " + p.failure()));
			jvms.stream()
				.filter(Profiles.Profiled::withoutKernelFrames)
				.forEach((p) -> notes.add(jvm(p, phase, options) + ": no kernel frame in its "
						+ Markdown.integer(p.samples()) + " samples: " + WITHOUT_KERNEL_FRAMES));
			if (!notes.isEmpty()) {
				Markdown.bullets(md, notes);
			}
			List<ProfiledCell> taken = profiles.of(cell).stream().filter((p) -> p.jvms() > 0).toList();
			if (!taken.isEmpty()) {
				md.append(table(taken, options));
				List<String> apart = toldApart(taken, options);
				if (!apart.isEmpty()) {
					Markdown.bullets(md, apart);
				}
				PassTables.write(taken, options, md);
				FrameTables.write(taken, options, md);
				if (phase.allocIntervalBytes() != null) {
					AllocationTables.write(taken, profiles.gcOf(cell), options, phase.allocIntervalBytes(), md);
				}
				md.append(pages(profiles, cell, taken, options)).append("\n\n");
			}
		}
	}

	/**
	 * A JVM as a line names it: its variant, and its index when the phase took several.
	 */
	private static String jvm(Profiles.Profiled profiled, ProfilerOptions phase, RunRecord.Options options) {
		return options.variantName(profiled.variant())
				+ ((phase.jvms() != null) ? " (JVM " + profiled.jvm() + " of " + phase.jvmsPerVariant() + ")" : "");
	}

	/**
	 * The links to each variant's interactive flame graphs of the cell: its CPU's, and
	 * its allocations' where its JVMs recorded them.
	 */
	private static String pages(Profiles profiles, Cell cell, List<ProfiledCell> taken, RunRecord.Options options) {
		List<String> links = new ArrayList<>();
		for (ProfiledCell variant : taken) {
			boolean allocations = profiles.jvmsOf(cell)
				.stream()
				.anyMatch((p) -> p.variant().equals(variant.variant()) && p.allocatedBytesPerRequest() != null);
			links.add(
					options.variantName(variant.variant()) + " [CPU](charts/"
							+ FlameGraphPages.Kind.CPU.file(cell, variant.variant()) + ")"
							+ (allocations
									? ", [allocations](charts/"
											+ FlameGraphPages.Kind.ALLOCATION.file(cell, variant.variant()) + ")"
									: ""));
		}
		return "Flame graphs, async-profiler's own (search, zoom; a variant's JVMs' stacks pooled): "
				+ String.join("; ", links) + ".";
	}

	/**
	 * Under a cell's table, for each variant with pairs: the parts its difference tells
	 * apart, or that none; for the A/A control, how many of its parts hold 0.
	 */
	private static List<String> toldApart(List<ProfiledCell> taken, RunRecord.Options options) {
		List<String> lines = new ArrayList<>();
		for (ProfiledCell cell : taken) {
			if (cell.differences() == null || cell.pairs().size() < 2) {
				continue;
			}
			List<StackPart> apart = cell.toldApart();
			String name = options.variantName(cell.variant()) + " − " + options.variantName(cell.reference());
			String parts = apart.stream().map(StackPart::words).collect(Collectors.joining(", "));
			boolean control = options.variants().stream().anyMatch((v) -> v.id().equals(cell.variant()) && v.control());
			if (control) {
				lines.add(name + " (the A/A control, the same build): " + cell.partsHoldingZero() + " of "
						+ StackPart.values().length + " parts hold 0 over " + cell.pairs().size() + " pairs of JVMs"
						+ (apart.isEmpty() ? "" : "; told apart though identical: " + parts));
			}
			else {
				lines.add(name + " over " + cell.pairs().size() + " pairs of JVMs: "
						+ (apart.isEmpty() ? "no part told apart" : "told apart: " + parts) + bound(cell));
			}
		}
		return lines;
	}

	/**
	 * {@code ; each part's interval within ±52.1 µs a request (widest: sockets and HTTP)}:
	 * how large a part's difference the JVMs profiled leave open.
	 */
	private static String bound(ProfiledCell cell) {
		PartBound bound = cell.partBound();
		return (bound == null) ? "" : "; each part's interval within ±" + Markdown.decimal(bound.micros())
				+ " µs a request (widest: " + bound.part().words() + ")";
	}

	private static String table(List<ProfiledCell> taken, RunRecord.Options options) {
		List<ProfiledCell> others = others(taken);
		List<String> header = header("part of the stack", taken, options);
		List<List<String>> rows = new ArrayList<>();
		for (StackPart part : StackPart.values()) {
			rows.add(row(part.words(), taken, others, (p) -> p.microsPerRequest().get(part),
					(p) -> p.differences().get(part)));
		}
		rows.add(row("**profiled**", taken, others, ProfiledCell::profiledMicrosPerRequest,
				ProfiledCell::profiledDifference));
		rows.add(row("**of it, starting threads**", taken, List.of(), ProfiledCell::threadStartMicrosPerRequest, null));
		rows.get(rows.size() - 1).addAll(others.stream().map((p) -> "").toList());
		rows.add(row("**measured**", taken, others, ProfiledCell::measuredMicrosPerRequest,
				ProfiledCell::measuredDifference));
		List<String> jvms = new ArrayList<>(List.of("JVMs profiled (pairs)"));
		taken.forEach((p) -> jvms.add(String.valueOf(p.jvms())));
		others.forEach((p) -> jvms.add("(" + p.pairs().size() + ")"));
		rows.add(jvms);
		return Markdown.table(header, rows);
	}

	/** The variants that have a difference from the first: those with pairs. */
	static List<ProfiledCell> others(List<ProfiledCell> taken) {
		return taken.stream().filter((p) -> p.differences() != null).toList();
	}

	/** A table's header: its first column, each variant, each difference. */
	static List<String> header(String first, List<ProfiledCell> taken, RunRecord.Options options) {
		List<String> header = new ArrayList<>(
				Markdown.header(first, taken.stream().map((p) -> options.variantName(p.variant())).toList()));
		others(taken).forEach((p) -> header
			.add(options.variantName(p.variant()) + " − " + options.variantName(taken.get(0).variant())));
		return header;
	}

	/**
	 * A row: each variant's figure over its JVMs, then each one's difference from the
	 * first's.
	 */
	static List<String> row(String words, List<ProfiledCell> taken, List<ProfiledCell> others,
			Function<ProfiledCell, MeanInterval> figure, Function<ProfiledCell, MeanInterval> difference) {
		List<String> row = new ArrayList<>(List.of(words));
		taken.forEach((p) -> row.add(interval(figure.apply(p), false)));
		others.forEach((p) -> row.add(interval(difference.apply(p), true)));
		return row;
	}

	/** A mean and its interval: {@code 12.3 [11.8–12.9]}, signed for a difference. */
	static String interval(MeanInterval value, boolean signed) {
		if (value == null) {
			return "–";
		}
		String mean = signed ? signed(value.mean()) : Markdown.decimal(value.mean());
		return (value.low() == null) ? mean
				: mean + " [" + Markdown.decimal(value.low()) + "–" + Markdown.decimal(value.high()) + "]";
	}

	private static String signed(double difference) {
		String text = Markdown.decimal(difference);
		return (difference > 0 && !text.equals("0.0")) ? "+" + text : text.equals("-0.0") ? "0.0" : text;
	}

}
