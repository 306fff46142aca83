package io.github.bootbench.report.cli;

import java.util.ArrayList;
import java.util.List;

import picocli.CommandLine.Option;

/** run-all.sh's options of what a run compares: the variants, a sweep, the controls. */
final class CompareOptions {

	@Option(names = "--variants", paramLabel = "LIST",
			description = { "what to compare, baseline first: APP[:PROFILE],...", "APP: {apps}", "PROFILE: {profiles}",
					"e.g. tomcat,tomcat:tuned or undertow,undertow:vthreads" })
	String variants;

	@Option(names = "--containers", paramLabel = "LIST",
			description = "these apps, each with --profile (default: {default-apps})")
	String containers;

	@Option(names = "--profile", paramLabel = "P",
			description = "the profile of every app of --containers (default: default)")
	String profile;

	@Option(names = "--sweep", paramLabel = "KEY=V1,V2",
			description = "a variant of every app of the run per value (repeat for a grid), each judged against "
					+ "its app's default, which is always in the sweep. KEY is a knob that maps to each "
					+ "container's own property: {knobs}; or any server.* or spring.* property by its full name. "
					+ "cpu-limit sets none: each setting's server JVM under that CPU limit, swept alone, the A/A "
					+ "control at each limit too. A container without the knob is left out of the sweep, with a "
					+ "note. A sweep of more than {jvms} JVMs is split: each app's variants in a part of their own "
					+ "rounds, its default in each")
	List<String> sweeps = new ArrayList<>();

	/**
	 * {@code --control} or {@code --no-control}, the last given; null for the preset's.
	 */
	Boolean control;

	@Option(names = "--control",
			description = "add an A/A control: a second, independent copy of the baseline (the default in the "
					+ "full run)")
	void control(boolean given) {
		this.control = given ? Boolean.TRUE : this.control;
	}

	@Option(names = "--no-control", description = "leave the A/A control out")
	void noControl(boolean given) {
		this.control = given ? Boolean.FALSE : this.control;
	}

	@Option(names = "--planted", paramLabel = "LIST",
			description = "add a positive control per percent, e.g. 10 or 5,10,20: a copy of the baseline whose "
					+ "every request spends extra CPU that makes it that much slower on its saturated CPU; the "
					+ "report says whether the method found it")
	String planted;

}
