package io.github.bootbench.report.prose;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a finding infers must carry its evidence in the same sentence: a sentence that
 * attributes a variant's result (faster, slower, its latency, its memory) to a cause
 * cites at least one checked ratio, and a sentence that ranks more than two variants
 * cites at least one checked ratio fewer than the variants it ranks. Words in quotation
 * marks are somebody else's (a write-up's claim) and are not read as ours.
 */
final class Inferences {

	/** Words that attribute a cause. */
	static final Pattern CAUSE = Pattern
		.compile("\\b(because|the reason|due to|caused by|comes? from|is why|explains?|explained by|thanks to|owing to"
				+ "|attributable to|leads? to|results? in)\\b", Pattern.CASE_INSENSITIVE);

	/**
	 * Words of a measured result: a cause attributed to one is a finding that needs its
	 * ratios.
	 */
	static final Pattern RESULT = Pattern.compile(
			"\\b(faster|slower|quicker|throughput|latency|latencies|p50|p90|p99|p99\\.9|tail|ahead|behind|leads?|lags?"
					+ "|loses?|gains?|wins?|outperforms?|req/s|live set|RSS|memory)\\b",
			Pattern.CASE_INSENSITIVE);

	/** Words that put variants in an order. */
	static final Pattern RANKING = Pattern.compile(
			" > |\\b(ahead of|behind|ranks?|ranked|ranking|order|fastest|slowest|best|worst|leads)\\b",
			Pattern.CASE_INSENSITIVE);

	/** A container by name and version, or a variant by id. */
	static final Pattern VARIANT = Pattern.compile(
			"\\b(?:(tomcat|jetty|undertow|smart-servlet)(?: (\\d+(?:\\.\\d+)?))?|(boot\\d+-[a-z-]+))\\b",
			Pattern.CASE_INSENSITIVE);

	private static final Pattern QUOTED = Pattern.compile("“[^”]*”|\"[^\"\\n]*\"");

	private Inferences() {
	}

	/** The sentences of a findings document that infer more than they cite. */
	static List<String> unsupported(String text) {
		List<String> problems = new ArrayList<>();
		for (Markdown.Sentence sentence : Markdown.sentences(Markdown.withoutCode(text))) {
			String ours = Markdown.blank(withoutLinkTitles(sentence.text()), QUOTED);
			int ratios = ratioClaims(sentence.text());
			Matcher cause = CAUSE.matcher(ours);
			Set<String> variants = variants(ours);
			if (cause.find() && !variants.isEmpty() && RESULT.matcher(ours).find() && ratios == 0) {
				problems.add("attributes a result to a cause ('" + cause.group() + "') without a checked ratio: "
						+ sentence.text());
			}
			if (variants.size() > 2 && RANKING.matcher(ours).find() && ratios < variants.size() - 1) {
				problems.add("ranks " + variants.size() + " variants " + variants + " with " + ratios
						+ " checked ratio(s), fewer than " + (variants.size() - 1) + ": " + sentence.text());
			}
		}
		return problems;
	}

	/**
	 * The levels of a headline comparison named by its cell alone: {@code c=50,100,200}.
	 */
	private static final java.util.regex.Pattern ANSWER_LEVELS = java.util.regex.Pattern.compile(" c=([\\d,]+)$");

	/** Checked ratio claims in a sentence: links whose title is a ratio's key. */
	static int ratioClaims(String sentence) {
		int count = 0;
		Matcher link = Markdown.LINK.matcher(sentence);
		while (link.find()) {
			String title = (link.group(3) != null) ? link.group(3).replace("\\|", "|") : null;
			if (title != null && title.startsWith("repeats: ")) {
				count++;
			}
			else if (title != null && title.startsWith("answer: ") && !title.contains(" | ")) {
				for (String part : title.substring("answer: ".length()).split("; ")) {
					Matcher levels = ANSWER_LEVELS.matcher(part);
					count += levels.find() ? levels.group(1).split(",").length : 1;
				}
			}
			else if (title != null && FigureClaims.RATIO_TITLE.matcher(title.split("; ")[0]).matches()) {
				count += title.split("; ").length;
			}
		}
		return count;
	}

	/** The sentence with links' targets and titles dropped: only what a reader reads. */
	private static String withoutLinkTitles(String sentence) {
		return Markdown.LINK.matcher(sentence).replaceAll((link) -> Matcher.quoteReplacement(link.group(1)));
	}

	private static Set<String> variants(String text) {
		Set<String> variants = new LinkedHashSet<>();
		Matcher variant = VARIANT.matcher(text);
		while (variant.find()) {
			String name = (variant.group(3) != null) ? variant.group(3)
					: variant.group(1) + ((variant.group(2) != null) ? " " + variant.group(2) : "");
			variants.add(name.toLowerCase(Locale.ROOT));
		}
		// "Tomcat" beside "Tomcat 11" is the same variant, not another.
		variants.removeIf((name) -> !name.contains(" ") && !name.startsWith("boot")
				&& variants.stream().anyMatch((other) -> other.startsWith(name + " ")));
		return variants;
	}

}
