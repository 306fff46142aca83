package io.github.bootbench.report.feature.profile;

import java.util.Comparator;
import java.util.Map;

import io.github.bootbench.report.stats.MeanInterval;

/**
 * How large a part's difference the JVMs profiled leave open: every part's interval lies
 * within {@code micros} of 0, and {@code part}'s reaches that far. Each interval is a
 * part's own at 95 %, not a joint bound over the parts.
 *
 * @param part the part whose difference's interval reaches furthest from 0
 * @param micros how far it reaches, in µs of server CPU a request
 */
public record PartBound(StackPart part, double micros) {

	/**
	 * The bound of a variant's differences from the first's; null without them, or where
	 * a part's difference has no interval (one pair of JVMs).
	 */
	static PartBound of(Map<StackPart, MeanInterval> differences) {
		if (differences == null || differences.isEmpty()
				|| differences.values().stream().anyMatch((d) -> d.low() == null)) {
			return null;
		}
		return differences.entrySet()
			.stream()
			.map((e) -> new PartBound(e.getKey(), reach(e.getValue())))
			.max(Comparator.comparingDouble(PartBound::micros))
			.orElseThrow();
	}

	private static double reach(MeanInterval difference) {
		return Math.max(Math.abs(difference.low()), Math.abs(difference.high()));
	}

}
