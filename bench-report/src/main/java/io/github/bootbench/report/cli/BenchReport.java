package io.github.bootbench.report.cli;

import java.util.ServiceLoader;

import picocli.CommandLine.Command;
import picocli.CommandLine;

/**
 * The command line: {@code java -jar bench-report.jar COMMAND ...}, one of the
 * subcommands named below or one a feature adds ({@link FeatureCommand}); {@code --help}
 * lists them.
 */
@Command(name = "bench-report", mixinStandardHelpOptions = true, versionProvider = BenchReport.Version.class,
		description = "Turns the raw output of boot-container-bench runs into tables, JSON, CSV and charts.",
		subcommands = { ParseCommand.class, SummarizeCommand.class, ReportCommand.class, IndexCommand.class,
				WarmupCommand.class, PlanCommand.class, PaceCommand.class, ServeCommand.class, RatesCommand.class,
				RecordCommand.class, RerenderCommand.class })
public final class BenchReport implements Runnable {

	/**
	 * Exit code for output that is not a complete summary (picocli uses 2 for bad usage).
	 */
	public static final int INCOMPLETE_OUTPUT = 3;

	/**
	 * Exit code of {@code summarize} for a measurement that does not count (see
	 * {@code input.Outcome}).
	 */
	public static final int MEASUREMENT_FAILED = 3;

	@CommandLine.Spec
	private CommandLine.Model.CommandSpec spec;

	public static void main(String[] args) {
		// Charts are drawn without a display.
		System.setProperty("java.awt.headless", "true");
		System.exit(commandLine().execute(args));
	}

	/**
	 * The command line as {@link #main} runs it: an option given twice takes its last
	 * value, as run-all.sh's always did, and {@code plan} refuses a command line it
	 * cannot read with one line of its own words.
	 */
	public static CommandLine commandLine() {
		CommandLine commandLine = new CommandLine(new BenchReport());
		ServiceLoader.load(FeatureCommand.class).forEach(commandLine::addSubcommand);
		commandLine.setOverwrittenOptionsAllowed(true);
		CommandLine.IParameterExceptionHandler standard = commandLine.getParameterExceptionHandler();
		CommandLine.IExecutionExceptionHandler thrown = commandLine.getExecutionExceptionHandler();
		return commandLine
			.setParameterExceptionHandler((ex, args) -> (ex.getCommandLine().getCommand() instanceof PlanCommand)
					? UsageErrors.usageError(ex) : standard.handleParseException(ex, args))
			.setExecutionExceptionHandler((ex, line, parsed) -> RecordCommand.failed(ex, line) ? RecordCommand.FAILED
					: thrown.handleExecutionException(ex, line, parsed));
	}

	@Override
	public void run() {
		throw new CommandLine.ParameterException(this.spec.commandLine(), "a command is required");
	}

	static final class Version implements CommandLine.IVersionProvider {

		@Override
		public String[] getVersion() {
			String version = BenchReport.class.getPackage().getImplementationVersion();
			return new String[] { "bench-report " + ((version != null) ? version : "(development build)") };
		}

	}

}
