package io.github.bootbench.report.feature.memory;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A JVM's native memory as {@code jcmd PID VM.native_memory summary} prints it with
 * Native Memory Tracking at summary level: the total and each category's reserved and
 * committed KB, and the thread count.
 *
 * @param categories each category by NMT's name ({@code Java Heap}, {@code Thread}, ...),
 * in the order printed
 * @param threads the thread count of the Thread category, or null when not printed
 */
public record NativeMemory(long reservedKb, long committedKb, Map<String, Category> categories, Integer threads) {

	/**
	 * The groups a report shows, in order: the categories a reader asks about by name,
	 * the rest summed into {@link #REST}. Direct byte buffers (Undertow's buffer pool
	 * among them) are NMT's {@code Other}; from Java 21, NMT counts Metaspace on its own,
	 * which Java 17 counts as {@code Class}.
	 */
	public static final List<String> GROUPS = List.of("Java Heap", "Class", "Thread", "Code", "GC", "Internal",
			"Other");

	/** The group of every category not in {@link #GROUPS}. */
	public static final String REST = "the rest";

	private static final Pattern TOTAL = Pattern.compile("^Total: reserved=(\\d+)KB, committed=(\\d+)KB",
			Pattern.MULTILINE);

	private static final Pattern CATEGORY = Pattern.compile("^-\\s+(.+?) \\(reserved=(\\d+)KB, committed=(\\d+)KB\\)",
			Pattern.MULTILINE);

	private static final Pattern THREADS = Pattern.compile("\\(threads? #(\\d+)\\)");

	/** One category's reserved and committed KB. */
	public record Category(long reservedKb, long committedKb) {

	}

	/**
	 * The summary in {@code jcmd}'s output; empty when the output holds none (NMT off,
	 * the JVM gone, a scale other than KB).
	 */
	public static Optional<NativeMemory> parse(String output) {
		Matcher total = TOTAL.matcher(output);
		if (!total.find()) {
			return Optional.empty();
		}
		Map<String, Category> categories = new LinkedHashMap<>();
		Integer threads = null;
		Matcher category = CATEGORY.matcher(output);
		while (category.find()) {
			String name = category.group(1).strip();
			categories.put(name, new Category(Long.parseLong(category.group(2)), Long.parseLong(category.group(3))));
			if ("Thread".equals(name)) {
				Matcher count = THREADS.matcher(output.substring(category.end()));
				if (count.find() && !output.substring(category.end(), category.end() + count.start()).contains("\n-")) {
					threads = Integer.valueOf(count.group(1));
				}
			}
		}
		return Optional.of(new NativeMemory(Long.parseLong(total.group(1)), Long.parseLong(total.group(2)),
				Collections.unmodifiableMap(categories), threads));
	}

	/** Committed KB per group of {@link #GROUPS}, then {@link #REST}, in that order. */
	public Map<String, Long> committedByGroup() {
		Map<String, Long> groups = new LinkedHashMap<>();
		GROUPS.forEach((group) -> groups.put(group, 0L));
		groups.put(REST, 0L);
		this.categories.forEach((name, category) -> groups.merge(group(name), category.committedKb(), Long::sum));
		return groups;
	}

	/** The group a category is shown in. */
	static String group(String category) {
		if ("Metaspace".equals(category)) {
			return "Class";
		}
		return GROUPS.contains(category) ? category : REST;
	}

}
