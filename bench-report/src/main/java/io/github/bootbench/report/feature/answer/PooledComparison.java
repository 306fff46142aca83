package io.github.bootbench.report.feature.answer;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.github.bootbench.report.core.Method;
import io.github.bootbench.report.core.Verdict;
import io.github.bootbench.report.stats.NestedRandomEffects;
import io.github.bootbench.report.stats.Spread;

/**
 * One comparison pooled over every run that measured it, runs within guests
 * ({@link NestedRandomEffects}), judged by the rule a run's ratio is judged by: the mean
 * over the guests with its interval, each level's variance, each guest's own size, what a
 * guest like none measured would read, the size per CPU model and without each, and how
 * the ratio moves with the run's noise and its CPU model ({@link Moderator}).
 *
 * @param key what is compared
 * @param runs each run's estimate, by run
 * @param components the variance at each level and the guests
 * @param ratio the pooled ratio: the mean over the guests
 * @param ciLow its interval's lower end
 * @param ciHigh its upper end
 * @param predictionLow where a run on a guest like none measured lands, lower end, with a
 * run's typical error (null where the guests leave no degree of freedom for it)
 * @param predictionHigh its upper end
 * @param verdict the pooled verdict
 * @param agreeing runs whose own verdict is the pooled one
 * @param guests each guest's own size and the next run there
 * @param strata the pool of each CPU model and of the quiet and the noisy runs, where the
 * runs span both
 * @param withoutStratum the pooled verdict without each stratum's runs
 * @param moderators the ratio's slope on the run's noise, and the CPU models' difference,
 * where the guests allow them
 * @param variantCpuUs the variant's server CPU per request, µs, the median over its runs
 * (null where none sampled it)
 * @param baselineCpuUs the baseline's
 */
@JsonPropertyOrder({ "key", "runs", "components", "ratio", "ciLow", "ciHigh", "predictionLow", "predictionHigh",
		"verdict", "agreeing", "guests", "strata", "withoutStratum", "moderators", "variantCpuUs", "baselineCpuUs",
		"rounds", "width", "runCount", "differsByMachine" })
