package io.github.bootbench.report.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;

import io.github.bootbench.report.core.Method;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.input.WarmupCurve;
import io.github.bootbench.report.io.Json;
import io.github.bootbench.report.model.Steadiness;
import io.github.bootbench.report.parse.IncompleteOutputException;
import io.github.bootbench.report.parse.ToolParser;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code warmup}: records one warm-up cycle in the JVM's warm-up curve and says whether
 * the warm-up is over, so that run-all.sh only orchestrates and the rule lives in
 * {@link Steadiness}.
 */
@Command(name = "warmup",
		description = "Appends one warm-up cycle (the throughput read from RAW and the JVM's compile time) "
				+ "to the curve CSV, then prints the warm-up's state as one JSON line: done, steady, seconds, "
				+ "windows, lastChangePercent, lastCompileAddedMs, summary. With --rule, prints the rule instead.")
final class WarmupCommand implements Callable<Integer> {

	@Option(names = "--rule", description = "print the warm-up rule as JSON and exit")
	private boolean rule;

	@ArgGroup(exclusive = false)
	private Cycle cycle;

	static final class Cycle {

		@Option(names = "--curve", required = true, paramLabel = "CSV", description = "warmup/<variant>-r<round>.csv")
		Path curve;

		@Option(names = "--cycle", required = true, description = "cycle number, from 1")
		int number;

		@Option(names = "--endpoint", required = true)
		String endpoint;

		@Option(names = "--tool", required = true, converter = ToolConverter.class)
		Tool tool;

		@Option(names = "--concurrency", required = true)
		int concurrency;

		@Option(names = "--seconds", required = true, description = "the load's length")
		int seconds;

		@Option(names = "--compile-ms", defaultValue = "",
				description = "jvm.compilation.time after the load, in ms (empty when unread)")
		String compileMs;

		@Option(names = "--read-at-ms", description = "when --compile-ms was read, in epoch ms")
		Long readAtMs;

		@Option(names = "--patterns", required = true,
				description = "how many cells (endpoint, tool, concurrency) it rotates over")
		int patterns;

		@Option(names = "--cap-seconds", required = true)
		int capSeconds;

		@Parameters(paramLabel = "RAW", description = "the load tool's output for this cycle")
		Path raw;

	}

	@Override
	public Integer call() throws IOException {
		if (this.rule) {
			Map<String, Object> rule = new LinkedHashMap<>();
			rule.put("tolerancePercent", Method.STEADY_TOLERANCE_PERCENT);
			rule.put("jitBusyPercent", Method.JIT_BUSY_PERCENT);
			rule.put("quietCycles", Method.QUIET_CYCLES);
			rule.put("rule", Method.quietRule());
			System.out.println(Json.MAPPER.writeValueAsString(rule));
			return 0;
		}
		if (this.cycle == null) {
			System.err.println("bench-report warmup: give --rule, or --curve with the cycle's options and RAW");
			return 2;
		}
		Cycle c = this.cycle;
		Double compile = null;
		if (!c.compileMs.isBlank()) {
			try {
				compile = Double.valueOf(c.compileMs.strip());
			}
			catch (NumberFormatException ex) {
				System.err.println("bench-report warmup: --compile-ms must be a number, got '" + c.compileMs + "'");
				return 2;
			}
		}
		Double rps = null;
		try {
			rps = ToolParser.parse(c.tool, Files.readString(c.raw)).requestsPerSecond();
		}
		catch (IncompleteOutputException ex) {
			// An unreadable cycle has no figure; the rule then cannot call the warm-up
			// settled on it.
		}
		WarmupCurve before = WarmupCurve.read(c.curve);
		WarmupCurve.Row previous = before.last();
		Double added = null;
		if (compile != null) {
			if (previous == null) {
				added = compile;
			}
			else if (previous.compileMs() != null) {
				added = compile - previous.compileMs();
			}
		}
		WarmupCurve.Row row = new WarmupCurve.Row(c.number, c.endpoint, c.tool, c.concurrency, c.seconds, rps, compile,
				added, c.readAtMs);
		WarmupCurve.append(c.curve, row);
		Steadiness state = Steadiness.judge(before.with(row), c.patterns, c.capSeconds);
		Map<String, Object> json = new LinkedHashMap<>();
		json.put("done", state.done());
		json.put("steady", state.steady());
		json.put("seconds", state.seconds());
		json.put("windows", state.windows());
		json.put("lastChangePercent", state.lastChangePercent());
		json.put("lastCompileAddedMs", state.lastCompileAddedMs());
		json.put("summary", state.summary(c.capSeconds));
		System.out.println(Json.MAPPER.writeValueAsString(json));
		return 0;
	}

}
