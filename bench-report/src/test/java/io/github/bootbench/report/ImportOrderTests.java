package io.github.bootbench.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Imports in one order in every source file of bench-report, main and test: the JDK's
 * ({@code java.*}, {@code javax.*}), then every other, then the static ones, each group
 * sorted and set apart by one blank line, none twice and none of a class of the file's
 * own package. Checkstyle finds an unused import; this finds the rest, so that a class
 * moved between packages cannot leave its imports in the old shape.
 */
class ImportOrderTests {

	private static final Pattern PACKAGE = Pattern.compile("^package ([\\w.]+);", Pattern.MULTILINE);

	@Test
	void everySourceFileHasItsImportsInTheProjectsOrder() throws IOException {
		List<String> wrong = new ArrayList<>();
		for (Path root : List.of(Path.of("src", "main", "java"), Path.of("src", "test", "java"))) {
			try (Stream<Path> files = Files.walk(root)) {
				for (Path file : files.filter((f) -> f.toString().endsWith(".java")).toList()) {
					String problem = problem(Files.readString(file));
					if (problem != null) {
						wrong.add(file + ": " + problem);
					}
				}
			}
		}
		assertThat(wrong).isEmpty();
	}

	@Test
	void aFileWhoseImportsAreOutOfOrderIsNamedWithWhatIsWrong() {
		assertThat(problem("package a.b;\n\nimport java.util.List;\nimport com.x.Y;\n\nclass C {\n}\n"))
			.contains("expected");
		assertThat(problem("package a.b;\n\nimport a.b.Other;\n\nclass C {\n}\n")).contains("a.b.Other");
		assertThat(problem("package a.b;\n\nimport java.util.List;\n\nimport com.x.Y;\n\n"
				+ "import static org.x.Z.z;\n\nclass C {\n}\n"))
			.isNull();
	}

	/** What is wrong with a source's imports, or null. */
	static String problem(String source) {
		Matcher declared = PACKAGE.matcher(source);
		String own = declared.find() ? declared.group(1) : "";
		List<String> lines = source.lines().toList();
		int first = -1;
		int last = -1;
		for (int i = 0; i < lines.size(); i++) {
			if (lines.get(i).startsWith("import ")) {
				first = (first < 0) ? i : first;
				last = i;
			}
		}
		if (first < 0) {
			return null;
		}
		List<String> block = lines.subList(first, last + 1);
		List<String> imports = block.stream().filter((line) -> line.startsWith("import ")).toList();
		for (String line : imports) {
			String name = line.substring("import ".length(), line.length() - 1);
			if (!line.startsWith("import static ") && name.startsWith(own + ".")
					&& name.substring(own.length() + 1).matches("[A-Z]\\w*")) {
				return "imports " + name + " of its own package";
			}
		}
		TreeSet<String> jdk = new TreeSet<>();
		TreeSet<String> others = new TreeSet<>();
		TreeSet<String> statics = new TreeSet<>();
		for (String line : imports) {
			TreeSet<String> group = line.startsWith("import static ") ? statics
					: line.matches("import javax?\\..*") ? jdk : others;
			if (!group.add(line)) {
				return "imports twice: " + line;
			}
		}
		List<String> expected = new ArrayList<>();
		for (TreeSet<String> group : List.of(jdk, others, statics)) {
			if (!group.isEmpty()) {
				if (!expected.isEmpty()) {
					expected.add("");
				}
				expected.addAll(group);
			}
		}
		return expected.equals(block) ? null : "expected\n" + String.join("\n", expected);
	}

}
