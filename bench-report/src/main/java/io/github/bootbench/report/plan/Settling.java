package io.github.bootbench.report.plan;

/**
 * When the server CPUs have settled before a window: the last window's work (GC, the JIT,
 * closing connections) must not spill into the next. The scripts sample the round's JVMs'
 * CPU time over {@code sampleMs} and ask ({@code bench-report pace settle}) until the
 * answer is not {@link Answer#WAIT}.
 *
 * @param idlePercent the JVMs together below this share of one CPU over a sample are
 * settled
 * @param sampleMs how long each sample is
 * @param maxSeconds the longest wait: after it the window starts anyway (its .cmd records
 * the wait)
 */
public record Settling(int idlePercent, int sampleMs, int maxSeconds) {

	/** The rule every run uses. */
	public static final Settling RULE = new Settling(10, 250, 3);

	/** What the scripts do after a sample. */
	public enum Answer {

		/** Below the idle share: start the window. */
		SETTLED,

		/** Still busy, and the longest wait is not over: sample again. */
		WAIT,

		/** Still busy after the longest wait: start the window anyway. */
		BUSY;

		/** As the scripts read it. */
		public String word() {
			return name().toLowerCase(java.util.Locale.ROOT);
		}

	}

	/**
	 * The answer for a sample.
	 * @param cpuTicks the JVMs' CPU time over the sample, in clock ticks
	 * @param clockTicks clock ticks a second ({@code getconf CLK_TCK})
	 * @param sampledMs how long the sample really was
	 * @param waitedMs how long the wait has lasted, this sample included
	 */
	public Answer answer(long cpuTicks, int clockTicks, long sampledMs, long waitedMs) {
		// cpuTicks / clockTicks seconds of CPU over sampledMs / 1000 seconds, as a
		// percent.
		if (cpuTicks * 1000 * 100 < (long) this.idlePercent * clockTicks * Math.max(1, sampledMs)) {
			return Answer.SETTLED;
		}
		return (waitedMs < this.maxSeconds * 1000L) ? Answer.WAIT : Answer.BUSY;
	}

}
