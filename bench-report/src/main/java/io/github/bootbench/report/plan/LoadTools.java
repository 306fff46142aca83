package io.github.bootbench.report.plan;

import java.util.ArrayList;
import java.util.List;

import io.github.bootbench.report.core.Tool;

/**
 * What the load tools a run asks for need on the machine, and what is left of them when a
 * command cannot be had. hyperfoil and jmeter are jars of this project, built with the
 * apps, whose warm-up (and hyperfoil's probe of its rates) loads with wrk. A wrk the user
 * did not ask for is optional: ab stands in for it.
 */
public final class LoadTools {

	private LoadTools() {
	}

	/** The commands the tools cannot run without. */
	public static List<String> required(List<Tool> tools, boolean explicit) {
		List<String> required = new ArrayList<>();
		for (Tool tool : tools) {
			String command = command(tool);
			if ((explicit || !Tool.WRK.id().equals(command)) && !required.contains(command)) {
				required.add(command);
			}
		}
		if (!explicit && !required.contains(Tool.AB.id())) {
			required.add(Tool.AB.id());
		}
		return List.copyOf(required);
	}

	/** The commands the run goes on without, with a warning. */
	public static List<String> optional(List<Tool> tools, boolean explicit) {
		return (explicit || tools.stream().map(LoadTools::command).noneMatch(Tool.WRK.id()::equals)) ? List.of()
				: List.of(Tool.WRK.id());
	}

	/**
	 * The tools that can run when the optional {@code missing} commands cannot be had,
	 * each one dropped named in {@code warnings}; ab in place of a default wrk.
	 */
	public static List<Tool> available(List<Tool> tools, boolean explicit, List<String> missing,
			List<String> warnings) {
		List<Tool> kept = new ArrayList<>();
		for (Tool tool : tools) {
			if (missing.contains(tool.id())) {
				warnings.add(tool + " not found (apt-get install " + tool + "): running without it");
			}
			else if (!command(tool).equals(tool.id()) && missing.contains(command(tool))) {
				warnings.add(tool + " warms up with wrk, which is not found: running without it");
			}
			else {
				kept.add(tool);
			}
		}
		if (kept.isEmpty() && !explicit) {
			warnings.add("measuring with ab -k instead of wrk");
			kept.add(Tool.AB);
		}
		if (kept.isEmpty()) {
			throw new PlanException("none of the load tools asked for is installed");
		}
		return List.copyOf(kept);
	}

	/** The command a tool needs: its own, or wrk for the jars that warm up with it. */
	private static String command(Tool tool) {
		return (tool == Tool.HYPERFOIL || tool == Tool.JMETER) ? Tool.WRK.id() : tool.id();
	}

	/** The commands the run cannot go without: its load tools', and its database's. */
	public static List<String> required(RunPlan plan, List<Tool> tools, boolean explicit) {
		List<String> required = new java.util.ArrayList<>(required(tools, explicit));
		if (plan.database() != null) {
			required.addAll(DatabasePlan.COMMANDS);
		}
		return required;
	}

}
