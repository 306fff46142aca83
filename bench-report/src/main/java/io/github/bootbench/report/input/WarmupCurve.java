package io.github.bootbench.report.input;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import io.github.bootbench.report.io.Csv;

/**
 * One JVM's warm-up ({@code warmup/<container>-r<round>.csv}): a primer row per endpoint
 * and tool, then a row per endpoint in each window, with the throughput and its change
 * over the same endpoint's previous window.
 */
public record WarmupCurve(List<Row> rows) {

	static final String HEADER = "phase,window,endpoint,tool,concurrency,seconds,requests_per_second,change_percent\n";

	public static final String PRIMER = "primer";

	public static final String WINDOW = "window";

	/**
	 * @param requestsPerSecond null when the output did not parse
	 * @param changePercent change over this endpoint's previous window, null for the
	 * first or an unknown one
	 */
	public record Row(String phase, int window, String endpoint, String tool, int concurrency, int seconds,
			Double requestsPerSecond, Double changePercent) {

	}

	public static WarmupCurve read(Path csv) throws IOException {
		List<Row> rows = new ArrayList<>();
		for (Map<String, String> row : Csv.read(csv)) {
			rows.add(new Row(row.get("phase"), Integer.parseInt(row.get("window")), row.get("endpoint"),
					row.get("tool"), Integer.parseInt(row.get("concurrency")), Integer.parseInt(row.get("seconds")),
					Csv.decimal(row, "requests_per_second"), Csv.decimal(row, "change_percent")));
		}
		return new WarmupCurve(List.copyOf(rows));
	}

	/** Appends a row, writing the header first when the file is new. */
	public static void append(Path csv, Row row) throws IOException {
		if (!Files.isRegularFile(csv)) {
			Files.writeString(csv, HEADER);
		}
		Files.writeString(csv,
				String.join(",", row.phase(), String.valueOf(row.window()), row.endpoint(), row.tool(),
						String.valueOf(row.concurrency()), String.valueOf(row.seconds()), text(row.requestsPerSecond()),
						text(row.changePercent())) + "\n",
				StandardOpenOption.APPEND);
	}

	private static String text(Double value) {
		if (value == null) {
			return "";
		}
		return (value == Math.rint(value)) ? String.format(Locale.ROOT, "%.0f", value) : String.valueOf(value);
	}

	/** This curve with one more row, as {@link #append} writes it. */
	public WarmupCurve with(Row row) {
		List<Row> rows = new ArrayList<>(this.rows);
		rows.add(row);
		return new WarmupCurve(List.copyOf(rows));
	}

	/** The window rows, in order. */
	public List<Row> windows() {
		return this.rows.stream().filter((row) -> WINDOW.equals(row.phase())).toList();
	}

	/** The latest window row of an endpoint, or null. */
	public Row lastWindow(String endpoint) {
		List<Row> rows = windows().stream().filter((row) -> row.endpoint().equals(endpoint)).toList();
		return rows.isEmpty() ? null : rows.get(rows.size() - 1);
	}

}
