package io.github.bootbench.report.model;

import java.io.IOException;
import java.util.List;

import io.github.bootbench.report.PublishedRun;
import io.github.bootbench.report.format.data.DataFiles;
import io.github.bootbench.report.input.RunRecord;
import io.github.bootbench.report.io.Json;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A run's headline for the index, from committed runs' records and results: whose calls
 * it counts, and what the features say first.
 */
class RunHeadlineTests {

	@Test
	void aSweepCountsOnlyItsControlsCallsTheSettingsBeingItsFeaturesToSay() throws IOException {
		RunHeadline headline = headline(PublishedRun.SWEEP);
		// Every setting has a ratio to the baseline in results.json, yet a sweep compares
		// each with its app's default: only the A/A control's calls are the run's.
		assertThat(ratioVariants(PublishedRun.SWEEP)).contains("tomcat-async-pool-8-async-queue-0", "tomcat-control");
		assertThat(headline.calls()).extracting(RunHeadline.Calls::variant).containsExactly("tomcat-control");
		assertThat(headline.parts()).containsExactly("tomcat: keep the default");
	}

	@Test
	void aRunWithoutASweepCountsEveryVariantsCalls() throws IOException {
		RunHeadline headline = headline(PublishedRun.TUNED);
		assertThat(headline.calls()).extracting(RunHeadline.Calls::variant)
			.containsExactlyElementsOf(ratioVariants(PublishedRun.TUNED));
		assertThat(headline.parts()).isEmpty();
	}

	private static RunHeadline headline(String run) throws IOException {
		RunRecord record = PublishedRun.record(run);
		var results = Json.MAPPER.readTree(PublishedRun.directory(run).resolve("results.json").toFile());
		DataFiles.Verdicts verdicts = DataFiles.readVerdicts(results);
		return RunHeadline.of(record, verdicts.ratios(), RunHeadline.featureWords(record, results),
				verdicts.memoryComparisons());
	}

	private static List<String> ratioVariants(String run) throws IOException {
		var results = Json.MAPPER.readTree(PublishedRun.directory(run).resolve("results.json").toFile());
		return DataFiles.readVerdicts(results).ratios().stream().map(RatioRow::variant).distinct().toList();
	}

}
