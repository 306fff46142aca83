package io.github.bootbench.report.feature.tuning;

import java.io.IOException;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.bootbench.report.PublishedRun;
import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.input.RunRecord;
import io.github.bootbench.report.io.Json;
import io.github.bootbench.report.model.ReadmePlace;
import io.github.bootbench.report.model.RunHeadline;
import io.github.bootbench.report.model.Section;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A sweep's part of the report, made by its feature from a committed run: where its
 * sections go, and what the index says of it.
 */
class TuningFeatureTests {

	@Test
	void aSweepHasItsTuningAndItsChoicesAfterTheAsyncToBlockRatiosAndItsTablesAfterHowSure() throws IOException {
		List<Section> sections = new TuningFeature().of(RunDirectory.read(PublishedRun.directory(PublishedRun.SWEEP)));
		assertThat(sections).extracting(Section::key).containsExactly("tuning", "tuningChoices");
		assertThat(sections).extracting(Section::jsonAfter).containsOnly("asyncToBlock");
		assertThat(sections.get(0).readmeAfter()).isEqualTo(ReadmePlace.ASSURANCE);
		assertThat(sections.get(0).chartsAfter()).isEqualTo(Section.ChartPlace.RATIOS);
		assertThat((List<?>) sections.get(0).json()).isNotEmpty().allMatch((t) -> ((Tuning) t).app().equals("tomcat"));
		assertThat((List<?>) sections.get(1).json()).extracting((c) -> ((TuningChoice) c).app())
			.containsExactly("tomcat");
		assertThat(sections.get(1).readmeAfter()).isNull();
	}

	@Test
	void aRunWithoutASweepHasEmptyListsWrittenAndNoTables() throws IOException {
		RunDirectory run = RunDirectory.read(PublishedRun.directory(PublishedRun.TUNED));
		List<Section> sections = new TuningFeature().of(run);
		assertThat(sections).allSatisfy((section) -> {
			assertThat((List<?>) section.json()).isEmpty();
			assertThat(section.jsonOmittedWhenNull()).isFalse();
		});
		StringBuilder md = new StringBuilder();
		sections.forEach((section) -> section.markdown(null, md));
		assertThat(md).isEmpty();
	}

	@Test
	void theIndexSaysEachSweptAppsSettingFromItsResults() throws IOException {
		RunRecord record = PublishedRun.record(PublishedRun.SWEEP);
		JsonNode sweep = Json.MAPPER
			.readTree(PublishedRun.directory(PublishedRun.SWEEP).resolve("results.json").toFile());
		assertThat(new TuningFeature().words(record, sweep)).containsExactly("tomcat: keep the default");
		// Found as the core finds it: through the services file.
		assertThat(RunHeadline.featureWords(record, sweep)).containsExactly("tomcat: keep the default");
		JsonNode chosen = Json.MAPPER.readTree("{\"tuningChoices\": [{\"app\": \"undertow\", \"setting\": "
				+ "\"workers=64\", \"keepDefault\": false, \"fasterIn\": [\"io wrk c=400\"], \"cells\": "
				+ "[\"io wrk c=400\"], \"reason\": \"why\"}]}");
		assertThat(new TuningFeature().words(record, chosen)).containsExactly("undertow: `workers=64`");
	}

	@Test
	void theIndexSaysNothingOfARunWithoutASweep() throws IOException {
		RunRecord record = PublishedRun.record(PublishedRun.TUNED);
		JsonNode tuned = Json.MAPPER
			.readTree(PublishedRun.directory(PublishedRun.TUNED).resolve("results.json").toFile());
		assertThat(new TuningFeature().words(record, tuned)).isEmpty();
		assertThat(new TuningFeature().words(record, Json.MAPPER.readTree("{}"))).isEmpty();
	}

}
