package io.github.bootbench.report.parse;

/**
 * Reads one tool's untouched output (stdout and stderr together, as a terminal shows
 * them).
 */
interface ToolParser {

	/**
	 * @throws IncompleteOutputException when the text is not a complete summary of a run
	 * that received at least one response (killed mid-run, connection refused, empty,
	 * another tool's output)
	 */
	ToolResult parse(String text) throws IncompleteOutputException;

}
