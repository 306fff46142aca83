package io.github.bootbench.report.plan;

import java.util.List;
import java.util.Locale;

import io.github.bootbench.report.input.RecordedTimes;
import io.github.bootbench.report.input.RunEnvironment;

/**
 * What the recorded runs say of an estimate: the hand-measured costs ({@link Estimate})
 * hold on a quiet guest, and a noisy one warms up longer. Where this machine's guest has
 * runs of its own, their wall time over their estimates scales this one, those at the
 * plan's CPU limit (or without one) where it has them: a quota stretches the warm-ups
 * more than the estimate counts (a run at 0.25 CPU took 2.7 times its estimate on a guest
 * whose runs without a limit took 1.6); where it has none, the runs of every other guest
 * give a range.
 *
 * @param thisMachine whether the ratios are of this machine's guest
 * @param atTheLimit whether they are of its runs at the plan's CPU limit (or, for a plan
 * without one, of its runs without one)
 * @param runs how many runs they are of
 * @param low the smallest ratio of wall time to estimate
 * @param median the median
 * @param high the largest
 */
public record TimeHistory(boolean thisMachine, boolean atTheLimit, int runs, double low, double median, double high) {

	/**
	 * The history of the runs under this directory for a run on this machine (its guest
	 * read from /proc, none where it cannot be: not Linux) at this CPU limit (null:
	 * none), or one that says nothing where none is recorded.
	 */
	public static TimeHistory under(java.nio.file.Path results, Double cpuLimit) throws java.io.IOException {
		RunEnvironment here;
		try {
			here = RunEnvironment.thisMachine();
		}
		catch (java.io.IOException | RuntimeException ex) {
			here = null;
		}
		TimeHistory history = of(RecordedTimes.under(results), here, cpuLimit);
		return (history != null) ? history : new TimeHistory(false, false, 0, 1, 1, 1);
	}

	/**
	 * The history of these runs for a run on this machine at this CPU limit, or null
	 * where none is recorded.
	 */
	public static TimeHistory of(List<RecordedTimes.Recorded> recorded, RunEnvironment here, Double cpuLimit) {
		List<RecordedTimes.Recorded> own = (here == null) ? List.of()
				: recorded.stream().filter((r) -> here.sameGuest(r.environment())).toList();
		List<RecordedTimes.Recorded> atTheLimit = own.stream()
			.filter((r) -> java.util.Objects.equals(r.cpuLimit(), cpuLimit))
			.toList();
		List<Double> ratios = (!atTheLimit.isEmpty() ? atTheLimit : !own.isEmpty() ? own : recorded).stream()
			.map(RecordedTimes.Recorded::ratio)
			.toList();
		if (ratios.isEmpty()) {
			return null;
		}
		List<Double> sorted = ratios.stream().sorted().toList();
		int n = sorted.size();
		double median = (n % 2 == 1) ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
		return new TimeHistory(!own.isEmpty(), !atTheLimit.isEmpty(), n, sorted.get(0), median, sorted.get(n - 1));
	}

	/**
	 * The plan's estimate as the runs correct it, a line (none for a memory-only run,
	 * whose phases the runs recorded do not time alike).
	 */
	public List<String> lines(RunPlan plan) {
		return (this.runs == 0 || (plan.memory() != null && plan.memory().only())) ? List.of()
				: List.of(words(plan.estimate().seconds()));
	}

	/**
	 * The estimate as the runs correct it: {@code on this machine about 45 min (its 2
	 * runs took 1.29-1.33 times their estimates)}, or {@code 26 min to 52 min on the
	 * guests recorded (their 57 runs took 0.75-1.52 times their estimates; none on this
	 * machine's)}.
	 */
	public String words(int estimateSeconds) {
		String ratios = (this.runs == 1) ? String.format(Locale.ROOT, "%.2f times its estimate", this.low)
				: String.format(Locale.ROOT, "%.2f-%.2f times their estimates", this.low, this.high);
		if (this.thisMachine) {
			String which = this.atTheLimit ? "" : "; none at this CPU limit";
			return "On this machine about " + minutes(estimateSeconds * this.median) + " (its "
					+ ((this.runs == 1) ? "run took " : this.runs + " runs took ") + ratios + which + ").";
		}
		return "On the guests recorded " + minutes(estimateSeconds * this.low) + " to "
				+ minutes(estimateSeconds * this.high) + " (their " + this.runs + " runs took " + ratios
				+ "; none on this machine's guest).";
	}

	private static String minutes(double seconds) {
		long whole = Math.round(seconds / 60);
		return whole + " min";
	}

}
