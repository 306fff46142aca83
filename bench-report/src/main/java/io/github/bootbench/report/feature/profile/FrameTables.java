package io.github.bootbench.report.feature.profile;

import java.util.ArrayList;
import java.util.List;

import io.github.bootbench.report.format.markdown.Markdown;
import io.github.bootbench.report.input.RunRecord;

/**
 * Under a cell's CPU table, for each variant against the first: the frames whose own CPU
 * per request (their samples as the leaf) differs most, each side over its JVMs and the
 * difference pair by pair with its interval, the frame a differential flame graph colours
 * read as figures; from two pairs of JVMs on.
 */
final class FrameTables {

	private FrameTables() {
	}

	static void write(List<ProfiledCell> taken, RunRecord.Options options, StringBuilder md) {
		for (ProfiledCell cell : taken) {
			// One pair has no interval: its largest differences are as much the JVMs' as
			// the variants'.
			if (cell.frameDifferences() == null || cell.pairs().size() < 2) {
				continue;
			}
			String variant = options.variantName(cell.variant());
			String reference = options.variantName(cell.reference());
			md.append("Frames whose own CPU differs most, ")
				.append(variant)
				.append(" − ")
				.append(reference)
				.append(" (µs a request, over ")
				.append(cell.pairs().size())
				.append((cell.pairs().size() == 1) ? " pair" : " pairs")
				.append(" of JVMs):\n\n");
			List<List<String>> rows = new ArrayList<>();
			for (ProfiledCell.FrameDifference frame : cell.frameDifferences()) {
				rows.add(List.of("`" + frame.frame() + "`", ProfileTables.interval(frame.reference(), false),
						ProfileTables.interval(frame.variant(), false),
						ProfileTables.interval(frame.difference(), true)));
			}
			md.append(Markdown.table(List.of("frame", reference, variant, variant + " − " + reference), rows));
		}
	}

}
