package io.github.bootbench.report.model;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import io.github.bootbench.report.model.RunComparison.Pair;
import io.github.bootbench.report.stats.RatioVerdict;

/**
 * What a comparison found and what limits it, as data: a line per container and endpoint,
 * and the caveats. The formats write the sentences.
 *
 * @param lines one per container and endpoint with pairs
 * @param judged pairs with a verdict other than not-judged
 * @param changed pairs judged faster or slower
 * @param minEffectPercent the minimum effect of the verdicts
 * @param toolBound pairs with the load tool at its ceiling on at least one side
 * @param withFailures pairs with a failed window on either side
 */
public record ComparisonSummary(List<Line> lines, long judged, long changed, double minEffectPercent,
		List<String> toolBound, List<String> withFailures) {

	/**
	 * @param ratios the candidate-over-baseline ratios of the judged pairs, per verdict
	 * (faster, slower, equivalent, undecided; only those that occur)
	 * @param notJudged how many pairs were not judged, per reason
	 */
	public record Line(String container, String endpoint, int pairs, Map<RatioVerdict, List<Double>> ratios,
			Map<String, Long> notJudged) {

	}

	public static ComparisonSummary of(RunComparison comparison) {
		List<Line> lines = new ArrayList<>();
		for (String endpoint : comparison.endpoints()) {
			for (String container : comparison.variantIds()) {
				List<Pair> pairs = comparison.pairs()
					.stream()
					.filter((p) -> p.endpoint().equals(endpoint) && p.container().equals(container))
					.toList();
				if (!pairs.isEmpty()) {
					lines.add(line(container, endpoint, pairs));
				}
			}
		}
		List<Pair> pairs = comparison.pairs();
		return new ComparisonSummary(lines,
				pairs.stream().filter((p) -> p.verdict() != RatioVerdict.NOT_JUDGED).count(),
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
	 * The verdicts of some pairs of one container: the line a summary or finding states.
	 */
	private static Line line(String container, String endpoint, List<Pair> pairs) {
		Map<RatioVerdict, List<Double>> ratios = new LinkedHashMap<>();
		Map<String, Long> notJudged = new LinkedHashMap<>();
		for (RatioVerdict verdict : RatioVerdict.values()) {
			pairs.stream().filter((p) -> p.verdict() == verdict).forEach((p) -> {
				if (verdict == RatioVerdict.NOT_JUDGED) {
					notJudged.merge(p.reason(), 1L, Long::sum);
				}
				else {
					ratios.computeIfAbsent(verdict, (v) -> new ArrayList<>()).add(p.estimate().ratio());
				}
			});
		}
		return new Line(container, endpoint, pairs.size(), ratios, notJudged);
	}

	private static int failed(CellFigures cell) {
		return (cell != null) ? cell.failed() : 0;
	}

}
