package io.github.bootbench.report.plan;

import java.util.List;
import java.util.Locale;

import io.github.bootbench.report.input.RecordedTimes;
import io.github.bootbench.report.input.RunEnvironment;

/**
 * What the recorded runs say of an estimate: the hand-measured costs ({@link Estimate})
 * hold on a quiet guest, and a noisy one warms up longer. Where this machine's guest has
 * runs of its own, their wall time over their estimates scales this one; where it has
 * none, the runs of every other guest give a range.
 *
 * @param thisMachine whether the ratios are of this machine's guest
 * @param runs how many runs they are of
 * @param low the smallest ratio of wall time to estimate
 * @param median the median
 * @param high the largest
 */
public record TimeHistory(boolean thisMachine, int runs, double low, double median, double high) {

	/**
	 * The history of the runs under this directory for a run on this machine (its guest
	 * read from /proc, none where it cannot be: not Linux), or null where none is
	 * recorded.
	 */
	public static TimeHistory under(java.nio.file.Path results) throws java.io.IOException {
		RunEnvironment here;
		try {
			here = RunEnvironment.thisMachine();
		}
		catch (java.io.IOException | RuntimeException ex) {
			here = null;
		}
		TimeHistory history = of(RecordedTimes.under(results), here);
		return (history != null) ? history : new TimeHistory(false, 0, 1, 1, 1);
	}

	/**
	 * The history of these runs for a run on this machine, or null where none is
	 * recorded.
	 */
	public static TimeHistory of(List<RecordedTimes.Recorded> recorded, RunEnvironment here) {
		List<Double> own = (here == null) ? List.of()
				: recorded.stream()
					.filter((r) -> here.sameGuest(r.environment()))
					.map(RecordedTimes.Recorded::ratio)
					.toList();
		List<Double> ratios = own.isEmpty() ? recorded.stream().map(RecordedTimes.Recorded::ratio).toList() : own;
		if (ratios.isEmpty()) {
			return null;
		}
		List<Double> sorted = ratios.stream().sorted().toList();
		int n = sorted.size();
		double median = (n % 2 == 1) ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
		return new TimeHistory(!own.isEmpty(), n, sorted.get(0), median, sorted.get(n - 1));
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
			return "On this machine about " + minutes(estimateSeconds * this.median) + " (its "
					+ ((this.runs == 1) ? "run took " : this.runs + " runs took ") + ratios + ").";
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
