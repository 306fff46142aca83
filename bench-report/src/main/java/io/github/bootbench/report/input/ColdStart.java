package io.github.bootbench.report.input;

import java.util.Map;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * One cold start from {@code startup/startup.csv} and its log
 * {@code startup/<variant>-<n>.log}.
 *
 * @param variant the variant's id; results.json names it {@code container}, as it did
 * before runs had variants, so that committed results re-render unchanged
 * @param firstResponseMs wall time from exec to the first 200 on /test/block
 * @param rssKb resident set size at that moment
 * @param startedInSeconds Spring's own "Started ... in X seconds"
 * @param metrics the "Startup Metric >>" lines: name to value
 * (jvm.memory.used{area=heap}, ...)
 */
public record ColdStart(@JsonProperty("container") String variant, int attempt, boolean ok, Double firstResponseMs,
		Double rssKb, Double startedInSeconds, Map<String, Double> metrics) {

	public Double metric(String name) {
		return this.metrics.get(name);
	}

}
