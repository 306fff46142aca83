package io.github.bootbench.report.prose;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.bootbench.report.format.markdown.RatioText;
import io.github.bootbench.report.io.Json;

/**
 * A figure a document cites, read again from the run it links to.
 * <p>
 * A claim is a link whose title names a figure of the linked run's results.json and whose
 * text is what that figure says, e.g.
 * {@code [1.34× [1.10–1.51] faster](results/RUN/README.md#anchor "undertow / tomcat, block wrk c=50")}.
 * The title is {@code VARIANT / BASELINE, ENDPOINT TOOL c=LEVELS[, METRIC]} (metric
 * {@code throughput} by default; several levels, comma-separated, for a range). The text
 * is a ratio ({@code 1.34×}), a ratio with its interval ({@code 1.34× [1.10–1.51]}), or a
 * range over the levels ({@code 1.19–1.31×}), each optionally followed by the verdict
 * every named cell has. Other kinds name their figure after a prefix: {@code how sure:},
 * {@code between windows:}, {@code noise:}, {@code agreement:}, {@code allocation:},
 * {@code warm-up ending:}, {@code first minutes:}, {@code time:}, {@code passed:},
 * {@code jmeter:}, {@code server:}, {@code memory:} ({@link MemoryClaims}),
 * {@code limit change:} and {@code repeats:} (the same verdict in other runs); each
 * method below says its form. Two read the code instead of a run: {@code constant:} and
 * {@code split:} ({@link PathClaims}).
 */
final class FigureClaims {

	/** A ratio's key in a claim's title. */
	static final Pattern RATIO_TITLE = Pattern.compile("(\\S+) / (\\S+), (\\S+) (\\S+) c=([\\d,]+)(?:, (\\S+))?");

	/** A comparison of the answer's headline scope by its pair and cell alone. */
	private static final Pattern ANSWER_REF = Pattern.compile("(\\S+ / \\S+, \\S+ \\S+ c=)([\\d,]+)");

	/** The answer across runs, beside its README in results/answer/. */
	private static final String ANSWER = "answer.json";

	/** The load tools' costs, beside their README in results/load-tools/. */
	private static final String LOAD_TOOLS = "load-tools.json";

	private FigureClaims() {
	}

	private static final Pattern RATIO_TEXT = Pattern
		.compile("(\\d+\\.\\d\\d)×(?: \\[(\\d+\\.\\d{2,4})–(\\d+\\.\\d{2,4})\\])?(?: (\\S+))?");

	private static final Pattern RANGE_TEXT = Pattern.compile("(\\d+\\.\\d\\d)–(\\d+\\.\\d\\d)×(?: (\\S+))?");

	/**
	 * A design of the noise study and one of its figures: {@code design 1/1/2, withinSd}.
	 */
	private static final Pattern NOISE_DESIGN = Pattern.compile("design (\\d+)/(\\d+)/(\\d+), (\\w+)");

	/**
	 * A sweep of limits' change by its variant and cell:
	 * {@code undertow, block wrk c=100}.
	 */
	private static final Pattern LIMIT_CHANGE = Pattern.compile("(\\S+), (\\S+) (\\S+) c=(\\d+)");

	/** A planted variant's figure by its percent: {@code planted 20 called}. */
	private static final Pattern PLANTED_PERCENT = Pattern.compile("planted (\\d+) (called|median)");

