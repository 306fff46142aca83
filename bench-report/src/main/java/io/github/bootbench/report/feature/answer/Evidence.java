package io.github.bootbench.report.feature.answer;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;

import io.github.bootbench.report.core.Method;
import io.github.bootbench.report.core.Reason;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.input.RunRecord;
import io.github.bootbench.report.input.Variant;
import io.github.bootbench.report.model.RatioRow;
import io.github.bootbench.report.model.RunResult;
import io.github.bootbench.report.model.RunScope;
import io.github.bootbench.report.stats.BlockNoise;
import io.github.bootbench.report.stats.ModeratedVariances;
import io.github.bootbench.report.stats.RandomEffects;

/**
 * Every run's estimate of every comparison it measured, gathered by comparison: what the
 * answer pools. A run's throughput ratios enter (against its baseline, against each app's
 * own default, across and within Spring Boot generations), each from its own rounds,
 * where their figures are the containers' and the run has the rounds of fresh JVMs a
 * verdict needs; a ratio with a side bound by its load tool, with connections that
 * differ, with too few rounds, or with its sides under different CPU limits is left out
 * with its reason; two sides at one limit of their own (a sweep of limits) are keyed as
 * their apps under that limit, as a run under {@code --cpu-limit} keys them. A ratio its
 * run did not judge for too few blocks alone enters: that rule keeps a bootstrap's range
 * from being too narrow, and the pool's interval is no bootstrap. A fixed-rate load's
 * throughput, which is the rate it was given, does not enter. Two runs that measured a
 * comparison the other way round are pooled in the orientation most of them used.
 *
 * @param points each comparison's runs, in the order the runs were given
 * @param excluded every ratio left out, with why
 */
public record Evidence(Map<ComparisonKey, List<RunPoint>> points, List<Exclusion> excluded) {

	/** Why a ratio whose sides ran under different CPU limits is not pooled. */
	static final String DIFFERENT_LIMITS = "its sides ran under different CPU limits (a sweep of limits, which judges "
			+ "the limit's change)";

	/**
	 * A ratio of a run that is not pooled, and why.
	 *
	 * @param runId the run
	 * @param comparison the comparison's id
	 * @param reason why, in the run's own words
	 */
	public record Exclusion(String runId, String comparison, String reason) {

	}

	/** What every run judged, gathered by comparison. */
	public static Evidence of(List<RunResult> runs) {
		Map<ComparisonKey, List<RunPoint>> byKey = new LinkedHashMap<>();
		List<Exclusion> excluded = new ArrayList<>();
		for (RunResult run : runs) {
			if (run.memoryOnly()) {
				continue;
			}
			Map<ComparisonKey, RunPoint> own = new LinkedHashMap<>();
			Set<ComparisonKey> seen = new HashSet<>();
			for (RatioRow row : rows(run)) {
				ComparisonKey key = key(run, row);
				// A ratio a run holds twice (against the baseline and against its own
				// default) or both ways round (across generations) is one comparison.
				if (!seen.add(key) || seen.contains(key.inverse())) {
					continue;
				}
				String why = differentLimits(run.run().record(), row) ? DIFFERENT_LIMITS : whyNot(row);
				if (why != null) {
					excluded.add(new Exclusion(run.run().record().runId(), key.id(), why));
					continue;
				}
				own.put(key, point(run, row));
			}
			// A limit is a scope: its ratios moderate no variance of those without one
			// (null, no limit, is a key of its own).
			Map<Double, Map<ComparisonKey, RunPoint>> byLimit = new LinkedHashMap<>();
			own.forEach((key, point) -> byLimit.computeIfAbsent(key.cpuLimit(), (limit) -> new LinkedHashMap<>())
				.put(key, point));
			byLimit.values()
				.forEach((scope) -> moderated(scope)
					.forEach((key, point) -> byKey.computeIfAbsent(key, (k) -> new ArrayList<>()).add(point)));
		}
		return new Evidence(oriented(byKey), List.copyOf(excluded));
	}

	/**
	 * The ratios of a run that compare two variants' throughput under a closed loop, each
	 * once: against the baseline first, then each profile against its own default, each
	 * generation against the one before, each container against its own generation's
	 * Tomcat.
	 */
	private static List<RatioRow> rows(RunResult run) {
		List<RatioRow> rows = new ArrayList<>();
		rows.addAll(run.ratios());
		rows.addAll(run.toOwnDefault());
		rows.addAll(run.acrossGenerations());
		rows.addAll(run.withinGeneration());
		return rows.stream().filter((r) -> r.throughput() && !Tool.atFixedRate(r.tool())).toList();
	}

	/**
	 * Whether a ratio's sides ran under different CPU limits ({@code --sweep cpu-limit},
	 * an app at a limit against its default): no comparison of two containers, and the
	 * sweep's report judges the limit's change.
	 */
	private static boolean differentLimits(RunRecord record, RatioRow row) {
		return !Objects.equals(record.cpuLimitOf(row.variant()), record.cpuLimitOf(row.baseline()));
	}

	/**
	 * Why a run's ratio is not pooled, in its report's words, or null: its figures are
	 * the containers' and it has the rounds a verdict needs.
	 */
	static String whyNot(RatioRow row) {
		List<Reason> against = row.reasons()
			.stream()
			.filter((r) -> !(r instanceof Reason.BusyJit || r instanceof Reason.FailedWindows
					|| r instanceof Reason.TooFewBlocks))
			.toList();
		if (row.ratio() == null || !against.isEmpty() || row.rounds() < Method.MIN_ROUNDS) {
			return against.isEmpty() ? Reason.words(row.reasons()) : Reason.words(against);
		}
		return null;
	}

