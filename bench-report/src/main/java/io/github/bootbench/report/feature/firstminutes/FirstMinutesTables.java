package io.github.bootbench.report.feature.firstminutes;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

import io.github.bootbench.report.format.markdown.Markdown;
import io.github.bootbench.report.format.markdown.RatioText;
import io.github.bootbench.report.input.RunRecord;
import io.github.bootbench.report.model.RunResult;
import io.github.bootbench.report.stats.RatioEstimate;
import io.github.bootbench.report.stats.Spread;

import static io.github.bootbench.report.format.markdown.Markdown.table;

/** The first minutes of a fresh JVM, from the warm-up curves. */
final class FirstMinutesTables {

	static final String TITLE = "The first minutes of a fresh JVM";

	private FirstMinutesTables() {
	}

	static void write(FirstMinutes first, RunResult result, StringBuilder md) {
		if (first == null) {
			return;
		}
		RunRecord record = result.run().record();
		md.append("## ").append(TITLE).append("\n\n").append(method(first, record)).append("\n\n");
		List<List<String>> rows = new ArrayList<>();
		rows.add(row(first, "rounds", (v) -> String.valueOf(v.rounds())));
		rows.add(row(first, "load time to " + warmPercent(), (v) -> seconds(v.secondsToWarm())));
		rows.add(row(first, "wall time to " + warmPercent() + ", idle gaps included",
				(v) -> (v.wallSecondsToWarm() != null) ? seconds(v.wallSecondsToWarm()) : "–"));
		rows.add(row(first, "throughput of the first " + FirstMinutes.FIRST_SECONDS + " s (req/s)",
				(v) -> spread(v.firstRequestsPerSecond(), 1, "%,.0f")));
		rows.add(
				row(first, "… as a share of its steady throughput", (v) -> spread(v.firstShare(), 100, "%.0f") + " %"));
		rows.add(row(first, "first " + FirstMinutes.FIRST_SECONDS + " s against " + first.baseline(),
				(v) -> ratio(v.firstAgainstBaseline())));
		rows.add(row(first, "load time to " + warmPercent() + " against " + first.baseline(),
				(v) -> ratio(v.secondsToWarmAgainstBaseline())));
		md.append(
				table(Markdown.header("", first.variants().stream().map(FirstMinutes.VariantFigures::variant).toList()),
						rows));
	}

	/**
	 * What the figures are and how the warm-up that recorded them ran, which is what
	 * could make them wrong.
	 */
	static String method(FirstMinutes first, RunRecord record) {
		Integer cycle = record.options().warmup().cycleSeconds();
		String cycleText = (cycle != null) ? cycle + " s" : "a few seconds";
		String cpus = (record.pinning().warmupCpus() != null) ? record.pinning().warmupCpus()
				: record.pinning().serverCpus();
		return "What an autoscaled instance's first users feel, read from each JVM's warm-up curve (`warmup/`): the "
				+ "load time until one of its cycles first reached " + warmShare() + " of its cell's steady "
				+ "throughput (that cell's last cycle in the warm-up, where the warm-up rule found it settled), and "
				+ "the throughput of its first " + FirstMinutes.FIRST_SECONDS + " s of load. Each figure is the median "
				+ "over rounds with their range; a ratio against " + first.baseline() + " is the geometric mean of the "
				+ "per-round ratios with its t interval over rounds, and it is not judged. How the warm-up ran limits them: cycles of "
				+ cycleText + ", each on the next cell "
				+ "(endpoint, tool, concurrency) in turn, the round's JVMs taking turns on CPU " + cpus
				+ ", so a JVM's JIT also compiled in the gaps while the others were loaded. Its load time is "
				+ "therefore the optimistic figure and its wall time, gaps included, the pessimistic one; either is "
				+ "resolved to a cycle. " + turns(first) + control(first, record) + unread(first);
	}

	private static String turns(FirstMinutes first) {
		if (first.firstEveryRound() == null) {
			return "The turns were rotated each round, so that no variant was always loaded first. ";
		}
		return "In this run " + first.firstEveryRound() + "'s JVM took the first turn in every round (runs planned "
				+ "since rotate the turns each round), so the later turns' first cycles ran beside the earlier JVMs' "
				+ "busy compilers. ";
	}

	/** What the A/A control reads, which is the size of what the turns do. */
	private static String control(FirstMinutes first, RunRecord record) {
		return record.options()
			.variants()
			.stream()
			.filter((v) -> v.control() && !v.planted() && first.variant(v.id()) != null
					&& first.variant(v.id()).firstAgainstBaseline() != null)
			.map((v) -> "The A/A control " + v.id() + ", a copy of " + first.baseline() + ", reads "
					+ ratio(first.variant(v.id()).firstAgainstBaseline()) + " on the first "
					+ FirstMinutes.FIRST_SECONDS + " s: a ratio of that size says nothing about the containers. ")
			.findFirst()
			.orElse("");
	}

	private static String unread(FirstMinutes first) {
		return (first.unread() == 0) ? "Every JVM's curve gave the figures."
				: first.unread() + " JVM(s) are left out: a cycle that did not parse before the figures were reached, "
						+ "or fewer than " + FirstMinutes.FIRST_SECONDS + " s of load in all.";
	}

	/** {@code 90 %}: the share of its steady throughput at which a JVM counts as warm. */
	static String warmShare() {
		return Markdown.percent(FirstMinutes.WARM_SHARE * 100);
	}

	/** {@code 90 % of steady}. */
	static String warmPercent() {
		return warmShare() + " of steady";
	}

	private static List<String> row(FirstMinutes first, String label,
			Function<FirstMinutes.VariantFigures, String> cell) {
		List<String> row = new ArrayList<>(List.of(label));
		first.variants().forEach((v) -> row.add(cell.apply(v)));
		return row;
	}

	private static String seconds(Spread spread) {
		return spread(spread, 1, "%.0f") + " s";
	}

	/**
	 * {@code 20 [15–25]}, or the one figure of a single round, each figure times the
	 * scale.
	 */
	private static String spread(Spread spread, double scale, String format) {
		String median = String.format(Locale.ROOT, format, spread.median() * scale);
		if (spread.count() < 2) {
			return median;
		}
		return median + " [" + String.format(Locale.ROOT, format, spread.min() * scale) + "–"
				+ String.format(Locale.ROOT, format, spread.max() * scale) + "]";
	}

	private static String ratio(RatioEstimate estimate) {
		return (estimate != null) ? RatioText.interval(estimate.ratio(), estimate.ciLow(), estimate.ciHigh()) : "–";
	}

}