	static String check(Path document, String text, String target, String rawTitle) throws IOException {
		// A claim in a table cell escapes the table's bar: its title reads as written.
		String title = rawTitle.replace("\\|", "|");
		if (title.startsWith("constant: ")) {
			return PathClaims.checkConstant(text, title.substring("constant: ".length()));
		}
		if (title.startsWith("split: ")) {
			return PathClaims.checkSplit(text, title.substring("split: ".length()));
		}
		Path results = resultsOf(document, target);
		if (results == null) {
			return "'" + title + "' links to " + target + ", not to a run's report";
		}
		if (title.startsWith("agreement: ")) {
			results = results.resolveSibling("comparison.json");
		}
		if (title.startsWith("allocation: ")) {
			results = results.resolveSibling("allocation.json");
		}
		if (title.startsWith("intervals: ")) {
			results = results.resolveSibling("intervals.json");
		}
		if (Files.isRegularFile(results.resolveSibling(ANSWER))) {
			results = results.resolveSibling(ANSWER);
		}
		if (Files.isRegularFile(results.resolveSibling(LOAD_TOOLS))) {
			results = results.resolveSibling(LOAD_TOOLS);
		}
		if (!Files.isRegularFile(results)) {
			return "'" + title + "': " + results + " does not exist";
		}
		JsonNode run = Json.MAPPER.readTree(results.toFile());
		if (title.startsWith("how sure: ")) {
			return checkAssurance(run.path("assurance"), text, title.substring("how sure: ".length()));
		}
		if (title.startsWith("between windows: ")) {
			return checkHarness(run.path("harness").path("spread"), text,
					title.substring("between windows: ".length()));
		}
		if (title.startsWith("noise: ")) {
			return checkNoise(run.path("noise"), text, title.substring("noise: ".length()));
		}
		if (title.startsWith("agreement: ")) {
			return checkAgreement(run.path("agreement"), text, title.substring("agreement: ".length()));
		}
		if (title.startsWith("allocation: ")) {
			return checkAllocation(run, text, title.substring("allocation: ".length()));
		}
		if (title.startsWith("intervals: ")) {
			return PathClaims.check(run, text, title.substring("intervals: ".length()));
		}
		if (title.startsWith("warm-up ending: ")) {
			return checkWarmupEnding(run.path("warmupEnding"), text, title.substring("warm-up ending: ".length()));
		}
		if (title.startsWith("first minutes: ")) {
			return checkFirstMinutes(run.path("firstMinutes"), text, title.substring("first minutes: ".length()));
		}
		if (title.startsWith("time: ")) {
			return checkTime(run.path("time"), text, title.substring("time: ".length()));
		}
		if (title.startsWith("passed: ")) {
			return checkPassed(run.path("windows"), text, title.substring("passed: ".length()));
		}
		if (title.startsWith("jmeter: ")) {
			return checkJmeter(run.path("jmeter"), text, title.substring("jmeter: ".length()));
		}
		if (title.startsWith("server: ")) {
			return checkServer(Json.MAPPER.readTree(results.resolveSibling("run.json").toFile()), text,
					title.substring("server: ".length()));
		}
		if (title.startsWith("figure: run.json:")) {
			return PathClaims.check(Json.MAPPER.readTree(results.resolveSibling("run.json").toFile()), text,
					title.substring("figure: run.json:".length()));
		}
		if (title.startsWith("figure: ")) {
			return PathClaims.check(run, text, title.substring("figure: ".length()));
		}
		if (title.startsWith("memory: ")) {
			return MemoryClaims.check(run.path("memory"), text, title.substring("memory: ".length()));
		}
		if (title.startsWith("answer: ")) {
			return checkAnswer(run, text, title.substring("answer: ".length()));
		}
		if (title.startsWith("repeats: ")) {
			return checkRepeats(results, run, text, title.substring("repeats: ".length()));
		}
		if (title.startsWith("limit change: ")) {
			return checkLimitChange(run.path("cpuLimits"), text, title.substring("limit change: ".length()));
		}
		// Several keys, "; "-separated, cite a range over variants (a sweep's settings).
		List<JsonNode> rows = new ArrayList<>();
		for (String part : title.split("; ")) {
			Matcher key = RATIO_TITLE.matcher(part);
			if (!key.matches()) {
				return "'" + title + "' is not VARIANT / BASELINE, ENDPOINT TOOL c=N[, METRIC][; …]";
			}
			for (String level : key.group(5).split(",")) {
				JsonNode row = find(run, key.group(1), key.group(2), key.group(3), key.group(4),
						Integer.parseInt(level), (key.group(6) != null) ? key.group(6) : "throughput");
				if (row == null) {
					return "'" + part + "': no such ratio in " + results;
				}
				rows.add(row);
			}
		}
		String expected = expectedText(rows, text);
		return expected.equals(text) ? null : "'" + title + "' says '" + text + "', its run says '" + expected + "'";
	}

