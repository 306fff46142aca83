package io.github.bootbench.report;

import com.fasterxml.jackson.databind.ObjectMapper;

/** The one JSON mapper of the tool. */
public final class Json {

	public static final ObjectMapper MAPPER = new ObjectMapper();

	private Json() {
	}

}
