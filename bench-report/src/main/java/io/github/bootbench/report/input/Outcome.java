package io.github.bootbench.report.input;

import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.parse.IncompleteOutputException;
import io.github.bootbench.report.parse.ToolParser;
import io.github.bootbench.report.parse.ToolResult;

/**
 * Whether a measurement counts: the one rule behind the harness's console line,
 * {@code run.json}'s failed measurements, its exit code and the report. A measurement
 * fails when the harness could not make it (its JVM was gone), when its tool exited
 * non-zero, when its output is not a complete summary, when not one response was a 2xx,
 * or, for a fixed-rate window, when it fails {@link FixedRateGate}.
 *
 * @param result the parsed figures, or null when the output did not parse
 * @param failure why the measurement does not count, or null when it counts
 */
public record Outcome(ToolResult result, String failure) {

	/** The outcome of a measurement from its raw output and its {@code .cmd} file. */
	public static Outcome of(Tool tool, String output, WindowCommand command) {
		if (command.notRun() != null) {
			return new Outcome(null, "not run: " + command.notRun());
		}
		return of(tool, output, command.exitCode());
	}

	public static Outcome of(Tool tool, String output, Integer exitCode) {
		ToolResult result = null;
		String failure = null;
		try {
			result = ToolParser.parse(tool, output);
			if (result.successful() == 0) {
				failure = "no successful (2xx) response";
			}
			else {
				failure = FixedRateGate.failure(result);
			}
		}
		catch (IncompleteOutputException ex) {
			failure = ex.getMessage();
		}
		if (exitCode != null && exitCode != 0) {
			failure = tool.id() + " exited with code " + exitCode + ((failure != null) ? "; " + failure : "");
		}
		return new Outcome(result, failure);
	}

	public boolean ok() {
		return this.failure == null;
	}

}
