package io.github.bootbench.report.core;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

/**
 * The load tools the harness drives. Records and files name a tool by its {@link #id()};
 * everywhere else a tool is this type, read once from its id and never compared by name.
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

	/** Whether the tool is a JVM of its own (bench-latency, bench-jmeter). */
	public boolean runsOnJava() {
		return this == HYPERFOIL || this == JMETER;
	}

	/** Whether the tool's level is a rate, not a concurrency. */
	public boolean fixedRate() {
		return this == HYPERFOIL;
	}

	/** The id: labels, file names and records name a tool by it. */
	@Override
	public String toString() {
		return id();
	}

	@JsonCreator
	public static Tool of(String id) {
		for (Tool tool : values()) {
			if (tool.id().equals(id)) {
				return tool;
			}
		}
		throw new IllegalArgumentException("unknown tool '" + id + "' (expected ab, siege, wrk, hyperfoil or jmeter)");
	}

	/**
	 * Whether a tool is the fixed-rate one (null, where a ratio is of no tool, is not).
	 */
	public static boolean atFixedRate(Tool tool) {
		return tool == HYPERFOIL;
	}

	/**
	 * A tool with its level, as every table and chart names it: {@code wrk c=100} for a
	 * closed loop of 100 connections, {@code hyperfoil 5000/s} for a fixed rate of 5,000
	 * requests a second.
	 */
	public static String withLevel(Tool tool, int level) {
		return tool + " " + level(tool, level);
	}

	/** A level alone: {@code c=100} or {@code 5000/s}. */
	public static String level(Tool tool, int level) {
		return atFixedRate(tool) ? level + "/s" : "c=" + level;
	}

	/** The tools' ids, as a list in prose or a record writes them. */
	public static String join(String separator, List<Tool> tools) {
		return String.join(separator, tools.stream().map(Tool::id).toList());
	}

	/** Tools in the order of their ids, as records and tables list them. */
	public static final Comparator<Tool> BY_ID = Comparator.comparing(Tool::id);

}
