package io.github.bootbench.report.run;

/**
 * What limited a measured run: the server (its CPUs saturated), the load tool (its CPUs saturated
 * while the server's were not: the figure then measures the tool, not the container), or neither.
 */
public enum Bottleneck {

	SERVER_BOUND("server-bound"), TOOL_BOUND("tool-bound"), NEITHER("neither"), UNKNOWN("unknown");

	/** Share of its CPUs at which a process counts as saturated. */
	public static final double SATURATED_PERCENT = 90;

	private final String label;

	Bottleneck(String label) {
		this.label = label;
	}

	public String label() {
		return this.label;
	}

	/**
	 * @param serverPercent server CPU as a percentage of the CPUs it was pinned to (null if unknown)
	 * @param toolPercent load tool CPU as a percentage of the CPUs it was pinned to (null if unknown)
	 */
	public static Bottleneck of(Double serverPercent, Double toolPercent) {
		if (serverPercent != null && serverPercent >= SATURATED_PERCENT) {
			return SERVER_BOUND;
		}
		if (toolPercent != null && toolPercent >= SATURATED_PERCENT) {
			return TOOL_BOUND;
		}
		return (serverPercent == null || toolPercent == null) ? UNKNOWN : NEITHER;
	}

}
