package io.github.bootbench.report.feature.tuning;

import java.util.ArrayList;
import java.util.List;

import io.github.bootbench.report.core.Metric;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.core.Verdict;
import io.github.bootbench.report.model.RatioRow;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The one setting a profile takes from a sweep's cells, from verdicts given per cell. */
class TuningChoiceTests {

	@Test
	void choosesTheSettingFasterInTheMostCellsAndSlowerInNone() {
		// workers=8 wins block but loses io; workers=128 wins block c=400 and io c=400
		// and loses nowhere.
		List<Tuning> tunings = List.of(cell("block", 100, Verdict.FASTER, Verdict.EQUIVALENT, Verdict.UNDECIDED),
				cell("block", 400, Verdict.FASTER, Verdict.FASTER, Verdict.EQUIVALENT),
				cell("io", 100, Verdict.SLOWER, Verdict.EQUIVALENT, Verdict.EQUIVALENT),
				cell("io", 400, Verdict.SLOWER, Verdict.FASTER, Verdict.FASTER));
		TuningChoice choice = TuningChoice.of(tunings).get(0);
		assertThat(choice.setting()).isEqualTo("workers=128");
		assertThat(choice.keepDefault()).isFalse();
		assertThat(choice.fasterIn()).containsExactly("block wrk c=400", "io wrk c=400");
		assertThat(choice.cells()).hasSize(4);
		assertThat(choice.reason()).startsWith("judged in all 4 cells, slower than the default in none, faster in 2");
	}

	@Test
	void amongSettingsAsGoodInAsManyCellsTheSmallestWins() {
		List<Tuning> tunings = List.of(cell("block", 100, Verdict.EQUIVALENT, Verdict.FASTER, Verdict.FASTER));
		assertThat(TuningChoice.of(tunings).get(0).setting()).isEqualTo("workers=128");
	}

	@Test
	void aSettingAsGoodAsTheBestInMoreCellsWinsOverOneFasterThanTheDefaultInMore() {
		// workers=32 beats the default in both cells but is far from the best;
		// workers=400 is the best in
		// io and beats the default there only.
		List<Tuning.Setting> io = List.of(setting("default", null, Verdict.SLOWER),
				setting("workers=32", Verdict.FASTER, Verdict.SLOWER), setting("workers=400", Verdict.FASTER, null));
		List<Tuning.Setting> block = List.of(setting("default", null, null),
				setting("workers=32", Verdict.FASTER, Verdict.EQUIVALENT),
				setting("workers=400", Verdict.EQUIVALENT, Verdict.EQUIVALENT));
		List<Tuning> tunings = List.of(
				new Tuning("undertow", "io", Tool.WRK, 100, io, "workers=400", "workers=400", false, "test"),
				new Tuning("undertow", "block", Tool.WRK, 100, block, "default", "workers=32", false, "test"));
		TuningChoice choice = TuningChoice.of(tunings).get(0);
		assertThat(choice.setting()).isEqualTo("workers=400");
		assertThat(choice.fasterIn()).containsExactly("io wrk c=100");
	}

	private static Tuning.Setting setting(String label, Verdict toDefault, Verdict toBest) {
		RatioRow throughput = (toDefault != null) ? new RatioRow("io", Tool.WRK, 100, label, "undertow",
				Metric.THROUGHPUT, 1.0, 0.9, 1.1, toDefault, false, 6, 3, null) : null;
		RatioRow best = (toBest != null) ? new RatioRow("io", Tool.WRK, 100, label, "best", Metric.THROUGHPUT, 1.0, 0.9,
				1.1, toBest, false, 6, 3, null) : null;
		return new Tuning.Setting(label, label, throughput, null, best, null, null);
	}

	@Test
	void aSettingNotJudgedInSomeCellIsNotChosenForEveryCell() {
		// workers=400 is faster on io but its block cell has no verdict: it could be
		// slower there.
		List<Tuning.Setting> io = List.of(setting("default", null, null), setting("workers=400", Verdict.FASTER, null));
		List<Tuning.Setting> block = List.of(setting("default", null, null),
				setting("workers=400", Verdict.NOT_JUDGED, null));
		List<Tuning> tunings = List.of(
				new Tuning("undertow", "io", Tool.WRK, 100, io, "workers=400", "workers=400", false, "test"),
				new Tuning("undertow", "block", Tool.WRK, 100, block, "default", "default", false, "test"));
		assertThat(TuningChoice.of(tunings).get(0).keepDefault()).isTrue();
	}

	@Test
	void keepsTheDefaultWhenEverySettingThatHelpsSomewhereHurtsElsewhere() {
		List<Tuning> tunings = List.of(cell("block", 100, Verdict.FASTER, Verdict.UNDECIDED, Verdict.EQUIVALENT),
				cell("io", 100, Verdict.SLOWER, Verdict.UNDECIDED, Verdict.EQUIVALENT));
		TuningChoice choice = TuningChoice.of(tunings).get(0);
		assertThat(choice.keepDefault()).isTrue();
		assertThat(choice.setting()).isEqualTo(Tuning.DEFAULT);
		assertThat(choice.fasterIn()).isEmpty();
	}

	/** Tomcat's cell with the verdicts of workers=8, 128 and 400 against the default. */
	private static Tuning cell(String endpoint, int concurrency, Verdict... verdicts) {
		List<Tuning.Setting> settings = new ArrayList<>();
		settings.add(new Tuning.Setting("tomcat", Tuning.DEFAULT, null, null, null, null, null));
		String[] labels = { "workers=8", "workers=128", "workers=400" };
		for (int i = 0; i < labels.length; i++) {
			RatioRow throughput = new RatioRow(endpoint, Tool.WRK, concurrency, "tomcat-" + labels[i].replace('=', '-'),
					"tomcat", Metric.THROUGHPUT, 1.0, 0.9, 1.1, verdicts[i], false, 6, 3, null);
			settings.add(new Tuning.Setting(throughput.variant(), labels[i], throughput, null, null, null, null));
		}
		return new Tuning("tomcat", endpoint, Tool.WRK, concurrency, List.copyOf(settings), "workers=128",
				"workers=128", false, "test");
	}

}
