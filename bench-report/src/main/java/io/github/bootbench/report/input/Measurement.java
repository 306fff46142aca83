package io.github.bootbench.report.input;

import io.github.bootbench.report.core.WindowKey;
import io.github.bootbench.report.parse.ToolResult;

/**
 * One measurement as the scripts left it: one load tool's invocation against one variant,
 * at one endpoint and concurrency, in one round
 * ({@code raw/<variant>/<endpoint>/<tool>-c<N>-r<round>.txt} and the files beside it).
 *
 * @param key which window: the variant, cell, round, block and visit
 * @param result the parsed figures, or null when the measurement failed
 * @param failure why the measurement does not count, or null (see {@code stats.Outcome})
 * @param command the {@code .cmd} file: the exact command, its start, end and exit code
 */
public record Measurement(WindowKey key, String rawFile, ToolResult result, String failure, Command command,
		Samples samples, ActuatorReadings actuator) {

	public boolean ok() {
		return this.failure == null;
	}

	/**
	 * The {@code .cmd} file beside a raw output; a field is null when it is not there.
	 *
	 * @param notRun why the harness could not make the measurement (its JVM was gone), or
	 * null
	 * @param settleMs how long the harness waited before it for the server CPUs to go
	 * idle (recorded since the harness asks one bench-report process), or null
	 */
	public record Command(String command, String start, String end, Integer exitCode, String notRun, Integer settleMs) {

		public static final Command NONE = new Command(null, null, null, null, null, null);

	}

}
