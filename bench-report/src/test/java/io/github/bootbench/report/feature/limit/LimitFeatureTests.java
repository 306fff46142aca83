package io.github.bootbench.report.feature.limit;

import java.io.IOException;
import java.util.List;

import io.github.bootbench.report.PublishedRun;
import io.github.bootbench.report.feature.answer.Evidence;
import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.model.RatioRow;
import io.github.bootbench.report.model.ReadmePlace;
import io.github.bootbench.report.model.RunResult;
import io.github.bootbench.report.model.Section;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A sweep of CPU limits, from a committed run: each app and the A/A control against the
 * baseline's app without a limit and at it, the limit's change, and what the rest of the
 * report and the pool make of the limited JVMs.
 */
class LimitFeatureTests {

	@Test
	void eachAppAndTheControlAreJudgedWithoutALimitAndAtItAndTheChangeFromBlocksBothHad() throws IOException {
		List<Section> sections = new LimitFeature()
			.of(RunDirectory.read(PublishedRun.directory(PublishedRun.LIMIT_SWEEP)));
		assertThat(sections).extracting(Section::key).containsExactly("cpuLimits");
		assertThat(sections.get(0).jsonAfter()).isEqualTo("asyncToBlock");
		assertThat(sections.get(0).readmeAfter()).isEqualTo(ReadmePlace.ASSURANCE);
		@SuppressWarnings("unchecked")
		List<LimitChange> changes = (List<LimitChange>) sections.get(0).json();
		assertThat(changes).extracting(LimitChange::variant)
			.containsExactly("boot4-jetty", "boot4-jetty", "undertow", "undertow", "boot4-tomcat-control",
					"boot4-tomcat-control");
		assertThat(changes).allSatisfy((change) -> {
			assertThat(change.cpus()).isEqualTo(0.5);
			assertThat(change.without().baseline()).isEqualTo("boot4-tomcat");
			assertThat(change.at().variant()).isEqualTo(change.limitedVariant());
			assertThat(change.at().baseline()).isEqualTo("boot4-tomcat-cpu-limit-0.5");
			assertThat(change.limitedVariant())
				.endsWith(change.control() ? "-cpu-limit-0.5-control" : "-cpu-limit-0.5");
			assertThat(change.change().blocks()).as("blocks both ratios had")
				.isLessThanOrEqualTo(Math.min(change.without().blocks(), change.at().blocks()));
			assertThat(change.throttledPercent()).isPositive();
		});
		StringBuilder md = new StringBuilder();
		sections.get(0).markdown(null, md);
		assertThat(md).startsWith("## Under a CPU limit\n\n")
			.contains("| against boot4/tomcat | cell | limit | without a limit | at the limit | the limit's change |");
	}

	@Test
	void aLimitedJvmIsComparedWithTheBaselinesAppAtItsLimitAndPooledAsARunUnderThatLimitIs() throws IOException {
		RunResult run = RunResult.of(RunDirectory.read(PublishedRun.directory(PublishedRun.LIMIT_SWEEP)));
		assertThat(run.ratios()).filteredOn((row) -> row.variant().contains("cpu-limit"))
			.isNotEmpty()
			.extracting(RatioRow::baseline)
			.containsOnly("boot4-tomcat-cpu-limit-0.5");
		assertThat(run.ratios()).extracting(RatioRow::variant).doesNotContain("boot4-tomcat-cpu-limit-0.5");
		Evidence evidence = Evidence.of(List.of(run));
		assertThat(evidence.points().keySet()).isNotEmpty()
			.allSatisfy((key) -> assertThat(key.variant().id() + key.baseline().id()).doesNotContain("cpu-limit"));
		// Both sides at the limit: their apps' comparison under it, keyed as a run under
		// --cpu-limit 0.5 keys it; an app at the limit against its default: not pooled.
		assertThat(evidence.points().keySet()).filteredOn((key) -> key.cpuLimit() != null)
			.isNotEmpty()
			.allSatisfy((key) -> assertThat(key.cpuLimit()).isEqualTo(0.5))
			.anySatisfy((key) -> assertThat(key.variant().id() + " / " + key.baseline().id())
				.isEqualTo("boot4-jetty / boot4-tomcat"));
		assertThat(evidence.excluded()).filteredOn((e) -> e.comparison().contains("cpu-limit"))
			.isNotEmpty()
			.allSatisfy((e) -> assertThat(e.reason()).startsWith("its sides ran under different CPU limits"));
	}

	@Test
	void aRunWithoutALimitOfAVariantsOwnHasNoSection() throws IOException {
		assertThat(new LimitFeature().of(RunDirectory.read(PublishedRun.directory(PublishedRun.TUNED)))).isEmpty();
	}

}
