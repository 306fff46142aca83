package io.github.bootbench.report.core;

import java.util.Comparator;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * Which window: a variant, a cell (endpoint, tool, level), the round, the block within it
 * (from 1; 0 for a run made before blocks) and the visit (2 for a variant's second window
 * in a mirrored block; in a duet block, the window's place in the block, the same on both
 * of its variants).
 *
 * @param variant the variant's id; results.csv's first column and results.json's
 * measurements name it {@code container}, as they did before runs had variants, so that
 * committed results re-render unchanged
 * @param tool the load tool
 * @param duet the order of a duet window ({@code duet}, {@code sliced}), whose partner is
 * the window of the same round, block and visit; null for a window measured alone
 */
@JsonPropertyOrder({ "container", "endpoint", "tool", "concurrency", "round", "block", "visit", "duet" })
public record WindowKey(@JsonProperty("container") String variant, String endpoint, Tool tool, int concurrency,
		int round, int block, int visit, @JsonInclude(JsonInclude.Include.NON_NULL) String duet) {

	/** A window measured alone. */
	public WindowKey(String variant, String endpoint, Tool tool, int concurrency, int round, int block, int visit) {
		this(variant, endpoint, tool, concurrency, round, block, visit, null);
	}

	/** Variant, endpoint, tool, level, round, block, visit: the order of results.csv. */
	public static final Comparator<WindowKey> ORDER = Comparator.comparing(WindowKey::variant)
		.thenComparing(WindowKey::endpoint)
		.thenComparing(WindowKey::tool, Tool.BY_ID)
		.thenComparingInt(WindowKey::concurrency)
		.thenComparingInt(WindowKey::round)
		.thenComparingInt(WindowKey::block)
		.thenComparing(WindowKey::duet, Comparator.nullsFirst(Comparator.naturalOrder()))
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
