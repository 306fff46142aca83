package io.github.bootbench.report;

import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/** The one JSON mapper of the tool. */
public final class Json {

	public static final ObjectMapper MAPPER = new ObjectMapper();

	private Json() {
	}

	/** The elements of a JSON array as text (empty for a missing node). */
	public static List<String> texts(JsonNode array) {
		List<String> values = new ArrayList<>();
		array.forEach((value) -> values.add(value.asText()));
		return values;
	}

}
