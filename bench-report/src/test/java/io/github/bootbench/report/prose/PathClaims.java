package io.github.bootbench.report.prose;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.bootbench.report.input.Pinning;
import io.github.bootbench.report.plan.OptionValues;

/**
 * Any single figure of a run's files, by its path: {@code figure: PATH} reads
 * results.json and {@code figure: run.json:PATH} run.json. A path is keys joined by dots;
 * a key may pick an array's element by its fields
 * ({@code rows[endpoint=block,tool=wrk,concurrency=100]}) or its index
 * ({@code planted[0]}), and a key with dots in it is written in braces
 * ({@code metrics.{jvm.classes.loaded}}). A number is compared to as many decimals as the
 * text gives, with thousands separated where the text separates them, and whatever
 * follows the number in the text (a unit) must follow it in the claim too: e.g.
 * {@code [29,515](… "figure: rows[endpoint=block,tool=wrk,concurrency=100].cells.boot4-tomcat.throughput.median")};
 * a path may end in {@code / N} to cite the figure divided by N (bytes as MB).
 */
final class PathClaims {

	private static final Pattern KEY = Pattern.compile("([^\\[]+)(?:\\[([^\\]]+)\\])?");

	private static final Pattern NUMBER = Pattern.compile("(-?\\d[\\d,]*(?:\\.\\d+)?)(.*)");

	private PathClaims() {
	}

	static String check(JsonNode document, String text, String claim) {
		// "PATH / 1000000": the figure in another unit, e.g. bytes as MB.
		String[] scaled = claim.split(" / ", 2);
		String path = scaled[0];
		double divisor = (scaled.length == 2) ? Double.parseDouble(scaled[1]) : 1;
		return compare(at(document, path), divisor, text, "figure: " + claim);
	}

	/**
	 * {@code constant: CLASS.FIELD[ / N]}: a named constant of bench-report's main code
	 * (e.g. {@code core.Method.JIT_BUSY_PERCENT}), so that prose about a threshold says
	 * the threshold the code applies.
	 */
	static String checkConstant(String text, String claim) {
		String[] scaled = claim.split(" / ", 2);
		int dot = scaled[0].lastIndexOf('.');
		try {
			Object value = Class.forName("io.github.bootbench.report." + scaled[0].substring(0, dot))
				.getField(scaled[0].substring(dot + 1))
				.get(null);
			return compare(io.github.bootbench.report.io.Json.MAPPER.valueToTree(value),
					(scaled.length == 2) ? Double.parseDouble(scaled[1]) : 1, text, "constant: " + claim);
		}
		catch (ReflectiveOperationException | RuntimeException ex) {
			return "'constant: " + claim + "': no such public constant (" + ex + ")";
		}
	}

	/**
	 * {@code split: N}: the {@code --cpus} a run takes by default on a machine of N CPUs
	 * ({@code 0-3:4-7}), as the plan makes it.
	 */
	static String checkSplit(String text, String machineCpus) {
		Pinning pinning = OptionValues.pinning(null, Integer.parseInt(machineCpus.strip()));
		String expected = pinning.serverCpus() + ":" + pinning.loadCpus();
		return expected.equals(text) ? null
				: "'split: " + machineCpus + "' says '" + text + "', the plan splits it '" + expected + "'";
	}

	static String compare(JsonNode value, double divisor, String text, String claim) {
		if (value == null || value.isMissingNode() || value.isNull() || value.isContainerNode()) {
			return "'" + claim + "': no such figure";
		}
		Matcher number = NUMBER.matcher(text);
		String expected;
		if (value.isNumber() && number.matches()) {
			String said = number.group(1);
			int decimals = said.contains(".") ? said.length() - said.indexOf('.') - 1 : 0;
			expected = String.format(Locale.ROOT, (said.contains(",") || said.length() > 4 && !said.contains("."))
					? "%,." + decimals + "f" : "%." + decimals + "f", value.asDouble() / divisor) + number.group(2);
		}
		else {
			expected = value.asText();
		}
		return expected.equals(text) ? null : "'" + claim + "' says '" + text + "', its source says '" + expected + "'";
	}

	/** The node at a path, or null where a key or a selector finds nothing. */
	static JsonNode at(JsonNode document, String path) {
		JsonNode node = document;
		for (String key : path.split("\\.(?![^\\[{]*[\\]}])")) {
			if (key.startsWith("{") && key.endsWith("}")) {
				node = node.path(key.substring(1, key.length() - 1));
				continue;
			}
			Matcher part = KEY.matcher(key);
			if (!part.matches()) {
				return null;
			}
			node = node.path(part.group(1));
			if (part.group(2) != null) {
				node = select(node, part.group(2));
				if (node == null) {
					return null;
				}
			}
		}
		return node;
	}

	private static JsonNode select(JsonNode array, String selector) {
		if (selector.matches("\\d+")) {
			return array.path(Integer.parseInt(selector));
		}
		for (JsonNode element : array) {
			boolean matches = true;
			for (String condition : selector.split(",")) {
				String[] pair = condition.split("=", 2);
				matches &= pair.length == 2 && element.path(pair[0].strip()).asText().equals(pair[1].strip());
			}
			if (matches) {
				return element;
			}
		}
		return null;
	}

}
