package io.github.bootbench.report.parse;

/**
 * The output is not a complete summary of a run that received responses: nothing can be
 * read from it.
 */
public class IncompleteOutputException extends Exception {

	public IncompleteOutputException(String message) {
		super(message);
	}

}
