package io.github.bootbench.report.feature.tuning;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.core.Verdict;

/**
 * One setting per app for every cell its sweep measured, as a profile needs it (one pool
 * size serves every endpoint): the setting that is judged in every cell, {@code slower}
 * than the default in none and {@code faster} in the most (a cell not judged could hide a
 * loss, so it rules the setting out), the smallest among equals (fewer threads cost
 * memory); the default when no setting is faster somewhere without being slower
 * elsewhere. Throughput verdicts only.
 *
 * @param app the app swept
 * @param setting the chosen setting's label, or {@link Tuning#DEFAULT}
 * @param keepDefault whether no setting qualified
 * @param fasterIn the cells where the chosen setting is faster than the default
 * @param cells every cell of the app's sweep
 * @param reason why, in one sentence
 */
public record TuningChoice(String app, String setting, boolean keepDefault, List<String> fasterIn, List<String> cells,
		String reason) {

	/** Per app, in the sweep's order. */
	static List<TuningChoice> of(List<Tuning> tunings) {
		Map<String, List<Tuning>> byApp = new LinkedHashMap<>();
		tunings.forEach((tuning) -> byApp.computeIfAbsent(tuning.app(), (app) -> new ArrayList<>()).add(tuning));
		List<TuningChoice> choices = new ArrayList<>();
		byApp.forEach((app, cells) -> choices.add(choose(app, cells)));
		return List.copyOf(choices);
	}

	private static TuningChoice choose(String app, List<Tuning> tunings) {
		List<String> cells = tunings.stream().map(TuningChoice::cell).toList();
		String chosen = null;
		List<String> chosenFaster = List.of();
		int chosenBest = -1;
		for (Tuning.Setting setting : tunings.get(0).settings()) {
			if (Tuning.DEFAULT.equals(setting.label())) {
				continue;
			}
			List<String> faster = new ArrayList<>();
			boolean ruledOut = false;
			int best = 0;
			for (Tuning tuning : tunings) {
				Tuning.Setting inCell = setting(tuning, setting.label());
				Verdict verdict = (inCell != null && inCell.throughput() != null) ? inCell.throughput().verdict()
						: Verdict.NOT_JUDGED;
				if (verdict == Verdict.FASTER) {
					faster.add(cell(tuning));
				}
				ruledOut |= verdict == Verdict.SLOWER || verdict == Verdict.NOT_JUDGED;
				if (inCell != null && (inCell.toBest() == null || inCell.toBest().verdict() == Verdict.EQUIVALENT)) {
					best++;
				}
			}
			boolean better = best > chosenBest || (best == chosenBest && faster.size() > chosenFaster.size());
			if (!ruledOut && !faster.isEmpty() && better) {
				chosen = setting.label();
				chosenFaster = List.copyOf(faster);
				chosenBest = best;
			}
		}
		if (chosen == null) {
			return new TuningChoice(app, Tuning.DEFAULT, true, List.of(), cells,
					"no setting is faster than the default in a cell while judged, and not slower, in every other");
		}
		return new TuningChoice(app, chosen, false, chosenFaster, cells,
				"judged in all " + cells.size() + " cells, slower than the default in none, faster in "
						+ chosenFaster.size() + ", and the best or equivalent to the best in " + chosenBest
						+ " (the most of any such setting; the smallest among equals)");
	}

	private static Tuning.Setting setting(Tuning tuning, String label) {
		return tuning.settings().stream().filter((s) -> s.label().equals(label)).findFirst().orElse(null);
	}

	/** {@code io wrk c=400}: a cell as {@code fasterIn} and {@code cells} name it. */
	public static String cell(Tuning tuning) {
		return tuning.endpoint() + " " + Tool.withLevel(tuning.tool(), tuning.concurrency());
	}

}
