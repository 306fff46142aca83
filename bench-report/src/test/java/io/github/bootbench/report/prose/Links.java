package io.github.bootbench.report.prose;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;

/**
 * Every relative link of a document goes somewhere: its file exists and, where it names
 * an anchor in a Markdown file, a heading of that file makes that anchor.
 */
final class Links {

	private final Map<Path, List<String>> anchors = new HashMap<>();

	/** The broken links of a document, each with why. */
	List<String> broken(Path document, String text) throws IOException {
		List<String> broken = new ArrayList<>();
		Matcher link = Markdown.LINK.matcher(Markdown.blank(text, java.util.regex.Pattern.compile("`[^`\\n]*`")));
		while (link.find()) {
			String target = link.group(2);
			if (target.matches("^[a-z][a-z+.-]*:.*")) {
				continue;
			}
			int hash = target.indexOf('#');
			String file = (hash < 0) ? target : target.substring(0, hash);
			String anchor = (hash < 0) ? null : target.substring(hash + 1);
			Path path = file.isEmpty() ? document : document.toAbsolutePath().getParent().resolve(file).normalize();
			if (!Files.exists(path)) {
				broken.add("link to " + target + ": no file " + path);
			}
			else if (anchor != null && path.toString().endsWith(".md") && !anchorsOf(path).contains(anchor)) {
				broken.add("link to " + target + ": no heading in " + path.getFileName() + " makes #" + anchor);
			}
		}
		return broken;
	}

	private List<String> anchorsOf(Path markdown) throws IOException {
		List<String> known = this.anchors.get(markdown);
		if (known == null) {
			known = Markdown.anchors(Files.readString(markdown));
			this.anchors.put(markdown, known);
		}
		return known;
	}

}
