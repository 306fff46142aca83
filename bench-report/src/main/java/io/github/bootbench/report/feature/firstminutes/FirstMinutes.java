package io.github.bootbench.report.feature.firstminutes;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.ToDoubleFunction;

import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.input.RunRecord;
import io.github.bootbench.report.input.WarmupCurve;
import io.github.bootbench.report.stats.RatioEstimate;
import io.github.bootbench.report.stats.Spread;

/**
 * The first minutes of a fresh JVM, read from the warm-up curves the run recorded: what
 * an autoscaled instance's first users feel. For each JVM, the load time until a cycle
 * first reached {@link #WARM_SHARE} of its cell's steady throughput (the throughput of
 * that cell's last cycle in the warm-up, which the warm-up rule ended on once it had
 * settled), and the throughput of its first {@link #FIRST_SECONDS} s of load, absolute
 * and as a share of what its steady throughput would have served over the same cycles.
 * Per variant: the median and range over rounds, and, against the run's baseline, the
 * geometric mean of the per-round ratios with the t interval over rounds every ratio has.
 *
 * @param baseline the variant the ratios are against
 * @param sessions every JVM whose curve gave the figures
 * @param unread JVMs left out: a cycle that did not parse before the figures were
 * reached, or fewer than {@link #FIRST_SECONDS} s of load in all
 * @param variants the figures per variant, in the run's order
 * @param firstEveryRound the variant whose JVM took the first warm-up turn of every
 * round, or null where the turns rotated (a run planned before they did)
 */
