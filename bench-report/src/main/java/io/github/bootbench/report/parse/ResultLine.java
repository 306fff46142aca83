package io.github.bootbench.report.parse;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import io.github.bootbench.report.io.Json;

/**
 * The one JSON line this project's load tools (bench-latency, bench-jmeter) end their
 * output with, after the lines their libraries print.
 */
final class ResultLine {

	private ResultLine() {
	}

	/**
	 * The result line that starts with {@code start}, parsed; the last one if there are
	 * several.
	 * @param program the program as its errors name it
	 */
	static JsonNode read(String text, String start, String program) throws IncompleteOutputException {
		if (text.isBlank()) {
			throw new IncompleteOutputException("no " + program + " output: the output is empty");
		}
		int from = text.lastIndexOf(start);
		if (from < 0) {
			String first = text.strip().lines().findFirst().orElse("");
			throw new IncompleteOutputException("not a complete " + program + " output: no result line (killed before "
					+ "it finished, or another tool's output? it starts: '" + first + "')");
		}
		int end = text.indexOf('\n', from);
		try {
			return Json.MAPPER.readTree((end < 0) ? text.substring(from) : text.substring(from, end));
		}
		catch (JsonProcessingException ex) {
			throw new IncompleteOutputException(program + "'s result line is not complete JSON (killed while "
					+ "writing it?): " + ex.getOriginalMessage());
		}
	}

}
