package io.github.bootbench.report.cli;

import io.github.bootbench.report.plan.PlanException;
import io.github.bootbench.report.plan.Preset;
import io.github.bootbench.report.plan.ProfilerPlan;
import picocli.CommandLine.Option;

/** run-all.sh's options of the profiler phase. */
final class ProfilerPhaseOptions {

	@Option(names = "--profiler",
			description = "after the rounds, a profiler phase (never in a measured window): fresh JVMs of each variant, "
					+ "interleaved and warmed up, then async-profiler's CPU samples over a load of each endpoint at the "
					+ "middle concurrency; the report gives the server's CPU per request by part of the stack, with "
					+ "its interval over JVMs")
	boolean profiler;

	@Option(names = "--profiler-jvms", paramLabel = "N",
			description = "with --profiler, the JVMs profiled per variant (default 5; --smoke 2, --quick 1)")
	Integer jvms;

	/** The JVMs per variant of the phase, 0 without one. */
	int jvms(Preset preset) {
		if (!this.profiler) {
			if (this.jvms != null) {
				throw new PlanException("--profiler-jvms needs --profiler");
			}
			return 0;
		}
		if (this.jvms != null && (this.jvms < ProfilerPlan.MIN_JVMS || this.jvms > ProfilerPlan.MAX_JVMS)) {
			throw new PlanException("--profiler-jvms: " + this.jvms + " is not between " + ProfilerPlan.MIN_JVMS
					+ " and " + ProfilerPlan.MAX_JVMS);
		}
		return (this.jvms != null) ? this.jvms : preset.profilerJvms();
	}

}
