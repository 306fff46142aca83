package io.github.bootbench.report.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;

/** Reads the small CSV files the scripts write (header line first) as rows of named cells. */
public final class Csv {

	private static final CsvMapper MAPPER = new CsvMapper();

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

	public static Double decimal(Map<String, String> row, String column) {
		String cell = row.get(column);
		return (cell == null || cell.isBlank()) ? null : Double.valueOf(cell);
	}

	public static Long integer(Map<String, String> row, String column) {
		String cell = row.get(column);
		return (cell == null || cell.isBlank()) ? null : Long.valueOf(cell);
	}

}
