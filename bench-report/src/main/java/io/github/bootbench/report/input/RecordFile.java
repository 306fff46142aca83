package io.github.bootbench.report.input;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.function.UnaryOperator;

import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.ObjectWriter;
import io.github.bootbench.report.io.Json;

/**
 * run.json as {@link RunRecorder} rewrites it: read as a {@link RunRecord}, changed into
 * a new one and written whole through a temporary file moved over it, so that a run
 * killed mid-write leaves the previous record whole, indented as jq indents.
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

	/**
	 * Reads {@code file}, applies {@code change} and writes the record it makes, unless
	 * it is the same one (a finished run's end recorded again leaves its file as it is).
	 */
	static void update(Path file, UnaryOperator<RunRecord> change) throws IOException {
		if (!Files.isRegularFile(file)) {
			throw new IOException(file + " does not exist: the run's start was not recorded");
		}
		RunRecord run = RunRecord.read(file);
		RunRecord changed = change.apply(run);
		if (!changed.equals(run)) {
			write(file, changed);
		}
	}

	static void write(Path file, RunRecord run) throws IOException {
		Path temporary = file.resolveSibling(file.getFileName() + ".tmp");
		Files.writeString(temporary, text(run));
		Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
	}

	/** The record as run.json holds it. */
	static String text(RunRecord run) throws IOException {
		return WRITER.writeValueAsString(run) + "\n";
	}

}
