package io.github.bootbench.report.prose;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * A memory figure of a run's memory phase, and a difference between two variants only
 * where the run's own A/A control supports it.
 * <p>
 * {@code memory: VARIANT, PHASE.FIELD} cites a variant's median over the memory rounds,
 * e.g. {@code [352 MB](… "memory: boot4-tomcat, afterLoad.rssMb")}, to the decimals the
 * text gives. {@code memory: VARIANT / BASELINE, PHASE.FIELD} cites both medians as
 * {@code 17 against 26 MB} and claims that they differ: every round of the variant must
 * lie outside every round of the baseline and of the A/A control (two copies of one app
 * span that much by chance), so a run without a control cannot carry the claim.
 */
final class MemoryClaims {

	private static final Pattern FIGURE = Pattern.compile("(\\d[\\d,]*(?:\\.\\d+)?)(.*)");

	private static final Pattern AGAINST = Pattern
		.compile("(\\d[\\d,]*(?:\\.\\d+)?) against (\\d[\\d,]*(?:\\.\\d+)?)(.*)");

	private MemoryClaims() {
	}

	static String check(JsonNode memory, String text, String claim) {
		String[] parts = claim.split(", ", 2);
		if (parts.length != 2) {
			return "'memory: " + claim + "' is not VARIANT[ / BASELINE], PHASE.FIELD";
		}
		String[] names = parts[0].split(" / ");
		List<JsonNode> figures = new ArrayList<>();
		for (String name : names) {
			JsonNode figure = figure(memory, name, parts[1]);
			if (figure == null) {
				return "'memory: " + claim + "': the run's memory phase has no " + parts[1] + " of " + name;
			}
			figures.add(figure);
		}
		if (names.length == 1) {
			Matcher said = FIGURE.matcher(text);
			if (!said.matches()) {
				return "'memory: " + claim + "' says '" + text + "', not a figure";
			}
			String expected = number(figures.get(0).path("median").asDouble(), said.group(1)) + said.group(2);
			return expected.equals(text) ? null
					: "'memory: " + claim + "' says '" + text + "', its run says '" + expected + "'";
		}
		Matcher said = AGAINST.matcher(text);
		if (names.length != 2 || !said.matches()) {
			return "'memory: " + claim + "' says '" + text + "', not 'A against B' of two variants";
		}
		String expected = number(figures.get(0).path("median").asDouble(), said.group(1)) + " against "
				+ number(figures.get(1).path("median").asDouble(), said.group(2)) + said.group(3);
		if (!expected.equals(text)) {
			return "'memory: " + claim + "' says '" + text + "', its run says '" + expected + "'";
		}
		return supported(memory, figures.get(0), figures.get(1), names, parts[1], claim);
	}

	/** Whether the variant's rounds lie outside the baseline's and its A/A control's. */
	private static String supported(JsonNode memory, JsonNode variant, JsonNode baseline, String[] names, String field,
			String claim) {
		JsonNode control = null;
		for (JsonNode candidate : memory.path("variants")) {
			String id = candidate.path("variant").asText();
			if (id.equals(names[1] + "-control")) {
				control = figure(memory, id, field);
			}
		}
		if (control == null) {
			return "'memory: " + claim + "': the run has no A/A control of " + names[1]
					+ " to show how far two copies differ";
		}
		double low = Math.min(baseline.path("min").asDouble(), control.path("min").asDouble());
		double high = Math.max(baseline.path("max").asDouble(), control.path("max").asDouble());
		boolean outside = variant.path("max").asDouble() < low || variant.path("min").asDouble() > high;
		return outside ? null
				: String.format(Locale.ROOT,
						"'memory: %s': %s's rounds (%.1f–%.1f) overlap what %s and its A/A control span (%.1f–%.1f): "
								+ "the run does not show a difference",
						claim, names[0], variant.path("min").asDouble(), variant.path("max").asDouble(), names[1], low,
						high);
	}

	private static JsonNode figure(JsonNode memory, String variant, String field) {
		for (JsonNode candidate : memory.path("variants")) {
			if (candidate.path("variant").asText().equals(variant)) {
				JsonNode value = candidate;
				for (String key : field.split("\\.")) {
					value = value.path(key);
				}
				return value.has("median") ? value : null;
			}
		}
		return null;
	}

	/**
	 * The value to as many decimals as the text gave, with thousands separated as it did.
	 */
	private static String number(double value, String said) {
		int decimals = said.contains(".") ? said.length() - said.indexOf('.') - 1 : 0;
		return String.format(Locale.ROOT, said.contains(",") ? "%,." + decimals + "f" : "%." + decimals + "f", value);
	}

}