	/**
	 * {@code answer: ID[; ID…]}: pooled comparisons of answer.json by their ids, read as
	 * a ratio claim reads a run's ratios; {@code answer: ID | FIELD}: one field of one.
	 */
	private static String checkAnswer(JsonNode answer, String text, String claim) {
		String[] field = claim.split(" \\| ", 2);
		List<JsonNode> rows = new ArrayList<>();
		for (String id : answerIds(answer, field[0])) {
			JsonNode found = null;
			for (JsonNode comparison : answer.path("comparisons")) {
				if (comparison.path("key").path("id").asText().equals(id)) {
					found = comparison;
				}
			}
			if (found == null) {
				return "'answer: " + claim + "': no comparison '" + id + "' in answer.json";
			}
			rows.add(found);
		}
		if (field.length == 2) {
			String[] scaled = field[1].split(" / ", 2);
			return PathClaims.compare(PathClaims.at(rows.get(0), scaled[0]),
					(scaled.length == 2) ? Double.parseDouble(scaled[1]) : 1, text, "answer: " + claim);
		}
		String expected = expectedText(rows, text);
		return expected.equals(text) ? null
				: "'answer: " + claim + "' says '" + text + "', the answer says '" + expected + "'";
	}

	/**
	 * The ids a claim names, {@code ; }-separated: each a comparison's full id, or, for a
	 * comparison of the answer's headline scope ({@code headlineScope} in answer.json),
	 * its pair and cell alone with one level or several ({@code boot4-jetty /
	 * boot4-tomcat, block wrk c=50,100,200}).
	 */
	static List<String> answerIds(JsonNode answer, String claim) {
		String scope = answer.path("headlineScope").asText();
		List<String> ids = new ArrayList<>();
		for (String part : claim.split("; ")) {
			Matcher key = ANSWER_REF.matcher(part);
			if (!key.matches()) {
				ids.add(part);
				continue;
			}
			for (String level : key.group(2).split(",")) {
				ids.add(key.group(1) + level + ", " + scope);
			}
		}
		return ids;
	}

	/**
	 * {@code repeats: VARIANT / BASELINE, ENDPOINT TOOL c=N; RUN, RUN}: in how many of
	 * the listed runs the same ratio has the linked run's verdict, as {@code K of M}.
	 */
	private static String checkRepeats(Path results, JsonNode run, String text, String claim) throws IOException {
		int split = claim.indexOf("; ");
		Matcher key = RATIO_TITLE.matcher((split < 0) ? claim : claim.substring(0, split));
		if (split < 0 || !key.matches() || key.group(5).contains(",")) {
			return "'repeats: " + claim + "' is not VARIANT / BASELINE, ENDPOINT TOOL c=N; RUN, RUN";
		}
		String metric = (key.group(6) != null) ? key.group(6) : "throughput";
		JsonNode linked = find(run, key.group(1), key.group(2), key.group(3), key.group(4),
				Integer.parseInt(key.group(5)), metric);
		if (linked == null) {
			return "'repeats: " + claim + "': no such ratio in " + results;
		}
		String verdict = linked.path("verdict").asText();
		String[] others = claim.substring(split + 2).split(",\\s*");
		int same = 0;
		for (String other : others) {
			Path otherResults = results.getParent().resolveSibling(other).resolve("results.json");
			if (!Files.isRegularFile(otherResults)) {
				return "'repeats: " + claim + "': no run " + other;
			}
			JsonNode ratio = find(Json.MAPPER.readTree(otherResults.toFile()), key.group(1), key.group(2), key.group(3),
					key.group(4), Integer.parseInt(key.group(5)), metric);
			if (ratio == null) {
				return "'repeats: " + claim + "': run " + other + " has no such ratio";
			}
			same += verdict.equals(ratio.path("verdict").asText()) ? 1 : 0;
		}
		String expected = same + " of " + others.length;
		return expected.equals(text) ? null
				: "'repeats: " + claim + "' says '" + text + "', the runs say '" + expected + "' (" + verdict + ")";
	}

