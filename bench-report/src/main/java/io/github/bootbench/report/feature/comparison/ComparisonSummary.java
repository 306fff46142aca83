package io.github.bootbench.report.feature.comparison;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.github.bootbench.report.core.Verdict;
import io.github.bootbench.report.feature.comparison.RunComparison.Pair;
import io.github.bootbench.report.model.CellFigures;

/**
 * What a comparison found and what limits it, as data: a line per variant and endpoint,
 * and the caveats. The formats write the sentences.
 *
 * @param lines one per variant and endpoint with pairs
 * @param judged pairs with a verdict other than not-judged
 * @param changed pairs judged faster or slower
 * @param minEffectPercent the minimum effect of the verdicts
 * @param toolBound pairs with the load tool at its ceiling on at least one side
 * @param withFailures pairs with a failed window on either side
 */
public record ComparisonSummary(List<Line> lines, long judged, long changed, double minEffectPercent,
		List<String> toolBound, List<String> withFailures) {

	/**
	 * @param variant the variant's id; comparison.json names it {@code container}, as it
	 * did before runs had variants, so that committed comparisons re-render unchanged
	 * @param ratios the candidate-over-baseline ratios of the judged pairs, per verdict
	 * (faster, slower, equivalent, undecided; only those that occur)
	 * @param notJudged how many pairs were not judged, per reason
	 */
	public record Line(@JsonProperty("container") String variant, String endpoint, int pairs,
			Map<Verdict, List<Double>> ratios, Map<String, Long> notJudged) {

	}

	public static ComparisonSummary of(RunComparison comparison) {
		List<Line> lines = new ArrayList<>();
		for (String endpoint : comparison.endpoints()) {
			for (String variant : comparison.variantIds()) {
				List<Pair> pairs = comparison.pairs()
					.stream()
					.filter((p) -> p.endpoint().equals(endpoint) && p.variant().equals(variant))
					.toList();
				if (!pairs.isEmpty()) {
					lines.add(line(variant, endpoint, pairs));
				}
			}
		}
		List<Pair> pairs = comparison.pairs();
		return new ComparisonSummary(lines, pairs.stream().filter((p) -> p.verdict() != Verdict.NOT_JUDGED).count(),
				pairs.stream().filter((p) -> p.verdict().called()).count(), comparison.minEffectPercent(),
				pairs.stream()
					.filter((p) -> (p.baseline() != null && p.baseline().toolBound())
							|| (p.candidate() != null && p.candidate().toolBound()))
					.map(Pair::label)
					.toList(),
				pairs.stream()
					.filter((p) -> failed(p.baseline()) + failed(p.candidate()) > 0)
					.map(Pair::label)
					.toList());
	}

	/**
	 * The verdicts of some pairs of one variant: the line a summary or finding states.
	 */
	private static Line line(String variant, String endpoint, List<Pair> pairs) {
		Map<Verdict, List<Double>> ratios = new LinkedHashMap<>();
		Map<String, Long> notJudged = new LinkedHashMap<>();
		for (Verdict verdict : Verdict.values()) {
			pairs.stream().filter((p) -> p.verdict() == verdict).forEach((p) -> {
				if (verdict == Verdict.NOT_JUDGED) {
					notJudged.merge(p.reason(), 1L, Long::sum);
				}
				else {
					ratios.computeIfAbsent(verdict, (v) -> new ArrayList<>()).add(p.estimate().ratio());
				}
			});
		}
		return new Line(variant, endpoint, pairs.size(), ratios, notJudged);
	}

	private static int failed(CellFigures cell) {
		return (cell != null) ? cell.failed() : 0;
	}

}
