package io.github.bootbench.report.plan;

import java.util.List;
import java.util.Map;

/**
 * What run-all.sh read from its command line, presets applied and each value checked for
 * its syntax: the input of {@link RunPlan#of}. The vocabulary (apps with their ports,
 * profiles) comes from the scripts, which read the apps' contract.
 *
 * @param apps every app the harness knows, in its order, with its port
 * @param profiles every profile an app can run with, {@code default} first
 * @param variants {@code APP[:PROFILE]} items, baseline first
 * @param sweeps {@code --sweep} items, {@code KEY=V1,V2,...}, in order
 * @param jvmOptions the apps' JVM options (the memory phase's reference heap is their
 * last {@code -Xmx})
 * @param mode the preset: {@code default}, {@code quick} or {@code smoke}
 * @param memory {@code off}, {@code on} or {@code only}
 * @param jdk the apps' JAVA_HOME, or null for the java on the PATH
 */
public record PlanRequest(String mode, Map<String, Integer> apps, List<String> profiles, List<String> variants,
		boolean control, List<String> sweeps, List<String> endpoints, List<String> tools, List<Integer> concurrency,
		int durationSeconds, int rounds, int blocksPerRound, long seed, double minEffectPercent, int warmupCycleSeconds,
		int warmupCapSeconds, int coldStarts, String memory, List<String> jvmOptions, int memoryLoadSeconds,
		int memoryWindows, String jdk, String serverCpus, String loadCpus) {

	boolean memoryOff() {
		return "off".equals(this.memory);
	}

	boolean memoryOnly() {
		return "only".equals(this.memory);
	}

}
