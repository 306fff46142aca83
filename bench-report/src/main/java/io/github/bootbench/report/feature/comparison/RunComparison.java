package io.github.bootbench.report.feature.comparison;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.core.Verdict;
import io.github.bootbench.report.model.CellFigures;
import io.github.bootbench.report.model.Row;
import io.github.bootbench.report.model.RunResult;
import io.github.bootbench.report.stats.RatioEstimate;

/**
 * Two runs of the harness side by side, the same variant at the same endpoint, tool and
 * concurrency: did the candidate (another profile, JDK or commit) change throughput? Each
 * pair is the candidate's figure over the baseline's with Welch's t interval over the two
 * runs' round means ({@link RatioEstimate#unpaired}), judged by the rule of the ratios
 * inside a run ({@link Verdict}). The two runs share no block, so their windows cannot be
 * paired and drift between the runs is not in the interval.
 *
 * @param pairs one per variant, endpoint, tool and concurrency both runs measured
 * @param onlyInBaseline endpoint · tool · c=N groups the candidate did not measure
 * @param onlyInCandidate endpoint · tool · c=N groups the baseline did not measure
 * @param differences what differs between the two runs' machines, software, options and
 * code, the machine's first
 * @param minEffectPercent the minimum effect the pairs were judged with
 * @param agreement whether the two runs, each on its own, judged their ratios to the
 * baseline alike
 */
public record RunComparison(RunResult baseline, RunResult candidate, List<Pair> pairs, List<String> onlyInBaseline,
		List<String> onlyInCandidate, List<RunDifference> differences, double minEffectPercent,
		RatioAgreement agreement) {

	public static final String BASELINE = "baseline";

	public static final String CANDIDATE = "candidate";

	/**
	 * @param estimate the candidate's median over the baseline's with its interval (null
	 * when a side has no figures)
	 * @param verdict what the candidate did to throughput
	 * @param reason why the pair is not judged, or what limits it, or null
	 */
	public record Pair(String endpoint, Tool tool, int concurrency, String variant, CellFigures baseline,
			CellFigures candidate, RatioEstimate estimate, Verdict verdict, String reason) {

		/** {@code block · wrk}: the table a pair belongs to. */
		public String group() {
			return this.endpoint + " · " + this.tool;
		}

		/** {@code tomcat block wrk c=100}. */
		public String label() {
			return this.variant + " " + this.endpoint + " " + Tool.withLevel(this.tool, this.concurrency);
		}

	}

	public static RunComparison of(RunResult baseline, RunResult candidate) {
		double minEffectPercent = baseline.run().record().options().minEffectPercent();
		// A comparison has no seed of its own: its runs' ids make one.
		long seed = RatioEstimate.seed(0, baseline.run().record().runId() + " " + candidate.run().record().runId());
		List<Pair> pairs = new ArrayList<>();
		List<String> onlyInBaseline = new ArrayList<>();
		for (Row row : baseline.rows()) {
			Row other = candidate.row(row.endpoint(), row.tool(), row.concurrency()).orElse(null);
			if (other == null) {
				onlyInBaseline.add(row.label());
				continue;
			}
			for (String variant : baseline.variantIds()) {
				CellFigures after = other.cells().get(variant);
				if (after != null) {
					pairs.add(pair(row, variant, row.cells().get(variant), after, minEffectPercent, seed));
				}
			}
		}
		List<String> onlyInCandidate = candidate.rows()
			.stream()
			.filter((r) -> baseline.row(r.endpoint(), r.tool(), r.concurrency()).isEmpty())
			.map(Row::label)
			.toList();
		return new RunComparison(baseline, candidate, List.copyOf(pairs), List.copyOf(onlyInBaseline), onlyInCandidate,
				RunDifference.between(baseline.run().record(), candidate.run().record()), minEffectPercent,
				RatioAgreement.between(baseline.ratios(), candidate.ratios()));
	}

	/**
	 * Judges one pair of cells.
	 * @param minEffectPercent the smallest change that counts, in percent
	 * @param seed the comparison's seed, mixed with the pair's label for its bootstrap
	 */
	static Pair pair(Row row, String variant, CellFigures before, CellFigures after, double minEffectPercent,
			long seed) {
		String missing = side(before, BASELINE);
		if (missing == null) {
			missing = side(after, CANDIDATE);
		}
		if (missing != null) {
			return new Pair(row.endpoint(), row.tool(), row.concurrency(), variant, before, after, null,
					Verdict.NOT_JUDGED, missing);
		}
		RatioEstimate estimate = RatioEstimate.unpaired(byRound(before), byRound(after),
				RatioEstimate.seed(seed, variant + " " + row.label()));
		boolean toolBound = before.toolBound() || after.toolBound();
		List<String> reasons = new ArrayList<>();
		if (toolBound) {
			reasons.add("tool-bound");
		}
		if (estimate.notJudgeableReason() != null) {
			reasons.add(estimate.notJudgeableReason().words());
		}
		if (before.failed() + after.failed() > 0) {
			reasons.add((before.failed() + after.failed()) + " failed window(s)");
		}
		Verdict verdict = toolBound ? Verdict.NOT_JUDGED : estimate.verdict(true, minEffectPercent / 100);
		return new Pair(row.endpoint(), row.tool(), row.concurrency(), variant, before, after, estimate, verdict,
				reasons.isEmpty() ? null : String.join("; ", reasons));
	}

	/** A cell's successful throughput figures per round. */
	private static Map<Integer, List<Double>> byRound(CellFigures cell) {
		Map<Integer, List<Double>> byRound = new TreeMap<>();
		cell.measurements()
			.stream()
			.filter((m) -> m.ok() && m.load().requestsPerSecond() != null)
			.forEach((m) -> byRound.computeIfAbsent(m.key().round(), (r) -> new ArrayList<>())
				.add(m.load().requestsPerSecond()));
		return byRound;
	}

	private static String side(CellFigures cell, String name) {
		String noFigures = CellFigures.noFigures(cell);
		return (noFigures != null) ? name + " " + noFigures : null;
	}

	/** Whether the two runs were made on different machines. */
	public boolean acrossMachines() {
		return this.differences.stream().anyMatch((d) -> d.kind() == RunDifference.Kind.MACHINE);
	}

	/** The endpoints of the pairs, in order. */
	public List<String> endpoints() {
		Set<String> endpoints = new LinkedHashSet<>();
		this.pairs.forEach((p) -> endpoints.add(p.endpoint()));
		return new ArrayList<>(endpoints);
	}

	/** The variants of the pairs, in order. */
	public List<String> variantIds() {
		Set<String> variants = new LinkedHashSet<>();
		this.pairs.forEach((p) -> variants.add(p.variant()));
		return new ArrayList<>(variants);
	}

	/** The concurrency levels of the pairs, ascending. */
	public List<Integer> concurrencyLevels() {
		return this.pairs.stream().map(Pair::concurrency).distinct().sorted().toList();
	}

}
