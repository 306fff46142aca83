package io.github.bootbench.report.io;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;

/**
 * The one CSV mapper: reads the small CSV files the scripts write (header first) and
 * writes results.csv.
 */
public final class Csv {

	public static final CsvMapper MAPPER = new CsvMapper();

	private Csv() {
	}

	/** The rows of a CSV file, or none when the file does not exist. */
	public static List<Map<String, String>> read(Path csv) throws IOException {
		if (!Files.isRegularFile(csv)) {
			return List.of();
		}
		try (MappingIterator<Map<String, String>> rows = MAPPER.readerForMapOf(String.class)
			.with(CsvSchema.emptySchema().withHeader())
			.readValues(csv.toFile())) {
			return new ArrayList<>(rows.readAll());
		}
	}

	/** Writes one row per element, with a header line from the type's properties. */
	public static void write(Path csv, Class<?> type, List<?> rows) throws IOException {
		write(csv, MAPPER.schemaFor(type), rows);
	}

	/**
	 * The columns of a type's properties, in their order, but those {@code leftOut}
	 * (which no row written with it may have a value for).
	 */
	public static CsvSchema schema(Class<?> type, Set<String> leftOut) {
		CsvSchema.Builder schema = CsvSchema.builder();
		for (CsvSchema.Column column : MAPPER.schemaFor(type)) {
			if (!leftOut.contains(column.getName())) {
				schema.addColumn(column.getName(), column.getType());
			}
		}
		return schema.build();
	}

	/** Writes one row per element, with a header line of {@code schema}'s columns. */
	public static void write(Path csv, CsvSchema schema, List<?> rows) throws IOException {
		MAPPER.writer(schema.withHeader()).writeValue(csv.toFile(), rows);
	}

	/**
	 * A row's cell, empty for an empty cell; a column the file does not have fails loudly
	 * rather than reading as an empty cell (a renamed header must not become a silent
	 * null).
	 */
	public static String text(Map<String, String> row, String column) {
		String cell = row.get(column);
		if (cell == null) {
			throw new IllegalStateException("no column '" + column + "' in a row with columns " + row.keySet());
		}
		return cell;
	}

	/**
	 * A row's number, null for an empty cell; a missing column fails as in {@link #text}.
	 */
	public static Double decimal(Map<String, String> row, String column) {
		String cell = text(row, column);
		return cell.isBlank() ? null : Double.valueOf(cell);
	}

	/**
	 * A row's whole number, null for an empty cell; a missing column fails as in
	 * {@link #text}.
	 */
	public static Long integer(Map<String, String> row, String column) {
		String cell = text(row, column);
		return cell.isBlank() ? null : Long.valueOf(cell);
	}

}
