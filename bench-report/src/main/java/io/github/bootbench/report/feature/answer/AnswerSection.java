package io.github.bootbench.report.feature.answer;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The project README's answer, written from the synthesis between two markers, so that it
 * is never stale against results/: the recommendation per endpoint with its pooled
 * ratios, what it is in CPU, how sure, the scope, the pooled table and a forest plot.
 */
public final class AnswerSection {

	/** The line that opens the written part of README.md. */
	public static final String BEGIN = "<!-- answer: written by `bench-report answer results`; edit the generator, "
			+ "not this -->";

	/** The line that closes it. */
	public static final String END = "<!-- answer: end -->";

	/** Where the README links the answer page. */
	private static final String PAGE = "results/answer/README.md";

	private AnswerSection() {
	}

	/** The README with its answer written again from the synthesis. */
	public static String into(String readme, Synthesis synthesis) {
		int begin = readme.indexOf(BEGIN);
		int end = readme.indexOf(END);
		if (begin < 0 || end < begin) {
			throw new IllegalArgumentException("README.md has no answer between the lines '" + BEGIN + "' and '" + END
					+ "': put them where the answer goes");
		}
		return readme.substring(0, begin) + write(synthesis) + readme.substring(end);
	}

	/** The written part, from its opening line to the closing one (exclusive). */
	static String write(Synthesis synthesis) {
		StringBuilder md = new StringBuilder(BEGIN).append("\n\n");
		lead(synthesis, md);
		AnswerBullets.recommendation(synthesis, md, PAGE);
		AnswerBullets.cpu(synthesis, md, PAGE);
		md.append('\n');
		NextRun.write(synthesis, md, PAGE);
		howSure(synthesis, md);
		scope(synthesis, md);
		md.append('\n');
		if (!synthesis.headlineComparisons().isEmpty()) {
			PooledComparison first = synthesis.headlineComparisons().get(0);
			md.append("Every cell, pooled, per machine kind and per guest: [the answer in full](")
				.append(PAGE)
				.append("). ![Forest plot: ")
				.append(first.key().pair())
				.append(" on ")
				.append(AnswerText.endpoint(first.key().endpoint()).replace("`", ""))
				.append(", each run and the pool](results/answer/charts/")
				.append(AnswerCharts.file(first))
				.append(")\n\n");
		}
		return Wrapped.lines(md.toString());
	}

	/**
	 * The answer in plain words: per endpoint, the container the headline generation's
	 * pooled verdicts choose against the baseline; then whether each machine kind's runs
	 * alone reach it.
	 */
	static void lead(Synthesis synthesis, StringBuilder md) {
		List<String> choices = new ArrayList<>();
		String boot = AnswerText.baselineBoot(synthesis);
		for (Map.Entry<String, Map<String, List<PooledComparison>>> endpoint : AnswerText.headlineByEndpoint(synthesis)
			.entrySet()) {
			List<List<PooledComparison>> againstBaseline = endpoint.getValue()
				.values()
				.stream()
				.filter((levels) -> levels.get(0).key().baseline().app().equals(synthesis.headline().apps().get(0))
						&& AnswerBullets.generation(levels.get(0).key(), boot) == AnswerBullets.Generation.HEADLINE)
				.toList();
			if (againstBaseline.isEmpty()) {
				continue;
			}
			choices.add(AnswerText.what(endpoint.getKey()) + " (" + AnswerText.endpoint(endpoint.getKey()) + "), "
					+ AnswerText.pick(againstBaseline, synthesis));
		}
		if (choices.isEmpty()) {
			return;
		}
		md.append("**For a Spring Boot ")
			.append((boot != null) ? boot + " " : "")
			.append("service whose requests are light, on one server CPU: ")
			.append(String.join("; for ", choices).replaceFirst("^", "for "))
			.append(".** ")
			.append(machines(synthesis, boot))
			.append("\n\n");
	}

	/**
	 * Whether each CPU model's runs alone keep the headline generation's verdicts:
	 * {@code Each machine kind's runs pooled alone (AMD EPYC, Intel Xeon) reverse none of
	 * its 12 verdicts; ...}.
	 */
	static String machines(Synthesis synthesis, String boot) {
		java.util.Set<String> kinds = new java.util.TreeSet<>();
		int verdicts = 0;
		int called = 0;
		Map<String, Integer> reached = new java.util.TreeMap<>();
		List<String> reversed = new ArrayList<>();
		for (PooledComparison c : synthesis.headlineComparisons()) {
			if (AnswerBullets.generation(c.key(), boot) != AnswerBullets.Generation.HEADLINE) {
				continue;
			}
			verdicts++;
			called += c.verdict().called() ? 1 : 0;
			for (PooledComparison.StratumPool s : c.strata(PooledComparison.CPU)) {
				kinds.add(s.stratum());
				reached.merge(s.stratum(), (c.verdict().called() && s.verdict() == c.verdict()) ? 1 : 0, Integer::sum);
				if (s.verdict().called() && c.verdict().called() && s.verdict() != c.verdict()) {
					reversed.add(s.stratum() + " alone reads " + c.key().pair() + " " + s.verdict().word() + " on "
							+ AnswerText.endpoint(c.key().endpoint()) + " at c=" + c.key().concurrency());
				}
			}
		}
		if (kinds.isEmpty()) {
			return "Every run of these cells ran on one machine kind.";
		}
		String words = "Each machine kind's runs pooled alone (" + String.join(", ", kinds) + " guests) ";
		return reversed.isEmpty()
				? words + "reverse none of its " + verdicts + " verdicts; of the " + called
						+ " that call a difference (faster or slower), each kind's runs alone reach "
						+ reached.entrySet()
							.stream()
							.map((kind) -> kind.getValue() + " (" + kind.getKey() + ")")
							.collect(Collectors.joining(", "))
						+ ", the rest undecided on their fewer runs; how large a difference is depends on the machine "
						+ "where a line below says so."
				: words + "reverse " + reversed.size() + " of its " + verdicts + ": " + String.join("; ", reversed)
						+ ".";
	}

