package io.github.bootbench.report.model;

import java.util.Map;

import io.github.bootbench.report.core.Tool;

/**
 * One endpoint, tool and concurrency: a cell per variant, each variant's figures over all
 * its windows (the ratios to the baseline judge them).
 */
public record Row(String endpoint, Tool tool, int concurrency, Map<String, CellFigures> cells) {

	/** {@code block · wrk · c=100}. */
	public String label() {
		return this.endpoint + " · " + Tool.withLevel(this.tool, this.concurrency).replaceFirst(" ", " · ");
	}

	/** {@code block · wrk}: the table a row belongs to. */
	public String group() {
		return this.endpoint + " · " + this.tool;
	}

}
