package io.github.bootbench.studies;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The studies' command line: {@code java -jar bench-studies.jar allocation ...}. Apart
 * from bench-report's, since no run needs a study.
 */
@Command(name = "bench-studies", mixinStandardHelpOptions = true,
		description = "The method's studies: simulations of other designs on a finished run's noise and costs.",
		subcommands = { AllocationCommand.class, IntervalsCommand.class })
public final class BenchStudies implements Runnable {

	@CommandLine.Spec
	private CommandLine.Model.CommandSpec spec;

	public static void main(String[] args) {
		System.exit(new CommandLine(new BenchStudies()).execute(args));
	}

	@Override
	public void run() {
		throw new CommandLine.ParameterException(this.spec.commandLine(), "a study is required");
	}

}
