package io.github.bootbench.report.feature.answer;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Markdown lines wrapped for a reader of the raw file: a line longer than the width is
 * broken between words, never inside a link (a claim's title is one token), its
 * continuation indented as a list item's or as the line's own. A table's row is left
 * whole.
 */
final class Wrapped {

	/**
	 * The longest line the README's answer writes, links aside: a terminal's two widths.
	 */
	static final int WIDTH = 240;

	/** A Markdown link whose text may hold one level of brackets, with a title. */
	private static final Pattern LINK = Pattern
		.compile("\\[(?:[^\\[\\]]|\\[[^\\[\\]]*\\])*\\]\\([^\\s)]*(?: \"[^\"]*\")?\\)");

	private Wrapped() {
	}

	/**
	 * Every line of {@code markdown} no longer than {@link #WIDTH} where it can be
	 * broken.
	 */
	static String lines(String markdown) {
		StringBuilder out = new StringBuilder();
		for (String line : markdown.split("\n", -1)) {
			if (out.length() > 0) {
				out.append('\n');
			}
			out.append((line.length() <= WIDTH || line.startsWith("|")) ? line : wrap(line));
		}
		return out.toString();
	}

	private static String wrap(String line) {
		String lead = line.substring(0, line.length() - line.stripLeading().length());
		String indent = line.stripLeading().startsWith("- ") ? lead + "  " : lead;
		List<String> links = new ArrayList<>();
		Matcher link = LINK.matcher(line.substring(lead.length()));
		StringBuilder marked = new StringBuilder();
		while (link.find()) {
			link.appendReplacement(marked, "\u0000" + links.size() + "\u0000");
			links.add(link.group());
		}
		link.appendTail(marked);
		StringBuilder wrapped = new StringBuilder(lead);
		int width = lead.length();
		boolean first = true;
		for (String word : marked.toString().split(" ")) {
			String token = restore(word, links);
			if (!first && width + 1 + token.length() > WIDTH) {
				wrapped.append('\n').append(indent);
				width = indent.length();
			}
			else if (!first) {
				wrapped.append(' ');
				width++;
			}
			wrapped.append(token);
			width += token.length();
			first = false;
		}
		return wrapped.toString();
	}

	private static String restore(String word, List<String> links) {
		StringBuilder restored = new StringBuilder();
		String[] parts = word.split("\u0000", -1);
		for (int i = 0; i < parts.length; i++) {
			restored.append((i % 2 == 1) ? links.get(Integer.parseInt(parts[i])) : parts[i]);
		}
		return restored.toString();
	}

}
