package io.github.bootbench.report.plan;

import java.util.List;
import java.util.Map;

import io.github.bootbench.report.core.BlockOrder;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.input.FixedRates;
import io.github.bootbench.report.input.Pinning;

/**
 * What run-all.sh's command line asks for, presets applied, each value read and checked
 * ({@link OptionValues}): the input of {@link RunPlan#of}. The vocabulary (apps with
 * their ports, profiles) comes from the apps' contract ({@link Contract}).
 *
 * @param apps every app the harness knows, in its order, with its port
 * @param profiles every profile an app can run with, {@code default} first
 * @param variants {@code APP[:PROFILE]} items, baseline first
 * @param planted the positive controls' slowdowns, in percent (empty for none)
 * @param sweeps {@code --sweep} items, {@code KEY=V1,V2,...}, in order
 * @param jvmOptions the apps' JVM options (the memory phase's reference heap is their
 * last {@code -Xmx})
 * @param mode the preset: {@code default}, {@code quick} or {@code smoke}
 * @param memory {@code off}, {@code on} or {@code only}
 * @param jdk the apps' JAVA_HOME, or null for the java on the PATH
 * @param java the apps' java command, as the user is told of it
 * @param javaVersion its feature version (17, 21, 25)
 * @param pinning the CPUs the apps and the load get
 * @param orders how a block measures its variants: one order, or several that measure
 * every block each on the same JVMs (a study of the orders), the first the one the
 * verdicts are of
 * @param sliceMs {@code --slice-ms}: how long one JVM of a sliced duet runs before the
 * other, or null when not given ({@link BlockOrder#DEFAULT_SLICE_MS})
 * @param rates the fixed-rate tool's levels, or null without it
 * @param databaseEndpoints the contract's endpoints that need a database
 * ({@link Contract#databaseEndpoints()}): a run of any of them starts one
 * @param profilerJvms the JVMs per variant of a profiler phase after the rounds
 * ({@code --profiler}, {@code --profiler-jvms}), 0 without one
 */
public record PlanRequest(String mode, Map<String, Integer> apps, List<String> profiles, List<String> variants,
		boolean control, List<Double> planted, List<String> sweeps, List<String> endpoints, List<Tool> tools,
		List<Integer> concurrency, FixedRates rates, int durationSeconds, int rounds, int blocksPerRound,
		List<BlockOrder> orders, Integer sliceMs, long seed, double minEffectPercent, int warmupCycleSeconds,
		int warmupCapSeconds, int coldStarts, String memory, List<String> jvmOptions, int memoryLoadSeconds,
		int memoryWindows, String jdk, String java, int javaVersion, Pinning pinning, List<String> databaseEndpoints,
		int profilerJvms) {

	/** This request for the apps' java: its command and feature version. */
	public PlanRequest withJava(String command, int version) {
		return new PlanRequest(this.mode, this.apps, this.profiles, this.variants, this.control, this.planted,
				this.sweeps, this.endpoints, this.tools, this.concurrency, this.rates, this.durationSeconds,
				this.rounds, this.blocksPerRound, this.orders, this.sliceMs, this.seed, this.minEffectPercent,
				this.warmupCycleSeconds, this.warmupCapSeconds, this.coldStarts, this.memory, this.jvmOptions,
				this.memoryLoadSeconds, this.memoryWindows, this.jdk, command, version, this.pinning,
				this.databaseEndpoints, this.profilerJvms);
	}

	boolean memoryOff() {
		return "off".equals(this.memory);
	}

	boolean memoryOnly() {
		return "only".equals(this.memory);
	}

}
