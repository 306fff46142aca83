package io.github.bootbench.report.parse;

import java.io.IOException;
import java.util.Iterator;
import java.util.Locale;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.bootbench.report.io.Json;

/**
 * Whether two JSON documents have the same structure (the same keys, the same kinds of
 * value, arrays of the same length), whatever their values: how two answers of an app to
 * one request are compared where the answers hold an id or a time made per request.
 */
public final class JsonStructure {

	private JsonStructure() {
	}

	/** Whether the text is a JSON document. */
	public static boolean isJson(String text) {
		return parse(text) != null;
	}

	/**
	 * Where the second document's structure first differs from the first's, as a path
	 * ({@code $.lines[0].price is string where the baseline's is number}), or null where
	 * it does not. Both must be JSON ({@link #isJson}).
	 */
	public static String difference(String expected, String actual) {
		return difference("$", parse(expected), parse(actual));
	}

	private static String difference(String path, JsonNode expected, JsonNode actual) {
		if (expected.getNodeType() != actual.getNodeType()) {
			return path + " is " + kind(actual) + " where the baseline's is " + kind(expected);
		}
		if (expected.isArray()) {
			if (expected.size() != actual.size()) {
				return path + " has " + actual.size() + " items where the baseline's has " + expected.size();
			}
			for (int i = 0; i < expected.size(); i++) {
				String difference = difference(path + "[" + i + "]", expected.get(i), actual.get(i));
				if (difference != null) {
					return difference;
				}
			}
		}
		if (expected.isObject()) {
			for (Iterator<String> names = expected.fieldNames(); names.hasNext();) {
				String name = names.next();
				if (!actual.has(name)) {
					return path + "." + name + " is missing";
				}
				String difference = difference(path + "." + name, expected.get(name), actual.get(name));
				if (difference != null) {
					return difference;
				}
			}
			for (Iterator<String> names = actual.fieldNames(); names.hasNext();) {
				String name = names.next();
				if (!expected.has(name)) {
					return path + "." + name + " is not in the baseline's";
				}
			}
		}
		return null;
	}

	private static String kind(JsonNode node) {
		return node.getNodeType().name().toLowerCase(Locale.ROOT);
	}

	private static JsonNode parse(String text) {
		try {
			return text.isBlank() ? null : Json.MAPPER.readTree(text);
		}
		catch (IOException ex) {
			return null;
		}
	}

}
