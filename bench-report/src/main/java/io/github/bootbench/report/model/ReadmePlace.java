package io.github.bootbench.report.model;

/**
 * The parts of a run's README that a feature's section can follow
 * ({@link Section#readmeAfter()}): the scope and how sure the run is, in its answer; then
 * those the core writes after its header, in their order.
 */
public enum ReadmePlace {

	/** The scope line under the title: what the run measured, on its first screen. */
	SCOPE,

	/** How sure the run is: the last of the answer, before the findings. */
	ASSURANCE,

	RATIOS, FIXED_RATE_LATENCY, CLOSED_LOOP_LATENCY, THROUGHPUT, BOTTLENECK, JIT, CONNECTIONS, THREADS, CPU_AND_MEMORY,
	GC, MEMORY, STARTUP, BUILD, HEADERS

}
