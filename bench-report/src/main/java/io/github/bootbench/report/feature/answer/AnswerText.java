package io.github.bootbench.report.feature.answer;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

import io.github.bootbench.report.core.Verdict;
import io.github.bootbench.report.format.Names;
import io.github.bootbench.report.format.markdown.RatioText;

/**
 * The answer in words, each figure a claim that links to the answer page and names what
 * it is in answer.json ({@code answer: ID}), so that the prose check reads it again: the
 * same words on the answer page and in the project's README.
 */
public final class AnswerText {

	private AnswerText() {
	}

	/**
	 * {@code [0.93× [0.91–0.95] slower](TARGET "answer: ID")}: a pooled ratio with its
	 * interval and verdict.
	 */
	static String ratio(PooledComparison c, String target, String scope) {
		return "[" + RatioText.interval(c.ratio(), c.ciLow(), c.ciHigh()) + " " + c.verdict().word() + "](" + target
				+ " \"answer: " + c.key().ref(scope) + "\")";
	}

	/** {@code [21](TARGET "answer: ID | runCount")}: one field of a pooled comparison. */
	static String field(PooledComparison c, String field, String text, String target, String scope) {
		return "[" + text + "](" + target + " \"answer: " + c.key().ref(scope) + " | " + field + "\")";
	}

	/**
	 * {@link #field} of one of the comparison's strata:
	 * {@code strata[dimension=CPU,stratum=AMD EPYC].ratio}.
	 */
	static String stratumField(PooledComparison c, PooledComparison.StratumPool s, String field, String text,
			String target, String scope) {
		return field(c, "strata[dimension=" + s.dimension() + ",stratum=" + s.stratum() + "]." + field, text, target,
				scope);
	}

	/**
	 * {@code [0.88–0.95×](TARGET "answer: ID; ID")}, or one ratio when the range is one
	 * comparison.
	 */
	static String range(List<PooledComparison> cs, String target, String scope) {
		double low = cs.stream().mapToDouble(PooledComparison::ratio).min().orElseThrow();
		double high = cs.stream().mapToDouble(PooledComparison::ratio).max().orElseThrow();
		String text = (cs.size() == 1) ? RatioText.times(low) : RatioText.number(low) + "–" + RatioText.times(high);
		return "[" + text + "](" + target + " \"answer: " + refs(cs, scope) + "\")";
	}

	/**
	 * Several comparisons' names in one claim: the levels of one pair's cell in the
	 * headline scope as one ({@code boot4-jetty / boot4-tomcat, block wrk c=50,100,200}),
	 * any other by its own.
	 */
	static String refs(List<PooledComparison> cs, String scope) {
		Map<String, List<String>> levels = new LinkedHashMap<>();
		List<String> refs = new ArrayList<>();
		for (PooledComparison c : cs) {
			String ref = c.key().ref(scope);
			if (ref.equals(c.key().id())) {
				refs.add(ref);
				continue;
			}
			String cell = ref.substring(0, ref.lastIndexOf("c=") + 2);
			if (!levels.containsKey(cell)) {
				refs.add(cell);
			}
			levels.computeIfAbsent(cell, (k) -> new ArrayList<>()).add(String.valueOf(c.key().concurrency()));
		}
		return refs.stream()
			.map((r) -> levels.containsKey(r) ? r + String.join(",", levels.get(r)) : r)
			.collect(Collectors.joining("; "));
	}

	/**
	 * The pairs of the headline by endpoint: for each endpoint, each pair's comparisons
	 * over its levels, the pairs in the order of the default apps.
	 */
	static Map<String, Map<String, List<PooledComparison>>> headlineByEndpoint(Synthesis synthesis) {
		Map<String, Map<String, List<PooledComparison>>> byEndpoint = new LinkedHashMap<>();
		for (String endpoint : synthesis.headline().endpoints()) {
			Map<String, List<PooledComparison>> byPair = new LinkedHashMap<>();
			synthesis.headlineComparisons()
				.stream()
				.filter((c) -> c.key().endpoint().equals(endpoint))
				.sorted(java.util.Comparator.comparingInt((PooledComparison c) -> c.key().concurrency()))
				.forEach((c) -> byPair.computeIfAbsent(pair(c.key(), synthesis), (p) -> new ArrayList<>()).add(c));
			byEndpoint.put(endpoint, byPair);
		}
		return byEndpoint;
	}

	/**
	 * What a pair's verdicts over the levels say: {@code slower at every concurrency},
	 * {@code slower at c=100 and 200, undecided at c=50}.
	 */
	static String verdicts(List<PooledComparison> levels) {
		Map<Verdict, List<Integer>> byVerdict = new LinkedHashMap<>();
		levels.forEach(
				(c) -> byVerdict.computeIfAbsent(c.verdict(), (v) -> new ArrayList<>()).add(c.key().concurrency()));
		if (byVerdict.size() == 1) {
			Verdict only = byVerdict.keySet().iterator().next();
			return only.word() + ((levels.size() > 1) ? " at every concurrency" : "");
		}
		return byVerdict.entrySet()
			.stream()
			.map((e) -> e.getKey().word() + " at c=" + levelList(e.getValue()))
			.collect(Collectors.joining(", "));
	}