	/**
	 * A ratio's comparison. Both sides at one limit of their own (a sweep of limits) is
	 * the comparison of their apps under that limit, as a run under {@code --cpu-limit}
	 * makes it: keyed alike, so the pool takes both.
	 */
	private static ComparisonKey key(RunResult run, RatioRow row) {
		RunRecord record = run.run().record();
		RunScope scope = run.scope();
		Variant variant = variant(record, row.variant());
		Variant baseline = variant(record, row.baseline());
		boolean bothAtOne = variant.cpuLimit() != null && variant.cpuLimit().equals(baseline.cpuLimit());
		return new ComparisonKey(Side.of(record, bothAtOne ? unlimited(record, variant) : variant.id()),
				Side.of(record, bothAtOne ? unlimited(record, baseline) : baseline.id()), row.endpoint(), row.tool(),
				row.concurrency(), javaMajor(scope.javaVersion()), scope.collector(), scope.serverCpuCount(),
				scope.hosts(), bothAtOne ? variant.cpuLimit() : scope.cpuLimit());
	}

	private static Variant variant(RunRecord record, String id) {
		return record.options()
			.variant(id)
			.orElseThrow(() -> new IllegalArgumentException(record.runId() + " has no variant " + id));
	}

	/**
	 * The id of a limited variant's app as it runs without the limit in the same sweep.
	 */
	private static String unlimited(RunRecord record, Variant limited) {
		return record.options()
			.variants()
			.stream()
			.filter((v) -> v.cpuLimit() == null && v.app().equals(limited.app()) && v.control() == limited.control()
					&& Objects.equals(v.profile(), limited.profile()))
			.map(Variant::id)
			.findFirst()
			.orElseThrow(() -> new IllegalArgumentException(
					record.runId() + " has no variant of " + limited.id() + " without its limit"));
	}

	/** A judged ratio's estimate from its rounds. */
	private static RunPoint point(RunResult run, RatioRow row) {
		List<List<Double>> rounds = new TreeMap<>(run.blockRatios(row)).values()
			.stream()
			.filter((blocks) -> !blocks.isEmpty())
			.toList();
		int blocks = rounds.stream().mapToInt(List::size).sum();
		RunRecord record = run.run().record();
		RandomEffects.Study study = RandomEffects.Study.ofBlockRatios(rounds);
		BlockNoise noise = run.assurance().noise();
		return new RunPoint(record.runId(), Stratum.of(record), record.environment().jdk().version(), rounds.size(),
				blocks, study, row.verdict(), run.cpuPerRequestUs(row, row.variant()),
				run.cpuPerRequestUs(row, row.baseline()), (noise != null) ? noise.withinSd() : null, study.variance());
	}

	/**
	 * A run's estimates in one scope, each weighed with its rounds' variance moderated
	 * toward the variances of the run's other comparisons ({@link ModeratedVariances}):
	 * the variance of a mean over 3 or 4 rounds is on 2 or 3 degrees of freedom, and one
	 * lucky small one would let the run carry most of a pool.
	 */
	static Map<ComparisonKey, RunPoint> moderated(Map<ComparisonKey, RunPoint> own) {
		List<ComparisonKey> keys = List.copyOf(own.keySet());
		ModeratedVariances moderated = ModeratedVariances.of(
				keys.stream().map((k) -> own.get(k).study().variance() * own.get(k).rounds()).toList(),
				keys.stream().map((k) -> own.get(k).study().freedom()).toList());
		Map<ComparisonKey, RunPoint> weighed = new LinkedHashMap<>();
		for (int i = 0; i < keys.size(); i++) {
			RunPoint point = own.get(keys.get(i));
			weighed.put(keys.get(i), point.pooledWith(moderated.variances()[i] / point.rounds()));
		}
		return weighed;
	}

	/** {@code 17} from {@code 17.0.15}, {@code 8} from {@code 1.8.0_402}. */
	static int javaMajor(String version) {
		String[] parts = version.split("[.+-]");
		int first = Integer.parseInt(parts[0]);
		return (first == 1 && parts.length > 1) ? Integer.parseInt(parts[1]) : first;
	}

	/**
	 * Each comparison in one orientation: a pair measured both ways round is kept the way
	 * more of its runs measured it (at a tie, the way its first run did), the other runs'
	 * estimates inverted.
	 */
	static Map<ComparisonKey, List<RunPoint>> oriented(Map<ComparisonKey, List<RunPoint>> byKey) {
		Map<ComparisonKey, List<RunPoint>> oriented = new LinkedHashMap<>();
		for (Map.Entry<ComparisonKey, List<RunPoint>> entry : byKey.entrySet()) {
			ComparisonKey key = entry.getKey();
			if (oriented.containsKey(key) || oriented.containsKey(key.inverse())) {
				continue;
			}
			List<RunPoint> inverse = byKey.getOrDefault(key.inverse(), List.of());
			List<RunPoint> points = entry.getValue();
			if (inverse.size() > points.size()) {
				List<RunPoint> merged = new ArrayList<>(inverse);
				points.forEach((p) -> merged.add(p.inverse()));
				oriented.put(key.inverse(), byRun(merged));
			}
			else {
				List<RunPoint> merged = new ArrayList<>(points);
				inverse.forEach((p) -> merged.add(p.inverse()));
				oriented.put(key, byRun(merged));
			}
		}
		return oriented;
	}

	private static List<RunPoint> byRun(List<RunPoint> points) {
		return points.stream().sorted(java.util.Comparator.comparing(RunPoint::runId)).toList();
	}

}
