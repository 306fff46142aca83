package io.github.bootbench.report.parse;

import java.util.Locale;

/** The load tools the harness drives, each with the parser for its output. */
public enum Tool {

	AB(new AbParser()), SIEGE(new SiegeParser()), WRK(new WrkParser()),

	/**
	 * bench-latency: Hyperfoil at a fixed arrival rate, the one tool whose level is a
	 * rate and not a concurrency.
	 */
	HYPERFOIL(new FixedRateParser()),

	/**
	 * bench-jmeter: Apache JMeter's thread group, a closed loop whose window lasts as
	 * long as its protocol takes.
	 */
	JMETER(new JmeterParser());

	private final ToolParser parser;

	Tool(ToolParser parser) {
		this.parser = parser;
	}

	public ToolResult parse(String output) throws IncompleteOutputException {
		return this.parser.parse(output);
	}

	/**
	 * The name used on the command line and in file names: {@code ab}, {@code siege},
	 * {@code wrk}, {@code hyperfoil}, {@code jmeter}.
	 */
	public String id() {
		return name().toLowerCase(Locale.ROOT);
	}

	public static Tool of(String id) {
		for (Tool tool : values()) {
			if (tool.id().equals(id)) {
				return tool;
			}
		}
		throw new IllegalArgumentException("unknown tool '" + id + "' (expected ab, siege, wrk, hyperfoil or jmeter)");
	}

}