	/**
	 * {@code limit change: VARIANT, ENDPOINT TOOL c=N}: a sweep of CPU limits' change to
	 * a variant's ratio to the baseline, as {@code 1.05× [0.98–1.12] undecided} (its
	 * word: raised, lowered, unchanged, undecided).
	 */
	private static String checkLimitChange(JsonNode limits, String text, String claim) {
		Matcher key = LIMIT_CHANGE.matcher(claim);
		if (!key.matches()) {
			return "'limit change: " + claim + "' is not VARIANT, ENDPOINT TOOL c=N";
		}
		for (JsonNode limit : limits) {
			if (limit.path("variant").asText().equals(key.group(1))
					&& limit.path("endpoint").asText().equals(key.group(2))
					&& limit.path("tool").asText().equals(key.group(3))
					&& limit.path("concurrency").asInt() == Integer.parseInt(key.group(4))) {
				JsonNode change = limit.path("change");
				String expected = change.path("ratio").isNumber()
						? RatioText.interval(change.path("ratio").asDouble(), change.path("ciLow").asDouble(),
								change.path("ciHigh").asDouble()) + " " + change.path("word").asText()
						: "not judged";
				return expected.equals(text) ? null
						: "'limit change: " + claim + "' says '" + text + "', its run says '" + expected + "'";
			}
		}
		return "'limit change: " + claim + "': no such change in the run's cpuLimits";
	}

	/** What the rows say, in the form the text took. */
	private static String expectedText(List<JsonNode> rows, String text) {
		Matcher range = RANGE_TEXT.matcher(text);
		Matcher ratio = RATIO_TEXT.matcher(text);
		String verdict = null;
		StringBuilder expected = new StringBuilder();
		if (rows.size() > 1 || range.matches()) {
			double low = rows.stream().mapToDouble((r) -> r.path("ratio").asDouble()).min().orElseThrow();
			double high = rows.stream().mapToDouble((r) -> r.path("ratio").asDouble()).max().orElseThrow();
			expected.append(number(low)).append('–').append(number(high)).append('×');
			verdict = range.matches() ? range.group(3) : null;
		}
		else if (ratio.matches()) {
			JsonNode row = rows.get(0);
			// An interval reads as every report writes it (a bound near 1 with the digits
			// that tell its side).
			expected.append((ratio.group(2) != null) ? RatioText.interval(row.path("ratio").asDouble(),
					row.path("ciLow").asDouble(), row.path("ciHigh").asDouble())
					: number(row.path("ratio").asDouble()) + '×');
			verdict = ratio.group(4);
		}
		else {
			verdict = text;
		}
		if (verdict != null) {
			String common = rows.get(0).path("verdict").asText();
			boolean same = rows.stream().allMatch((r) -> r.path("verdict").asText().equals(common));
			String said = same ? common : "mixed";
			expected.append((expected.length() > 0) ? " " : "").append(said);
		}
		return expected.toString();
	}

	/**
	 * A comparison's agreement between its two runs' own verdicts: {@code same verdict}
	 * ({@code 16 of 18}) or {@code median difference} ({@code 1.9 %}).
	 */
	private static String checkAgreement(JsonNode agreement, String text, String figure) {
		if (agreement.isMissingNode() || agreement.isNull()) {
			return "'agreement: " + figure + "': the comparison has no agreement figures";
		}
		String expected = switch (figure) {
			case "same verdict" -> agreement.path("agreeing").asInt() + " of " + agreement.path("judged").asInt();
			case "median difference" ->
				String.format(Locale.ROOT, "%.1f %%", 100 * agreement.path("difference").path("median").asDouble());
			default -> null;
		};
		if (expected == null) {
			return "'agreement: " + figure + "' is not same verdict or median difference";
		}
		return expected.equals(text) ? null
				: "'agreement: " + figure + "' says '" + text + "', its comparison says '" + expected + "'";
	}

