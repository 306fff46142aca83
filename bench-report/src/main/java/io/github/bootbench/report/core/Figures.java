package io.github.bootbench.report.core;

/**
 * The figures of a window a ratio can be of ({@link Metric}); null where the tool does
 * not give one.
 */
public interface Figures {

	Double requestsPerSecond();

	Double p50LatencyMs();

	Double p90LatencyMs();

	Double p99LatencyMs();

	Double p999LatencyMs();

}
