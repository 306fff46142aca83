package io.github.bootbench.report.plan;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import io.github.bootbench.report.core.Cell;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.input.Variant;

/**
 * How a run's variants are split into parts, each measured in rounds of its own.
 */
final class Parts {

	private Parts() {
	}

	/**
	 * One part when every variant fits {@link RunPlan#MAX_JVMS_PER_ROUND}; else each
	 * app's default with its swept variants (the control with the baseline's), at most
	 * {@link RunPlan#MAX_JVMS_PER_ROUND} a part, in as few parts as fit, of even sizes.
	 */
	static List<List<String>> of(List<Variant> variants, List<String> apps) {
		if (variants.size() <= RunPlan.MAX_JVMS_PER_ROUND) {
			return List.of(variants.stream().map(Variant::id).toList());
		}
		if (variants.stream().anyMatch((v) -> v.cpuLimit() != null)) {
			throw new PlanException("--sweep cpu-limit compares the containers at each limit in the same rounds, and "
					+ "it makes " + variants.size() + " JVMs a round, at most " + RunPlan.MAX_JVMS_PER_ROUND
					+ ": sweep fewer limits or containers (or without --control)");
		}
		String control = variants.stream().filter(Variant::control).map(Variant::id).findFirst().orElse(null);
		List<List<String>> parts = new ArrayList<>();
		for (String app : apps) {
			List<Variant> own = variants.stream().filter((v) -> v.app().equals(app) && !v.control()).toList();
			String defaultId = own.stream()
				.filter((v) -> v.properties().isEmpty())
				.map(Variant::id)
				.findFirst()
				.orElseThrow();
			List<String> swept = own.stream().filter((v) -> !v.properties().isEmpty()).map(Variant::id).toList();
			boolean withControl = app.equals(apps.get(0)) && control != null;
			int room = RunPlan.MAX_JVMS_PER_ROUND - 1 - (withControl ? 1 : 0);
			int count = (swept.size() + room - 1) / room;
			int size = (swept.size() + count - 1) / count;
			for (int start = 0; start < swept.size(); start += size) {
				List<String> part = new ArrayList<>();
				part.add(defaultId);
				part.addAll(swept.subList(start, Math.min(start + size, swept.size())));
				if (withControl) {
					part.add(control);
				}
				parts.add(List.copyOf(part));
			}
		}
		return List.copyOf(parts);
	}

	/**
	 * Each round's turn order, rounds numbered on across parts: the part's variants
	 * rotated left by the round's index within its part.
	 */
	public static List<List<String>> warmupTurns(List<List<String>> parts, int rounds) {
		List<List<String>> turns = new ArrayList<>();
		for (List<String> part : parts) {
			for (int round = 0; round < rounds; round++) {
				List<String> order = new ArrayList<>(part);
				Collections.rotate(order, -(round % part.size()));
				turns.add(List.copyOf(order));
			}
		}
		return List.copyOf(turns);
	}

	/**
	 * The loads the warm-up rotates over: every concurrency, endpoint and closed-loop
	 * tool. The fixed-rate tool warms up with wrk at the probe's concurrency: at a fixed
	 * rate the throughput would settle by construction, and the warm-up ends on a settled
	 * throughput. JMeter warms up with wrk at its threads as connections: its window is a
	 * whole protocol with a JVM start, not a load that can run for one cycle, and its
	 * ramp-up paces the throughput the warm-up would settle on.
	 */
	static final Tool JMETER_WARMUP_TOOL = RateLevels.PROBE_TOOL;

	static List<Cell> warmupPatterns(PlanRequest request) {
		List<Cell> patterns = new ArrayList<>();
		for (int level : request.concurrency()) {
			for (String endpoint : request.endpoints()) {
				for (Tool tool : request.tools()) {
					Cell pattern = Tool.atFixedRate(tool)
							? new Cell(endpoint, RateLevels.PROBE_TOOL, request.rates().probeConcurrency())
							: Tool.JMETER == tool ? new Cell(endpoint, JMETER_WARMUP_TOOL, level)
									: new Cell(endpoint, tool, level);
					if (!patterns.contains(pattern)) {
						patterns.add(pattern);
					}
				}
			}
		}
		return List.copyOf(patterns);
	}

}
