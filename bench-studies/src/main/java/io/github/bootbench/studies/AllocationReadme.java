package io.github.bootbench.studies;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import io.github.bootbench.report.core.Interval;
import io.github.bootbench.report.format.markdown.RunTimeText;
import io.github.bootbench.report.core.Method;

import static io.github.bootbench.report.format.markdown.Markdown.table;

/**
 * The README of an allocation study: the run's noise and costs, then every design with
 * how it judges ties and a true difference and what the run would take with it.
 */
final class AllocationReadme {

	private AllocationReadme() {
	}

	/**
	 * @param runLink the run's report, relative to the study's README
	 */
	static String render(AllocationStudy study, String runLink) {
		StringBuilder md = new StringBuilder();
		md.append("# Where the rounds go: fixed and sequential designs on the noise of ")
			.append(study.runId())
			.append("\n\n");
		AllocationStudy.Design own = study.own();
		int simulations = own.tie().simulations();
		String difference = share(AllocationStudy.TRUE_DIFFERENCE);
		md.append(table(List.of("", "what it rests on"), List.of(
				List.of("Run", "[" + study.runId() + "](" + runLink + "), " + own.name()),
				List.of("Machine", study.cpuModel()),
				List.of("Noise",
						String.format(Locale.ROOT,
								"a block's log-ratio SD %.3f within a round and %.3f between rounds (%d blocks over "
										+ "%d cells)",
								study.noise().withinSd(), study.noise().betweenSd(), study.noise().blocks(),
								study.noise().cells())),
				List.of("Costs",
						"a round's JVMs (start, warm-up, stop) " + seconds(study.roundSeconds())
								+ "; a block of every cell and variant " + seconds(study.blockSeconds())
								+ "; outside the rounds " + seconds(study.otherSeconds()) + "; the run took "
								+ RunTimeText.duration(Math.round(study.runSeconds() * 1000)) + " with "
								+ study.variants() + " variants and " + study.ratioCells() + " ratio cells"),
				List.of("Simulated", simulations + " cells per design and true ratio (a tie, and " + difference
						+ " slower), judged as the run's are: minimum effect " + share(study.minEffect())
						+ " at every look; its interval " + Interval.BOOTSTRAP.sentence()
						+ ", or, in a design whose name ends in t over rounds, " + Interval.ROUND_MEANS.sentence()))));
		md.append("A sequential design measures every cell in its first rounds, then looks after every round: a cell "
				+ "decided at a look keeps its verdict and is measured no more, an undecided one gets the next "
				+ "round. Each look is another chance to call a tie, so the corrected designs widen every look's "
				+ "interval (Bonferroni: " + Method.confidence()
				+ " spread evenly over the looks); the naive one does not, to show what looking costs. A run's time "
				+ "counts a round's JVMs in full while any of its " + study.ratioCells()
				+ " ratio cells is still measured, and a block's windows in proportion to those still measured; "
				+ "the warm-up of a round with fewer cells is counted as long as a full one's.\n\n");
		List<List<String>> rows = new ArrayList<>();
		for (AllocationStudy.Design design : study.designs()) {
			rows.add(List.of(design.name(), share(design.tie().calledShare()), share(design.tie().equivalentShare()),
					share(design.planted().slowerShare()),
					String.format(Locale.ROOT, "%.2f", design.tie().meanRounds()),
					RunTimeText.duration(Math.round(design.tieSeconds() * 1000)),
					RunTimeText.duration(Math.round(design.plantedSeconds() * 1000))));
		}
		md.append(table(List.of("design", "ties called", "ties equivalent", difference + " called slower",
				"rounds a tie gets", "run time (all ties)", "run time (all " + difference + ")"), rows));
		AllocationStudy.Design best = study.best();
		md.append("**Within the run's own time** (")
			.append(share(AllocationStudy.TIME_SLACK))
			.append(" slack) and calling ties no more often than it, ");
		if (best == own) {
			md.append("no design finds a true ")
				.append(difference)
				.append(" more often than the run's own (")
				.append(share(own.planted().slowerShare()))
				.append(").\n");
		}
		else {
			md.append(best.name())
				.append(" finds a true ")
				.append(difference)
				.append(" in ")
				.append(share(best.planted().slowerShare()))
				.append(" of cells, against ")
				.append(share(own.planted().slowerShare()))
				.append(" for the run's own.\n");
		}
		return md.toString();
	}

	private static String share(double share) {
		return String.format(Locale.ROOT, "%.1f %%", 100 * share).replace(".0 %", " %");
	}

	private static String seconds(double seconds) {
		return String.format(Locale.ROOT, "%.0f s", seconds);
	}

}
