package io.github.bootbench.report.model;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.github.bootbench.report.core.Metric;
import io.github.bootbench.report.core.Reason;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.core.Verdict;

/**
 * One ratio of results.json's {@code ratios}: a variant's figure over the baseline's, per
 * block, summarised as the median with its interval and verdict (see
 * {@link io.github.bootbench.report.stats.RatioEstimate}). For async against block, the
 * endpoint is {@code async}, the baseline {@code block}, and both sides are the
 * variant's.
 *
 * @param metric what the ratio is of (latency: lower is faster)
 * @param ratio null when not judged for want of figures
 * @param reasons why it is not judged, or what failed; none otherwise
 */
@JsonPropertyOrder({ "endpoint", "tool", "concurrency", "variant", "baseline", "metric", "ratio", "ciLow", "ciHigh",
		"verdict", "control", "blocks", "rounds", "reason" })
public record RatioRow(String endpoint, Tool tool, int concurrency, String variant, String baseline, Metric metric,
		Double ratio, Double ciLow, Double ciHigh, Verdict verdict, boolean control, int blocks, int rounds,
		@JsonIgnore List<Reason> reasons) {

	public RatioRow {
		reasons = (reasons != null) ? List.copyOf(reasons) : List.of();
	}

	/** The reasons as results.json and the reports say them ({@link Reason#words}). */
	@JsonProperty("reason")
	public String reason() {
		return Reason.words(this.reasons);
	}

	/** The verdict as results.json and the tables say it: {@link Verdict#wordFor}. */
	@JsonProperty("verdict")
	public String verdictWord() {
		return this.verdict.wordFor(this.metric);
	}

	/** Whether this ratio is a throughput one. */
	public boolean throughput() {
		return this.metric == Metric.THROUGHPUT;
	}

	/** Whether the verdict calls a difference. */
	public boolean called() {
		return this.verdict.called();
	}

	/** Whether a verdict other than not-judged was reached. */
	public boolean judged() {
		return this.verdict != Verdict.NOT_JUDGED;
	}

	/** The interval's width, or null. */
	public Double width() {
		return (this.ciLow != null && this.ciHigh != null) ? this.ciHigh - this.ciLow : null;
	}

}
