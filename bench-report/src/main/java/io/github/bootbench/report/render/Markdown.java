package io.github.bootbench.report.render;

import java.util.List;
import java.util.Locale;

/** Small helpers for GitHub-flavoured markdown and the number formats the report uses. */
final class Markdown {

	private Markdown() {
	}

	static String table(List<String> header, List<List<String>> rows) {
		StringBuilder table = new StringBuilder();
		table.append(row(header));
		table.append(row(header.stream().map((cell) -> "---").toList()));
		rows.forEach((cells) -> table.append(row(cells)));
		return table.append('\n').toString();
	}

	private static String row(List<String> cells) {
		return "| " + String.join(" | ", cells.stream().map((cell) -> cell.replace("|", "\\|")).toList()) + " |\n";
	}

	static String integer(Double value) {
		return (value != null) ? String.format(Locale.ROOT, "%,.0f", value) : "–";
	}

	static String integer(long value) {
		return String.format(Locale.ROOT, "%,d", value);
	}

	static String decimal(Double value) {
		return (value != null) ? String.format(Locale.ROOT, "%,.1f", value) : "–";
	}

	static String decimals(Double value, int digits) {
		return (value != null) ? String.format(Locale.ROOT, "%,." + digits + "f", value) : "–";
	}

	static String percent(Double value) {
		return (value != null) ? String.format(Locale.ROOT, "%.0f %%", value) : "–";
	}

	static String megabytes(Double kilobytes) {
		return (kilobytes != null) ? String.format(Locale.ROOT, "%,.0f MB", kilobytes / 1024) : "–";
	}

}
