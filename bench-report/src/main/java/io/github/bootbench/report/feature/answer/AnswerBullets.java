package io.github.bootbench.report.feature.answer;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

import io.github.bootbench.report.format.markdown.RatioText;

/**
 * The answer's lines that the README and the answer page share: a bullet per endpoint
 * with each pair's pooled ratios and the container they choose, what a difference is in
 * CPU per request, and where the next run lands.
 */
final class AnswerBullets {

	private AnswerBullets() {
	}

	/**
	 * A bullet per endpoint: each pair's pooled ratios over the levels, their verdicts,
	 * and the container they choose where they choose one.
	 */
	static void recommendation(Synthesis synthesis, StringBuilder md, String page) {
		for (Map.Entry<String, Map<String, List<PooledComparison>>> endpoint : AnswerText.headlineByEndpoint(synthesis)
			.entrySet()) {
			md.append("- **").append(AnswerText.endpoint(endpoint.getKey())).append("**: ");
			List<String> parts = new ArrayList<>();
			for (List<PooledComparison> levels : endpoint.getValue().values()) {
				PooledComparison first = levels.get(0);
				String choice = AnswerText.choice(levels);
				String variant = first.key().variant().label();
				String baseline = first.key().baseline().label();
				parts.add(variant + " reads " + AnswerText.range(levels, page) + " of " + baseline
						+ "'s throughput over c="
						+ levels.stream()
							.map((c) -> String.valueOf(c.key().concurrency()))
							.collect(Collectors.joining(", "))
						+ ": " + AnswerText.verdicts(levels) + ((choice != null) ? " (choose " + choice + ")" : ""));
			}
			md.append(String.join("; ", parts)).append(".\n");
		}
	}

	/**
	 * What a difference is in CPU per request, against a request that reads a database
	 * where some run measured one.
	 */
	static void cpu(Synthesis synthesis, StringBuilder md, String page) {
		for (PooledComparison c : synthesis.headlineComparisons()) {
			if (c.key().concurrency() != 100 || c.variantCpuUs() == null || c.baselineCpuUs() == null
					|| !c.verdict().called()) {
				continue;
			}
			Optional<PooledComparison> db = synthesis.comparisons()
				.stream()
				.filter((d) -> d.key().endpoint().equals("db") && d.key().baseline().equals(c.key().baseline())
						&& d.baselineCpuUs() != null && d.key().javaMajor() == c.key().javaMajor())
				.findFirst();
			md.append("- **In CPU**: on ")
				.append(AnswerText.endpoint(c.key().endpoint()))
				.append(" at c=100 a request took ")
				.append(AnswerText.field(c, "variantCpuUs", AnswerText.micros(c.variantCpuUs()), page))
				.append(" of server CPU on ")
				.append(c.key().variant().label())
				.append(" and ")
				.append(AnswerText.field(c, "baselineCpuUs", AnswerText.micros(c.baselineCpuUs()), page))
				.append(" on ")
				.append(c.key().baseline().label())
				.append(" (the median over its ")
				.append(AnswerText.runs(c.runs().size()))
				.append(")");
			db.ifPresent((d) -> md.append("; a request that reads one database row (TechEmpower's single query) took ")
				.append(AnswerText.field(d, "baselineCpuUs", AnswerText.micros(d.baselineCpuUs()), page))
				.append(" on ")
				.append(d.key().baseline().label())
				.append(" (")
				.append(AnswerText.runs(d.runs().size()))
				.append(")"));
			md.append(".\n");
			return;
		}
	}

	/**
	 * Where the next run's ratio lies, at c=100 for each pair of the headline: the
	 * prediction interval, which holds the spread between runs.
	 */
	static void nextRun(Synthesis synthesis, StringBuilder md, String page) {
		List<String> parts = new ArrayList<>();
		for (Map<String, List<PooledComparison>> byPair : AnswerText.headlineByEndpoint(synthesis).values()) {
			for (List<PooledComparison> levels : byPair.values()) {
				levels.stream()
					.filter((c) -> c.key().concurrency() == 100 && c.predictionLow() != null)
					.findFirst()
					.ifPresent((c) -> parts.add(AnswerText.pair(c.key(), synthesis) + " on "
							+ AnswerText.endpoint(c.key().endpoint()) + " "
							+ AnswerText.field(c, "predictionLow", RatioText.number(c.predictionLow()), page) + "–"
							+ AnswerText.field(c, "predictionHigh", RatioText.number(c.predictionHigh()), page)));
			}
		}
		if (!parts.isEmpty()) {
			md.append("**The next run** on a guest like these, at c=100 (95 % prediction, which holds the spread "
					+ "between runs): ")
				.append(String.join("; ", parts))
				.append(". Where it spans 1, one more run may read either way.\n\n");
		}
	}

}
