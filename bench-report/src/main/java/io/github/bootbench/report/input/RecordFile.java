package io.github.bootbench.report.input;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.function.Consumer;

import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.bootbench.report.io.Json;

/**
 * run.json as {@link RunRecorder} rewrites it: read, changed and written whole through a
 * temporary file moved over it, so that a run killed mid-write leaves the previous record
 * whole, indented as jq indents.
 */
final class RecordFile {

	/** Indented as jq indents: a record reads and diffs as the earlier ones did. */
	private static final ObjectWriter WRITER = Json.MAPPER.writer(
			new DefaultPrettyPrinter()
				.withSeparators(Separators.createDefaultInstance()
					.withObjectFieldValueSpacing(Separators.Spacing.AFTER)
					.withObjectEmptySeparator("")
					.withArrayEmptySeparator(""))
				.withArrayIndenter(DefaultIndenter.SYSTEM_LINEFEED_INSTANCE));

	private RecordFile() {
	}

	/** Reads {@code file}, applies {@code change} and writes it back. */
	static void update(Path file, Consumer<ObjectNode> change) throws IOException {
		if (!Files.isRegularFile(file)) {
			throw new IOException(file + " does not exist: the run's start was not recorded");
		}
		ObjectNode run = (ObjectNode) Json.MAPPER.readTree(file.toFile());
		change.accept(run);
		write(file, run);
	}

	static void write(Path file, ObjectNode run) throws IOException {
		Path temporary = file.resolveSibling(file.getFileName() + ".tmp");
		Files.writeString(temporary, WRITER.writeValueAsString(run) + "\n");
		Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
	}

}
