package io.github.bootbench.report.input;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * taskset CPU lists: the app on the server CPUs, everything else on the load CPUs; and
 * the CPU limit each server JVM ran under, where one was asked.
 *
 * @param method how the CPUs were given ({@code taskset}), in run.json (null in the plan)
 * @param warmupCpus where the JVMs warmed up before every thread was pinned back to the
 * server CPUs (null in runs made before: the server CPUs)
 * @param note what ran where, in words, in run.json (null in the plan)
 * @param cpuLimit the CPUs each server JVM's control group may use per period of
 * {@link #LIMIT_PERIOD_US} µs ({@code --cpu-limit}: its CPU quota, as Kubernetes sets
 * {@code limits.cpu}), or null without a limit
 */
public record Pinning(@JsonInclude(JsonInclude.Include.NON_NULL) String method,
		@JsonProperty(required = true) String serverCpus, @JsonProperty(required = true) String loadCpus,
		@JsonProperty(required = true) int serverCpuCount, @JsonProperty(required = true) int loadCpuCount,
		String warmupCpus, @JsonInclude(JsonInclude.Include.NON_NULL) String note,
		@JsonInclude(JsonInclude.Include.NON_NULL) Double cpuLimit) {

	/**
	 * The period a CPU limit's quota is given per: Kubernetes' (the kernel's default).
	 */
	public static final int LIMIT_PERIOD_US = 100_000;

	/** The CPUs as the plan gives them, before a run records how and in words. */
	public Pinning(String serverCpus, String loadCpus, int serverCpuCount, int loadCpuCount, String warmupCpus) {
		this(null, serverCpus, loadCpus, serverCpuCount, loadCpuCount, warmupCpus, null, null);
	}

	/** These CPUs with each server JVM limited to this many CPUs (null: none). */
	public Pinning limitedTo(Double cpus) {
		return new Pinning(this.method, this.serverCpus, this.loadCpus, this.serverCpuCount, this.loadCpuCount,
				this.warmupCpus, this.note, cpus);
	}

	/**
	 * The limit in words, {@code limited to 0.5 CPU (a quota of 50 ms per 100 ms)}; empty
	 * without one.
	 */
	public String limitWords() {
		return limitWords(this.cpuLimit);
	}

	/**
	 * The share of one CPU's time a server under this limit could have: the limit where
	 * below one CPU, else 1 (null: none). A busy JIT is judged on it, so that compiling
	 * under a tight limit, which takes more of less, is flagged as it would be on a whole
	 * CPU.
	 */
	public static double shareOfOneCpu(Double cpuLimit) {
		return (cpuLimit != null) ? Math.min(cpuLimit, 1.0) : 1.0;
	}

	/** {@code 0.25 CPU}: a limit as a reader writes it. */
	public static String limitCpus(double cpuLimit) {
		return java.math.BigDecimal.valueOf(cpuLimit).stripTrailingZeros().toPlainString() + " CPU";
	}

	/** {@link #limitWords()} of a limit of this many CPUs (null: none). */
	public static String limitWords(Double cpuLimit) {
		return (cpuLimit == null) ? "" : "limited to " + limitCpus(cpuLimit) + " (a quota of "
				+ java.math.BigDecimal.valueOf(cpuLimit * LIMIT_PERIOD_US / 1000).stripTrailingZeros().toPlainString()
				+ " ms per " + LIMIT_PERIOD_US / 1000 + " ms)";
	}

	/**
	 * The load seconds that give the server, under its limit, the CPU time
	 * {@code seconds} of load give it on its own CPUs: a warm-up's cap is the JIT's work,
	 * not the clock's.
	 */
	public int loadSecondsForCpuOf(int seconds) {
		return (this.cpuLimit == null) ? seconds : (int) Math.ceil(seconds * this.serverCpuCount / this.cpuLimit);
	}

	/** Whether the JVMs warmed up on more CPUs than they were measured on. */
	public boolean widerWarmup() {
		return this.warmupCpus != null && !this.warmupCpus.equals(this.serverCpus);
	}

	/** These CPUs as a run records them: given by taskset, and in these words. */
	Pinning recorded(String note) {
		return new Pinning("taskset", this.serverCpus, this.loadCpus, this.serverCpuCount, this.loadCpuCount,
				this.warmupCpus, note, this.cpuLimit);
	}

}
