package io.github.bootbench.report.parse;

import java.math.BigDecimal;
import java.util.regex.Pattern;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.io.Json;

/**
 * siege 4.0 summaries, plain or JSON ({@code json_output = true} or {@code -j}). siege
 * gives latency at 10 ms resolution and no percentiles.
 */
final class SiegeParser implements ToolParser {

	private static final Pattern USERS = Summary.line("^\\*\\* Preparing (\\d+) concurrent users for battle");

	private static final Pattern JSON_SUMMARY = Pattern.compile("(?s)\\{\\s*\"transactions\".*?\\}");

	private static final Pattern TRANSACTIONS = Summary.line("^Transactions:\\s+(\\d+) hits");

	private static final Pattern SUCCESSFUL = Summary.line("^Successful transactions:\\s+(\\d+)");

	private static final Pattern FAILED = Summary.line("^Failed transactions:\\s+(\\d+)");

	private static final Pattern RATE = Summary.line("^Transaction rate:\\s+([\\d.]+) trans/sec");

	private static final Pattern RESPONSE_TIME = Summary.line("^Response time:\\s+([\\d.]+) secs");

	private static final Pattern LONGEST = Summary.line("^Longest transaction:\\s+([\\d.]+)");

	private static final Pattern ELAPSED = Summary.line("^Elapsed time:\\s+([\\d.]+) secs");

	@Override
	public ToolResult parse(String text) throws IncompleteOutputException {
		Summary summary = new Summary(Tool.SIEGE, text);
		String users = summary.optional(USERS);
		Integer concurrency = (users != null) ? Integer.valueOf(users) : null;
		var jsonSummary = JSON_SUMMARY.matcher(text);
		ToolResult result = jsonSummary.find() ? fromJson(jsonSummary.group(), concurrency)
				: fromText(summary, concurrency);
		if (result.requests() == 0) {
			throw new IncompleteOutputException("siege completed no transaction in " + result.durationSeconds() + " s");
		}
		return result;
	}

	private static ToolResult fromText(Summary summary, Integer concurrency) throws IncompleteOutputException {
		long transactions = summary.requireLong(TRANSACTIONS, "Transactions");
		long successful = summary.requireLong(SUCCESSFUL, "Successful transactions");
		return new ToolResult(Tool.SIEGE, transactions, successful, summary.requireLong(FAILED, "Failed transactions"),
				transactions - successful, 0, summary.requireDouble(RATE, "Transaction rate"),
				secondsToMillis(summary.require(RESPONSE_TIME, "Response time")), null, null, null,
				secondsToMillis(summary.require(LONGEST, "Longest transaction")),
				summary.requireDouble(ELAPSED, "Elapsed time"), concurrency, null, null, null, null);
	}

	private static ToolResult fromJson(String json, Integer concurrency) throws IncompleteOutputException {
		JsonNode node;
		try {
			node = Json.MAPPER.readTree(json);
		}
		catch (JsonProcessingException ex) {
			throw new IncompleteOutputException("siege JSON summary does not parse: " + ex.getOriginalMessage());
		}
		long transactions = required(node, "transactions").asLong();
		long successful = required(node, "successful_transactions").asLong();
		return new ToolResult(Tool.SIEGE, transactions, successful, required(node, "failed_transactions").asLong(),
				transactions - successful, 0, required(node, "transaction_rate").asDouble(),
				secondsToMillis(required(node, "response_time").asText()), null, null, null,
				secondsToMillis(required(node, "longest_transaction").asText()),
				required(node, "elapsed_time").asDouble(), concurrency, null, null, null, null);
	}

	private static double secondsToMillis(String seconds) {
		return new BigDecimal(seconds).movePointRight(3).doubleValue();
	}

	private static JsonNode required(JsonNode node, String field) throws IncompleteOutputException {
		JsonNode value = node.get(field);
		if (value == null || !value.isNumber()) {
			throw new IncompleteOutputException("siege JSON summary has no numeric '" + field + "'");
		}
		return value;
	}

}
