package io.github.bootbench.report.model;

/**
 * The parts of a run's README that the core writes after its header, in their order: a
 * feature's section names the one it follows ({@link Section#readmeAfter()}).
 */
public enum ReadmePlace {

	RATIOS, FIXED_RATE_LATENCY, CLOSED_LOOP_LATENCY, THROUGHPUT, BOTTLENECK, JIT, CONNECTIONS, THREADS, CPU_AND_MEMORY,
	GC, MEMORY, STARTUP, BUILD, HEADERS

}