	/**
	 * Where the run's time went: {@code total} ({@code 27 min 12 s}) or
	 * {@code warm-up share} ({@code 37 %}).
	 */
	/**
	 * How many windows of a cell passed: {@code passed: ENDPOINT TOOL LEVEL}
	 * ({@code 13 of
	 * 18}).
	 */
	private static String checkPassed(JsonNode windows, String text, String cell) {
		String[] parts = cell.split(" ");
		if (parts.length != 3) {
			return "'passed: " + cell + "' is not ENDPOINT TOOL LEVEL";
		}
		int passed = 0;
		int all = 0;
		for (JsonNode window : windows) {
			if (window.path("endpoint").asText().equals(parts[0]) && window.path("tool").asText().equals(parts[1])
					&& window.path("concurrency").asText().equals(parts[2])) {
				all++;
				passed += "ok".equals(window.path("status").asText()) ? 1 : 0;
			}
		}
		String expected = passed + " of " + all;
		return (all > 0 && expected.equals(text)) ? null
				: "'passed: " + cell + "' says '" + text + "', its run says '" + expected + "'";
	}

	/**
	 * {@code jmeter: ENDPOINT THREADS VARIANT COLUMN}: a column of JMeter's Summary
	 * Report as the run's report writes it.
	 */
	private static String checkJmeter(JsonNode summaries, String text, String claim) {
		String[] parts = claim.split(" ");
		if (parts.length != 4) {
			return "'jmeter: " + claim + "' is not ENDPOINT THREADS VARIANT COLUMN";
		}
		for (JsonNode s : summaries) {
			if (s.path("endpoint").asText().equals(parts[0]) && s.path("threads").asText().equals(parts[1])
					&& s.path("variant").asText().equals(parts[2])) {
				String expected = switch (parts[3]) {
					case "throughput" -> String.format(Locale.ROOT, "%,.1f", s.path("throughputPerSecond").asDouble());
					case "ceiling" -> String.format(Locale.ROOT, "%,.0f", s.path("pacedCeilingPerSecond").asDouble());
					case "of-ceiling" -> String.format(Locale.ROOT, "%.0f %%", s.path("ofCeilingPercent").asDouble());
					case "average" -> String.format(Locale.ROOT, "%,.1f", s.path("averageMs").asDouble());
					case "p99" -> String.format(Locale.ROOT, "%,.0f", s.path("p99LatencyMs").asDouble());
					case "max" -> String.valueOf(s.path("maxMs").asLong());
					case "windows" -> String.valueOf(s.path("windows").asInt());
					default -> null;
				};
				if (expected == null) {
					return "'jmeter: " + claim + "': no such column (throughput, ceiling, of-ceiling, average, p99, "
							+ "max, windows)";
				}
				return expected.equals(text) ? null
						: "'jmeter: " + claim + "' says '" + text + "', its run says '" + expected + "'";
			}
		}
		return "'jmeter: " + claim + "': no such Summary Report row";
	}

	private static String checkTime(JsonNode time, String text, String figure) {
		if (time.isMissingNode() || time.isNull()) {
			return "'time: " + figure + "': the run recorded no time of its phases";
		}
		String expected = switch (figure) {
			case "total" -> {
				long seconds = Math.round(time.path("totalMs").asLong() / 1000.0);
				yield (seconds / 60) + " min " + (seconds % 60) + " s";
			}
			case "warm-up share" -> Math.round(time.path("warmupShare").asDouble() * 100) + " %";
			default -> null;
		};
		if (expected == null) {
			return "'time: " + figure + "' is not total or warm-up share";
		}
		return expected.equals(text) ? null
				: "'time: " + figure + "' says '" + text + "', its run says '" + expected + "'";
	}

