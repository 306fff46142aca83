package io.github.bootbench.report.feature.orders;

import java.util.List;

import io.github.bootbench.report.core.Method;

import static io.github.bootbench.report.format.markdown.Markdown.decimal;
import static io.github.bootbench.report.format.markdown.Markdown.decimals;
import static io.github.bootbench.report.format.markdown.Markdown.table;

/**
 * "The orders compared": a run that measured each block in several orders on the same
 * JVMs, each order's noise and each other order's ratios against the first's.
 */
final class OrderTables {

	private OrderTables() {
	}

	static void write(OrderStudy study, StringBuilder md) {
		if (study == null) {
			return;
		}
		md.append("## The orders compared\n\n");
		md.append("Every block was measured in each order on the same JVMs, back to back, the orders in a random "
				+ "sequence drawn for each block. Windows counts each JVM's apart (a duet window is two). SD within "
				+ "is the standard deviation of a block's log-ratio around its round's mean, pooled over cells "
				+ "(between: a round's around the cell's, beyond what its blocks explain; 0 where the rounds agree "
				+ "better than that), for the A/A control, where every difference is noise, and for the real "
				+ "pairs (neither the control nor a planted variant), where some of it is the pair's own. A duet's "
				+ "figure is requests per CPU-second of each JVM's control group.\n\n");
		md.append(table(List.of("order", "windows", "A/A SD within", "A/A SD between", "pairs SD within", "mean slice"),
				study.orders()
					.stream()
					.map((o) -> List.of(o.order(), String.valueOf(o.windows()), sd(o.controlWithinSd()),
							sd(o.controlBetweenSd()), sd(o.pairsWithinSd()),
							(o.meanSliceMs() != null) ? decimal(o.meanSliceMs()) + " ms" : ""))
					.toList()));
		md.append("Each other order against the first (" + study.first() + "): the pair's median ratio in each, over "
				+ "the blocks kept in both (a block with a busy JIT in either is left out), and "
				+ "the median of their quotient block by block with its " + Math.round(Method.CONFIDENCE * 100)
				+ " % interval; it agrees where the interval lies within 1 ± " + decimal(Method.ORDER_AGREEMENT_PERCENT)
				+ " %, reads higher or lower where it excludes 1 and " + "its median lies "
				+ decimal(Method.ORDER_AGREEMENT_PERCENT) + " % or more away.\n\n");
		md.append(table(
				List.of("order", "cell", "variant", "ratio " + study.first(), "ratio in order", "quotient", "interval",
						"blocks", "agreement"),
				study.agreements()
					.stream()
					.map((a) -> List.of(a.order(), a.endpoint() + " " + a.tool() + " c=" + a.concurrency(), a.variant(),
							decimals(a.firstRatio(), 3), decimals(a.orderRatio(), 3), decimals(a.ratio(), 3),
							decimals(a.ciLow(), 3) + "–" + decimals(a.ciHigh(), 3), String.valueOf(a.blocks()),
							a.agreement()))
					.toList()));
	}

	private static String sd(Double value) {
		return (value != null) ? decimals(value, 3) : "";
	}

}
