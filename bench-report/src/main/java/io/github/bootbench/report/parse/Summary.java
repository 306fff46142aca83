package io.github.bootbench.report.parse;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import io.github.bootbench.report.core.Tool;

/**
 * Reads figures out of a tool's summary text, saying what is missing when a required line
 * is not there.
 */
final class Summary {

	private final Tool tool;

	private final String text;

	Summary(Tool tool, String text) {
		this.tool = tool;
		this.text = text;
	}

	/**
	 * Refuses empty output, and output that lacks the line every output of this tool
	 * starts with.
	 */
	void requireBanner(Pattern banner, String line) throws IncompleteOutputException {
		if (this.text.isBlank()) {
			throw new IncompleteOutputException("no " + this.tool + " output: the output is empty");
		}
		if (!has(banner)) {
			String first = this.text.strip().lines().findFirst().orElse("");
			throw new IncompleteOutputException(
					"not " + this.tool + " output: no '" + line + "' line (it starts: '" + first + "')");
		}
	}

	boolean has(Pattern pattern) {
		return pattern.matcher(this.text).find();
	}

	/** The first group of the first match, or an error naming the missing line. */
	String require(Pattern pattern, String line) throws IncompleteOutputException {
		Matcher matcher = pattern.matcher(this.text);
		if (!matcher.find()) {
			throw new IncompleteOutputException(
					"not a complete " + this.tool + " summary: no '" + line + "' line" + hint());
		}
		return matcher.group(1);
	}

	Matcher requireMatch(Pattern pattern, String line) throws IncompleteOutputException {
		Matcher matcher = pattern.matcher(this.text);
		if (!matcher.find()) {
			throw new IncompleteOutputException(
					"not a complete " + this.tool + " summary: no '" + line + "' line" + hint());
		}
		return matcher;
	}

	String optional(Pattern pattern) {
		Matcher matcher = pattern.matcher(this.text);
		return matcher.find() ? matcher.group(1) : null;
	}

	long requireLong(Pattern pattern, String line) throws IncompleteOutputException {
		return Long.parseLong(require(pattern, line));
	}

	double requireDouble(Pattern pattern, String line) throws IncompleteOutputException {
		return Double.parseDouble(require(pattern, line));
	}

	long optionalLong(Pattern pattern, long otherwise) {
		String value = optional(pattern);
		return (value != null) ? Long.parseLong(value) : otherwise;
	}

	private String hint() {
		if (this.text.isBlank()) {
			return " (the output is empty)";
		}
		return " (killed before it finished, or another tool's output?)";
	}

	static Pattern line(String regex) {
		return Pattern.compile(regex, Pattern.MULTILINE);
	}

}
