package io.github.bootbench.report.format.markdown;

import java.util.List;

import io.github.bootbench.report.core.Method;
import io.github.bootbench.report.model.WarmupEnding;

/** The header's line on whether the warm-ups could have ended on the JIT alone. */
final class WarmupEndingText {

	private WarmupEndingText() {
	}

	/**
	 * {@code the JIT was quiet, with a cycle more than there are cells, after 9–12 cycles
	 * (15 warm-ups; they ended after 12–29 on the throughput check too); the pass over the
	 * cells that followed ran at a median 0.89× of each cell's last warm-up cycle (24 of 35
	 * cycles below it): ...}.
	 */
	static String of(WarmupEnding ending) {
		StringBuilder text = new StringBuilder();
		text.append("the JIT was quiet, with a cycle more than there are cells, after ")
			.append(range(ending.quietCycles()))
			.append(" cycles (")
			.append(ending.curves())
			.append(" warm-ups; they ended after ")
			.append(range(ending.endCycles()))
			.append(" on the throughput check too); ");
		if (ending.medianRatio() == null) {
			return text
				.append("no warm-up ran a cell again after the pass that followed, so there is nothing to "
						+ "compare that pass with")
				.toString();
		}
		return text.append("the pass over the cells that followed ran at a median ")
			.append(RatioText.times(ending.medianRatio()))
			.append(" of each cell's last warm-up cycle (")
			.append(ending.below())
			.append(" of ")
			.append(ending.ratios().size())
			.append(" cycles below it): ")
			.append(ending.colder()
					? "a JVM measured from the quiet cycle on would have been colder than the throughput check left it"
					: Method.steadyTolerance() + " of what the throughput check left")
			.toString();
	}

	private static String range(List<Integer> cycles) {
		int low = cycles.stream().mapToInt(Integer::intValue).min().orElseThrow();
		int high = cycles.stream().mapToInt(Integer::intValue).max().orElseThrow();
		return (low == high) ? Integer.toString(low) : low + "–" + high;
	}

}