	/**
	 * A design of an allocation study: {@code FIGURE; DESIGN}, the figure one of
	 * {@code ties called}, {@code ties equivalent}, {@code found} (the true difference
	 * called slower) or {@code run time} (the longer of its two).
	 */
	private static String checkAllocation(JsonNode study, String text, String claim) {
		int split = claim.indexOf("; ");
		if (split < 0) {
			return "'allocation: " + claim + "' is not FIGURE; DESIGN";
		}
		String figure = claim.substring(0, split);
		String name = claim.substring(split + 2);
		JsonNode design = null;
		for (JsonNode candidate : study.path("designs")) {
			if (candidate.path("name").asText().equals(name)) {
				design = candidate;
			}
		}
		if (design == null) {
			return "'allocation: " + claim + "': no design of that name in the study";
		}
		JsonNode tie = design.path("tie");
		String expected = switch (figure) {
			case "ties called" -> share(tie.path("fasterShare").asDouble() + tie.path("slowerShare").asDouble());
			case "ties equivalent" -> share(tie.path("equivalentShare").asDouble());
			case "found" -> share(design.path("planted").path("slowerShare").asDouble());
			case "run time" -> {
				long seconds = Math
					.round(Math.max(design.path("tieSeconds").asDouble(), design.path("plantedSeconds").asDouble()));
				yield (seconds / 60) + " min " + (seconds % 60) + " s";
			}
			default -> null;
		};
		if (expected == null) {
			return "'allocation: " + claim + "' is not ties called, ties equivalent, found or run time";
		}
		return expected.equals(text) ? null
				: "'allocation: " + claim + "' says '" + text + "', the study says '" + expected + "'";
	}

	/**
	 * Where the warm-ups would have ended on the JIT alone: {@code median}
	 * ({@code 0.89×}, the pass after over each cell's last cycle) or {@code below}
	 * ({@code 24 of 35}).
	 */
	private static String checkWarmupEnding(JsonNode ending, String text, String figure) {
		if (ending.isMissingNode() || ending.isNull()) {
			return "'warm-up ending: " + figure + "': no warm-up of the run was ever JIT-quiet";
		}
		List<Double> ratios = new ArrayList<>();
		ending.path("ratios").forEach((ratio) -> ratios.add(ratio.asDouble()));
		String expected = switch (figure) {
			case "median" -> ratios.isEmpty() ? "none" : number(median(ratios)) + "×";
			case "below" -> ratios.stream().filter((ratio) -> ratio < 1).count() + " of " + ratios.size();
			default -> null;
		};
		if (expected == null) {
			return "'warm-up ending: " + figure + "' is not median or below";
		}
		return expected.equals(text) ? null
				: "'warm-up ending: " + figure + "' says '" + text + "', its run says '" + expected + "'";
	}

	/**
	 * A variant's first minutes as a fresh JVM: {@code VARIANT first} (its first seconds'
	 * throughput against the baseline, {@code 0.76× [0.71–0.95]}), {@code VARIANT rps}
	 * ({@code 5,330}, their median) or {@code VARIANT warm} ({@code 25 s}, the median
	 * load time to warm).
	 */
	private static String checkFirstMinutes(JsonNode first, String text, String claim) {
		String[] parts = claim.split(" ");
		JsonNode variant = null;
		for (JsonNode candidate : first.path("variants")) {
			if (candidate.path("variant").asText().equals(parts[0])) {
				variant = candidate;
			}
		}
		if (variant == null || parts.length != 2) {
			return "'first minutes: " + claim + "': no such variant, or not VARIANT first|rps|warm";
		}
		JsonNode ratio = variant.path("firstAgainstBaseline");
		String expected = switch (parts[1]) {
			case "first" -> number(ratio.path("ratio").asDouble()) + "× [" + number(ratio.path("ciLow").asDouble())
					+ "–" + number(ratio.path("ciHigh").asDouble()) + "]";
			case "rps" ->
				String.format(Locale.ROOT, "%,.0f", variant.path("firstRequestsPerSecond").path("median").asDouble());
			case "warm" ->
				String.format(Locale.ROOT, "%.0f s", variant.path("secondsToWarm").path("median").asDouble());
			default -> null;
		};
		if (expected == null) {
			return "'first minutes: " + claim + "' is not VARIANT first, rps or warm";
		}
		return expected.equals(text) ? null
				: "'first minutes: " + claim + "' says '" + text + "', its run says '" + expected + "'";
	}

	private static double median(List<Double> values) {
		List<Double> sorted = values.stream().sorted().toList();
		int n = sorted.size();
		return (n % 2 == 1) ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
	}