	/**
	 * {@code Spring Boot 4.1 for Tomcat 11 and Jetty 12.1, 3.5 for Tomcat 10.1 and Undertow 2.3}.
	 */
	private static String boots(Synthesis synthesis) {
		Map<String, java.util.Set<String>> byBoot = new java.util.TreeMap<>(java.util.Comparator.reverseOrder());
		synthesis.headlineComparisons()
			.stream()
			.flatMap((c) -> java.util.stream.Stream.of(c.key().baseline(), c.key().variant()))
			.filter((side) -> side.boot() != null)
			.forEach((side) -> byBoot.computeIfAbsent(side.boot(), (b) -> new java.util.LinkedHashSet<>())
				.add(side.label()));
		return "Spring Boot " + byBoot.entrySet()
			.stream()
			.map((e) -> e.getKey() + " for " + String.join(" and ", e.getValue()))
			.collect(Collectors.joining(", "));
	}

	private static void howSure(Synthesis synthesis, StringBuilder md) {
		List<PooledComparison> headline = synthesis.headlineComparisons();
		if (headline.isEmpty()) {
			return;
		}
		int fewest = headline.stream().mapToInt((c) -> c.runs().size()).min().orElseThrow();
		int most = headline.stream().mapToInt((c) -> c.runs().size()).max().orElseThrow();
		int guests = headline.stream().mapToInt((c) -> c.components().guests()).max().orElseThrow();
		md.append("**How sure.** Each ratio is pooled over ")
			.append((fewest == most) ? String.valueOf(most) : fewest + " to " + most)
			.append(" runs on up to ")
			.append(guests)
			.append(" guests, each run estimated from its own rounds of fresh JVMs, with a random effect per guest "
					+ "and per run ([how](docs/method.md#one-answer-from-every-run)).\n")
			.append(AnswerTables.controlsSentence(synthesis, PAGE))
			.append('\n');
		TimeToAnswer time = synthesis.timeToAnswer();
		List<String> tells = time.rows()
			.stream()
			.filter((r) -> r.tellsApartPercent() != null && (r.k() == 1 || r.k() == 3))
			.map((r) -> String.format(Locale.ROOT, "%s about %s",
					(r.k() == 1) ? "one run tells apart" : "three runs tell apart",
					AnswerTables.timeClaim(r, "tellsApartPercent",
							String.format(Locale.ROOT, "%.0f %%", r.tellsApartPercent()), PAGE)))
			.toList();
		if (!tells.isEmpty()) {
			md.append("On the A/A control's noise ").append(String.join("; ", tells)).append(".\n");
		}
		md.append('\n');
	}

	static void scope(Synthesis synthesis, StringBuilder md) {
		AnswerScope scope = synthesis.scope();
		md.append("**Scope.** Light requests at saturation, closed loop (")
			.append(synthesis.headline().tool().id())
			.append("), the server on 1 CPU (so the JVM picks the ")
			.append(String.join(", ", scope.collectors()))
			.append(" collector) with ")
			.append(synthesis.headline().jvmOptions())
			.append(", the load on the other CPU of a 2-vCPU guest over loopback, Java ")
			.append(String.join(", ", scope.javaVersions()))
			.append(", response bodies of ")
			.append(scope.bodyBytes()
				.entrySet()
				.stream()
				.filter((e) -> synthesis.headline().endpoints().contains(e.getKey()))
				.map((e) -> e.getValue().get(0).equals(e.getValue().get(1)) ? e.getValue().get(0) + " bytes"
						: e.getValue().get(0) + "–" + e.getValue().get(1) + " bytes")
				.distinct()
				.collect(Collectors.joining(", ")))
			.append("; runs on ")
			.append(scope.runsByCpuWords())
			.append(" guests; ")
			.append(boots(synthesis))
			.append(" (Undertow exists up to Spring Boot 3.5 only). A service on several CPUs, under a CPU limit, or "
					+ "doing real work per request, is outside it.\n");
	}

}
