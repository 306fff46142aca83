package io.github.bootbench.report.feature.memory;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

import io.github.bootbench.report.format.Names;
import io.github.bootbench.report.format.markdown.Markdown;
import io.github.bootbench.report.format.markdown.RatioText;
import io.github.bootbench.report.input.MemoryOptions;
import io.github.bootbench.report.input.PhaseWarmup;
import io.github.bootbench.report.model.RatioRow;

/**
 * The "Memory" section: how the phase was run, the memory tables at ready and after the
 * load, native memory by NMT group, the smallest heap and throughput per MB
 * ({@link HeapTables}), NMT's own cost, and what these figures say.
 */
public final class MemoryTables {

	private MemoryTables() {
	}

	static void write(MemoryResult memory, StringBuilder md) {
		if (memory == null) {
			return;
		}
		MemoryOptions options = memory.options();
		md.append("## Memory\n\n");
		md.append(method(memory)).append("\n\n");
		md.append("### What the memory figures say\n\n");
		Markdown.bullets(md, findings(memory));
		HeapTables.write(memory, md);
		md.append("### At ready\n\n");
		md.append(pointTable(memory, MemoryResult.VariantMemory::ready));
		md.append("### After the reference load\n\n");
		md.append(pointTable(memory, MemoryResult.VariantMemory::afterLoad));
		md.append("### Native memory by NMT category (committed, after the load)\n\n");
		md.append("NMT's categories as `jcmd PID VM.native_memory summary` names them; ")
			.append("`Other` holds direct byte buffers, `the rest` every category not shown (symbols, arenas, ")
			.append("NMT itself...). Median MB over the rounds.\n\n");
		md.append(nmtTable(memory));
		if (!memory.nmtOverhead().isEmpty()) {
			md.append("### What NMT costs\n\n");
			md.append("Throughput at the reference heap with `")
				.append(options.nmtOption())
				.append("` over without it, in the first memory round, one JVM each. ")
				.append("It is never on during the throughput rounds; its own memory is NMT's category ")
				.append("`Native Memory Tracking` (in `the rest`).\n\n");
			md.append(overheadTable(memory));
		}
	}

	private static String method(MemoryResult memory) {
		MemoryOptions o = memory.options();
		int rounds = memory.variants()
			.stream()
			.mapToInt((v) -> v.afterLoad().rssMb() != null ? v.afterLoad().rssMb().rounds() : 0)
			.max()
			.orElse(0);
		String took = (memory.seconds() != null) ? String.format(Locale.ROOT, " The phase took %d min %d s.",
				memory.seconds() / 60, memory.seconds() % 60) : "";
		return "Measured in a phase of its own after the throughput rounds: in each memory round every variant in "
				+ "turn, one JVM at a time, with `" + o.nmtOption() + "` and `" + o.oomOption()
				+ "`. The reference heap is " + o.referenceHeapMb() + " MB. Reference load: " + o.tool() + " c="
				+ o.concurrency() + ", " + warmup(o.warmup()) + ", then " + o.windowsPerEndpoint()
				+ " measured window(s) of each of "
				+ String.join(", ", o.endpoints().stream().map(Names::endpoint).toList()) + ", " + o.loadSeconds()
				+ " s apiece. Each JVM is read at ready and after the load, as it is and after a forced "
				+ "full GC (`jcmd PID GC.run`): the heap used after it is the **live set**. Each figure is the median "
				+ "over the rounds' reference trials [lowest–highest]; " + rounds + " round(s)." + took;
	}

	private static String warmup(PhaseWarmup warmup) {
		return "a warm-up by the rounds' rule (cycles of " + warmup.cycleSeconds()
				+ " s over the endpoints in turn, back to back, until the JIT is quiet, at most " + warmup.capSeconds()
				+ " s)";
	}

	private static String pointTable(MemoryResult memory, Function<MemoryResult.VariantMemory, MemoryResult.Point> at) {
		List<List<String>> rows = new ArrayList<>();
		for (MemoryResult.VariantMemory variant : memory.variants()) {
			MemoryResult.Point point = at.apply(variant);
			rows.add(List.of(variant.variant(), mb(point.rssMb()), mb(point.heapUsedMb()), mb(point.liveSetMb()),
					mb(point.heapCommittedMb()), mb(point.nonHeapMb()), count(point.classes()),
					count(point.threadsLive()) + " / " + count(point.threadsPeak()), mb(point.directBufferMb()),
					mb(point.nmtCommittedMb())));
		}
		return Markdown.table(List.of("variant", "RSS", "heap used", "live set (after full GC)", "heap committed",
				"non-heap used", "classes", "threads live / peak", "direct buffers", "NMT committed"), rows);
	}

