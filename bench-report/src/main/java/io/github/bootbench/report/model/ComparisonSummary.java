package io.github.bootbench.report.model;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import io.github.bootbench.report.model.RunComparison.Change;
import io.github.bootbench.report.model.RunComparison.Pair;
import io.github.bootbench.report.stats.Method;

/**
 * What a comparison found and what limits it, as data: a line per container and endpoint,
 * and the caveats. The formats write the sentences.
 *
 * @param lines one per container and endpoint with pairs
 * @param judged pairs judged higher, lower or within noise
 * @param changed pairs judged higher or lower
 * @param chanceOneIn with no real change, the rule calls one by chance about 1 time in
 * this many
 * @param toolBound pairs with the load tool at its ceiling on at least one side
 * @param withFailures pairs with a failed round on either side
 */
public record ComparisonSummary(List<Line> lines, long judged, long changed, int baselineRounds, int candidateRounds,
		long chanceOneIn, List<String> toolBound, List<String> withFailures) {

	/**
	 * @param changes the change percentages of the pairs judged higher, lower and within
	 * noise
	 * @param notJudged how many pairs were not judged, per reason
	 */
	public record Line(String container, String endpoint, int pairs, Map<Change, List<Double>> changes,
			Map<String, Long> notJudged) {

	}

	public static ComparisonSummary of(RunComparison comparison) {
		List<Line> lines = new ArrayList<>();
		for (String endpoint : comparison.endpoints()) {
			for (String container : comparison.containers()) {
				List<Pair> pairs = comparison.pairs()
					.stream()
					.filter((p) -> p.endpoint().equals(endpoint) && p.container().equals(container))
					.toList();
				if (pairs.isEmpty()) {
					continue;
				}
				Map<Change, List<Double>> changes = new LinkedHashMap<>();
				for (Change change : List.of(Change.HIGHER, Change.LOWER, Change.TIE)) {
					changes.put(change, RunComparison.changes(pairs, change));
				}
				Map<String, Long> notJudged = new LinkedHashMap<>();
				pairs.stream()
					.filter((p) -> p.change() == Change.NOT_JUDGED)
					.forEach((p) -> notJudged.merge(p.reason(), 1L, Long::sum));
				lines.add(new Line(container, endpoint, pairs.size(), changes, notJudged));
			}
		}
		List<Pair> pairs = comparison.pairs();
		int baselineRounds = comparison.baseline().run().rounds();
		int candidateRounds = comparison.candidate().run().rounds();
		return new ComparisonSummary(lines, pairs.stream().filter((p) -> p.change() != Change.NOT_JUDGED).count(),
				pairs.stream().filter((p) -> p.change() == Change.HIGHER || p.change() == Change.LOWER).count(),
				baselineRounds, candidateRounds, Method.chanceCallOneIn(baselineRounds, candidateRounds),
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

	private static int failed(Cell cell) {
		return (cell != null) ? cell.failed() : 0;
	}

}
