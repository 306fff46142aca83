package io.github.bootbench.report.feature.comparison;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.stats.Spread;

/**
 * {@code comparison.json}: written by {@code compare}, read back by {@code index}, always
 * through this type.
 *
 * @param summary per variant and endpoint, its pairs by verdict; and the judged, changed,
 * tool-bound and failed pairs (the report words them)
 * @param pairs one per variant, endpoint, tool and concurrency both runs measured
 * @param agreement whether each run's own ratios to its baseline came out alike (null in
 * documents written before it was)
 */
public record ComparisonDocument(RunSummary baseline, RunSummary candidate, List<RunDifference> differences,
		ComparisonSummary summary, List<String> onlyInBaseline, List<String> onlyInCandidate, List<PairEntry> pairs,
		RatioAgreement agreement) {

	/**
	 * @param directory the run's report, relative to the comparison
	 * @param jdk the JDK version
	 */
	public record RunSummary(String runId, String directory, String profile, String jdk, String status,
			String commandLine) {

		/** {@code default, Java 17.0.15 (2026-11-21T06-54-57Z)}. */
		public String describe() {
			return this.profile + ", Java " + this.jdk + " (" + this.runId + ")";
		}

	}

	/**
	 * @param variant the variant's id, named {@code container} as before runs had
	 * variants, so that committed comparisons re-render unchanged
	 * @param ratio the candidate's median over the baseline's, or null when a side has no
	 * figures
	 * @param ciLow lower end of its interval
	 * @param ciHigh upper end
	 * @param verdict faster, slower, equivalent, undecided or not-judged
	 * @param reason why the pair was not judged or what limits it, or null
	 */
	public record PairEntry(String endpoint, Tool tool, int concurrency, @JsonProperty("container") String variant,
			CellEntry baseline, CellEntry candidate, Double ratio, Double ciLow, Double ciHigh, String verdict,
			String reason) {

	}

	/**
	 * One side of a pair; a missing side has its status only.
	 *
	 * @param status ok, failed or missing
	 * @param throughput over the successful rounds, absent when none succeeded
	 */
	@JsonInclude(JsonInclude.Include.NON_NULL)
	public record CellEntry(String status, Integer rounds, Integer failedRounds, Boolean toolBound, Long errors,
			Long non2xx, Spread throughput) {

	}

}
