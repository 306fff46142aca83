package io.github.bootbench.report.core;

/**
 * One cell: an endpoint, a tool and its level, a concurrency for the closed-loop tools
 * and a rate for the fixed-rate one (in a plan with rates of a saturation not yet
 * measured: the percentage).
 *
 * @param tool the load tool
 */
public record Cell(String endpoint, Tool tool, int concurrency) {

	/** {@code block wrk c=100}, {@code block hyperfoil 5000/s}. */
	public String label() {
		return this.endpoint + " " + Tool.withLevel(this.tool, this.concurrency);
	}

}
