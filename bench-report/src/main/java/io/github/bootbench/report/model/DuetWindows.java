package io.github.bootbench.report.model;

import java.util.List;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

import io.github.bootbench.report.core.Metric;
import io.github.bootbench.report.input.Measurement;

/**
 * What pairing makes of a duet's windows: each of them shares its moment with one window
 * of its partner (the same round, block and visit), and its figure is of its JVM's own
 * CPU time.
 */
final class DuetWindows {

	private DuetWindows() {
	}

	/**
	 * A window's figure of a metric: a duet window's throughput is taken per second of
	 * its JVM's control group's CPU time, since the two JVMs of a window share the server
	 * CPUs and neither gets exactly half.
	 */
	static Function<Measurement, Double> figure(Metric metric) {
		return (window) -> (window.duet() && metric.throughput()) ? window.requestsPerCpuSecond() : metric.of(window);
	}

	/**
	 * The baseline's windows a variant's are paired with: in a duet run only those it
	 * shared with the variant (the baseline has one a block with every variant), so that
	 * a window the baseline failed beside another variant is not counted against this
	 * one.
	 */
	static List<Measurement> sharedWith(List<Measurement> base, List<Measurement> candidate) {
		if (candidate.stream().noneMatch(Measurement::duet)) {
			return base;
		}
		Set<List<Integer>> moments = candidate.stream().map(DuetWindows::moment).collect(Collectors.toSet());
		return base.stream().filter((w) -> !w.duet() || moments.contains(moment(w))).toList();
	}

	private static List<Integer> moment(Measurement window) {
		return List.of(window.key().round(), window.key().block(), window.key().visit());
	}

}
