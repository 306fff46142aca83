package io.github.bootbench.report.feature.answer;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import io.github.bootbench.report.core.Verdict;
import io.github.bootbench.report.format.markdown.Markdown;

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
				line.add((c == null) ? "–" : AnswerText.ratio(c, page, synthesis.headlineScope()) + ", " + AnswerText
					.field(c, "runCount", AnswerText.runs(c.runs().size()), page, synthesis.headlineScope()));
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
		List<PooledComparison> decided = synthesis.headlineComparisons()
			.stream()
			.filter((c) -> c.verdict().called() || c.verdict() == Verdict.EQUIVALENT)
			.toList();
		Map<String, int[]> withoutCpu = new LinkedHashMap<>();
		int reversed = 0;
		for (PooledComparison c : synthesis.headlineComparisons()) {
			for (PooledComparison.StratumPool s : c.strata(PooledComparison.CPU)) {
				reversed += (s.verdict().called() && c.verdict().called() && s.verdict() != c.verdict()) ? 1 : 0;
			}
		}
		for (PooledComparison c : decided) {
			for (PooledComparison.StratumPool s : c.withoutStratum()) {
				if (!s.dimension().equals(PooledComparison.CPU)) {
					continue;
				}
				int[] counts = withoutCpu.computeIfAbsent(s.stratum(), (k) -> new int[] { 0, 0, Integer.MAX_VALUE, 0 });
				counts[0]++;
				counts[1] += s.holds() ? 1 : 0;
				counts[2] = Math.min(counts[2], s.runs());
				counts[3] = Math.max(counts[3], s.runs());
			}
		}
		if (withoutCpu.isEmpty()) {
			return "Every run of the decided cells ran on one CPU model.";
		}
		List<String> parts = new ArrayList<>();
		withoutCpu.forEach((cpu, counts) -> parts.add("without the " + cpu + " runs, " + counts[1] + " of the "
				+ counts[0] + " stand (" + runsLeft(counts) + " left)"));
		return ((reversed == 0) ? "No CPU model's runs alone reverse a pooled verdict"
				: "A CPU model's runs alone reverse " + reversed + " pooled verdicts") + "; of the " + decided.size()
				+ " cells decided (faster, slower or equivalent), " + String.join(", and ", parts) + " ([by machine]("
				+ page + "#by-machine)).";
	}

	/** {@code 2 runs}, {@code 2 to 5 runs}. */
	private static String runsLeft(int[] counts) {
		return (counts[2] == counts[3]) ? AnswerText.runs(counts[2]) : counts[2] + " to " + counts[3] + " runs";
	}

	/**
	 * {@code The A/A control pooled was called in 0 of 42 cells ...}: the controls and
	 * leave-one-run-out, each figure a claim.
	 */
	static String controlsSentence(Synthesis synthesis, String page) {
		Controls controls = synthesis.controls();
		Coverage coverage = synthesis.coverage();
		return "The A/A control was called faster or slower in "
				+ claim("controls.controlCalled", String.valueOf(controls.controlCalled()), page) + " of its "
				+ claim("controls.controlCells", String.valueOf(controls.controlCells()), page) + " cells ("
				+ claim("controls.controlsPooled", String.valueOf(controls.controlsPooled()), page)
				+ " of them pooled over two runs or more; a "
				+ String.format(Locale.ROOT, "%.0f", 100 * io.github.bootbench.report.core.Method.CONFIDENCE)
				+ " % interval calls a true tie in at most "
				+ String.format(Locale.ROOT, "%.0f", 100 * (1 - io.github.bootbench.report.core.Method.CONFIDENCE))
				+ " % of cells)"
				+ ((controls.controlsWithRuns() == 0)
						? "; none is pooled over " + Controls.MIN_RUNS + " runs or more yet, which its closeness to 1 "
								+ "is judged on"
						: " and read within " + String.format(Locale.ROOT, "%.0f", Controls.WITHIN_PERCENT)
								+ " % of 1 in "
								+ claim("controls.controlsWithin", String.valueOf(controls.controlsWithin()), page)
								+ " of the "
								+ claim("controls.controlsWithRuns", String.valueOf(controls.controlsWithRuns()), page)
								+ " pooled over " + Controls.MIN_RUNS + " runs or more"
								+ (controls.closeEnough() ? ""
										: String.format(Locale.ROOT, ", short of the %.0f in 10 aimed at",
												10 * Controls.LEAST_WITHIN_SHARE)))
				+ ((coverage.cases() == 0)
						? ". No comparison has the " + Coverage.MIN_RUNS + " runs that leaving one out needs yet."
						: ". Leaving each run out, the other runs' prediction held its ratio in "
								+ claim("coverage.covered", String.valueOf(coverage.covered()), page) + " of "
								+ claim("coverage.cases", String.valueOf(coverage.cases()), page) + " cases"
								+ guestsLeftOut(coverage, page) + ".");
	}

	/**
	 * {@code ; leaving each guest out, the other guests' prediction for a guest like none
	 * of theirs held 61 of 70 runs of two containers (87.1 %) and 20 of 21 of the controls}.
	 */
	private static String guestsLeftOut(Coverage coverage, String page) {
		List<String> parts = new ArrayList<>();
		for (Coverage.Group group : coverage.guests().groups()) {
			boolean containers = group.name().equals(Coverage.CONTAINERS);
			if (!containers && !group.name().equals("A/A control")) {
				continue;
			}
			String path = "coverage.guests.groups[name=" + group.name() + "]";
			parts.add(claim(path + ".covered", String.valueOf(group.covered()), page) + " of "
					+ claim(path + ".cases", String.valueOf(group.cases()), page) + " runs "
					+ (containers
							? "of two containers or settings (" + claim(path + ".share / 0.01",
									String.format(Locale.ROOT, "%.1f %%", 100 * group.share()), page) + ")"
							: "of the A/A control"));
		}
		return parts.isEmpty() ? ""
				: "; leaving each guest out at once, the other guests' prediction for a guest like none of theirs held "
						+ String.join(" and ", parts);
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
