package io.github.bootbench.report.model;

import java.util.Map;

import io.github.bootbench.report.stats.Verdict;

/** One endpoint, tool and concurrency: a cell per container and the verdict on them. */
public record Row(String endpoint, String tool, int concurrency, Map<String, Cell> cells, Verdict verdict) {

	/** {@code block · wrk · c=100}. */
	public String label() {
		return this.endpoint + " · " + this.tool + " · c=" + this.concurrency;
	}

	/** {@code block · wrk}: the table a row belongs to. */
	public String group() {
		return this.endpoint + " · " + this.tool;
	}

}
