package io.github.bootbench.report.cli;

import picocli.CommandLine.Option;

/** run-all.sh's option of the profiler phase. */
final class ProfilerPhaseOptions {

	@Option(names = "--profiler",
			description = "after the rounds, a profiler phase (never in a measured window): each variant on a JVM of "
					+ "its own, warmed up, then async-profiler's CPU samples over a load of each endpoint at the "
					+ "middle concurrency; the report gives the server's CPU per request by part of the stack")
	boolean profiler;

}
