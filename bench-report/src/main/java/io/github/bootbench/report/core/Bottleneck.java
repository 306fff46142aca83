package io.github.bootbench.report.core;

/**
 * What limited a measurement: the server (its CPUs saturated), the load tool (its CPUs
 * saturated while the server's were not: the figure then measures the tool, not the
 * container), both at once, or neither. When both are saturated the tool is at its
 * ceiling too, so no container in that row could show more than the tool can send: such a
 * figure is not a container result either. Saturated means
 * {@link Method#SATURATED_PERCENT} of the CPUs a process was pinned to. In a run with a
 * database, the database shares the load CPUs with the load tool, and the two compete for
 * them: the tool's side is saturated when the load CPUs are busy by both together
 * ({@link #loadCpuBusyPercent}), and {@code tool-bound} then reads load-CPU-bound.
 */
public enum Bottleneck {

	SERVER_BOUND("server-bound"), TOOL_BOUND("tool-bound"), BOTH("tool- and server-bound"), NEITHER("neither"),
	UNKNOWN("unknown");

	private final String label;

	Bottleneck(String label) {
		this.label = label;
	}

	public String label() {
		return this.label;
	}

	/** Whether the load tool was at its ceiling, so the figure cannot rank containers. */
	public boolean toolSaturated() {
		return this == TOOL_BOUND || this == BOTH;
	}

	/**
	 * @param serverPercent server CPU as a percentage of the CPUs it was pinned to (null
	 * if unknown)
	 * @param toolPercent load tool CPU as a percentage of the CPUs it was pinned to (null
	 * if unknown)
	 */
	public static Bottleneck of(Double serverPercent, Double toolPercent) {
		return of(serverPercent, toolPercent, null);
	}

	/**
	 * @param serverPercent server CPU as a percentage of the CPUs it was pinned to (null
	 * if unknown)
	 * @param toolPercent load tool CPU as a percentage of the load CPUs (null if unknown)
	 * @param databasePercent the database's CPU as a percentage of the same load CPUs
	 * (null in a run without a database, or where unread)
	 */
	public static Bottleneck of(Double serverPercent, Double toolPercent, Double databasePercent) {
		return byShares(serverPercent, loadCpuBusyPercent(toolPercent, databasePercent));
	}

	/**
	 * How busy the load CPUs were, as a percentage of them: the load tool's share, plus
	 * the database's where it ran beside it (null when the tool's share is unknown).
	 */
	public static Double loadCpuBusyPercent(Double toolPercent, Double databasePercent) {
		if (toolPercent == null) {
			return null;
		}
		return (databasePercent != null) ? toolPercent + databasePercent : toolPercent;
	}

	private static Bottleneck byShares(Double serverPercent, Double toolPercent) {
		boolean serverSaturated = serverPercent != null && serverPercent >= Method.SATURATED_PERCENT;
		boolean toolSaturated = toolPercent != null && toolPercent >= Method.SATURATED_PERCENT;
		if (serverSaturated) {
			return toolSaturated ? BOTH : SERVER_BOUND;
		}
		if (toolSaturated) {
			return TOOL_BOUND;
		}
		return (serverPercent == null || toolPercent == null) ? UNKNOWN : NEITHER;
	}

}
