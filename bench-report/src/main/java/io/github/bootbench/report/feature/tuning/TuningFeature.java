package io.github.bootbench.report.feature.tuning;

import java.io.IOException;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.bootbench.report.input.Measurement;
import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.input.RunRecord;
import io.github.bootbench.report.io.Json;
import io.github.bootbench.report.model.ReadmePlace;
import io.github.bootbench.report.model.RunHeadline;
import io.github.bootbench.report.model.RunResult;
import io.github.bootbench.report.model.Section;

/**
 * A sweep's answer ({@code --sweep}): each setting against its app's default in every
 * cell and the one to choose; {@code tuning} and {@code tuningChoices} in results.json
 * after the async-to-block ratios (empty without a sweep), its tables in the README after
 * how sure the run is, its forest plots after the core's, and each app's choice in the
 * index's headline.
 */
public final class TuningFeature implements Section.Feature, RunHeadline.Part {

	@Override
	public List<Section> of(RunDirectory run) {
		List<Tuning> tunings = (run.record().options().sweep() != null) ? swept(run) : List.of();
		List<TuningChoice> choices = TuningChoice.of(tunings);
		return List.of(
				new Section("tuning", "asyncToBlock", tunings, false, ReadmePlace.ASSURANCE,
						(result, md) -> TuningTables.write(tunings, choices, md), Section.ChartPlace.RATIOS,
						(result, directory) -> TuningCharts.write(tunings, result, directory), List.of()),
				new Section("tuningChoices", "asyncToBlock", choices, false, null, (result, md) -> {
				}));
	}

	/**
	 * Every app's tuning in every cell of a swept run, from the windows its verdicts are
	 * of, each side's cell judged by the core (bound by its load tool or not).
	 */
	private static List<Tuning> swept(RunDirectory run) {
		List<Measurement> judged = RunResult.firstOrder(run);
		return Tuning.of(run.record().options(), judged, RunResult.toolBound(RunResult.rows(run, judged)));
	}

	/**
	 * {@code undertow: `workers=64`}, or {@code tomcat: keep the default}: each swept
	 * app's one setting, as its choice names it.
	 */
	@Override
	public List<String> words(RunRecord record, JsonNode results) throws IOException {
		List<TuningChoice> choices = Json.MAPPER.treeToValue(results, Choices.class).tuningChoices();
		return (choices == null) ? List.of()
				: choices.stream()
					.map((choice) -> choice.app() + ": "
							+ (choice.keepDefault() ? "keep the default" : "`" + choice.setting() + "`"))
					.toList();
	}

	/** What the index reads of results.json: each swept app's setting (null before). */
	private record Choices(List<TuningChoice> tuningChoices) {

	}

}
