package io.github.bootbench.report.feature.comparison;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import io.github.bootbench.report.core.Method;
import io.github.bootbench.report.format.Names;
import io.github.bootbench.report.format.markdown.RatioText;
import io.github.bootbench.report.stats.RatioEstimate;

/** A comparison's summary and caveats, in words. */
final class ComparisonText {

	private ComparisonText() {
	}

	/** One line per variant and endpoint of a comparison. */
	static List<String> comparisonLines(ComparisonSummary summary) {
		return summary.lines()
			.stream()
			.map((line) -> "**" + line.variant() + " " + Names.endpoint(line.endpoint()) + "** (" + line.pairs()
					+ " tool × concurrency pairs): " + verdicts(line) + ".")
			.toList();
	}

	/** The caveats of a comparison. */
	static List<String> comparisonCaveats(ComparisonSummary summary) {
		List<String> caveats = new ArrayList<>();
		caveats.add("The two runs were made separately: fresh JVMs, at different times. Each interval is taken over "
				+ "each run's rounds, so it holds the JVM-to-JVM and within-run variation, but not a drift of "
				+ "this shared VM between the runs: a change is weaker evidence than a ratio inside one run, whose "
				+ "variants share their blocks. Two runs of the same options, compared, show how large that drift is.");
		if (summary.judged() > 0) {
			caveats.add(summary.changed() + " of " + summary.judged() + " judged pairs were called faster or slower ("
					+ RatioEstimate.rule(summary.minEffectPercent())
					+ "). Trust a change that repeats across tools and concurrencies.");
		}
		if (!summary.toolBound().isEmpty()) {
			caveats.add(summary.toolBound().size() + " pair(s) had the load tool at its ceiling on at least one side "
					+ "(†) and are not judged: " + String.join(", ", summary.toolBound()) + ".");
		}
		if (!summary.withFailures().isEmpty()) {
			caveats.add("Pairs with a FAILED window on either side (judged on the windows that finished, if "
					+ Method.MIN_BLOCKS + "+ a side): " + String.join(", ", summary.withFailures()) + ".");
		}
		return caveats;
	}

	/**
	 * {@code slower in 2 (0.70–0.74×), undecided in 1 (0.99×), not judged in 1
	 * (tool-bound)}.
	 */
	private static String verdicts(ComparisonSummary.Line line) {
		List<String> parts = new ArrayList<>();
		line.ratios()
			.forEach((verdict, ratios) -> parts
				.add(verdict.word() + " in " + ratios.size() + " (" + ratioRange(ratios) + ")"));
		line.notJudged().forEach((reason, count) -> parts.add("not judged in " + count + " (" + reason + ")"));
		return String.join(", ", parts);
	}

	private static String ratioRange(List<Double> ratios) {
		double min = ratios.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
		double max = ratios.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
		return (min == max) ? RatioText.times(min)
				: String.format(Locale.ROOT, "%.2f", min) + "–" + RatioText.times(max);
	}

}
