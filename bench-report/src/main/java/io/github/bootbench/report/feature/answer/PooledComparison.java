package io.github.bootbench.report.feature.answer;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.github.bootbench.report.core.Method;
import io.github.bootbench.report.core.Verdict;
import io.github.bootbench.report.stats.RandomEffects;
import io.github.bootbench.report.stats.Spread;

/**
 * One comparison pooled over every run that measured it ({@link RandomEffects}), judged
 * by the rule a run's ratio is judged by, with the strata shown apart: the pool of each
 * CPU model and of each guest build, and whether the verdict holds without each.
 *
 * @param key what is compared
 * @param runs each run's estimate, by run
 * @param pooled the pooled estimate
 * @param ratio the pooled ratio
 * @param ciLow its interval's lower end
 * @param ciHigh its upper end
 * @param predictionLow where the next run's measured ratio lies, lower end, on a guest
 * like these and with a run's typical error (null with fewer than three runs)
 * @param predictionHigh its upper end
 * @param verdict the pooled verdict
 * @param agreeing runs whose own verdict is the pooled one
 * @param strata the pool of each CPU model and each guest build, where the runs span more
 * than one
 * @param withoutStratum the pooled verdict without each of those strata
 * @param variantCpuUs the variant's server CPU per request, µs, the median over its runs
 * (null where none sampled it)
 * @param baselineCpuUs the baseline's
 */
public record PooledComparison(ComparisonKey key, List<RunPoint> runs, RandomEffects pooled, double ratio, double ciLow,
		double ciHigh, Double predictionLow, Double predictionHigh, Verdict verdict, int agreeing,
		List<StratumPool> strata, List<StratumPool> withoutStratum, Double variantCpuUs, Double baselineCpuUs) {

	/**
	 * The pool of the runs of one stratum, or of every run but those of one.
	 *
	 * @param dimension {@code CPU} or {@code guest}
	 * @param stratum the CPU model or the guest build
	 * @param runs how many runs were pooled
	 * @param verdict their pooled verdict
	 * @param holds whether it is the pooled verdict of every run
	 */
	public record StratumPool(String dimension, String stratum, int runs, double ratio, double ciLow, double ciHigh,
			Verdict verdict, boolean holds) {

	}

	/** The runs of one comparison pooled, judged with this minimum effect. */
	public static PooledComparison of(ComparisonKey key, List<RunPoint> runs, double minEffect) {
		RandomEffects pooled = pool(runs);
		// One run is its own report: its verdict, not judged where it had too few blocks.
		Verdict verdict = (runs.size() == 1) ? runs.get(0).verdict() : verdict(pooled, minEffect);
		double typical = Spread.of(runs.stream().map((r) -> r.study().variance()).toList()).median();
		double[] prediction = pooled.predict(typical, Method.CONFIDENCE);
		int agreeing = (int) runs.stream().filter((r) -> r.verdict() == verdict).count();
		List<StratumPool> strata = new ArrayList<>();
		List<StratumPool> without = new ArrayList<>();
		for (Map.Entry<String, Function<RunPoint, String>> dimension : dimensions().entrySet()) {
			Map<String, List<RunPoint>> byStratum = new LinkedHashMap<>();
			runs.forEach(
					(r) -> byStratum.computeIfAbsent(dimension.getValue().apply(r), (s) -> new ArrayList<>()).add(r));
			if (byStratum.size() < 2) {
				continue;
			}
			byStratum.forEach((name, members) -> {
				strata.add(stratumPool(dimension.getKey(), name, members, minEffect, verdict));
				List<RunPoint> others = runs.stream().filter((r) -> !members.contains(r)).toList();
				without.add(stratumPool(dimension.getKey(), name, others, minEffect, verdict));
			});
		}
		return new PooledComparison(key, runs, pooled, Math.exp(pooled.logRatio()), Math.exp(pooled.logLow()),
				Math.exp(pooled.logHigh()), (prediction != null) ? Math.exp(prediction[0]) : null,
				(prediction != null) ? Math.exp(prediction[1]) : null, verdict, agreeing, List.copyOf(strata),
				List.copyOf(without), medianOf(runs, RunPoint::variantCpuUs), medianOf(runs, RunPoint::baselineCpuUs));
	}

	/**
	 * The dimensions strata are drawn along: the CPU model, and the guest build on it.
	 */
	private static Map<String, Function<RunPoint, String>> dimensions() {
		Map<String, Function<RunPoint, String>> dimensions = new LinkedHashMap<>();
		dimensions.put("CPU", (r) -> r.stratum().cpu());
		dimensions.put("guest", (r) -> r.stratum().label());
		return dimensions;
	}

	private static StratumPool stratumPool(String dimension, String name, List<RunPoint> members, double minEffect,
			Verdict overall) {
		RandomEffects pooled = pool(members);
		Verdict verdict = verdict(pooled, minEffect);
		return new StratumPool(dimension, name, members.size(), Math.exp(pooled.logRatio()), Math.exp(pooled.logLow()),
				Math.exp(pooled.logHigh()), verdict, verdict == overall);
	}

	static RandomEffects pool(List<RunPoint> runs) {
		return RandomEffects.of(runs.stream().map(RunPoint::study).toList(), Method.CONFIDENCE);
	}

	static Verdict verdict(RandomEffects pooled, double minEffect) {
		return Verdict.of(Math.exp(pooled.logRatio()), Math.exp(pooled.logLow()), Math.exp(pooled.logHigh()), true,
				minEffect);
	}

	private static Double medianOf(List<RunPoint> runs, Function<RunPoint, Double> figure) {
		List<Double> figures = runs.stream().map(figure).filter(Objects::nonNull).toList();
		return figures.isEmpty() ? null : Spread.of(figures).median();
	}

	/** How many runs were pooled. */
	@JsonProperty("runCount")
	public int runCount() {
		return this.runs.size();
	}

	/** Rounds of fresh JVMs over every run pooled. */
	@JsonProperty("rounds")
	public int rounds() {
		return this.runs.stream().mapToInt(RunPoint::rounds).sum();
	}

	/** The interval's width. */
	@JsonProperty("width")
	public double width() {
		return this.ciHigh - this.ciLow;
	}

	/** The strata along one dimension ({@code CPU}), empty where the runs share one. */
	public List<StratumPool> strata(String dimension) {
		return this.strata.stream().filter((s) -> s.dimension().equals(dimension)).toList();
	}

	/** Whether the pooled verdict holds without each stratum, every dimension. */
	public boolean holdsWithoutEachStratum() {
		return this.withoutStratum.stream().allMatch(StratumPool::holds);
	}

}
