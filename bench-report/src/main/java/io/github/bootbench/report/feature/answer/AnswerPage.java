package io.github.bootbench.report.feature.answer;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

import io.github.bootbench.report.format.markdown.RatioText;

import static io.github.bootbench.report.format.markdown.Markdown.table;

/**
 * results/answer/README.md: the answer from every run, first; then what the pool rests on
 * (its controls, leave-one-run-out, heterogeneity), how many runs an answer takes, every
 * comparison over two runs or more, what was left out, and how the pool is made.
 */
public final class AnswerPage {

	/** The page's own name, which its figures link to. */
	private static final String SELF = "README.md";

	private AnswerPage() {
	}

	public static String write(Synthesis synthesis, List<String> charts) {
		StringBuilder md = new StringBuilder("# The answer from every run\n\n");
		long pooled = synthesis.comparisons().stream().filter((c) -> c.runs().size() > 1).count();
		md.append(String.format(Locale.ROOT,
				"%d runs read; %d comparisons, %d of them measured in two runs or more and pooled. Each run's "
						+ "estimate of a ratio comes from its own rounds of fresh JVMs; "
						+ "the runs are pooled within their guests, with a random effect at each level (how: at the end).%n%n",
				synthesis.runs().size(), synthesis.comparisons().size(), pooled));
		md.append("## The default cells\n\n");
		AnswerSection.lead(synthesis, md);
		AnswerBullets.recommendation(synthesis, md, SELF);
		AnswerBullets.cpu(synthesis, md, SELF);
		md.append('\n');
		AnswerSection.scope(synthesis, md);
		md.append('\n');
		AnswerTables.headline(synthesis, md, SELF, "../");
		NextRun.write(synthesis, md, SELF);
		charts.forEach((chart) -> md.append("![").append(chart).append("](charts/").append(chart).append(")\n\n"));
		strata(synthesis, md);
		md.append("## How sure the pool is\n\n").append(AnswerTables.controlsSentence(synthesis, SELF)).append("\n\n");
		planted(synthesis.controls(), md);
		coverage(synthesis.coverage(), md);
		time(synthesis.timeToAnswer(), md);
		AnswerList.comparisons(synthesis, md);
		excluded(synthesis.excluded(), md);
		AnswerList.method(synthesis, md);
		return md.toString();
	}

	/**
	 * Each headline comparison's variance at each level and what moves it, its pool per
	 * CPU model and without each, and each guest's own size.
	 */
	private static void strata(Synthesis synthesis, StringBuilder md) {
		md.append("## By machine\n\n");
		md.append("Each default cell's variance at each level, as the standard deviation of the log ratio: "
				+ "between guests, between runs of one guest, and a typical run's own error from its rounds; the "
				+ "likelihood ratio test of no variance between guests; and what moves the ratio (each a "
				+ "meta-regression with its 95 % interval, where the runs span three guests or more):\n\n");
		List<List<String>> levels = new ArrayList<>();
		for (PooledComparison c : synthesis.headlineComparisons()) {
			PooledComparison.Components parts = c.components();
			levels.add(List.of(cell(c), String.valueOf(parts.guests()),
					String.format(Locale.ROOT, "%.3f", parts.guestSd()),
					String.format(Locale.ROOT, "%.3f", parts.runSd()),
					String.format(Locale.ROOT, "%.3f", parts.withinRunSd()),
					String.format(Locale.ROOT, "%.3f", parts.guestP()), moderator(c, Moderator.NOISE),
					moderator(c, Moderator.CPU_MODEL)));
		}
		md.append(table(List.of("comparison", "guests", "between guests", "between runs", "a run's own",
				"p (guests differ)", "per " + Moderator.NOISE_STEP + " of noise", "second CPU model / first"), levels));
		List<List<String>> rows = new ArrayList<>();
		for (PooledComparison c : synthesis.headlineComparisons()) {
			for (PooledComparison.StratumPool s : c.strata()) {
				PooledComparison.StratumPool without = c.withoutStratum()
					.stream()
					.filter((w) -> w.dimension().equals(s.dimension()) && w.stratum().equals(s.stratum()))
					.findFirst()
					.orElseThrow();
				rows.add(List.of(cell(c), s.stratum(), String.valueOf(s.runs()),
						RatioText.interval(s.ratio(), s.ciLow(), s.ciHigh()) + " " + s.verdict().word(),
						RatioText.interval(without.ratio(), without.ciLow(), without.ciHigh()) + " "
								+ without.verdict().word() + (without.holds() ? "" : " (not the pooled verdict)")));
			}
		}
		if (!rows.isEmpty()) {
			md.append("Each default cell's runs pooled per CPU model, and every run but those:\n\n");
			md.append(table(List.of("comparison", "CPU model", "runs", "its runs pooled", "without them"), rows));
		}
		List<List<String>> guests = new ArrayList<>();
		for (PooledComparison c : synthesis.headlineComparisons()) {
			for (GuestSize g : c.guests()) {
				guests.add(List.of(cell(c), g.label(), String.valueOf(g.runs()),
						(g.ciLow() != null) ? RatioText.interval(g.ratio(), g.ciLow(), g.ciHigh())
								: RatioText.times(g.ratio()),
						(g.nextLow() != null) ? RatioText.number(g.nextLow()) + "–" + RatioText.number(g.nextHigh())
								: "–"));
			}
		}
		if (!guests.isEmpty()) {
			md.append("Each guest's own size (the pool's mean and its predicted effect, with the interval of that "
					+ "prediction) and where its next run would land:\n\n");
			md.append(table(List.of("comparison", "guest", "runs", "its size", "its next run"), guests));
		}
	}

