package io.github.bootbench.report.io;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

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
		MAPPER.writer(MAPPER.schemaFor(type).withHeader()).writeValue(csv.toFile(), rows);
	}

	public static Double decimal(Map<String, String> row, String column) {
		String cell = row.get(column);
		return (cell == null || cell.isBlank()) ? null : Double.valueOf(cell);
	}

	public static Long integer(Map<String, String> row, String column) {
		String cell = row.get(column);
		return (cell == null || cell.isBlank()) ? null : Long.valueOf(cell);
	}

}
