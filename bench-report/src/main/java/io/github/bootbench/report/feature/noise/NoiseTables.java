package io.github.bootbench.report.feature.noise;

import java.util.Comparator;
import java.util.List;

import io.github.bootbench.report.model.RunResult;

import static io.github.bootbench.report.format.markdown.Markdown.decimal;
import static io.github.bootbench.report.format.markdown.Markdown.decimals;
import static io.github.bootbench.report.format.markdown.Markdown.integer;
import static io.github.bootbench.report.format.markdown.Markdown.table;

/**
 * "Where the noise comes from": the A/A pair's noise under every design its windows can
 * replay, and under each suspect's lower and upper half.
 */
final class NoiseTables {

	private NoiseTables() {
	}

	static void write(NoiseStudy study, RunResult result, StringBuilder md) {
		if (study == null) {
			return;
		}
		md.append("## Where the noise comes from\n\n");
		// On one machine the bytes are loopback's; with a server host, its interface's.
		boolean loopback = result.scope().hosts() == null;
		md.append("The A/A control against the baseline (the same app: every difference is noise), replayed from "
				+ "each window's throughput second by second ("
				+ (loopback ? "the bytes over loopback" : "the bytes the server's interface received")
				+ "): a shorter window, a ramp dropped at its start, and ")
			.append((study.visits() > 1) ? "one visit of each side against both of a mirrored block. "
					: "one visit per side (the run was not mirrored). ")
			.append("SD is the standard deviation of a block's log-ratio, within a round (the same JVMs) and "
					+ "between rounds (fresh JVMs). A block costs the pair 2 sides × visits × (ramp + window + ")
			.append(decimal(study.overheadSeconds()))
			.append(" s between windows, this run's median); SD per minute is the within-round SD of a cell's "
					+ "mean after one minute of such blocks: the smallest buys the most precision for the time.")
			.append((study.leftOut() > 0) ? " " + study.leftOut() + " block(s) with a busy JIT are left out." : "")
			.append((study.proxySd() != null) ? " Window by window, the " + (loopback ? "loopback" : "interface")
					+ " rate follows the load tool's " + "requests per second to a log SD of "
					+ decimals(study.proxySd(), 3) + "." : "")
			.append("\n\n");
		if (study.designs().isEmpty()) {
			md.append("No design can be replayed: the spread within and between rounds needs a round with two "
					+ "clean blocks and two rounds.\n\n");
			return;
		}
		List<NoiseStudy.Design> designs = study.designs()
			.stream()
			.sorted(Comparator.comparingDouble(NoiseStudy.Design::withinSdPerMinute))
			.toList();
		md.append(table(
				List.of("visits", "ramp", "window", "blocks", "SD within", "SD between", "block costs",
						"SD per minute"),
				designs.stream()
					.map((d) -> List.of(String.valueOf(d.visits()), d.rampSeconds() + " s", d.seconds() + " s",
							String.valueOf(d.noise().blocks()), decimals(d.noise().withinSd(), 3),
							decimals(d.noise().betweenSd(), 3), decimal(d.costSeconds()) + " s",
							decimals(d.withinSdPerMinute(), 3)))
					.toList()));
		writeTimescales(study.timescales(), md);
		if (study.factors().isEmpty()) {
			return;
		}
		md.append("Suspects, on the run's own design: the blocks split at the median of each, and the root mean "
				+ "square of their log-ratios' distance from their round's mean in each half (a suspect that makes "
				+ "noise has the larger spread above its median).\n\n");
		md.append(table(List.of("suspect", "median", "blocks at or below", "spread", "blocks above", "spread"),
				study.factors()
					.stream()
					.map((f) -> List.of(f.name(), integer(f.median()) + " " + f.unit(), String.valueOf(f.lowerBlocks()),
							decimals(f.lowerRms(), 3), String.valueOf(f.upperBlocks()), decimals(f.upperRms(), 3)))
					.toList()));
	}

	/**
	 * On what time scale the pair's throughput wanders, and what that means for a design.
	 */
	private static void writeTimescales(NoiseTimescales scales, StringBuilder md) {
		if (scales == null) {
			return;
		}
		md.append("On what time scale it wanders (")
			.append(scales.windows())
			.append(" windows of the pair, each without its first second): a second's throughput strays from its "
					+ "window's mean by a log SD of ")
			.append(decimals(scales.secondSd(), 3))
			.append(", and the next second keeps ")
			.append(decimals(scales.lagOneCorrelation(), 2))
			.append(" of that (lag-one correlation; 0 would be independent seconds, which a longer window averages "
					+ "away), so the seconds alone would make a window's level stray by ")
			.append(decimals(scales.windowSdFromSeconds(), 3))
			.append(". It strays from the same JVM's other windows in its cell and round by a log SD of ")
			.append(decimals(scales.windowSd(), 3))
			.append(": what is more than the seconds make is a level of the window's own, or a drift slower than "
					+ "a window");
		if (scales.adjacentCorrelation() != null) {
			md.append("; two windows measured back to back on the two JVMs share ")
				.append(decimals(scales.adjacentCorrelation(), 2))
				.append(" of it (correlation over ")
				.append(scales.adjacentPairs())
				.append(" pairs): what they share is the machine drifting, which a block's ratio cancels; "
						+ "what they do not is each JVM's own, which only more windows average away");
		}
		md.append(".\n\n");
	}

}
