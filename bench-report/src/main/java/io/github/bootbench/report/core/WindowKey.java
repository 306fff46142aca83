package io.github.bootbench.report.core;

import java.util.Comparator;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * Which window: a variant, a cell (endpoint, tool, level), the round, the block within it
 * (from 1; 0 for a run made before blocks) and the visit (2 for a variant's second window
 * in a mirrored block).
 *
 * @param variant the variant's id; results.csv's first column and results.json's
 * measurements name it {@code container}, as they did before runs had variants, so that
 * committed results re-render unchanged
 * @param tool the load tool
 */
@JsonPropertyOrder({ "container", "endpoint", "tool", "concurrency", "round", "block", "visit" })
public record WindowKey(@JsonProperty("container") String variant, String endpoint, Tool tool, int concurrency,
		int round, int block, int visit) {

	/** Variant, endpoint, tool, level, round, block, visit: the order of results.csv. */
	public static final Comparator<WindowKey> ORDER = Comparator.comparing(WindowKey::variant)
		.thenComparing(WindowKey::endpoint)
		.thenComparing(WindowKey::tool, Tool.BY_ID)
		.thenComparingInt(WindowKey::concurrency)
		.thenComparingInt(WindowKey::round)
		.thenComparingInt(WindowKey::block)
		.thenComparingInt(WindowKey::visit);

	/** The window's cell. */
	public Cell cell() {
		return new Cell(this.endpoint, this.tool, this.concurrency);
	}

	/** Whether the window is of the cell. */
	public boolean at(String endpoint, Tool tool, int concurrency) {
		return this.endpoint.equals(endpoint) && this.tool == tool && this.concurrency == concurrency;
	}

}
