package io.github.bootbench.report.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

import io.github.bootbench.report.input.WarmupCurve;
import io.github.bootbench.report.io.Json;
import io.github.bootbench.report.parse.IncompleteOutputException;
import io.github.bootbench.report.parse.Tool;
import io.github.bootbench.report.stats.Method;
import io.github.bootbench.report.stats.Steadiness;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code warmup}: records one warm-up load window in the JVM's warm-up curve and says
 * whether the warm-up is over, so that run-all.sh only orchestrates and the steadiness
 * rule lives in {@link Steadiness}.
 */
@Command(name = "warmup",
		description = "Appends one warm-up window (the throughput read from RAW) to the curve "
				+ "CSV, then prints the warm-up's state as one JSON line: done, steady, seconds, windows, "
				+ "lastChangePercent, summary. With --rule, prints the steadiness rule instead.")
final class WarmupCommand implements Callable<Integer> {

	@Option(names = "--rule", description = "print the steadiness rule as JSON and exit")
	private boolean rule;

	@ArgGroup(exclusive = false)
	private Window window;

	static final class Window {

		@Option(names = "--curve", required = true, paramLabel = "CSV", description = "warmup/<container>-r<round>.csv")
		Path curve;

		@Option(names = "--phase", required = true, description = "primer or window")
		String phase;

		@Option(names = "--window", defaultValue = "0", description = "window number, from 1 (0 for the primer)")
		int number;

		@Option(names = "--endpoint", required = true)
		String endpoint;

		@Option(names = "--tool", required = true, converter = ToolConverter.class)
		Tool tool;

		@Option(names = "--concurrency", required = true)
		int concurrency;

		@Option(names = "--seconds", required = true, description = "the window's length")
		int seconds;

		@Option(names = "--endpoints", required = true, split = ",", description = "every endpoint a window covers")
		List<String> endpoints;

		@Option(names = "--min-seconds", required = true)
		int minSeconds;

		@Option(names = "--cap-seconds", required = true)
		int capSeconds;

		@Parameters(paramLabel = "RAW", description = "the load tool's output for this window")
		Path raw;

	}

	@Override
	public Integer call() throws IOException {
		if (this.rule) {
			Map<String, Object> rule = new LinkedHashMap<>();
			rule.put("tolerancePercent", Method.STEADY_TOLERANCE_PERCENT);
			rule.put("rule", "two consecutive windows of every endpoint " + Method.steadyTolerance());
			System.out.println(Json.MAPPER.writeValueAsString(rule));
			return 0;
		}
		if (this.window == null) {
			System.err.println("bench-report warmup: give --rule, or --curve with the window's options and RAW");
			return 2;
		}
		Window w = this.window;
		if (!List.of(WarmupCurve.PRIMER, WarmupCurve.WINDOW).contains(w.phase)) {
			System.err.println("bench-report warmup: --phase must be primer or window, got '" + w.phase + "'");
			return 2;
		}
		Double rps = null;
		try {
			rps = w.tool.parse(Files.readString(w.raw)).requestsPerSecond();
		}
		catch (IncompleteOutputException ex) {
			// An unreadable window has no figure; the rule then cannot call the warm-up
			// steady on it.
		}
		WarmupCurve before = WarmupCurve.read(w.curve);
		WarmupCurve.Row previous = before.lastWindow(w.endpoint);
		Double change = WarmupCurve.WINDOW.equals(w.phase) && previous != null
				? Steadiness.changePercent(previous.requestsPerSecond(), rps) : null;
		WarmupCurve.Row row = new WarmupCurve.Row(w.phase, w.number, w.endpoint, w.tool.id(), w.concurrency, w.seconds,
				rps, change);
		WarmupCurve.append(w.curve, row);
		Steadiness state = Steadiness.judge(before.with(row), w.endpoints, w.minSeconds, w.capSeconds);
		Map<String, Object> json = new LinkedHashMap<>();
		json.put("done", state.done());
		json.put("steady", state.steady());
		json.put("seconds", state.seconds());
		json.put("windows", state.windows());
		json.put("lastChangePercent", state.lastChangePercent());
		json.put("summary", state.summary(w.capSeconds));
		System.out.println(Json.MAPPER.writeValueAsString(json));
		return 0;
	}

}
