package io.github.bootbench.report.io;

import java.util.List;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.node.ObjectNode;

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

	/**
	 * A document as JSON with more fields, each written right after the field it names
	 * (in the order given where two follow the same one).
	 * @throws IllegalStateException for a field to follow that the document does not have
	 */
	public static ObjectNode withFields(Object document, List<Inserted> inserted) {
		ObjectNode core = MAPPER.valueToTree(document);
		ObjectNode whole = MAPPER.createObjectNode();
		core.properties().forEach((field) -> {
			whole.set(field.getKey(), field.getValue());
			inserted.stream()
				.filter((more) -> more.after().equals(field.getKey()))
				.forEach((more) -> whole.set(more.key(), MAPPER.valueToTree(more.value())));
		});
		inserted.stream().filter((more) -> !whole.has(more.key())).findFirst().ifPresent((more) -> {
			throw new IllegalStateException(
					"the document has no " + more.after() + " for " + more.key() + " to follow");
		});
		return whole;
	}

	/**
	 * A field to add to a document.
	 *
	 * @param after the document's field it follows
	 * @param key its name
	 * @param value its value (null is written as null)
	 */
	public record Inserted(String after, String key, Object value) {

	}

}
