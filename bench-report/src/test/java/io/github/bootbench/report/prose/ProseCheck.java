package io.github.bootbench.report.prose;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Every check of the project's prose, on one document: each cited figure is its run's
 * own, no ratio is cited unchecked, every link and anchor resolves, and (in a document of
 * findings) no sentence infers more than it cites.
 */
final class ProseCheck {

	/** The repository, from bench-report's directory where the tests run. */
	static final Path ROOT = Path.of("..");

	/** The documents that state findings: the README's answer and docs/findings.md. */
	static final List<Path> FINDINGS = List.of(ROOT.resolve("README.md"), ROOT.resolve("docs/findings.md"));

	/** A ratio as the reports print it, anywhere outside a claim or a code span. */
	private static final Pattern LOOSE_RATIO = Pattern.compile("\\d+\\.\\d\\d(?:–\\d+\\.\\d\\d)?×");

	private final Links links = new Links();

	/** README.md, the runs' index and every Markdown file under docs/. */
	static List<Path> documents() throws IOException {
		List<Path> documents = new ArrayList<>();
		documents.add(ROOT.resolve("README.md"));
		documents.add(ROOT.resolve("results/README.md"));
		Path docs = ROOT.resolve("docs");
		if (Files.isDirectory(docs)) {
			try (Stream<Path> files = Files.walk(docs)) {
				files.filter((file) -> file.toString().endsWith(".md")).sorted().forEach(documents::add);
			}
		}
		return documents;
	}

	/** What is wrong with one of the project's documents, one line each. */
	Result check(Path document) throws IOException {
		return check(document, FINDINGS.contains(document));
	}

	/**
	 * What is wrong with a document, one line each; a document of findings also has its
	 * inferences read.
	 */
	Result check(Path document, boolean findings) throws IOException {
		String text = Files.readString(document);
		List<String> problems = new ArrayList<>();
		int claims = 0;
		Matcher link = Markdown.LINK.matcher(Markdown.withoutCode(text));
		while (link.find()) {
			String title = link.group(3);
			if (title != null && !title.isEmpty()) {
				claims++;
				String problem = FigureClaims.check(document, link.group(1), link.group(2), title);
				if (problem != null) {
					problems.add(problem + "\n    in: " + around(text, link.start()));
				}
			}
		}
		String bare = Markdown.blank(Markdown.withoutCode(text), Markdown.LINK);
		Matcher loose = LOOSE_RATIO.matcher(bare);
		while (loose.find()) {
			problems.add("ratio " + loose.group() + " cited without a claim that checks it\n    in: "
					+ around(text, loose.start()));
		}
		links.broken(document, text).forEach(problems::add);
		if (findings) {
			problems.addAll(Inferences.unsupported(text));
		}
		return new Result(claims, problems);
	}

	private static String around(String text, int at) {
		int start = Math.max(0, text.lastIndexOf('\n', at) + 1);
		int end = text.indexOf('\n', at);
		return text.substring(start, (end < 0) ? text.length() : end).strip();
	}

	/** How many figures a document cites, and what is wrong with it. */
	record Result(int claims, List<String> problems) {
	}

}
