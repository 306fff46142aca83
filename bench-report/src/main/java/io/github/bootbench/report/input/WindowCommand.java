package io.github.bootbench.report.input;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The {@code .cmd} file beside a raw output; a field is null when it is not there.
 *
 * @param notRun why the harness could not make the measurement (its JVM was gone), or
 * null
 * @param settleMs how long the harness waited before it for the server CPUs to go idle
 * (recorded since the harness asks one bench-report process), or null
 * @param cgroupCpuNs in a duet window, the CPU time the JVM's control group took from
 * just before its load started to just after it ended, in ns (threads that exited in the
 * window included); null otherwise
 * @param slices in a sliced duet window, what the slicer achieved
 * ({@code handovers=N alone_us=T}); null otherwise
 * @param connectionsAccepted the TCP connections the server's machine accepted over the
 * window (its kernel's {@code PassiveOpens}; counted on one machine only, and by runs
 * since 2026-11-28): the load tool's first connections and each reconnect after the
 * server closed one; null where not counted
 * @param throttling what the CPU limit of the server's control group did over the window,
 * or null where the server had no limit
 */
public record WindowCommand(String command, String start, String end, Integer exitCode, String notRun, Integer settleMs,
		Long cgroupCpuNs, String slices, Long connectionsAccepted, Throttling throttling) {

	public static final WindowCommand NONE = new WindowCommand(null, null, null, null, null, null, null, null, null,
			null);

	private static final java.util.regex.Pattern COUNTERS = java.util.regex.Pattern
		.compile("(\\d{1,15}) (\\d{1,15}) (\\d{1,18})");

	/**
	 * The CPU bandwidth limit's work over a window: the difference of the group's
	 * {@code cpu.stat} counters after and before it ({@code nr_periods},
	 * {@code nr_throttled}, and {@code throttled_usec} on cgroup v2 or
	 * {@code throttled_time} / 1000 on v1), as the {@code .cmd} file's
	 * {@code cpu_stat_before} and {@code cpu_stat_after} lines give them.
	 *
	 * @param periods the enforcement periods that passed while the group ran
	 * @param throttled those in which the group used up its quota and was stopped
	 * @param throttledUs the time its threads were held back, summed over them
	 */
	public record Throttling(long periods, long throttled, long throttledUs) {

		/** The share of periods throttled, %; null where none passed. */
		public Double throttledPercent() {
			return (this.periods > 0) ? 100.0 * this.throttled / this.periods : null;
		}

		static Throttling parse(String before, String after) {
			java.util.regex.Matcher from = (before != null) ? COUNTERS.matcher(before) : null;
			java.util.regex.Matcher to = (after != null) ? COUNTERS.matcher(after) : null;
			if (from == null || to == null || !from.matches() || !to.matches()) {
				return null;
			}
			return new Throttling(Long.parseLong(to.group(1)) - Long.parseLong(from.group(1)),
					Long.parseLong(to.group(2)) - Long.parseLong(from.group(2)),
					Long.parseLong(to.group(3)) - Long.parseLong(from.group(3)));
		}

	}

	/** A window's, without a limit's throttling. */
	public WindowCommand(String command, String start, String end, Integer exitCode, String notRun, Integer settleMs,
			Long cgroupCpuNs, String slices, Long connectionsAccepted) {
		this(command, start, end, exitCode, notRun, settleMs, cgroupCpuNs, slices, connectionsAccepted, null);
	}

	private static final java.util.regex.Pattern SLICES = java.util.regex.Pattern
		.compile("handovers=(\\d{1,9}) alone_us=(\\d{1,15})");

	/**
	 * What the slicer of a sliced duet window recorded: its hand-overs and the time the
	 * groups had the CPUs to themselves in all, in microseconds; null for another window.
	 */
	public long[] sliceCounts() {
		java.util.regex.Matcher matched = (this.slices != null) ? SLICES.matcher(this.slices) : null;
		return (matched != null && matched.matches())
				? new long[] { Long.parseLong(matched.group(1)), Long.parseLong(matched.group(2)) } : null;
	}

	/**
	 * A duet window's figure: {@code requests} per second of the CPU time of the JVM's
	 * control group over the window; null where that time was not read.
	 */
	public Double requestsPerCpuSecond(long requests) {
		return (this.cgroupCpuNs != null && this.cgroupCpuNs > 0) ? requests / (this.cgroupCpuNs / 1e9) : null;
	}

	/** A solo window's, without a count of connections. */
	public WindowCommand(String command, String start, String end, Integer exitCode, String notRun, Integer settleMs) {
		this(command, start, end, exitCode, notRun, settleMs, null, null, null, null);
	}

	/** The {@code .cmd} file: one {@code name: value} line per field. */
	public static WindowCommand read(Path cmd) throws IOException {
		if (!Files.isRegularFile(cmd)) {
			return NONE;
		}
		Map<String, String> fields = new LinkedHashMap<>();
		for (String line : Files.readAllLines(cmd)) {
			int colon = line.indexOf(": ");
			if (colon > 0) {
				fields.put(line.substring(0, colon), line.substring(colon + 2).strip());
			}
		}
		return new WindowCommand(fields.get("command"), fields.get("start"), fields.get("end"),
				integer(fields.get("exit_code")), fields.get("not_run"), integer(fields.get("settle_ms")),
				count(fields.get("cgroup_cpu_ns")), fields.get("slices"), count(fields.get("connections_accepted")),
				Throttling.parse(fields.get("cpu_stat_before"), fields.get("cpu_stat_after")));
	}

	private static Long count(String field) {
		return (field != null && field.matches("\\d{1,18}")) ? Long.valueOf(field) : null;
	}

	private static Integer integer(String field) {
		return (field != null && field.matches("-?\\d+")) ? Integer.valueOf(field) : null;
	}

}
