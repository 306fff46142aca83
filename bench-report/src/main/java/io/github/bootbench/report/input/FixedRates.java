package io.github.bootbench.report.input;

import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * The levels of the fixed-rate tool ({@code hyperfoil}): the rates it drives every
 * variant at. Either shares of a measured saturation, resolved per endpoint once the run
 * has measured it, or absolute rates given with {@code --rates}, the same on every
 * endpoint.
 * <p>
 * The saturation is the slowest variant's: after round 1's warm-up, each variant of the
 * round is loaded by {@code wrk} for {@code probeSeconds} at {@code probeConcurrency} on
 * each endpoint, and the lowest throughput is what every share is taken of, so that every
 * variant is driven at the same absolute rates, which the slowest can serve.
 *
 * @param levels the rates, each a percentage of the saturation (basis {@code saturation})
 * or requests per second (basis {@code absolute})
 * @param basis {@code saturation} or {@code absolute}
 * @param probeVariants the variants probed: round 1's, but the copies of the baseline
 * (the A/A control and the planted ones), which are no setting of their own
 * @param probeConcurrency wrk's connections in the probe, the run's highest concurrency
 * @param probeSeconds each probe window's length
 * @param connections the HTTP/1.1 connections the fixed-rate tool shares between its
 * requests: twice the probe's concurrency (the plan's rule). By Little's law, a server
 * that held the probe's concurrency in flight at its saturated throughput holds fewer at
 * a lower rate, unless it stalls; when requests wait for a connection all the same, the
 * window fails the gate for it.
 * @param saturation per endpoint, each probed variant's throughput (req/s), once probed
 * @param resolved per endpoint, the absolute rates of the levels, once probed (basis
 * {@code saturation})
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record FixedRates(@JsonProperty(required = true) List<Integer> levels,
		@JsonProperty(required = true) String basis, List<String> probeVariants,
		@JsonProperty(required = true) int probeConcurrency, @JsonProperty(required = true) int probeSeconds,
		@JsonProperty(required = true) int connections, Map<String, Map<String, Double>> saturation,
		Map<String, List<Integer>> resolved) {

	/** Levels that are percentages of the slowest variant's saturated throughput. */
	public static final String SATURATION = "saturation";

	/** Levels that are requests per second. */
	public static final String ABSOLUTE = "absolute";

	/** Whether the levels are shares of a probed saturation. */
	public boolean ofSaturation() {
		return SATURATION.equals(this.basis);
	}

	/**
	 * The absolute rates an endpoint was driven at: the levels themselves, or their
	 * resolved rates (none for an endpoint not probed yet, as in a run stopped before its
	 * probe).
	 */
	public List<Integer> ratesOf(String endpoint) {
		if (!ofSaturation()) {
			return this.levels;
		}
		return (this.resolved == null) ? List.of() : this.resolved.getOrDefault(endpoint, List.of());
	}

	/**
	 * The share of the slowest variant's saturated throughput an endpoint's rate was
	 * resolved from, %; null for absolute rates or a rate not resolved from a share.
	 */
	public Integer shareOf(String endpoint, int rate) {
		int index = ofSaturation() ? ratesOf(endpoint).indexOf(rate) : -1;
		return (index >= 0 && index < this.levels.size()) ? this.levels.get(index) : null;
	}

	/** These rates with the probe's figures and the rates resolved from them. */
	public FixedRates probed(Map<String, Map<String, Double>> throughput, Map<String, List<Integer>> rates) {
		return new FixedRates(this.levels, this.basis, this.probeVariants, this.probeConcurrency, this.probeSeconds,
				this.connections, throughput, rates);
	}

	/** These rates with the variants their saturation is probed on. */
	public FixedRates probing(List<String> variants) {
		return new FixedRates(this.levels, this.basis, ofSaturation() ? List.copyOf(variants) : null,
				this.probeConcurrency, this.probeSeconds, this.connections, this.saturation, this.resolved);
	}

}