public record PooledComparison(ComparisonKey key, List<RunPoint> runs, Components components, double ratio,
		double ciLow, double ciHigh, Double predictionLow, Double predictionHigh, Verdict verdict, int agreeing,
		List<GuestSize> guests, List<StratumPool> strata, List<StratumPool> withoutStratum, List<Moderator> moderators,
		Double variantCpuUs, Double baselineCpuUs) {

	/**
	 * The p-value below which the between-guest variance is taken as not zero, and the
	 * answer gives a size per machine kind rather than one.
	 */
	public static final double GUESTS_DIFFER_P = 0.05;

	/**
	 * A run's noise at or above which its guest is counted as noisy: a block's log ratio
	 * wandering by a tenth (the quiet Intel Xeon guests read 0.02, the noisy ones 0.15).
	 */
	public static final double NOISY_SD = 0.10;

	/** The dimension of the CPU model's runs. */
	public static final String CPU = "CPU";

	/** The dimension of quiet and noisy runs. */
	public static final String NOISE = "noise";

	/**
	 * The dimensions the runs are pooled apart along: the CPU model, and the run's noise.
	 */
	private static final List<Map.Entry<String, Function<RunPoint, String>>> DIMENSIONS = List.of(
			Map.entry(CPU, (r) -> r.stratum().cpu()),
			Map.entry(NOISE, (r) -> (r.noise() == null) ? null : (r.noise() < NOISY_SD) ? "quiet" : "noisy"));

	/**
	 * The variance of one comparison at each level, as standard deviations of the log
	 * ratio.
	 *
	 * @param guests guests pooled
	 * @param guestSd between guests (0 where no guest has two runs)
	 * @param runSd between runs of one guest
	 * @param withinRunSd a typical run's own error, from its rounds (the median)
	 * @param guestP the likelihood ratio test of no between-guest variance (1 where it is
	 * 0 or not estimated)
	 * @param freedom the degrees of freedom of the pooled interval
	 * @param guestSdEstimated between guests as estimated, where the test left it out too
	 */
	public record Components(int guests, double guestSd, double runSd, double withinRunSd, double guestP,
			double freedom, double guestSdEstimated) {

		static Components of(NestedRandomEffects pooled) {
			return new Components(pooled.guests().size(), Math.sqrt(pooled.guestVariance()),
					Math.sqrt(pooled.runVariance()), Math.sqrt(pooled.typicalWithinRunVariance()),
					pooled.guestVarianceP(), pooled.freedom(), Math.sqrt(pooled.estimatedGuestVariance()));
		}

		/**
		 * Whether the guests differ by more than their runs do, at
		 * {@link #GUESTS_DIFFER_P}.
		 */
		public boolean guestsDiffer() {
			return this.guestP < GUESTS_DIFFER_P;
		}

	}

	/**
	 * The pool of the runs of one stratum, or of every run but those of one.
	 *
	 * @param dimension {@code CPU} or {@code noise}
	 * @param stratum the CPU model, or {@code quiet} or {@code noisy} (below or from
	 * {@link #NOISY_SD})
	 * @param runs how many runs were pooled
	 * @param verdict their pooled verdict
	 * @param holds whether it is the pooled verdict of every run
	 * @param baselineCpuUs the median of its runs' baseline server CPU µs a request, or
	 * null
	 */
	public record StratumPool(String dimension, String stratum, int runs, double ratio, double ciLow, double ciHigh,
			Verdict verdict, boolean holds, Double baselineCpuUs) {

	}

	/** The runs of one comparison pooled, judged with this minimum effect. */
	public static PooledComparison of(ComparisonKey key, List<RunPoint> runs, double minEffect) {
		double typical = Spread.of(runs.stream().map(RunPoint::pooledVariance).toList()).median();
		int agreeing;
		Verdict verdict;
		double[] interval;
		NestedRandomEffects pooled = null;
		if (runs.size() == 1) {
			// One run is its own report: its ratio, interval and verdict.
			RunPoint only = runs.get(0);
			double[] own = { only.alone().logLow(), only.alone().logHigh() };
			interval = own;
			verdict = only.verdict();
		}
		else {
			pooled = pool(runs);
			interval = pooled.interval(0, Method.CONFIDENCE);
			verdict = verdict(pooled.coefficient(0), interval, minEffect);
		}
		final Verdict pooledVerdict = verdict;
		agreeing = (int) runs.stream().filter((r) -> r.verdict() == pooledVerdict).count();
		double center = (pooled != null) ? pooled.coefficient(0) : runs.get(0).study().logRatio();
		double[] prediction = (pooled != null) ? pooled.predictNewGuest(new double[0], typical, Method.CONFIDENCE)
				: null;
		List<StratumPool> strata = new ArrayList<>();
		List<StratumPool> without = new ArrayList<>();
		for (Map.Entry<String, Function<RunPoint, String>> dimension : DIMENSIONS) {
			Map<String, List<RunPoint>> byStratum = new java.util.TreeMap<>();
			runs.stream()
				.filter((r) -> dimension.getValue().apply(r) != null)
				.forEach((r) -> byStratum.computeIfAbsent(dimension.getValue().apply(r), (s) -> new ArrayList<>())
					.add(r));
			if (byStratum.size() < 2) {
				continue;
			}
			byStratum.forEach((name, members) -> {
				strata.add(stratumPool(dimension.getKey(), name, members, minEffect, pooledVerdict));
				without.add(stratumPool(dimension.getKey(), name,
						runs.stream().filter((r) -> !members.contains(r)).toList(), minEffect, pooledVerdict));
			});
		}
		return new PooledComparison(key, runs,
				(pooled != null) ? Components.of(pooled)
						: new Components(1, 0, 0, Math.sqrt(typical), 1, runs.get(0).study().freedom(), 0),
				Math.exp(center), Math.exp(interval[0]), Math.exp(interval[1]),
				(prediction != null) ? Math.exp(prediction[0]) : null,
				(prediction != null) ? Math.exp(prediction[1]) : null, verdict, agreeing,
				(pooled != null) ? GuestSize.of(pooled, runs, typical) : List.of(), List.copyOf(strata),
				List.copyOf(without), (pooled != null) ? Moderator.of(runs) : List.of(),
				medianOf(runs, RunPoint::variantCpuUs), medianOf(runs, RunPoint::baselineCpuUs));
	}

	private static StratumPool stratumPool(String dimension, String name, List<RunPoint> members, double minEffect,
			Verdict overall) {
		if (members.size() == 1) {
			RunPoint only = members.get(0);
			return new StratumPool(dimension, name, 1, Math.exp(only.study().logRatio()),
					Math.exp(only.alone().logLow()), Math.exp(only.alone().logHigh()), only.verdict(),
					only.verdict() == overall, only.baselineCpuUs());
		}
		NestedRandomEffects pooled = pool(members);
		double[] interval = pooled.interval(0, Method.CONFIDENCE);
		Verdict verdict = verdict(pooled.coefficient(0), interval, minEffect);
		return new StratumPool(dimension, name, members.size(), Math.exp(pooled.coefficient(0)), Math.exp(interval[0]),
				Math.exp(interval[1]), verdict, verdict == overall, medianOf(members, RunPoint::baselineCpuUs));
	}

	/**
	 * These runs pooled, runs within guests, each weighed with its moderated variance.
	 */
	static NestedRandomEffects pool(List<RunPoint> runs) {
		return NestedRandomEffects.fit(runs.stream().map(RunPoint::pooledStudy).toList(),
				runs.stream().map((r) -> r.stratum().guest()).toList());
	}

	static Verdict verdict(double logRatio, double[] interval, double minEffect) {
		return Verdict.of(Math.exp(logRatio), Math.exp(interval[0]), Math.exp(interval[1]), true, minEffect);
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

	/** Whether the moderator of a dimension ({@link #CPU}: the CPU model) excludes 1. */
	public boolean differsBy(String dimension) {
		String moderator = CPU.equals(dimension) ? Moderator.CPU_MODEL : dimension;
		return this.moderators.stream().anyMatch((m) -> m.name().equals(moderator) && m.differs());
	}

	/** Whether the pooled verdict holds without each stratum. */
	public boolean holdsWithoutEachStratum() {
		return this.withoutStratum.stream().allMatch(StratumPool::holds);
	}

	/** Whether the ratio is not one size on every machine (guests, or a moderator). */
	@JsonProperty("differsByMachine")
	public boolean differsByMachine() {
		return this.components.guestsDiffer() || this.moderators.stream().anyMatch(Moderator::differs);
	}

}
