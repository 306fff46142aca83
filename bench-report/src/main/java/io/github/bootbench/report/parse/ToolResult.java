package io.github.bootbench.report.parse;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.github.bootbench.report.core.Tool;

/**
 * The figures of one load-tool run, in the same terms for ab, siege and wrk. A
 * {@code null} figure is one the tool does not give (siege has no percentiles) or did not
 * measure (wrk with every request timed out has no latency samples); it is never replaced
 * by zero.
 *
 * @param tool the tool that produced the output
 * @param requests completed requests (ab), transactions (siege), "requests in" (wrk)
 * @param successful requests that got a 2xx response: siege's successful transactions;
 * for ab and wrk the requests less non-2xx responses (and, for ab, less the requests that
 * failed at the socket, which ab counts as complete)
 * @param errors transport failures: ab Connect + Receive + Exceptions, wrk socket errors
 * (timeouts included), siege failed transactions (siege also counts an HTTP error status
 * as failed, so for siege errors and non2xx can overlap)
 * @param non2xx responses with another status than 2xx (wrk counts 3xx as well)
 * @param lengthMismatches ab "Length" failures: bodies whose length differs from the
 * first one, which is expected for a dynamic body and not an error; 0 for siege and wrk
 * @param requestsPerSecond throughput as the tool reports it
 * @param meanLatencyMs mean latency
 * @param p50LatencyMs median latency
 * @param p90LatencyMs 90th percentile latency
 * @param p99LatencyMs 99th percentile latency
 * @param maxLatencyMs longest request
 * @param durationSeconds measured duration as the tool reports it
 * @param concurrency concurrent connections or users, when the output states it
 * @param connectMaxMs the longest connection set-up (ab's "Connection Times" Connect
 * max); null for the tools that do not report it
 * @param fixedRate what a fixed-rate window adds (hyperfoil); null for the closed-loop
 * tools
 * @param jmeter what a JMeter window adds (its protocol and Summary Report); null for the
 * other tools
 * @param keepAlive how many requests found their connection kept open, where the tool
 * tells (see {@link KeepAlive}); null otherwise
 */
@JsonPropertyOrder({ "tool", "requests", "successful", "errors", "non2xx", "lengthMismatches", "requestsPerSecond",
		"meanLatencyMs", "p50LatencyMs", "p90LatencyMs", "p99LatencyMs", "maxLatencyMs", "durationSeconds",
		"concurrency", "connectMaxMs", "fixedRate", "jmeter", "keepAlive" })
public record ToolResult(Tool tool, long requests, long successful, long errors, long non2xx, long lengthMismatches,
		double requestsPerSecond, Double meanLatencyMs, Double p50LatencyMs, Double p90LatencyMs, Double p99LatencyMs,
		Double maxLatencyMs, double durationSeconds, Integer concurrency, Double connectMaxMs,
		@JsonInclude(JsonInclude.Include.NON_NULL) FixedRateFigures fixedRate,
		@JsonInclude(JsonInclude.Include.NON_NULL) JmeterFigures jmeter,
		@JsonInclude(JsonInclude.Include.NON_NULL) KeepAlive keepAlive) {

}
