package io.github.bootbench.report.prose;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the prose checks need of a Markdown document: its links, its text without code,
 * its sentences, and the anchors its headings make on GitHub.
 */
final class Markdown {

	/**
	 * {@code [text](target "title")} or {@code [text](target)}, the text allowed one
	 * level of brackets.
	 */
	static final Pattern LINK = Pattern
		.compile("\\[((?:[^\\[\\]]|\\[[^\\[\\]]*\\])*)\\]\\(([^\\s)]+)(?: \"([^\"]*)\")?\\)");

	private static final Pattern FENCE = Pattern.compile("(?ms)^```.*?^```[^\\n]*$");

	private static final Pattern CODE_SPAN = Pattern.compile("`[^`\\n]*`");

	private static final Pattern HEADING = Pattern.compile("(?m)^#{1,6}\\s+(.*?)\\s*#*\\s*$");

	private static final Pattern EXPLICIT_ANCHOR = Pattern.compile("<a\\s+(?:id|name)=\"([^\"]+)\"");

	private Markdown() {
	}

	/**
	 * The text with code blocks and code spans blanked out, every other character where
	 * it was: what a reader takes as prose.
	 */
	static String withoutCode(String text) {
		return blank(blank(text, FENCE), CODE_SPAN);
	}

	/** The text with every match of the pattern replaced by spaces (newlines kept). */
	static String blank(String text, Pattern pattern) {
		StringBuilder bare = new StringBuilder(text);
		Matcher span = pattern.matcher(text);
		while (span.find()) {
			for (int i = span.start(); i < span.end(); i++) {
				if (bare.charAt(i) != '\n') {
					bare.setCharAt(i, ' ');
				}
			}
		}
		return bare.toString();
	}

	/**
	 * The anchors GitHub makes for a document's headings (lower case, punctuation
	 * dropped, spaces to hyphens, a repeat numbered), and any explicit {@code <a id>}.
	 */
	static List<String> anchors(String text) {
		List<String> anchors = new ArrayList<>();
		Matcher heading = HEADING.matcher(blank(text, FENCE));
		while (heading.find()) {
			String slug = slug(heading.group(1));
			String anchor = slug;
			for (int n = 1; anchors.contains(anchor); n++) {
				anchor = slug + "-" + n;
			}
			anchors.add(anchor);
		}
		Matcher explicit = EXPLICIT_ANCHOR.matcher(text);
		while (explicit.find()) {
			anchors.add(explicit.group(1));
		}
		return anchors;
	}

	/** A heading's anchor as GitHub makes it. */
	static String slug(String heading) {
		String text = heading.replaceAll("<[^>]+>", "")
			.replaceAll("\\[([^\\]]*)\\]\\([^)]*\\)", "$1")
			.strip()
			.toLowerCase(java.util.Locale.ROOT);
		return text.replaceAll("[^\\p{L}\\p{N}\\- _]", "").replace(' ', '-');
	}

	/**
	 * The sentences of a document as a reader meets them: a paragraph, list item or table
	 * row is split after a full stop, question or exclamation mark followed by a space
	 * and a capital or a link; each sentence keeps its offset in the text.
	 */
	static List<Sentence> sentences(String text) {
		List<Sentence> sentences = new ArrayList<>();
		String prose = blank(text, FENCE);
		int start = 0;
		for (int i = 0; i <= prose.length(); i++) {
			boolean end = i == prose.length();
			boolean unitEnd = !end && prose.charAt(i) == '\n'
					&& (i + 1 == prose.length() || prose.charAt(i + 1) == '\n' || startsUnit(prose, i + 1));
			boolean sentenceEnd = !end && ".?!".indexOf(prose.charAt(i)) >= 0 && i + 2 < prose.length()
					&& prose.charAt(i + 1) == ' ' && (Character.isUpperCase(prose.charAt(i + 2))
							|| prose.charAt(i + 2) == '[' || prose.charAt(i + 2) == '*');
			if (end || unitEnd || sentenceEnd) {
				int stop = sentenceEnd ? i + 1 : i;
				String sentence = text.substring(start, stop).strip();
				if (!sentence.isEmpty() && !sentence.startsWith("#")) {
					sentences.add(new Sentence(sentence, start));
				}
				start = stop;
			}
		}
		return sentences;
	}

	/**
	 * Whether a new paragraph unit (list item, table row, heading, quote) starts here.
	 */
	private static boolean startsUnit(String text, int at) {
		String rest = text.substring(at, Math.min(text.length(), at + 8)).stripLeading();
		return rest.startsWith("- ") || rest.startsWith("* ") || rest.startsWith("|") || rest.startsWith("#")
				|| rest.startsWith(">") || rest.matches("^\\d+\\. .*");
	}

	/** A sentence and where it starts in its document. */
	record Sentence(String text, int offset) {
	}

}
