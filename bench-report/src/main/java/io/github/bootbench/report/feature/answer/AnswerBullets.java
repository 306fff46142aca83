package io.github.bootbench.report.feature.answer;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

import io.github.bootbench.report.format.markdown.RatioText;

/**
 * The answer's lines that the README and the answer page share: a bullet per endpoint
 * with the headline generation's pairs, their pooled ratios, the container they choose
 * and, where the ratio is not one size on every machine, its size per machine kind; the
 * older generation's own choice; the pairs across generations, which choose nothing; what
 * a difference is in CPU per request; and where the next run lands. Each figure a claim,
 * one to a line, so that no line of the README runs long.
 */
final class AnswerBullets {

	/** The concurrency the per-machine sizes and the predictions are given at. */
	static final int LEVEL = 100;

	private AnswerBullets() {
	}

	/**
	 * A bullet per endpoint with the headline generation's pairs, then the older
	 * generation's choice, then the pairs across generations.
	 */
	static void recommendation(Synthesis synthesis, StringBuilder md, String page) {
		Map<String, Map<String, List<PooledComparison>>> byEndpoint = AnswerText.headlineByEndpoint(synthesis);
		String boot = AnswerText.baselineBoot(synthesis);
		for (Map.Entry<String, Map<String, List<PooledComparison>>> endpoint : byEndpoint.entrySet()) {
			List<String> parts = new ArrayList<>();
			for (List<PooledComparison> levels : endpoint.getValue().values()) {
				if (generation(levels.get(0).key(), boot) == Generation.HEADLINE) {
					parts.add(pairLine(levels, synthesis, page, true) + byMachine(levels, synthesis, page));
				}
			}
			if (!parts.isEmpty()) {
				md.append("- **").append(AnswerText.endpoint(endpoint.getKey())).append("**: ");
				md.append(String.join("; ", parts)).append(".\n");
			}
		}
		older(byEndpoint, synthesis, md, page, boot);
		across(byEndpoint, synthesis, md, page, boot);
	}

	/** Which generations a pair spans against the headline's. */
	enum Generation {

		/** Both sides of the headline's Spring Boot. */
		HEADLINE,

		/** Both sides of one older Spring Boot. */
		OLDER,

		/** One side of each. */
		ACROSS

	}

	static Generation generation(ComparisonKey key, String boot) {
		String variant = key.variant().boot();
		String baseline = key.baseline().boot();
		if (variant != null && baseline != null && !variant.equals(baseline)) {
			return Generation.ACROSS;
		}
		return (boot == null || boot.equals(baseline)) ? Generation.HEADLINE : Generation.OLDER;
	}

	/**
	 * {@code Jetty 12.1 reads [0.86–0.94×](…) of Tomcat 11's throughput over c=50, 100,
	 * 200: slower at every concurrency (choose Tomcat 11)}.
	 */
	private static String pairLine(List<PooledComparison> levels, Synthesis synthesis, String page, boolean choose) {
		PooledComparison first = levels.get(0);
		String choice = AnswerText.choice(levels);
		return first.key().variant().label() + " reads " + AnswerText.range(levels, page, synthesis.headlineScope())
				+ " of " + first.key().baseline().label() + "'s throughput over c="
				+ levels.stream().map((c) -> String.valueOf(c.key().concurrency())).collect(Collectors.joining(", "))
				+ ": " + AnswerText.verdicts(levels) + ((choose && choice != null) ? " (choose " + choice + ")" : "");
	}

	/**
	 * Where the ratio at {@link #LEVEL} is not one size on every machine: its size on
	 * each CPU model's runs where the CPU model's factor excludes 1, and in quiet and
	 * noisy runs where the noise's does, each pooled alone; where only the guests differ,
	 * a pointer to their sizes. A split whose factor spans 1 is not shown: its sizes
	 * would differ by chance as much as by the machine.
	 */
	private static String byMachine(List<PooledComparison> levels, Synthesis synthesis, String page) {
		Optional<PooledComparison> at = levels.stream().filter((c) -> c.key().concurrency() == LEVEL).findFirst();
		if (at.isEmpty() || !at.get().differsByMachine()) {
			return "";
		}
		PooledComparison c = at.get();
		List<String> kinds = new ArrayList<>();
		for (String dimension : List.of(PooledComparison.CPU, PooledComparison.NOISE)) {
			if (!c.differsBy(dimension)) {
				continue;
			}
			List<String> sizes = c.strata(dimension)
				.stream()
				.map((s) -> AnswerText.stratumField(c, s, "ratio", RatioText.times(s.ratio()), page,
						synthesis.headlineScope())
						+ (PooledComparison.NOISE.equals(dimension)
								? " in the " + ((s.runs() == 1) ? "one " + s.stratum() + " run"
										: s.runs() + " " + s.stratum() + " runs")
								: " on " + s.stratum() + " (" + AnswerText.runs(s.runs()) + ")"))
				.toList();
			if (!sizes.isEmpty()) {
				kinds.add(String.join(", ", sizes));
			}
		}
		if (kinds.isEmpty()) {
			return "; not one size on every machine: at c=" + LEVEL + " its guests differ by more than their runs "
					+ "([each guest's size](" + page + "#by-machine))";
		}
		return "; not one size on every machine: at c=" + LEVEL + " it reads " + String.join("; ", kinds);
	}