	private static String nmtTable(MemoryResult memory) {
		List<String> groups = new ArrayList<>(NativeMemory.GROUPS);
		groups.add(NativeMemory.REST);
		List<List<String>> rows = new ArrayList<>();
		for (MemoryResult.VariantMemory variant : memory.variants()) {
			List<String> row = new ArrayList<>();
			row.add(variant.variant());
			for (String group : groups) {
				MemoryResult.Range range = variant.afterLoad().nmtGroupsMb().get(group);
				row.add((range != null) ? Markdown.decimal(range.median()) : "–");
			}
			row.add(mb(variant.afterLoad().nmtCommittedMb()));
			rows.add(row);
		}
		List<String> header = Markdown.header("variant", groups);
		header.add("total");
		return Markdown.table(header, rows);
	}

	private static String overheadTable(MemoryResult memory) {
		List<List<String>> rows = new ArrayList<>();
		for (MemoryResult.NmtOverhead overhead : memory.nmtOverhead()) {
			rows.add(List.of(overhead.variant(), Names.endpoint(overhead.endpoint()),
					Markdown.integer(overhead.withNmt()), Markdown.integer(overhead.withoutNmt()),
					RatioText.times(overhead.ratio())));
		}
		return Markdown.table(List.of("variant", "endpoint", "req/s with NMT", "req/s without", "with over without"),
				rows);
	}

	/** Sentences drawn from the comparisons and figures only. */
	static List<String> findings(MemoryResult memory) {
		List<String> lines = new ArrayList<>();
		for (RatioRow row : memory.comparisons()) {
			if (row.ratio() == null) {
				continue;
			}
			String what = Names.endpoint(row.endpoint()) + " throughput per MB of RSS";
			lines.add("**" + row.variant() + "**" + (row.control() ? " (the A/A control)" : "") + ": " + what + " "
					+ RatioText.interval(row) + " the baseline's, **" + row.verdictWord() + "**.");
		}
		for (MemoryResult.VariantMemory variant : memory.variants()) {
			MemoryResult.Range ready = variant.ready().liveSetMb();
			MemoryResult.Range after = variant.afterLoad().liveSetMb();
			if (ready != null && after != null) {
				lines.add("**" + variant.variant() + "**: live set " + range(ready, "%.0f") + " MB at ready, "
						+ range(after, "%.0f") + " MB after the load; RSS " + mb(variant.ready().rssMb())
						+ " at ready, " + mb(variant.rssUnderLoadMb()) + " under the load with "
						+ mb(variant.afterLoad().heapCommittedMb()) + " of heap committed.");
			}
		}
		if (!memory.nmtOverhead().isEmpty()) {
			double min = memory.nmtOverhead().stream().mapToDouble(MemoryResult.NmtOverhead::ratio).min().orElse(1);
			double max = memory.nmtOverhead().stream().mapToDouble(MemoryResult.NmtOverhead::ratio).max().orElse(1);
			lines.add("NMT's cost: with it on, the reference load ran at " + RatioText.times(min) + "–"
					+ RatioText.times(max) + " of the throughput without it (" + memory.nmtOverhead().size()
					+ " pairs of single JVMs, so within the VM's drift of single windows unless far outside it).");
		}
		return lines;
	}

	static String mb(MemoryResult.Range range) {
		return (range != null) ? range(range, "%,.0f") + " MB" : "–";
	}

	static String count(MemoryResult.Range range) {
		return (range != null) ? range(range, "%,.0f") : "–";
	}

	/** {@code 120 [115–130]}, or {@code 120} when every round agrees or there is one. */
	static String range(MemoryResult.Range range, String format) {
		String median = String.format(Locale.ROOT, format, range.median());
		String min = String.format(Locale.ROOT, format, range.min());
		String max = String.format(Locale.ROOT, format, range.max());
		return (min.equals(max)) ? median : median + " [" + min + "–" + max + "]";
	}

}