	/** {@code 7.5 %}, {@code 12 %}: a share as the allocation study prints it. */
	private static String share(double share) {
		return String.format(Locale.ROOT, "%.1f %%", 100 * share).replace(".0 %", " %");
	}

	/** The harness's own time between windows: {@code median} or {@code range}, in ms. */
	private static String checkHarness(JsonNode spread, String text, String figure) {
		if (spread.isMissingNode() || spread.isNull()) {
			return "'between windows: " + figure + "': the run recorded no time between windows";
		}
		String expected = switch (figure) {
			case "median" -> Math.round(spread.path("median").asDouble()) + " ms";
			case "range" ->
				Math.round(spread.path("min").asDouble()) + "–" + Math.round(spread.path("max").asDouble()) + " ms";
			default -> null;
		};
		if (expected == null) {
			return "'between windows: " + figure + "' is not median or range";
		}
		return expected.equals(text) ? null
				: "'between windows: " + figure + "' says '" + text + "', its run says '" + expected + "'";
	}

	/** A field of what a variant's live server reported, {@code VARIANT, a.b.c}. */
	private static String checkServer(JsonNode run, String text, String figure) {
		String[] key = figure.split(", ", 2);
		if (key.length != 2) {
			return "'server: " + figure + "' is not server: VARIANT, PATH";
		}
		JsonNode value = run.path("containers").path(key[0]).path("server");
		for (String field : key[1].split("\\.")) {
			value = value.path(field);
		}
		if (!value.isValueNode()) {
			return "'server: " + figure + "': the run's live server reported no such figure";
		}
		String expected = value.asText().matches("([a-z]\\w*\\.)+[A-Z]\\w*")
				? value.asText().substring(value.asText().lastIndexOf('.') + 1) : value.asText();
		String said = text.replace("`", "");
		return expected.equals(said) ? null
				: "'server: " + figure + "' says '" + said + "', its run says '" + expected + "'";
	}

	/**
	 * A figure of the noise study: {@code design V/R/S, FIELD} (the design of V visits, a
	 * ramp of R s and a window of S s; FIELD withinSd, betweenSd, blocks, costSeconds or
	 * withinSdPerMinute) or a dotted path in it (e.g. {@code timescales.secondSd}), given
	 * to as many decimals as the text has.
	 */
	private static String checkNoise(JsonNode noise, String text, String figure) {
		JsonNode value = noise;
		Matcher design = NOISE_DESIGN.matcher(figure);
		if (design.matches()) {
			value = null;
			for (JsonNode candidate : noise.path("designs")) {
				if (candidate.path("visits").asText().equals(design.group(1))
						&& candidate.path("rampSeconds").asText().equals(design.group(2))
						&& candidate.path("seconds").asText().equals(design.group(3))) {
					value = candidate.has(design.group(4)) ? candidate.path(design.group(4))
							: candidate.path("noise").path(design.group(4));
				}
			}
		}
		else {
			for (String field : figure.split("\\.")) {
				value = value.path(field);
			}
		}
		if (value == null || !value.isNumber()) {
			return "'noise: " + figure + "': the run's noise study has no such figure";
		}
		int decimals = text.contains(".") ? text.length() - text.indexOf('.') - 1 : 0;
		String expected = String.format(Locale.ROOT, "%." + decimals + "f", value.asDouble());
		return expected.equals(text) ? null
				: "'noise: " + figure + "' says '" + text + "', its run says '" + expected + "'";
	}

