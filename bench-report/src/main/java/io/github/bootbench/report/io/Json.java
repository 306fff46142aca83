package io.github.bootbench.report.io;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;

/**
 * The one JSON mapper of the tool. Unknown fields are ignored when reading, so that a
 * newer harness can add to its files; a field the reader requires and does not find fails
 * the read.
 */
public final class Json {

	public static final ObjectMapper MAPPER = new ObjectMapper()
		.disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

	private Json() {
	}

	/** The writer of every JSON file the tool writes: indented, as people read them. */
	public static ObjectWriter pretty() {
		return MAPPER.writerWithDefaultPrettyPrinter();
	}

}
