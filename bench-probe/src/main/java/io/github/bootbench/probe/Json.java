package io.github.bootbench.probe;

import java.util.Iterator;
import java.util.Map;

/**
 * JSON for the probe's one small object of strings, numbers, lists and maps. Written by
 * hand because the probe must not depend on a JSON library the user's app may not have,
 * or have at a version of its own.
 */
final class Json {

	private Json() {
	}

	static String write(Object value) {
		StringBuilder json = new StringBuilder();
		append(json, value);
		return json.toString();
	}

	private static void append(StringBuilder json, Object value) {
		if (value == null) {
			json.append("null");
		}
		else if (value instanceof Number || value instanceof Boolean) {
			json.append(value);
		}
		else if (value instanceof Map<?, ?> map) {
			json.append('{');
			Iterator<? extends Map.Entry<?, ?>> entries = map.entrySet().iterator();
			while (entries.hasNext()) {
				Map.Entry<?, ?> entry = entries.next();
				string(json, String.valueOf(entry.getKey()));
				json.append(':');
				append(json, entry.getValue());
				json.append(entries.hasNext() ? "," : "");
			}
			json.append('}');
		}
		else if (value instanceof Iterable<?> items) {
			json.append('[');
			Iterator<?> each = items.iterator();
			while (each.hasNext()) {
				append(json, each.next());
				json.append(each.hasNext() ? "," : "");
			}
			json.append(']');
		}
		else {
			string(json, value.toString());
		}
	}

	private static void string(StringBuilder json, String text) {
		json.append('"');
		for (int i = 0; i < text.length(); i++) {
			char c = text.charAt(i);
			switch (c) {
				case '"' -> json.append("\\\"");
				case '\\' -> json.append("\\\\");
				case '\n' -> json.append("\\n");
				case '\r' -> json.append("\\r");
				case '\t' -> json.append("\\t");
				default -> {
					if (c < 0x20) {
						json.append(String.format("\\u%04x", (int) c));
					}
					else {
						json.append(c);
					}
				}
			}
		}
		json.append('"');
	}

}
