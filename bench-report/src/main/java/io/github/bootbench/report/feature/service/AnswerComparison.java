package io.github.bootbench.report.feature.service;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

import io.github.bootbench.report.parse.JsonStructure;

/**
 * Whether a variant answered a request as the baseline variant did: the same status, the
 * same media type (its parameters, such as a charset one container adds, aside), and the
 * same body, byte for byte or, where the bodies are JSON whose values differ (an id or a
 * time made per request), the same JSON structure: the same keys, the same kinds of
 * value, arrays of the same length. An answer is a file of its status, its content type
 * and its body, a line each but the body, as app_swap.sh saves it.
 *
 * @param same whether the variant answered as the baseline did
 * @param rule the rule that held, or the difference, in one line
 */
record AnswerComparison(boolean same, String rule) {

	static AnswerComparison of(Path baseline, Path variant) throws IOException {
		return of(Answer.read(baseline), Answer.read(variant));
	}

	static AnswerComparison of(Answer baseline, Answer variant) {
		if (!baseline.status().equals(variant.status())) {
			return new AnswerComparison(false,
					"status " + variant.status() + " where the baseline answered " + baseline.status());
		}
		if (!baseline.mediaType().equals(variant.mediaType())) {
			return new AnswerComparison(false,
					"content type " + variant.contentType() + " where the baseline answered " + baseline.contentType());
		}
		String parameters = baseline.contentType().equals(variant.contentType()) ? ""
				: " (content type " + variant.contentType() + " against " + baseline.contentType() + ")";
		if (baseline.body().equals(variant.body())) {
			return new AnswerComparison(true, "the same body, byte for byte" + parameters);
		}
		if (JsonStructure.isJson(baseline.body()) && JsonStructure.isJson(variant.body())) {
			String difference = JsonStructure.difference(baseline.body(), variant.body());
			return (difference == null)
					? new AnswerComparison(true,
							"the same JSON structure, its values differing (ids or times made " + "per request)"
									+ parameters)
					: new AnswerComparison(false, "a body of another JSON structure: " + difference);
		}
		return new AnswerComparison(false, "another body: " + excerpt(variant.body()) + " where the baseline answered "
				+ excerpt(baseline.body()));
	}

	private static String excerpt(String body) {
		String line = body.replaceAll("\\s+", " ").strip();
		return "'" + ((line.length() > 60) ? line.substring(0, 60) + "..." : line) + "'";
	}

	/**
	 * One answer as saved: its status, its content type (empty for none) and its body.
	 */
	record Answer(String status, String contentType, String body) {

		static Answer read(Path file) throws IOException {
			String text = Files.readString(file, StandardCharsets.UTF_8);
			int first = text.indexOf('\n');
			int second = (first < 0) ? -1 : text.indexOf('\n', first + 1);
			if (second < 0) {
				throw new IOException(file + " is not a saved answer (status, content type, body)");
			}
			return new Answer(text.substring(0, first).strip(), text.substring(first + 1, second).strip(),
					text.substring(second + 1));
		}

		String mediaType() {
			int semicolon = this.contentType.indexOf(';');
			return ((semicolon < 0) ? this.contentType : this.contentType.substring(0, semicolon)).strip()
				.toLowerCase(Locale.ROOT);
		}

	}

}
