package io.github.bootbench.report.io;

import java.io.IOException;
import java.util.List;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;

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

	/**
	 * The reader of what the scripts hand over to be recorded: a key the type does not
	 * know, or a null where it needs a value, fails the read, so that nothing is dropped
	 * or made up on its way into a record.
	 */
	public static <T> T strict(String json, Class<T> type) throws IOException {
		return MAPPER.readerFor(type)
			.with(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
			.readValue(json);
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
	 * A number written as Debian 12's jq (1.6) writes it: a whole one without a fraction
	 * ({@code 286}, not {@code 286.0}), so that a figure the scripts handed over through
	 * jq is written back by Java as the records before it were.
	 */
	public static final class AsJqWritesIt extends StdSerializer<Double> {

		/** A whole double below this is written as a long, which holds it exactly. */
		private static final double LARGEST_WHOLE = 1e17;

		public AsJqWritesIt() {
			super(Double.class);
		}

		@Override
		public void serialize(Double value, JsonGenerator generator, SerializerProvider provider) throws IOException {
			if (value == Math.rint(value) && Math.abs(value) < LARGEST_WHOLE) {
				generator.writeNumber(value.longValue());
			}
			else {
				generator.writeNumber(value);
			}
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
