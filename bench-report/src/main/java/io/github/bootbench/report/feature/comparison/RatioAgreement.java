package io.github.bootbench.report.feature.comparison;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import io.github.bootbench.report.core.Cell;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.model.RatioRow;
import io.github.bootbench.report.stats.Spread;

/**
 * Whether two runs say the same thing: every throughput ratio to the baseline that both
 * runs have (the same variant over the same baseline at the same endpoint, tool and
 * concurrency), its verdict in each, and how far apart the two ratios are. It is what a
 * reader who repeats a run can expect to see change.
 *
 * @param cells one per ratio both runs have, in the baseline run's order
 * @param judged cells judged in both runs
 * @param agreeing of them, cells whose two verdicts are the same
 * @param difference over the cells with a ratio in both runs, the spread of
 * {@code |candidate / baseline − 1|} (null when there is none)
 */
public record RatioAgreement(List<Cell> cells, int judged, int agreeing, Spread difference) {

	/**
	 * @param difference {@code |candidate ratio / baseline ratio − 1|}, or null when a
	 * run has no ratio
	 */
	public record Cell(String endpoint, Tool tool, int concurrency, String variant, String baseline,
			RatioRow inBaseline, RatioRow inCandidate, Double difference) {

		/** Whether both runs judged it. */
		public boolean judged() {
			return this.inBaseline.judged() && this.inCandidate.judged();
		}

		/** Whether both runs judged it alike. */
		public boolean agrees() {
			return judged() && this.inBaseline.verdict().equals(this.inCandidate.verdict());
		}

		/** {@code boot4-jetty / boot4-tomcat, block wrk c=100}. */
		public String label() {
			return this.variant + " / " + this.baseline + ", " + this.endpoint + " " + this.tool + " c="
					+ this.concurrency;
		}

	}

	public static RatioAgreement between(List<RatioRow> baseline, List<RatioRow> candidate) {
		List<Cell> cells = new ArrayList<>();
		for (RatioRow before : baseline) {
			if (!before.throughput()) {
				continue;
			}
			candidate.stream()
				.filter((after) -> after.throughput() && same(before, after))
				.findFirst()
				.ifPresent((after) -> cells.add(new Cell(before.endpoint(), before.tool(), before.concurrency(),
						before.variant(), before.baseline(), before, after, difference(before, after))));
		}
		List<Double> differences = cells.stream().map(Cell::difference).filter(Objects::nonNull).toList();
		return new RatioAgreement(List.copyOf(cells), (int) cells.stream().filter(Cell::judged).count(),
				(int) cells.stream().filter(Cell::agrees).count(),
				differences.isEmpty() ? null : Spread.of(differences));
	}

	private static boolean same(RatioRow a, RatioRow b) {
		return a.endpoint().equals(b.endpoint()) && a.tool().equals(b.tool()) && a.concurrency() == b.concurrency()
				&& a.variant().equals(b.variant()) && a.baseline().equals(b.baseline());
	}

	private static Double difference(RatioRow before, RatioRow after) {
		if (before.ratio() == null || after.ratio() == null) {
			return null;
		}
		return Math.abs(after.ratio() / before.ratio() - 1);
	}

}
