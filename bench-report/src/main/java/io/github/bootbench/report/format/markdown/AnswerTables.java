package io.github.bootbench.report.format.markdown;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import io.github.bootbench.report.model.answer.Controls;
import io.github.bootbench.report.model.answer.Coverage;
import io.github.bootbench.report.model.answer.PooledComparison;
import io.github.bootbench.report.model.answer.Synthesis;
import io.github.bootbench.report.model.answer.TimeToAnswer;

import static io.github.bootbench.report.format.markdown.Markdown.table;

/**
 * The answer's tables and its sentence on the controls, shared by the answer page and the
 * README's answer: every figure a claim on answer.json.
 */
final class AnswerTables {

	private AnswerTables() {
	}

	/**
	 * The headline's pooled table: a row per endpoint and concurrency, a column per pair
	 * of containers, each cell the pooled ratio, its interval and verdict, and its runs.
	 */
	static void headline(Synthesis synthesis, StringBuilder md, String page, String runsPrefix) {
		Map<String, Map<String, List<PooledComparison>>> byEndpoint = AnswerText.headlineByEndpoint(synthesis);
		List<String> pairs = new ArrayList<>();
		byEndpoint.values()
			.forEach((byPair) -> byPair.keySet().stream().filter((p) -> !pairs.contains(p)).forEach(pairs::add));
		if (pairs.isEmpty()) {
			md.append("No run measured the default cells.\n\n");
			return;
		}
		Map<String, Map<String, PooledComparison>> rows = new LinkedHashMap<>();
		byEndpoint
			.forEach(
					(endpoint,
							byPair) -> byPair
								.forEach(
										(pair, levels) -> levels.forEach(
												(c) -> rows
													.computeIfAbsent(
															AnswerText.endpoint(endpoint) + " c="
																	+ c.key().concurrency(),
															(r) -> new LinkedHashMap<>())
													.put(pair, c))));
		List<List<String>> cells = new ArrayList<>();
		rows.forEach((row, byPair) -> {
			List<String> line = new ArrayList<>();
			line.add(row);
			for (String pair : pairs) {
				PooledComparison c = byPair.get(pair);
				line.add((c == null) ? "–" : AnswerText.ratio(c, page) + ", "
						+ AnswerText.field(c, "runCount", AnswerText.runs(c.runs().size()), page));
			}
			cells.add(line);
		});
		md.append("Throughput, each pooled over the runs that measured it, ")
			.append(synthesis.headline().tool().id())
			.append(", Java ")
			.append(synthesis.javaMajor())
			.append(" (the ratio, its 95 % interval and verdict; each run's own in its report and in the forest "
					+ "plots):\n\n");
		md.append(table(Markdown.header("", pairs), cells));
		md.append(strataSentence(synthesis, page)).append("\n\n");
	}

	/**
	 * Whether the headline's verdicts hold on each CPU model alone and without each guest
	 * build: how many cells keep their verdict, and how many reverse it.
	 */
	static String strataSentence(Synthesis synthesis, String page) {
		List<PooledComparison> headline = synthesis.headlineComparisons();
		Map<String, int[]> byCpu = new LinkedHashMap<>();
		int without = 0;
		for (PooledComparison c : headline) {
			for (PooledComparison.StratumPool s : c.strata("CPU")) {
				int[] counts = byCpu.computeIfAbsent(s.stratum(), (k) -> new int[3]);
				counts[0]++;
				counts[1] += s.holds() ? 1 : 0;
				counts[2] += (s.verdict().called() && c.verdict().called() && s.verdict() != c.verdict()) ? 1 : 0;
			}
			without += c.holdsWithoutEachStratum() ? 1 : 0;
		}
		List<String> parts = new ArrayList<>();
		byCpu.forEach((cpu, counts) -> parts.add(counts[1] + " of " + counts[0] + " cells on " + cpu + " alone ("
				+ ((counts[2] > 0) ? counts[2] + " reversed" : "none reversed") + ")"));
		if (parts.isEmpty()) {
			return "Every run of the default cells ran on one CPU model.";
		}
		return "A cell's runs pooled per CPU model reach the pooled verdict in " + String.join(" and ", parts)
				+ "; the pooled verdict stays the same without the runs of each CPU model and each guest build in "
				+ without + " of " + headline.size() + " cells ([by CPU model and guest build](" + page
				+ "#by-cpu-model-and-guest-build)).";
	}

	/**
	 * {@code The A/A control pooled was called in 0 of 42 cells ...}: the controls and
	 * leave-one-run-out, each figure a claim.
	 */
	static String controlsSentence(Synthesis synthesis, String page) {
		Controls controls = synthesis.controls();
		Coverage coverage = synthesis.coverage();
		StringBuilder text = new StringBuilder("The A/A control pooled was called faster or slower in ")
			.append(claim("controls.controlCalled", String.valueOf(controls.controlCalled()), page))
			.append(" of ")
			.append(claim("controls.controlCells", String.valueOf(controls.controlCells()), page))
			.append(String.format(Locale.ROOT,
					" cells (a %.0f %% interval calls a true tie in at most %.0f %% of "
							+ "cells) and read within %.0f %% of 1 in ",
					100 * io.github.bootbench.report.core.Method.CONFIDENCE,
					100 * (1 - io.github.bootbench.report.core.Method.CONFIDENCE), Controls.WITHIN_PERCENT))
			.append(claim("controls.controlsWithin", String.valueOf(controls.controlsWithin()), page))
			.append(" of the ")
			.append(claim("controls.controlsWithRuns", String.valueOf(controls.controlsWithRuns()), page))
			.append(" pooled over ")
			.append(Controls.MIN_RUNS)
			.append(" or more runs. Leaving each run out, the other runs' prediction interval held its ratio in ")
			.append(claim("coverage.covered", String.valueOf(coverage.covered()), page))
			.append(" of ")
			.append(claim("coverage.cases", String.valueOf(coverage.cases()), page))
			.append(" cases.");
		return text.toString();
	}

	/** A field of one row of the time-to-answer table, as a claim. */
	static String timeClaim(TimeToAnswer.Row row, String field, String text, String page) {
		return claim("timeToAnswer.rows[k=" + row.k() + "]." + field, text, page);
	}

	/** {@code [0](PAGE "figure: PATH")}: one figure of answer.json. */
	static String claim(String path, String text, String page) {
		return "[" + text + "](" + page + " \"figure: " + path + "\")";
	}

}
