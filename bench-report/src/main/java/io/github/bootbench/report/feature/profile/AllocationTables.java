package io.github.bootbench.report.feature.profile;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

import io.github.bootbench.report.format.markdown.Markdown;
import io.github.bootbench.report.input.RunRecord;
import io.github.bootbench.report.stats.MeanInterval;

/**
 * Under a cell's CPU table, its allocations: each variant's KiB allocated per request by
 * part of the stack over its JVMs, the sum's difference from the first variant's, and the
 * sites that allocated the most. A CPU profile cannot price an allocation: the collector
 * pays for it later, on other threads, so bytes are counted apart.
 */
final class AllocationTables {

	/** The sites a variant's line names. */
	static final int SITES_NAMED = 5;

	private AllocationTables() {
	}

	static void write(List<ProfiledCell> taken, List<RoundsGc> gc, RunRecord.Options options, int intervalBytes,
			StringBuilder md) {
		List<ProfiledCell> recorded = taken.stream().filter((p) -> p.allocatedBytesPerRequest() != null).toList();
		if (recorded.isEmpty()) {
			return;
		}
		md.append("KiB allocated per request (async-profiler's alloc event, a sample every ")
			.append(intervalBytes / 1024)
			.append(" KiB allocated; a part counts as the CPU's does, by the frames above the class allocated). "
					+ "Under it, what the collector took per request in the rounds' windows of this cell (Actuator's "
					+ "jvm.gc.pause over the window's requests: each round's mean, the interval over rounds, a "
					+ "difference round by round; with a stop-the-world collector on one server CPU the pause is the "
					+ "collector's CPU and any time the guest stole), and that over the MiB allocated per request: "
					+ "what allocating costs on this variant, which the CPU profile shows only as the collector's "
					+ "frames:\n\n");
		ProfiledCell first = recorded.get(0);
		List<ProfiledCell> others = recorded.stream().filter((p) -> p.allocatedDifference() != null).toList();
		List<String> header = new ArrayList<>(Markdown.header("part of the stack",
				recorded.stream().map((p) -> options.variantName(p.variant())).toList()));
		others.forEach(
				(p) -> header.add(options.variantName(p.variant()) + " − " + options.variantName(first.variant())));
		List<List<String>> rows = new ArrayList<>();
		for (StackPart part : StackPart.values()) {
			if (recorded.stream().allMatch((p) -> p.allocatedBytesPerRequest().get(part).mean() == 0)) {
				continue;
			}
			List<String> row = new ArrayList<>(List.of(part.words()));
			recorded.forEach((p) -> row.add(kibibytes(p.allocatedBytesPerRequest().get(part), false)));
			others.forEach((p) -> row.add(""));
			rows.add(row);
		}
		List<String> total = new ArrayList<>(List.of("**allocated**"));
		recorded.forEach((p) -> total.add(kibibytes(p.allocatedBytesTotal(), false)));
		others.forEach((p) -> total.add(kibibytes(p.allocatedDifference(), true)));
		rows.add(total);
		rows.add(gcRow("**GC in the rounds, µs a request**", recorded, others, gc,
				(g) -> ProfileTables.interval(g.microsPerRequest(), false),
				(g) -> ProfileTables.interval(g.difference(), true)));
		rows.add(gcRow("µs of GC per MiB allocated", recorded, others, gc,
				(g) -> (g.microsPerAllocatedMebibyte() != null) ? Markdown.decimal(g.microsPerAllocatedMebibyte())
						: "–",
				(g) -> ""));
		md.append(Markdown.table(header, rows));
		List<String> sites = recorded.stream()
			.map((p) -> options.variantName(p.variant()) + ", the most: "
					+ p.allocationSites()
						.stream()
						.limit(SITES_NAMED)
						.map((s) -> "`" + s.site() + "` " + kibibytes(s.bytesPerRequest(), false))
						.collect(Collectors.joining(", ")))
			.toList();
		Markdown.bullets(md, sites);
	}

	/** A row of the rounds' GC: a figure per variant, then a difference per other one. */
	private static List<String> gcRow(String words, List<ProfiledCell> recorded, List<ProfiledCell> others,
			List<RoundsGc> gc, Function<RoundsGc, String> figure, Function<RoundsGc, String> difference) {
		List<String> row = new ArrayList<>(List.of(words));
		recorded.forEach((p) -> row.add(of(gc, p).map(figure).orElse("–")));
		others.forEach((p) -> row.add(of(gc, p).map(difference).orElse("–")));
		return row;
	}

	private static Optional<RoundsGc> of(List<RoundsGc> gc, ProfiledCell profiled) {
		return gc.stream()
			.filter((g) -> g.variant().equals(profiled.variant()) && g.microsPerRequest() != null)
			.findFirst();
	}

	/** Bytes as KiB with the interval: {@code 16.1 [15.9–16.3]}. */
	private static String kibibytes(MeanInterval bytes, boolean signed) {
		if (bytes == null) {
			return "–";
		}
		return ProfileTables
			.interval(new MeanInterval(bytes.mean() / 1024, (bytes.low() != null) ? bytes.low() / 1024 : null,
					(bytes.high() != null) ? bytes.high() / 1024 : null, bytes.count()), signed);
	}

}