	private static String cell(PooledComparison c) {
		return c.key().pair() + ", " + AnswerText.endpoint(c.key().endpoint()) + " c=" + c.key().concurrency();
	}

	private static String moderator(PooledComparison c, String name) {
		return c.moderators()
			.stream()
			.filter((m) -> m.name().equals(name))
			.findFirst()
			.map((m) -> RatioText.interval(m.factor(), m.low(), m.high()))
			.orElse("–");
	}

	static void planted(Controls controls, StringBuilder md) {
		if (controls.planted().isEmpty()) {
			return;
		}
		List<List<String>> rows = controls.planted()
			.stream()
			.map((p) -> List.of(p.comparison(), String.format(Locale.ROOT, "%.0f %%", p.percent()),
					String.format(Locale.ROOT, "%.1f %% [%.1f–%.1f]", p.measuredPercent(), p.fromPercent(),
							p.toPercent()),
					p.verdict().word(), String.valueOf(p.runs())))
			.toList();
		md.append("Each planted copy (the baseline made slower by a planted CPU cost) as the pool measured it; "
				+ "its measured size is what the method is judged against:\n\n");
		md.append(table(List.of("planted copy", "planted", "measured slowdown [95 % interval]", "verdict", "runs"),
				rows));
	}

	private static void coverage(Coverage coverage, StringBuilder md) {
		md.append(String.format(Locale.ROOT,
				"Leave one run out: for every comparison of %d runs or more, each run's ratio against the "
						+ "prediction interval the others make with its own error (on its guest where the others hold "
						+ "runs of it). Held in %d of %d cases (%.1f %%; the least the answer accepts is %.0f %%):%n%n",
				Coverage.MIN_RUNS, coverage.covered(), coverage.cases(), 100 * coverage.share(),
				100 * Coverage.LEAST_SHARE));
		md.append(groups("runs left out", coverage.groups()));
		Coverage.GuestsLeftOut guests = coverage.guests();
		md.append(String.format(Locale.ROOT,
				"Leave one guest out: for every comparison measured on %d guests or more, every run of one guest "
						+ "left out at once, each against what the other guests predict for a guest like none of "
						+ "theirs, with its own error. Held in %d of %d cases (%.1f %%):%n%n",
				Coverage.MIN_GUESTS, guests.covered(), guests.cases(), 100 * guests.share()));
		md.append(groups("runs of the guest left out", guests.groups()));
	}

	private static String groups(String title, List<Coverage.Group> groups) {
		return table(List.of(title, "cases", "held", "share"),
				groups.stream()
					.map((g) -> List.of(g.name(), String.valueOf(g.cases()), String.valueOf(g.covered()),
							String.format(Locale.ROOT, "%.1f %%", 100 * g.share())))
					.toList());
	}

	private static void time(TimeToAnswer time, StringBuilder md) {
		md.append("## How many runs an answer takes\n\n");
		if (time.rows().isEmpty()) {
			md.append("No run held the A/A control in every default cell.\n\n");
			return;
		}
		md.append(String.format(Locale.ROOT,
				"From the %d runs that hold the A/A control in all %d default cells, every draw of k runs pooled "
						+ "cell by cell: how often the control is called or found equivalent, and how often a "
						+ "slowdown planted on the control's own figures is found (called slower).%n%n",
				time.runs().size(), time.cells()));
		List<String> header = new ArrayList<>(List.of("runs", "draws", "control called", "control equivalent"));
		TimeToAnswer.PLANTED_PERCENTS
			.forEach((p) -> header.add(String.format(Locale.ROOT, "planted %.0f %% found", p)));
		header.addAll(List.of("median width", "tells apart (found in 80 % of cells)"));
		List<List<String>> rows = new ArrayList<>();
		for (TimeToAnswer.Row row : time.rows()) {
			List<String> line = new ArrayList<>(List.of(String.valueOf(row.k()), String.valueOf(row.draws()),
					share(row.controlCalled()), share(row.controlEquivalent())));
			row.found().forEach((f) -> line.add(share(f)));
			line.add(String.format(Locale.ROOT, "%.3f", row.medianWidth()));
			line.add((row.tellsApartPercent() != null) ? String.format(Locale.ROOT, "%.1f %%", row.tellsApartPercent())
					: "more than 50 %");
			rows.add(line);
		}
		md.append(table(header, rows));
	}

	private static String share(double share) {
		return String.format(Locale.ROOT, "%.1f %%", 100 * share);
	}

	static void excluded(List<Evidence.Exclusion> excluded, StringBuilder md) {
		md.append("## Left out\n\n");
		if (excluded.isEmpty()) {
			md.append("No ratio was left out.\n\n");
			return;
		}
		Map<String, Integer> byReason = new TreeMap<>();
		excluded.forEach((e) -> byReason.merge(e.reason(), 1, Integer::sum));
		md.append("A run's ratio is not pooled where its figures are not the containers' (a side bound by its load "
				+ "tool, connections that differ between the sides) or where the run has fewer rounds than a verdict "
				+ "needs (")
			.append(excluded.size())
			.append(" in all), by reason:\n\n");
		md.append(table(List.of("reason", "ratios"),
				byReason.entrySet().stream().map((e) -> List.of(e.getKey(), String.valueOf(e.getValue()))).toList()));
	}

}
