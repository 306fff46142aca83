package io.github.bootbench.report.feature.answer;

import java.util.ArrayList;
import java.util.List;

import io.github.bootbench.report.core.Method;
import io.github.bootbench.report.stats.NestedRandomEffects;

/**
 * One guest's own size in a comparison: the pooled mean plus its predicted effect (its
 * best linear unbiased prediction), and where the next run on it would land.
 *
 * @param guest the guest ({@link Stratum#guest()})
 * @param label it in a few words ({@link Stratum#shortGuest()})
 * @param cpu its CPU model
 * @param runs its runs pooled
 * @param ratio its size
 * @param ciLow its prediction interval's lower end (null without freedom)
 * @param ciHigh its upper end
 * @param nextLow where its next run lands, with a run's typical error
 * @param nextHigh its upper end
 */
public record GuestSize(String guest, String label, String cpu, int runs, double ratio, Double ciLow, Double ciHigh,
		Double nextLow, Double nextHigh) {

	/** Each guest's size in this pool, where it has two guests or more. */
	static List<GuestSize> of(NestedRandomEffects pooled, List<RunPoint> runs, double typical) {
		if (pooled.guests().size() < 2) {
			return List.of();
		}
		List<GuestSize> sizes = new ArrayList<>();
		for (String guest : pooled.guests()) {
			RunPoint first = runs.stream().filter((r) -> r.stratum().guest().equals(guest)).findFirst().orElseThrow();
			double[] own = pooled.predictGuest(guest, new double[0], 0, Method.CONFIDENCE);
			double[] next = pooled.predictGuest(guest, new double[0], typical, Method.CONFIDENCE);
			double centre = pooled.guestSize(guest, new double[0]);
			sizes.add(new GuestSize(guest, first.stratum().shortGuest(), first.stratum().cpu(), pooled.runsOf(guest),
					Math.exp(centre), exp(own, 1), exp(own, 2), exp(next, 1), exp(next, 2)));
		}
		return List.copyOf(sizes);
	}

	private static Double exp(double[] values, int index) {
		return (values != null) ? Math.exp(values[index]) : null;
	}

}
