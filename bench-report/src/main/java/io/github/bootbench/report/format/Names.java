package io.github.bootbench.report.format;

import io.github.bootbench.report.core.Tool;

/**
 * How every report, chart and document spells what a run measured, so that one word has
 * one meaning: an endpoint is written as the path the load tools call
 * ({@code /test/block}), never as its bare id, because "block" alone is the measurement
 * unit (one window per variant, back to back); a variant is written as its id
 * ({@code boot4-jetty}, {@code boot4-tomcat-control}), the spelling of its files and
 * charts.
 */
public final class Names {

	private Names() {
	}

	/**
	 * The endpoint's path as the load tools call it, without its query: {@code /test/io}.
	 */
	public static String endpoint(String id) {
		return "/test/" + id;
	}

	/** A cell as a reader sees it: {@code /test/block wrk c=100}. */
	public static String cell(String endpoint, Tool tool, int level) {
		return endpoint(endpoint) + " " + Tool.withLevel(tool, level);
	}

}
