package io.github.bootbench.report.cli;

import java.util.ArrayList;
import java.util.List;

import picocli.CommandLine.Option;

/**
 * run-all.sh's options of the run itself: resuming, a dry run, installing, and answers.
 */
final class RunControlOptions {

	/**
	 * The options that leave a run's plan as it recorded it: the only ones --resume
	 * takes.
	 */
	static final List<String> RESUME_NEUTRAL = List.of("--no-install", "--dry-run");

	@Option(names = "--resume", paramLabel = "RUN_DIR",
			description = "carry on an interrupted run from its last complete round, in fresh JVMs, with the "
					+ "options, seed and measuring order it recorded; a round cut short is measured again, a "
					+ "memory phase cut short starts again. Only --no-install and --dry-run may come with it: any "
					+ "other option would change its plan")
	List<String> resume = new ArrayList<>();

	@Option(names = "--dry-run",
			description = "print the plan and the estimated time, and what a run would build and install; start, "
					+ "install and build nothing (but bench-report, which makes the plan, when its jar is missing "
					+ "or stale, after saying so)")
	boolean dryRun;

	@Option(names = "--no-install",
			description = "never install a missing tool (also BENCH_NO_INSTALL=true); without it, missing tools are "
					+ "installed with apt-get or dnf as root or with sudo -n, after one line saying what and how")
	boolean noInstall;

	@Option(names = "--version", description = "the harness's version and commit")
	boolean version;

	@Option(names = { "-h", "--help" }, description = "this help")
	boolean help;

}