public record FirstMinutes(String baseline, List<Session> sessions, int unread, List<VariantFigures> variants,
		String firstEveryRound) {

	/** The first seconds of load whose throughput is reported. */
	public static final int FIRST_SECONDS = 10;

	/** The share of its steady throughput at which a JVM counts as warm. */
	public static final double WARM_SHARE = 0.9;

	/**
	 * One JVM's first minutes.
	 *
	 * @param secondsToWarm load seconds up to and including the first cycle at
	 * {@link #WARM_SHARE} of its cell's steady throughput
	 * @param cyclesToWarm that cycle's number
	 * @param wallSecondsToWarm time from the first cycle's start to that cycle's end,
	 * idle gaps included (null in curves recorded without reading times)
	 * @param firstRequestsPerSecond requests served in the first {@link #FIRST_SECONDS} s
	 * of load over those seconds
	 * @param firstShare those requests over what each cycle's steady throughput would
	 * have served in the same seconds
	 * @param turn its place in its round's warm-up turns, from 1 (null in curves recorded
	 * without reading times)
	 */
	public record Session(String variant, int round, double secondsToWarm, int cyclesToWarm, Double wallSecondsToWarm,
			double firstRequestsPerSecond, double firstShare, Integer turn) {

	}

	/**
	 * @param rounds the rounds with a session
	 * @param firstAgainstBaseline the first seconds' throughput over the baseline's in
	 * the same round (null for the baseline, or with no round in common)
	 * @param secondsToWarmAgainstBaseline the load time to warm over the baseline's in
	 * the same round (lower is sooner)
	 */
	public record VariantFigures(String variant, int rounds, Spread secondsToWarm, Spread wallSecondsToWarm,
			Spread firstRequestsPerSecond, Spread firstShare, RatioEstimate firstAgainstBaseline,
			RatioEstimate secondsToWarmAgainstBaseline) {

	}

	/** The run's first minutes, or null when no curve gave them. */
	public static FirstMinutes of(RunDirectory run) {
		List<Session> sessions = new ArrayList<>();
		int unread = 0;
		for (WarmupCurve.Recorded recorded : run.warmups()) {
			Session session = session(recorded, turn(run.warmups(), recorded));
			if (session != null) {
				sessions.add(session);
			}
			else {
				unread++;
			}
		}
		if (sessions.isEmpty()) {
			return null;
		}
		RunRecord.Options options = run.record().options();
		String baseline = options.variantIds().get(0);
		List<VariantFigures> variants = new ArrayList<>();
		for (String variant : options.variantIds()) {
			List<Session> own = sessions.stream().filter((s) -> s.variant().equals(variant)).toList();
			if (own.isEmpty()) {
				continue;
			}
			List<Double> wall = own.stream()
				.map(Session::wallSecondsToWarm)
				.filter((seconds) -> seconds != null)
				.toList();
			boolean against = !variant.equals(baseline);
			variants.add(new VariantFigures(variant, own.size(), spread(own, Session::secondsToWarm),
					wall.isEmpty() ? null : Spread.of(wall), spread(own, Session::firstRequestsPerSecond),
					spread(own, Session::firstShare),
					against ? ratio(sessions, variant, baseline, Session::firstRequestsPerSecond,
							RatioEstimate.seed(options.seed(), "first seconds " + variant)) : null,
					against ? ratio(sessions, variant, baseline, Session::secondsToWarm,
							RatioEstimate.seed(options.seed(), "seconds to warm " + variant)) : null));
		}
		return new FirstMinutes(baseline, List.copyOf(sessions), unread, List.copyOf(variants),
				firstEveryRound(sessions));
	}

	/**
	 * Its place among its round's curves by when their first cycle was read, or null when
	 * a curve of the round has no reading time.
	 */
	private static Integer turn(List<WarmupCurve.Recorded> curves, WarmupCurve.Recorded recorded) {
		if (recorded.curve().rows().isEmpty()) {
			return null;
		}
		List<WarmupCurve.Recorded> round = curves.stream()
			.filter((other) -> other.round() == recorded.round() && !other.curve().rows().isEmpty())
			.toList();
		if (round.stream().anyMatch((other) -> other.curve().rows().get(0).readAtMs() == null)) {
			return null;
		}
		long own = recorded.curve().rows().get(0).readAtMs();
		return 1 + (int) round.stream().filter((other) -> other.curve().rows().get(0).readAtMs() < own).count();
	}

	private static String firstEveryRound(List<Session> sessions) {
		List<String> firsts = sessions.stream()
			.filter((s) -> s.turn() != null && s.turn() == 1)
			.map(Session::variant)
			.distinct()
			.toList();
		long rounds = sessions.stream().map(Session::round).distinct().count();
		return (firsts.size() == 1 && rounds > 1) ? firsts.get(0) : null;
	}

	/** The figures of one JVM's curve, or null when it cannot give them. */
	static Session session(WarmupCurve.Recorded recorded, Integer turn) {
		List<WarmupCurve.Row> rows = recorded.curve().rows();
		Map<String, Double> steady = new LinkedHashMap<>();
		for (WarmupCurve.Row row : rows) {
			if (row.requestsPerSecond() != null) {
				steady.put(row.pattern(), row.requestsPerSecond());
			}
		}
		double seconds = 0;
		double requests = 0;
		double steadyRequests = 0;
		Double secondsToWarm = null;
		WarmupCurve.Row warmRow = null;
		for (WarmupCurve.Row row : rows) {
			if (row.requestsPerSecond() == null) {
				return null;
			}
			double rate = row.requestsPerSecond();
			double steadyRate = steady.get(row.pattern());
			double counted = Math.max(0, Math.min(row.seconds(), FIRST_SECONDS - seconds));
			requests += rate * counted;
			steadyRequests += steadyRate * counted;
			seconds += row.seconds();
			if (secondsToWarm == null && rate >= WARM_SHARE * steadyRate) {
				secondsToWarm = seconds;
				warmRow = row;
			}
			if (secondsToWarm != null && seconds >= FIRST_SECONDS) {
				break;
			}
		}
		if (secondsToWarm == null || seconds < FIRST_SECONDS || steadyRequests <= 0) {
			return null;
		}
		return new Session(recorded.variant(), recorded.round(), secondsToWarm, warmRow.cycle(),
				wallSeconds(rows, warmRow), requests / FIRST_SECONDS, requests / steadyRequests, turn);
	}

	/** From the first cycle's start (its reading less its load) to the row's reading. */
	private static Double wallSeconds(List<WarmupCurve.Row> rows, WarmupCurve.Row row) {
		WarmupCurve.Row first = rows.get(0);
		if (first.readAtMs() == null || row.readAtMs() == null) {
			return null;
		}
		return (row.readAtMs() - (first.readAtMs() - first.seconds() * 1000.0)) / 1000.0;
	}

	private static Spread spread(List<Session> sessions, ToDoubleFunction<Session> figure) {
		return Spread.of(sessions.stream().map((s) -> figure.applyAsDouble(s)).toList());
	}

	/** The per-round ratios of a figure, variant over baseline, or null with none. */
	private static RatioEstimate ratio(List<Session> sessions, String variant, String baseline,
			ToDoubleFunction<Session> figure, long seed) {
		Map<Integer, List<Double>> byRound = new TreeMap<>();
		for (Session session : sessions) {
			if (!session.variant().equals(variant)) {
				continue;
			}
			sessions.stream()
				.filter((other) -> other.variant().equals(baseline) && other.round() == session.round())
				.findFirst()
				.ifPresent((other) -> byRound.put(session.round(),
						List.of(figure.applyAsDouble(session) / figure.applyAsDouble(other))));
		}
		return byRound.isEmpty() ? null : RatioEstimate.of(byRound, seed);
	}

	/** The figures of one variant, or null when it has no session. */
	public VariantFigures variant(String variant) {
		return this.variants.stream().filter((v) -> v.variant().equals(variant)).findFirst().orElse(null);
	}

}