	/** The older generation's own pairs: its choice, on its own Spring Boot. */
	private static void older(Map<String, Map<String, List<PooledComparison>>> byEndpoint, Synthesis synthesis,
			StringBuilder md, String page, String boot) {
		List<String> parts = new ArrayList<>();
		String olderBoot = null;
		for (Map.Entry<String, Map<String, List<PooledComparison>>> endpoint : byEndpoint.entrySet()) {
			for (List<PooledComparison> levels : endpoint.getValue().values()) {
				if (generation(levels.get(0).key(), boot) == Generation.OLDER) {
					olderBoot = levels.get(0).key().baseline().boot();
					parts.add("on " + AnswerText.endpoint(endpoint.getKey()) + " "
							+ pairLine(levels, synthesis, page, true) + byMachine(levels, synthesis, page));
				}
			}
		}
		if (!parts.isEmpty()) {
			md.append("- **On Spring Boot ")
				.append(olderBoot)
				.append("** (Undertow exists up to Spring Boot 3.5 only; Spring Boot 4 has none): ")
				.append(String.join("; ", parts))
				.append(".\n");
		}
	}

	/** The pairs across generations: what a migration changes, no choice. */
	private static void across(Map<String, Map<String, List<PooledComparison>>> byEndpoint, Synthesis synthesis,
			StringBuilder md, String page, String boot) {
		List<String> parts = new ArrayList<>();
		for (Map.Entry<String, Map<String, List<PooledComparison>>> endpoint : byEndpoint.entrySet()) {
			for (List<PooledComparison> levels : endpoint.getValue().values()) {
				if (generation(levels.get(0).key(), boot) == Generation.ACROSS) {
					parts.add("on " + AnswerText.endpoint(endpoint.getKey()) + " "
							+ pairLine(levels, synthesis, page, false));
				}
			}
		}
		if (!parts.isEmpty()) {
			md.append("- **Across generations** (what moving between Spring Boot versions changes; no choice: "
					+ "each side is its own generation's): ")
				.append(String.join("; ", parts))
				.append(".\n");
		}
	}

	/**
	 * {@code : 23.2 µs on AMD EPYC's 18, 35.1 µs on Intel Xeon's 4}, the baseline's CPU a
	 * request by CPU model: a machine's own cost differs more than the containers' do, so
	 * a median over every machine is no one machine's.
	 */
	private static String byCpuModel(PooledComparison c, String page, String scope) {
		List<String> kinds = c.strata(PooledComparison.CPU)
			.stream()
			.filter((s) -> s.baselineCpuUs() != null)
			.map((s) -> AnswerText.stratumField(c, s, "baselineCpuUs", AnswerText.micros(s.baselineCpuUs()), page,
					scope) + " on " + s.stratum() + "'s " + s.runs())
			.toList();
		return kinds.isEmpty() ? "" : ": " + String.join(", ", kinds);
	}

	/**
	 * What a difference is in CPU per request, against a request that reads a database
	 * where some run measured one.
	 */
	static void cpu(Synthesis synthesis, StringBuilder md, String page) {
		String scope = synthesis.headlineScope();
		for (PooledComparison c : synthesis.headlineComparisons()) {
			if (c.key().concurrency() != LEVEL || c.variantCpuUs() == null || c.baselineCpuUs() == null
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
				.append(" at c=" + LEVEL + " a request took ")
				.append(AnswerText.field(c, "variantCpuUs", AnswerText.micros(c.variantCpuUs()), page, scope))
				.append(" of server CPU on ")
				.append(c.key().variant().label())
				.append(" and ")
				.append(AnswerText.field(c, "baselineCpuUs", AnswerText.micros(c.baselineCpuUs()), page, scope))
				.append(" on ")
				.append(c.key().baseline().label())
				.append(" (the median over its ")
				.append(AnswerText.runs(c.runs().size()))
				.append(byCpuModel(c, page, scope))
				.append(")");
			db.ifPresent((d) -> md.append("; a request that reads one database row (TechEmpower's single query) took ")
				.append(AnswerText.field(d, "baselineCpuUs", AnswerText.micros(d.baselineCpuUs()), page, scope))
				.append(" on ")
				.append(d.key().baseline().label())
				.append(" (")
				.append(AnswerText.runs(d.runs().size()))
				.append(byCpuModel(d, page, scope))
				.append(")"));
			md.append(".\n");
			return;
		}
	}

}
