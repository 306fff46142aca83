package io.github.bootbench.report.core;

import java.util.Locale;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

/**
 * The load tools the harness drives. Records and files name a tool by its {@link #id()};
 * whether an id is one tool or another is decided here, not by comparing names where it
 * is used.
 */
public enum Tool {

	AB, SIEGE, WRK,

	/**
	 * bench-latency: Hyperfoil at a fixed arrival rate, the one tool whose level is a
	 * rate and not a concurrency.
	 */
	HYPERFOIL,

	/**
	 * bench-jmeter: Apache JMeter's thread group, a closed loop whose level is its
	 * threads and whose window lasts as long as its protocol takes.
	 */
	JMETER;

	/**
	 * The name used on the command line, in file names and records: {@code ab},
	 * {@code siege}, {@code wrk}, {@code hyperfoil}, {@code jmeter}.
	 */
	@JsonValue
	public String id() {
		return name().toLowerCase(Locale.ROOT);
	}

	/** Whether a tool's id (null: none) names this tool. */
	public boolean is(String id) {
		return id().equals(id);
	}

	/** Whether the tool's level is a rate, not a concurrency. */
	public boolean fixedRate() {
		return this == HYPERFOIL;
	}

	@JsonCreator
	public static Tool of(String id) {
		for (Tool tool : values()) {
			if (tool.is(id)) {
				return tool;
			}
		}
		throw new IllegalArgumentException("unknown tool '" + id + "' (expected ab, siege, wrk, hyperfoil or jmeter)");
	}

	/**
	 * Whether a tool's id names the fixed-rate tool (null, where a ratio is of no tool,
	 * does not).
	 */
	public static boolean fixedRate(String id) {
		return HYPERFOIL.is(id);
	}

	/**
	 * A tool with its level, as every table and chart names it: {@code wrk c=100} for a
	 * closed loop of 100 connections, {@code hyperfoil 5000/s} for a fixed rate of 5,000
	 * requests a second.
	 */
	public static String withLevel(String id, int level) {
		return id + " " + level(id, level);
	}

	/** A level alone: {@code c=100} or {@code 5000/s}. */
	public static String level(String id, int level) {
		return fixedRate(id) ? level + "/s" : "c=" + level;
	}

}
