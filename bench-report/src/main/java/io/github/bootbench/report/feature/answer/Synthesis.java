package io.github.bootbench.report.feature.answer;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

import io.github.bootbench.report.model.RunResult;

/**
 * One answer from every run: each comparison pooled over the runs that measured it, the
 * default run's cells first, with the controls that prove the pool, leave-one-run-out
 * coverage, and how many runs a trusted answer takes.
 *
 * @param headline the default run's cells
 * @param javaMajor the Java the headline is of: the one most of its runs ran
 * @param runs every run read, by id
 * @param comparisons every comparison, the headline's first
 * @param excluded every ratio a run's own rule did not judge
 * @param controls the pooled controls
 * @param coverage leave-one-run-out
 * @param timeToAnswer how many runs it takes
 * @param scope what the headline's runs hold for
 */
public record Synthesis(Headline headline, int javaMajor, List<String> runs, List<PooledComparison> comparisons,
		List<Evidence.Exclusion> excluded, Controls controls, Coverage coverage, TimeToAnswer timeToAnswer,
		AnswerScope scope) {

	/** The answer of these runs. */
	public static Synthesis of(List<RunResult> runs, Headline headline) {
		Evidence evidence = Evidence.of(runs);
		List<PooledComparison> all = new ArrayList<>();
		evidence.points().forEach((key, points) -> all.add(PooledComparison.of(key, points, headline.minEffect())));
		int java = headlineJava(all, headline);
		Comparator<PooledComparison> order = Comparator
			.comparing((PooledComparison c) -> !(headline.pair(c.key()) && c.key().javaMajor() == java))
			.thenComparing((c) -> -c.runs().size());
		List<PooledComparison> sorted = all.stream().sorted(order).toList();
		java.util.Set<String> headlineRuns = sorted.stream()
			.filter((c) -> headline.pair(c.key()) && c.key().javaMajor() == java)
			.flatMap((c) -> c.runs().stream().map(RunPoint::runId))
			.collect(Collectors.toSet());
		return new Synthesis(headline, java, runs.stream().map((r) -> r.run().record().runId()).toList(), sorted,
				evidence.excluded(), Controls.of(sorted), Coverage.of(sorted),
				TimeToAnswer.of(controlCells(sorted, headline, java), headline.minEffect()),
				AnswerScope.of(runs.stream().filter((r) -> headlineRuns.contains(r.run().record().runId())).toList()));
	}

	/** The Java major most runs of the headline's comparisons ran (17 where none did). */
	private static int headlineJava(List<PooledComparison> all, Headline headline) {
		return all.stream()
			.filter((c) -> headline.pair(c.key()))
			.collect(Collectors.groupingBy((c) -> c.key().javaMajor(), Collectors.summingInt((c) -> c.runs().size())))
			.entrySet()
			.stream()
			.max(Map.Entry.comparingByValue())
			.map(Map.Entry::getKey)
			.orElse(17);
	}

	/**
	 * The A/A control of the baseline in each default cell on the headline's Java, each a
	 * map of run to its estimate.
	 */
	private static List<Map<String, RunPoint>> controlCells(List<PooledComparison> comparisons, Headline headline,
			int java) {
		List<Map<String, RunPoint>> cells = new ArrayList<>();
		for (String endpoint : headline.endpoints()) {
			for (int level : headline.levels()) {
				comparisons.stream()
					.filter((c) -> c.key().variant().control() && headline.copyOfBaseline(c.key().variant())
							&& headline.plainApp(c.key().baseline()) && headline.cell(c.key())
							&& c.key().endpoint().equals(endpoint) && c.key().concurrency() == level
							&& c.key().javaMajor() == java && c.key().baseline().app().equals(headline.apps().get(0)))
					.findFirst()
					.ifPresent((c) -> cells.add(c.runs()
						.stream()
						.collect(Collectors.toMap(RunPoint::runId, Function.identity(), (a, b) -> a,
								LinkedHashMap::new))));
			}
		}
		return cells;
	}

	/** The comparisons of the default run's cells on the headline's Java. */
	public List<PooledComparison> headlineComparisons() {
		return this.comparisons.stream()
			.filter((c) -> this.headline.pair(c.key()) && c.key().javaMajor() == this.javaMajor)
			.toList();
	}

	/**
	 * What every headline comparison's id says after its pair and cell ({@code Java 17,
	 * Serial, 1 CPU, -Xms512m -Xmx512m}): claims on the headline name a comparison
	 * without it ({@link ComparisonKey#ref}).
	 */
	@com.fasterxml.jackson.annotation.JsonProperty("headlineScope")
	public String headlineScope() {
		return headlineComparisons().stream().map((c) -> c.key().scopeInId()).findFirst().orElse("");
	}

	/** The comparison with this id, if pooled. */
	public java.util.Optional<PooledComparison> comparison(String id) {
		return this.comparisons.stream().filter((c) -> c.key().id().equals(id)).findFirst();
	}

}
