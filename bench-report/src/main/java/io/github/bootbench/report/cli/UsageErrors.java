package io.github.bootbench.report.cli;

import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine;

/** The one line run-all.sh prints for a command line picocli could not read, exit 2. */
final class UsageErrors {

	private UsageErrors() {
	}

	/**
	 * The one line of a command line picocli could not read, in the words run-all.sh has
	 * always used.
	 */
	static String message(CommandLine.ParameterException ex) {
		if (ex instanceof CommandLine.MissingParameterException missing && !missing.getMissing().isEmpty()
				&& missing.getMissing().get(0) instanceof OptionSpec option) {
			return switch (option.longestName()) {
				case "--sweep" -> "--sweep needs KEY=V1,V2,... (see --help)";
				case "--resume" -> "--resume needs the directory of the run to carry on (see --help)";
				default -> option.longestName() + " needs a value (see --help)";
			};
		}
		if (ex instanceof CommandLine.UnmatchedArgumentException unmatched && !unmatched.getUnmatched().isEmpty()) {
			return "unknown option '" + unmatched.getUnmatched().get(0) + "' (see --help)";
		}
		return ex.getMessage();
	}

	/** Prints {@code ex}'s one line; exit code 2, as every usage error's. */
	static int usageError(CommandLine.ParameterException ex) {
		System.err.println(message(ex));
		return 2;
	}

}
