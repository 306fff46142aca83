package io.github.bootbench.report.format.markdown;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Small helpers for GitHub-flavoured markdown and the number formats every report uses.
 */
public final class Markdown {

	private Markdown() {
	}

	public static String table(List<String> header, List<List<String>> rows) {
		StringBuilder table = new StringBuilder();
		table.append(row(header));
		table.append(row(header.stream().map((cell) -> "---").toList()));
		rows.forEach((cells) -> table.append(row(cells)));
		return table.append('\n').toString();
	}

	private static String row(List<String> cells) {
		return "| " + String.join(" | ", cells.stream().map((cell) -> cell.replace("|", "\\|")).toList()) + " |\n";
	}

	/** A header: the first cell, then one per name. */
	public static List<String> header(String first, List<String> names) {
		List<String> header = new ArrayList<>();
		header.add(first);
		header.addAll(names);
		return header;
	}

	public static void bullets(StringBuilder md, List<String> lines) {
		lines.forEach((line) -> md.append("- ").append(line).append('\n'));
		md.append('\n');
	}

	public static String integer(Double value) {
		return (value != null) ? String.format(Locale.ROOT, "%,.0f", value) : "–";
	}

	public static String integer(long value) {
		return String.format(Locale.ROOT, "%,d", value);
	}

	public static String decimal(Double value) {
		return (value != null) ? String.format(Locale.ROOT, "%,.1f", value) : "–";
	}

	public static String decimals(Double value, int digits) {
		return (value != null) ? String.format(Locale.ROOT, "%,." + digits + "f", value) : "–";
	}

	public static String percent(Double value) {
		return (value != null) ? String.format(Locale.ROOT, "%.0f %%", value) : "–";
	}

	public static String megabytes(Double kilobytes) {
		return (kilobytes != null) ? String.format(Locale.ROOT, "%,.0f MB", kilobytes / 1024) : "–";
	}

	/** Bytes as megabytes: {@code 116 MB}. */
	public static String megabytesOfBytes(Double bytes) {
		return megabytes((bytes != null) ? bytes / 1024 : null);
	}

}
