package io.github.bootbench.report.parse;

import io.github.bootbench.report.core.Tool;

/**
 * Reads one tool's untouched output (stdout and stderr together, as a terminal shows
 * them).
 */
public interface ToolParser {

	/**
	 * @throws IncompleteOutputException when the text is not a complete summary of a run
	 * that received at least one response (killed mid-run, connection refused, empty,
	 * another tool's output)
	 */
	ToolResult parse(String text) throws IncompleteOutputException;

	/** A tool's output parsed by the parser for that tool. */
	static ToolResult parse(Tool tool, String output) throws IncompleteOutputException {
		ToolParser parser = switch (tool) {
			case AB -> new AbParser();
			case SIEGE -> new SiegeParser();
			case WRK -> new WrkParser();
			case HYPERFOIL -> new FixedRateParser();
			case JMETER -> new JmeterParser();
		};
		return parser.parse(output);
	}

}
