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
			inserted.stream().filter((more) -> field.getKey().equals(more.after())).forEach((more) -> add(whole, more));
		});
		inserted.stream().filter((more) -> more.after() == null).forEach((more) -> add(whole, more));
		inserted.stream()
			.filter((more) -> more.after() != null && !core.has(more.after()))
			.findFirst()
			.ifPresent((more) -> {
				throw new IllegalStateException(
						"the document has no " + more.after() + " for " + more.key() + " to follow");
			});
		return whole;
	}

	private static void add(ObjectNode document, Inserted field) {
		if (field.value() != null || !field.omittedWhenNull()) {
			document.set(field.key(), MAPPER.valueToTree(field.value()));
		}
	}

	/**
	 * A field to add to a document.
	 *
	 * @param after the document's field it follows; null: after all of them
	 * @param key its name
	 * @param value its value
	 * @param omittedWhenNull whether a null value leaves the field out (or writes null)
	 */
	public record Inserted(String after, String key, Object value, boolean omittedWhenNull) {

	}

}
