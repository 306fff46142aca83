package io.github.bootbench.report.model;

import java.io.IOException;
import java.util.List;

import io.github.bootbench.report.PublishedRun;
import io.github.bootbench.report.input.RunDirectory;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The features' sections, found through the services file: its order is the order of
 * their keys in results.json where two follow the same key, and of their parts of the
 * README and of their charts where two follow the same place, so a reordered file would
 * change every report that has both.
 */
class SectionTests {

	@Test
	void theFeaturesComeInTheOrderTheirKeysAreWritten() throws IOException {
		List<Section> sections = Section.of(RunDirectory.read(PublishedRun.directory(PublishedRun.JMETER)));
		assertThat(sections).extracting(Section::key)
			.containsExactly("app", "tuning", "tuningChoices", "jmeter", "orders", "noise", "firstMinutes", "timelines",
					"memory", "profiles");
		assertThat(sections).filteredOn((section) -> section.jsonAfter() == null)
			.extracting(Section::key)
			.containsExactly("app", "jmeter", "orders", "profiles");
		assertThat(sections).filteredOn((section) -> "warmupEnding".equals(section.jsonAfter()))
			.extracting(Section::key)
			.containsExactly("firstMinutes", "timelines");
		// A sweep's two keys, then the memory phase's, where results.json has always had
		// them.
		assertThat(sections).filteredOn((section) -> "asyncToBlock".equals(section.jsonAfter()))
			.extracting(Section::key)
			.containsExactly("tuning", "tuningChoices", "memory");
	}

	@Test
	void aFeaturesCaveatFollowsTheCoreCaveatItNames() throws IOException {
		List<Caveat> caveats = RunResult.of(RunDirectory.read(PublishedRun.directory(PublishedRun.JMETER))).caveats();
		int closedLoop = caveats
			.indexOf(caveats.stream().filter(Caveat.ClosedLoop.class::isInstance).findFirst().orElseThrow());
		assertThat(caveats.get(closedLoop + 1)).isInstanceOf(Caveat.Worded.class)
			.satisfies((caveat) -> assertThat(((Caveat.Worded) caveat).after()).isEqualTo(Caveat.Place.CLOSED_LOOP))
			.satisfies((caveat) -> assertThat(((Caveat.Worded) caveat).sentence())
				.contains("of the JMeter protocol's paced ceiling"));
	}

	@Test
	void aSectionWithoutCaveatsOrChartsSaysSoWithEmptyValuesNotNulls() {
		Section section = new Section("key", null, null, true, null, (result, md) -> {
		});
		assertThat(section.caveats()).isEmpty();
		assertThat(section.chartsAfter()).isEqualTo(Section.ChartPlace.STARTUP);
		assertThat(section.withCharts(Section.ChartPlace.RATIOS, (result, directory) -> List.of()).chartsAfter())
			.isEqualTo(Section.ChartPlace.RATIOS);
	}

}
