package io.github.bootbench.report.parse;

import java.util.Iterator;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.bootbench.report.core.Tool;

/**
 * bench-jmeter's output (Apache JMeter through jmeter-java-dsl): JMeter's progress lines,
 * its Summary Report as a table, then the window as one JSON line. Only that line is
 * read. A sample whose response code is not a number got no response (JMeter writes "Non
 * HTTP response code: " and the exception): an error; a number outside 2xx is a non-2xx
 * response.
 */
final class JmeterParser implements ToolParser {

	private static final String RESULT_LINE = "{\"tool\":\"jmeter\"";

	@Override
	public ToolResult parse(String text) throws IncompleteOutputException {
		JsonNode window = ResultLine.read(text, RESULT_LINE, "bench-jmeter");
		JsonNode summary = required(window, "summary");
		long samples = required(summary, "samples").asLong();
		if (samples == 0) {
			throw new IncompleteOutputException("JMeter recorded no sample");
		}
		long ok = 0;
		long non2xx = 0;
		long errors = 0;
		for (Iterator<Map.Entry<String, JsonNode>> codes = required(window, "responseCodes").fields(); codes
			.hasNext();) {
			Map.Entry<String, JsonNode> code = codes.next();
			long count = code.getValue().asLong();
			if (!code.getKey().matches("\\d{3}")) {
				errors += count;
			}
			else if (code.getKey().startsWith("2")) {
				ok += count;
			}
			else {
				non2xx += count;
			}
		}
		if (ok + non2xx + errors != samples) {
			throw new IncompleteOutputException("JMeter's response codes count " + (ok + non2xx + errors)
					+ " samples, its Summary Report " + samples);
		}
		JsonNode percentiles = required(window, "percentilesMs");
		JmeterFigures figures = new JmeterFigures(required(window, "jmeter").asText(),
				required(window, "threads").asInt(), required(window, "rampSeconds").asInt(),
				required(window, "loops").asInt(), required(window, "url").asText(), samples,
				required(summary, "averageMs").asDouble(), required(summary, "minMs").asLong(),
				required(summary, "maxMs").asLong(), required(summary, "stdDevMs").asDouble(),
				required(summary, "errorFraction").asDouble() * 100,
				required(summary, "throughputPerSecond").asDouble(),
				required(summary, "receivedKBPerSecond").asDouble(), required(summary, "sentKBPerSecond").asDouble(),
				required(summary, "avgBytes").asDouble(), millis(percentiles, "p95"));
		return new ToolResult(Tool.JMETER, samples, ok, errors, non2xx, 0, figures.throughputPerSecond(),
				figures.averageMs(), millis(percentiles, "p50"), millis(percentiles, "p90"), millis(percentiles, "p99"),
				(double) figures.maxMs(), required(window, "elapsedSeconds").asDouble(), figures.threads(), null, null,
				figures, null);
	}

	private static Double millis(JsonNode percentiles, String name) throws IncompleteOutputException {
		return required(percentiles, name).asDouble();
	}

	private static JsonNode required(JsonNode node, String field) throws IncompleteOutputException {
		JsonNode value = node.path(field);
		if (value.isMissingNode() || value.isNull()) {
			throw new IncompleteOutputException("bench-jmeter's result line has no '" + field + "'");
		}
		return value;
	}

}
