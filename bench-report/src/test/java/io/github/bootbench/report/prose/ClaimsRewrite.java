package io.github.bootbench.report.prose;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * A tool for a change of method, not a check: with {@code -Dclaims.rewrite=true} every
 * claim whose text its run no longer says is rewritten to what the run says, and each
 * change is printed, a changed verdict marked, so that the sentences around it can be
 * read again by hand. {@code ./mvnw -q -pl bench-report test -Dtest=ClaimsRewrite
 * -Dclaims.rewrite=true -Dsurefire.failIfNoSpecifiedTests=false}.
 */
@EnabledIfSystemProperty(named = "claims.rewrite", matches = "true")
class ClaimsRewrite {

	/** What a claim's check says when only the text is stale. */
	private static final Pattern STALE = Pattern.compile("says '(.*)', [^']* says '([^']*)'(?: \\(.*\\))?$");

	private static final Pattern VERDICT = Pattern.compile("(faster|slower|equivalent|undecided|not-judged|mixed)$");

	@Test
	void rewriteEveryStaleClaim() throws IOException {
		for (Path document : ProseCheck.documents()) {
			String text = Files.readString(document);
			StringBuilder out = new StringBuilder();
			Matcher link = Markdown.LINK.matcher(text);
			int last = 0;
			int changed = 0;
			while (link.find()) {
				String title = link.group(3);
				String replacement = null;
				if (title != null && !title.isEmpty()
						&& !Markdown.withoutCode(text).substring(link.start(), link.end()).isBlank()) {
					String problem = FigureClaims.check(document, link.group(1), link.group(2), title);
					Matcher stale = (problem != null) ? STALE.matcher(problem) : null;
					if (stale != null && stale.find() && stale.group(1).equals(link.group(1))) {
						replacement = stale.group(2);
						Matcher before = VERDICT.matcher(link.group(1));
						Matcher after = VERDICT.matcher(replacement);
						boolean verdictChanged = before.find() && after.find() && !before.group().equals(after.group());
						System.out.println(document.normalize() + ":" + line(text, link.start()) + ": '" + link.group(1)
								+ "' -> '" + replacement + "'" + (verdictChanged ? "  VERDICT CHANGED" : ""));
					}
					else if (problem != null) {
						System.out.println(
								document.normalize() + ":" + line(text, link.start()) + ": NOT REWRITTEN: " + problem);
					}
				}
				if (replacement != null) {
					out.append(text, last, link.start(1)).append(replacement);
					last = link.end(1);
					changed++;
				}
			}
			out.append(text.substring(last));
			if (changed > 0) {
				Files.writeString(document, out.toString());
			}
		}
	}

	private static int line(String text, int at) {
		return (int) text.substring(0, at).chars().filter((c) -> c == '\n').count() + 1;
	}

}
