package io.github.bootbench.report.feature.tuning;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;

import io.github.bootbench.report.core.Cell;
import io.github.bootbench.report.core.Metric;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.core.Verdict;
import io.github.bootbench.report.input.Measurement;
import io.github.bootbench.report.input.RunRecord;
import io.github.bootbench.report.input.Variant;
import io.github.bootbench.report.model.LevelSummary;
import io.github.bootbench.report.model.RatioRow;
import io.github.bootbench.report.model.Ratios;
import io.github.bootbench.report.model.RunCells;

/**
 * A sweep's answer for one app in one cell: every setting's throughput (and p99 where the
 * tool gives it) against the app's default, paired within blocks; the best setting; and
 * the recommended one, which is the default unless some setting is faster than it, else
 * the smallest setting whose throughput is equivalent to the best's (fewer threads cost
 * memory), else the best itself.
 *
 * @param app the app swept ({@code tomcat})
 * @param settings the default first, then each setting in the sweep's order (numeric
 * values of one key ascending)
 * @param best the label of the setting with the highest median throughput ratio
 * @param recommended the label of the recommended setting
 * @param keepDefault whether the recommendation is to keep the default
 * @param reason why that setting is recommended
 */
public record Tuning(String app, String endpoint, Tool tool, int concurrency, List<Setting> settings, String best,
		String recommended, boolean keepDefault, String reason) {

	/** What a default is called in the tables. */
	public static final String DEFAULT = "default";

	/**
	 * One setting of the sweep in one cell.
	 *
	 * @param label {@code workers=64}, or {@code default}
	 * @param throughput its throughput over the default's (null for the default itself)
	 * @param p99 its p99 latency over the default's (null where the tool has none)
	 * @param toBest its throughput over the best setting's (null for the best itself)
	 * @param threadsLive the highest live-thread reading after its windows of the cell
	 * @param rssPeakKb the highest RSS during its windows of the cell
	 */
	public record Setting(String variant, String label, RatioRow throughput, RatioRow p99, RatioRow toBest,
			Double threadsLive, Double rssPeakKb) {

		/** The median throughput ratio to the default: 1 for the default itself. */
		double ratio() {
			return (this.throughput == null) ? 1.0
					: Objects.requireNonNullElse(this.throughput.ratio(), Double.NEGATIVE_INFINITY);
		}

	}

	/**
	 * Every app's tuning in every cell of a swept run; empty for a run without a sweep.
	 */
	static List<Tuning> of(RunRecord.Options options, List<Measurement> windows, Ratios.ToolBound toolBound) {
		if (options.sweep() == null) {
			return List.of();
		}
		List<Variant> variants = options.variants().stream().filter((v) -> !v.control()).toList();
		List<Tuning> tunings = new ArrayList<>();
		for (Variant base : variants.stream().filter(Ratios::byDefault).toList()) {
			// A CPU limit is a scope to compare the containers in, not a setting to
			// choose (LimitFeature).
			List<Variant> swept = sweepOrder(variants.stream()
				.filter((v) -> v.app().equals(base.app()) && !Ratios.byDefault(v) && v.cpuLimit() == null)
				.toList());
			if (swept.isEmpty()) {
				continue;
			}
			for (Cell cell : RunCells.of(options)) {
				tunings.add(of(options, windows, toolBound, cell, base, swept));
			}
		}
		return List.copyOf(tunings);
	}

	private static Tuning of(RunRecord.Options options, List<Measurement> windows, Ratios.ToolBound toolBound,
			Cell cell, Variant base, List<Variant> swept) {
		List<Setting> settings = new ArrayList<>();
		settings.add(setting(base, null, null, null, windows, cell));
		for (Variant variant : swept) {
			List<RatioRow> rows = Ratios.pair(options, windows, toolBound, cell, variant, base.id(), true);
			settings
				.add(setting(variant, base, metric(rows, Metric.THROUGHPUT), metric(rows, Metric.P99), windows, cell));
		}
		Setting best = settings.stream().max(Comparator.comparingDouble(Setting::ratio)).orElseThrow();
		List<Setting> judged = new ArrayList<>();
		for (Setting setting : settings) {
			RatioRow toBest = null;
			if (setting != best) {
				Variant variant = variant(options, setting.variant());
				toBest = metric(Ratios.pair(options, windows, toolBound, cell, variant, best.variant(), false),
						Metric.THROUGHPUT);
			}
			judged.add(new Setting(setting.variant(), setting.label(), setting.throughput(), setting.p99(), toBest,
					setting.threadsLive(), setting.rssPeakKb()));
		}
		boolean anyFaster = judged.stream()
			.anyMatch((s) -> s.throughput() != null && s.throughput().verdict() == Verdict.FASTER);
		if (!anyFaster) {
			return new Tuning(base.app(), cell.endpoint(), cell.tool(), cell.concurrency(), judged, best.label(),
					DEFAULT, true, "no setting is faster than the default");
		}
		Setting recommended = judged.stream()
			.filter((s) -> !DEFAULT.equals(s.label()))
			.filter((s) -> s.label().equals(best.label())
					|| (s.toBest() != null && s.toBest().verdict() == Verdict.EQUIVALENT))
			.findFirst()
			.orElseThrow();
		String reason = recommended.label().equals(best.label())
				? "the best setting; no smaller one is equivalent to it"
				: "the smallest setting whose throughput is equivalent to the best's (" + best.label() + ")";
		return new Tuning(base.app(), cell.endpoint(), cell.tool(), cell.concurrency(), judged, best.label(),
				recommended.label(), false, reason);
	}

	private static Setting setting(Variant variant, Variant base, RatioRow throughput, RatioRow p99,
			List<Measurement> measurements, Cell cell) {
		LevelSummary level = LevelSummary.of(measurements.stream()
			.filter((m) -> m.ok() && m.variant().equals(variant.id()) && m.endpoint().equals(cell.endpoint())
					&& m.key().tool().equals(cell.tool()) && m.key().concurrency() == cell.concurrency())
			.toList());
		return new Setting(variant.id(), (base == null) ? DEFAULT : label(variant), throughput, p99, null,
				level.threadsLive(), level.rssPeakKb());
	}

	/** {@code workers=64}: the variant's name without its app. */
	static String label(Variant variant) {
		String name = variant.name();
		return name.startsWith(variant.app() + " ") ? name.substring(variant.app().length() + 1) : name;
	}

	/**
	 * The swept variants in the sweep's order; with one key whose values are all numbers,
	 * ascending, so that "the smallest" means the fewest threads.
	 */
	private static List<Variant> sweepOrder(List<Variant> swept) {
		boolean numeric = swept.stream().allMatch((v) -> label(v).matches("[^ =]+=\\d+"));
		if (!numeric) {
			return swept;
		}
		return swept.stream()
			.sorted(Comparator.comparingLong((Variant v) -> Long.parseLong(label(v).replaceAll(".*=", ""))))
			.toList();
	}

	private static Variant variant(RunRecord.Options options, String id) {
		return options.variants().stream().filter((v) -> v.id().equals(id)).findFirst().orElseThrow();
	}

	private static RatioRow metric(List<RatioRow> rows, Metric metric) {
		return rows.stream().filter((r) -> r.metric() == metric).findFirst().orElse(null);
	}

}
