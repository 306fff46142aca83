package io.github.bootbench.report.input;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.io.Csv;

/**
 * One JVM's warm-up ({@code warmup/<variant>-r<round>.csv}): a row per cycle (one load of
 * one endpoint with one tool, then the idle gap before its next load), with the
 * throughput and the compile time the JVM reports ({@code jvm.compilation.time}) after
 * it.
 */
public record WarmupCurve(List<Row> rows) {

	static final String HEADER = "cycle,endpoint,tool,concurrency,seconds,requests_per_second,compile_ms,"
			+ "compile_added_ms,read_at_ms\n";

	/**
	 * @param requestsPerSecond null when the output did not parse
	 * @param compileMs the JVM's total compile time after this load, null when unread
	 * @param compileAddedMs compile time added since the previous cycle's reading (over
	 * the idle gap and this load), null when either reading is missing
	 * @param readAtMs when the compile time was read (epoch ms), null in curves recorded
	 * before it was
	 */
	public record Row(int cycle, String endpoint, Tool tool, int concurrency, int seconds, Double requestsPerSecond,
			Double compileMs, Double compileAddedMs, Long readAtMs) {

		/**
		 * Endpoint, tool and concurrency: the load pattern, whose throughput can be
		 * compared.
		 */
		public String pattern() {
			return this.endpoint + " " + this.tool + " c=" + this.concurrency;
		}

	}

	/** A round's JVM of one variant and its warm-up. */
	public record Recorded(String variant, int round, WarmupCurve curve) {

	}

	public static WarmupCurve read(Path csv) throws IOException {
		List<Row> rows = new ArrayList<>();
		for (Map<String, String> row : Csv.read(csv)) {
			rows.add(new Row(Integer.parseInt(Csv.text(row, "cycle")), Csv.text(row, "endpoint"),
					Tool.of(Csv.text(row, "tool")), Integer.parseInt(Csv.text(row, "concurrency")),
					Integer.parseInt(Csv.text(row, "seconds")), Csv.decimal(row, "requests_per_second"),
					Csv.decimal(row, "compile_ms"), Csv.decimal(row, "compile_added_ms"),
					Csv.integer(row, "read_at_ms")));
		}
		return new WarmupCurve(List.copyOf(rows));
	}

	/** Appends a row, writing the header first when the file is new. */
	public static void append(Path csv, Row row) throws IOException {
		if (!Files.isRegularFile(csv)) {
			Files.writeString(csv, HEADER);
		}
		Files.writeString(csv,
				String.join(",", String.valueOf(row.cycle()), row.endpoint(), row.tool().id(),
						String.valueOf(row.concurrency()), String.valueOf(row.seconds()), text(row.requestsPerSecond()),
						text(row.compileMs()), text(row.compileAddedMs()),
						(row.readAtMs() != null) ? String.valueOf(row.readAtMs()) : "") + "\n",
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

	/** The latest row, or null. */
	public Row last() {
		return this.rows.isEmpty() ? null : this.rows.get(this.rows.size() - 1);
	}

	/**
	 * The time the row's added compile time accrued over: since the previous row's
	 * reading, or, where readings carry no time, the row's load.
	 */
	public double periodMs(Row row) {
		int index = this.rows.indexOf(row);
		if (index > 0 && row.readAtMs() != null && this.rows.get(index - 1).readAtMs() != null) {
			return row.readAtMs() - this.rows.get(index - 1).readAtMs();
		}
		return row.seconds() * 1000.0;
	}

	/** The latest row of a pattern before the last row, or null. */
	public Row previousOf(Row row) {
		for (int i = this.rows.indexOf(row) - 1; i >= 0; i--) {
			if (this.rows.get(i).pattern().equals(row.pattern())) {
				return this.rows.get(i);
			}
		}
		return null;
	}

}