	private static String checkAssurance(JsonNode assurance, String text, String figure) {
		Matcher percent = PLANTED_PERCENT.matcher(figure);
		if (percent.matches()) {
			for (JsonNode planted : assurance.path("planted")) {
				if (planted.path("percent").asDouble() == Double.parseDouble(percent.group(1))) {
					String expected = percent.group(2).equals("called")
							? planted.path("slowerCalls").asInt() + " of " + planted.path("cells").asInt()
							: number(planted.path("medianRatio").asDouble());
					return expected.equals(text) ? null
							: "'how sure: " + figure + "' says '" + text + "', its run says '" + expected + "'";
				}
			}
			return "'how sure: " + figure + "': the run planted no " + percent.group(1) + " %";
		}
		String expected = switch (figure) {
			case "control called" ->
				assurance.path("controlCalled").asInt() + " of " + assurance.path("controlJudged").asInt();
			case "median width" -> number(assurance.path("medianWidth").asDouble());
			case "control median" -> number(assurance.path("controlMedianRatio").asDouble()) + "×";
			case "judged cells" ->
				assurance.path("judgedThroughputCells").asInt() + " of " + assurance.path("throughputCells").asInt();
			case "noise" ->
				String.format(Locale.ROOT, "%.3f", Math.hypot(assurance.path("noise").path("withinSd").asDouble(),
						assurance.path("noise").path("betweenSd").asDouble()));
			case "detects" -> String.format(Locale.ROOT, "%.0f %% faster or %.0f %% slower",
					100 * (assurance.path("sensitivity").path("fasterRatio").asDouble() - 1),
					100 * (1 - assurance.path("sensitivity").path("slowerRatio").asDouble()));
			case "tie called" ->
				Math.round(100 * assurance.path("sensitivity").path("tieCalledShare").asDouble()) + " %";
			case "tie equivalent" ->
				Math.round(100 * assurance.path("sensitivity").path("tieEquivalentShare").asDouble()) + " %";
			case "planted called" -> assurance.path("planted").path(0).path("slowerCalls").asInt() + " of "
					+ assurance.path("planted").path(0).path("cells").asInt();
			case "planted median" -> number(assurance.path("planted").path(0).path("medianRatio").asDouble());
			case "latency control called" -> assurance.path("latency").path("controlCalled").asInt() + " of "
					+ assurance.path("latency").path("controlJudged").asInt();
			case "latency judged" -> assurance.path("latency").path("judged").asInt() + " of "
					+ assurance.path("latency").path("ratios").asInt();
			default -> null;
		};
		if (expected == null) {
			return "'how sure: " + figure + "' is not a figure of the assurance line";
		}
		return expected.equals(text) ? null
				: "'how sure: " + figure + "' says '" + text + "', its run says '" + expected + "'";
	}

	/** The ratio of any section of results.json with this key. */
	private static JsonNode find(JsonNode run, String variant, String baseline, String endpoint, String tool, int level,
			String metric) {
		List<JsonNode> candidates = new ArrayList<>();
		for (String section : List.of("ratios", "toOwnDefault", "acrossGenerations", "withinGeneration",
				"asyncToBlock")) {
			run.path(section).forEach(candidates::add);
		}
		run.path("memory").path("comparisons").forEach(candidates::add);
		run.path("tuning").forEach((tuning) -> tuning.path("settings").forEach((setting) -> {
			candidates.add(setting.path("throughput"));
			candidates.add(setting.path("p99"));
		}));
		return candidates.stream()
			.filter((r) -> variant.equals(r.path("variant").asText()) && baseline.equals(r.path("baseline").asText())
					&& endpoint.equals(r.path("endpoint").asText()) && tool.equals(r.path("tool").asText())
					&& level == r.path("concurrency").asInt() && metric.equals(r.path("metric").asText()))
			.findFirst()
			.orElse(null);
	}

	/** results.json of the run whose report the link points at, or null. */
	private static Path resultsOf(Path document, String target) {
		String file = target.replaceFirst("#.*$", "");
		if (!file.endsWith("README.md")) {
			return null;
		}
		Path report = document.toAbsolutePath().getParent().resolve(file).normalize();
		return report.resolveSibling("results.json");
	}

	private static String number(double value) {
		return String.format(Locale.ROOT, "%.2f", value);
	}

	/** The sentence around a position, for the failure message. */
	private static String sentence(String text, int at) {
		int start = Math.max(text.lastIndexOf(". ", at), text.lastIndexOf("\n\n", at));
		int end = text.indexOf(". ", at);
		end = (end < 0) ? Math.min(text.length(), at + 200) : end + 1;
		return text.substring(Math.max(0, start + 1), Math.min(end, start + 1 + 600)).strip().replace('\n', ' ');
	}

}
