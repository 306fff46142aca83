package io.github.bootbench.report.cli;

import picocli.CommandLine.Option;

/** run-all.sh's options of the memory phase. */
final class MemoryPhaseOptions {

	/** {@code off}, {@code on} or {@code only}: the last of the three options given. */
	String memory = "off";

	@Option(names = "--memory",
			description = "after the rounds, a memory phase (one JVM at a time, Native Memory Tracking on): memory "
					+ "at ready and after a reference load (live set after a forced full GC, NMT categories, "
					+ "buffers, threads), throughput per MB of RSS, and the smallest heap that carries the load "
					+ "(every step below the -Xmx of --jvm-opts in every round, judged over the rounds)")
	void memory(boolean given) {
		this.memory = given ? "on" : this.memory;
	}

	@Option(names = "--memory-only", description = "the memory phase alone: no cold starts, no rounds")
	void memoryOnly(boolean given) {
		this.memory = given ? "only" : this.memory;
	}

	@Option(names = "--no-memory", description = "no memory phase (the default)")
	void noMemory(boolean given) {
		this.memory = given ? "off" : this.memory;
	}

}
