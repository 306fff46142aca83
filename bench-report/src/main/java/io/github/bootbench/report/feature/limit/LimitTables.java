package io.github.bootbench.report.feature.limit;

import java.util.ArrayList;
import java.util.List;

import io.github.bootbench.report.core.Method;
import io.github.bootbench.report.format.Names;
import io.github.bootbench.report.format.markdown.Markdown;
import io.github.bootbench.report.format.markdown.RatioText;
import io.github.bootbench.report.input.Pinning;
import io.github.bootbench.report.input.RunRecord;
import io.github.bootbench.report.input.Variant;
import io.github.bootbench.report.model.RatioRow;

/**
 * The "Under a CPU limit" section of a run with a sweep of limits: a line per app, cell
 * and limit, benchstat's way (both ratios, the change, its interval and verdict).
 */
final class LimitTables {

	private LimitTables() {
	}

	static void write(List<LimitChange> changes, RunRecord.Options options, StringBuilder md) {
		if (changes.isEmpty()) {
			return;
		}
		String baseline = name(options, changes.get(0).baseline());
		String effect = java.math.BigDecimal.valueOf(options.minEffectPercent()).stripTrailingZeros().toPlainString()
				+ " %";
		md.append("## Under a CPU limit\n\nEach app against ")
			.append(baseline)
			.append(" without a limit and with both limited alike (each JVM in a control group of its own, the "
					+ "limited ones' with a CPU quota per " + Pinning.LIMIT_PERIOD_US / 1000
					+ " ms period, as a pod's `limits.cpu` sets), in the same rounds and paired within blocks "
					+ "(ratio, " + Method.confidence() + " interval, verdict); then **the limit's change**: the "
					+ "ratio at the limit over the ratio without, block by block, `raised` or `lowered` where its "
					+ "interval excludes 1 and it differs from 1 by at least ")
			.append(effect)
			.append(", `unchanged` where the whole interval lies within 1 ± ")
			.append(effect)
			.append(", `undecided` otherwise (the run's rule for ratios). The A/A control's change holds 1 when the "
					+ "limit treats two identical JVMs alike. Throttled: the share of periods in which the limited "
					+ "JVM used its whole quota (its windows' median).\n\n");
		List<List<String>> lines = new ArrayList<>();
		for (LimitChange change : changes) {
			lines.add(List.of(name(options, change.variant()),
					Names.cell(change.endpoint(), change.tool(), change.concurrency()),
					Pinning.limitCpus(change.cpus()), ratio(change.without()), ratio(change.at()), change(change),
					(change.throttledPercent() != null) ? Markdown.integer(change.throttledPercent()) + " %" : "–"));
		}
		md.append(Markdown.table(List.of("against " + baseline, "cell", "limit", "without a limit", "at the limit",
				"the limit's change", "throttled"), lines));
	}

	private static String ratio(RatioRow row) {
		return (row != null) ? RatioText.cell(row) : "–";
	}

	private static String change(LimitChange change) {
		LimitChange.Change judged = change.change();
		if (judged.ratio() == null) {
			return "not judged (" + judged.reason() + ")";
		}
		String word = judged.verdict().called() ? "**" + judged.word() + "**" : judged.word();
		return RatioText.interval(judged.ratio(), judged.ciLow(), judged.ciHigh()) + " " + word
				+ ((judged.reason() != null) ? " (" + judged.reason() + ")" : "");
	}

	private static String name(RunRecord.Options options, String id) {
		return options.variants().stream().filter((v) -> v.id().equals(id)).map(Variant::name).findFirst().orElse(id);
	}

}