	private static String levelList(List<Integer> levels) {
		List<String> words = levels.stream().map(String::valueOf).toList();
		if (words.size() == 1) {
			return words.get(0);
		}
		return String.join(", ", words.subList(0, words.size() - 1)) + " and " + words.get(words.size() - 1);
	}

	/**
	 * The choice one endpoint's verdicts make between a pair: the variant where it is
	 * called faster at some level and slower at none, the baseline the other way round,
	 * else neither is shown to be the faster.
	 */
	static String choice(List<PooledComparison> levels) {
		boolean faster = levels.stream().anyMatch((c) -> c.verdict() == Verdict.FASTER);
		boolean slower = levels.stream().anyMatch((c) -> c.verdict() == Verdict.SLOWER);
		PooledComparison first = levels.get(0);
		if (faster && !slower) {
			return first.key().variant().label();
		}
		if (slower && !faster) {
			return first.key().baseline().label();
		}
		return null;
	}

	/**
	 * The container one endpoint's pairs against the baseline pick: the one called faster
	 * than the baseline (the fastest where several are), else the baseline, with what the
	 * runs show of the containers not called slower ({@code Tomcat 11 (Jetty 12.1:
	 * equivalent at c=50 and 100, undecided at c=200)}).
	 */
	static String pick(List<List<PooledComparison>> againstBaseline, Synthesis synthesis) {
		String baseline = name(againstBaseline.get(0).get(0).key().baseline(), synthesis);
		List<PooledComparison> best = againstBaseline.stream()
			.filter((levels) -> levels.get(0).key().variant().label().equals(choice(levels)))
			.max(java.util.Comparator.comparingDouble((List<PooledComparison> levels) -> levels.stream()
				.mapToDouble(PooledComparison::ratio)
				.average()
				.orElseThrow()))
			.orElse(null);
		if (best != null) {
			return name(best.get(0).key().variant(), synthesis);
		}
		List<String> alike = againstBaseline.stream()
			.filter((levels) -> choice(levels) == null)
			.map((levels) -> name(levels.get(0).key().variant(), synthesis) + ": " + verdicts(levels))
			.toList();
		return alike.isEmpty() ? baseline : baseline + " (" + String.join("; ", alike) + ")";
	}

	/** What an endpoint does, in a few words: {@code a synchronous handler}. */
	static String what(String endpoint) {
		return switch (endpoint) {
			case "block" -> "a synchronous handler";
			case "async" -> "an asynchronous one";
			case "deferred" -> "an asynchronous one through a `DeferredResult`";
			case "servletasync" -> "an asynchronous servlet without Spring MVC";
			case "servletdispatch" -> "an asynchronous servlet that dispatches back, without Spring MVC";
			case "json" -> "a handler that writes JSON";
			case "empty" -> "an empty response";
			case "io" -> "a handler that waits on I/O";
			default -> "`" + Names.endpoint(endpoint) + "`";
		};
	}

	/** {@code /test/block}. */
	static String endpoint(String endpoint) {
		return "`" + Names.endpoint(endpoint) + "`";
	}

	/**
	 * A side as the answer names it: {@code Undertow 2.3 (Spring Boot 3.5)} where its
	 * Spring Boot is not the headline baseline's, else its label.
	 */
	static String name(Side side, Synthesis synthesis) {
		return otherBoot(side, synthesis) ? "Spring Boot " + side.boot() + "'s " + side.label() : side.label();
	}

	/** Whether a side is of another Spring Boot than the headline's baseline. */
	private static boolean otherBoot(Side side, Synthesis synthesis) {
		String boot = baselineBoot(synthesis);
		return side.boot() != null && boot != null && !side.boot().equals(boot);
	}

	private static String shortName(Side side, Synthesis synthesis) {
		return otherBoot(side, synthesis) ? side.label() + " (Boot " + side.boot() + ")" : side.label();
	}

	/**
	 * A pair as the answer names it: {@code Undertow 2.3 (Spring Boot 3.5) / Tomcat 11}.
	 */
	static String pair(ComparisonKey key, Synthesis synthesis) {
		return shortName(key.variant(), synthesis) + " / " + shortName(key.baseline(), synthesis);
	}

	/** The Spring Boot of the headline's baseline ({@code 4.1}), or null. */
	static String baselineBoot(Synthesis synthesis) {
		return synthesis.headlineComparisons()
			.stream()
			.map((c) -> c.key().baseline())
			.filter((s) -> s.app().equals(synthesis.headline().apps().get(0)))
			.map(Side::boot)
			.findFirst()
			.orElse(null);
	}

	/** {@code 1 run}, {@code 18 runs}. */
	static String runs(int count) {
		return count + ((count == 1) ? " run" : " runs");
	}

	/** {@code 2.1 µs}. */
	static String micros(double value) {
		return String.format(Locale.ROOT, "%.1f µs", value);
	}

}
