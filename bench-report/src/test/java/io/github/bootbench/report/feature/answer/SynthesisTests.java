package io.github.bootbench.report.feature.answer;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import io.github.bootbench.report.PublishedRun;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.core.Verdict;
import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.model.RatioRow;
import io.github.bootbench.report.model.RunResult;
import io.github.bootbench.report.stats.RandomEffects;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

/**
 * The answer from committed runs: each run's estimate is the one its report judged, the
 * runs of a comparison are pooled, the default cells lead, and the strata are shown
 * apart.
 */
class SynthesisTests {

	/** Two default runs of Spring Boot 4.1 back to back, and the older design's. */
	private static final List<String> BOOT4 = List.of("2026-11-26T13-41-55Z", "2026-11-27T01-20-53Z",
			"2026-11-27T01-50-59Z");

	/** The Spring Boot 3.5 default run on an Intel Xeon guest and on an AMD EPYC one. */
	private static final List<String> BOOT35 = List.of(PublishedRun.DEFAULT_INTEL, PublishedRun.DEFAULT_AMD);

	private static final Headline HEADLINE = new Headline(List.of("boot4/tomcat", "boot4/jetty", "tomcat", "undertow"),
			List.of("block", "async"), List.of(50, 100, 200), Tool.WRK, "-Xms512m -Xmx512m", 5);

	private static final List<RunResult> runs = new ArrayList<>();

	@BeforeAll
	static void readRuns() throws IOException {
		for (String id : BOOT4) {
			runs.add(RunResult.of(RunDirectory.read(PublishedRun.directory(id))));
		}
	}

	@Test
	void eachRunsEstimateIsTheRatioAndIntervalItsReportJudged() {
		Synthesis synthesis = Synthesis.of(runs, HEADLINE);
		PooledComparison jettyBlock = synthesis
			.comparison("boot4-jetty / boot4-tomcat, block wrk c=100, Java 17, Serial, 1 CPU, -Xms512m -Xmx512m")
			.orElseThrow();
		assertThat(jettyBlock.runs()).extracting(RunPoint::runId).containsExactlyElementsOf(BOOT4);
		for (RunPoint point : jettyBlock.runs()) {
			RatioRow row = runs.get(BOOT4.indexOf(point.runId()))
				.ratios()
				.stream()
				.filter((r) -> r.variant().equals("boot4-jetty") && r.endpoint().equals("block")
						&& r.concurrency() == 100 && r.throughput())
				.findFirst()
				.orElseThrow();
			RandomEffects alone = point.alone();
			assertThat(Math.exp(alone.logRatio())).isCloseTo(row.ratio(), offset(1e-9));
			assertThat(Math.exp(alone.logLow())).isCloseTo(row.ciLow(), offset(1e-9));
			assertThat(Math.exp(alone.logHigh())).isCloseTo(row.ciHigh(), offset(1e-9));
			assertThat(point.verdict()).isEqualTo(row.verdict());
		}
	}

	@Test
	void thePoolLiesAmongItsRunsAndIsJudgedByTheRunsRule() {
		Synthesis synthesis = Synthesis.of(runs, HEADLINE);
		for (PooledComparison c : synthesis.comparisons()) {
			double lowest = c.runs().stream().mapToDouble((r) -> r.study().logRatio()).min().orElseThrow();
			double highest = c.runs().stream().mapToDouble((r) -> r.study().logRatio()).max().orElseThrow();
			assertThat(Math.log(c.ratio())).isBetween(lowest - 1e-12, highest + 1e-12);
			assertThat(c.ciLow()).isLessThanOrEqualTo(c.ratio());
			assertThat(c.ciHigh()).isGreaterThanOrEqualTo(c.ratio());
			assertThat(c.verdict()).isEqualTo(Verdict.of(c.ratio(), c.ciLow(), c.ciHigh(), true, 0.05));
			assertThat(c.agreeing()).isBetween(0, c.runs().size());
		}
	}

	@Test
	void theDefaultCellsLeadOnTheJavaMostOfTheirRunsRan() {
		Synthesis synthesis = Synthesis.of(runs, HEADLINE);
		assertThat(synthesis.javaMajor()).isEqualTo(17);
		List<PooledComparison> headline = synthesis.headlineComparisons();
		assertThat(headline).hasSize(12);
		assertThat(synthesis.comparisons().subList(0, headline.size())).containsExactlyElementsOf(headline);
		assertThat(headline).allSatisfy((c) -> assertThat(c.key().baseline().label()).isEqualTo("Tomcat 11"));
		assertThat(headline).extracting((c) -> c.key().variant().label()).containsOnly("Jetty 12.1", "Undertow 2.3");
	}

	@Test
	void theControlsAndTheTimeToAnswerAreOfTheAaControlsOwnRuns() {
		Synthesis synthesis = Synthesis.of(runs, HEADLINE);
		assertThat(synthesis.controls().controlCells()).isEqualTo(6);
		assertThat(synthesis.controls().controlsWithRuns()).isEqualTo(6);
		assertThat(synthesis.timeToAnswer().runs()).containsExactlyElementsOf(BOOT4);
		assertThat(synthesis.timeToAnswer().rows()).extracting(TimeToAnswer.Row::k).containsExactly(1, 2, 3);
		assertThat(synthesis.timeToAnswer().rows()).extracting(TimeToAnswer.Row::draws).containsExactly(3, 3, 1);
	}

	@Test
	void runsOfTwoCpuModelsArePooledAndShownApart() throws IOException {
		List<RunResult> both = new ArrayList<>();
		for (String id : BOOT35) {
			both.add(RunResult.of(RunDirectory.read(PublishedRun.directory(id))));
		}
		Headline boot35 = new Headline(List.of("tomcat", "jetty", "undertow"), List.of("block", "async"),
				List.of(50, 100, 200), Tool.WRK, "-Xms512m -Xmx512m", 5);
		PooledComparison undertow = Synthesis.of(both, boot35)
			.comparison("undertow / tomcat, async wrk c=50, Java 17, Serial, 1 CPU, -Xms512m -Xmx512m")
			.orElseThrow();
		assertThat(undertow.runs()).hasSize(2);
		assertThat(undertow.strata("CPU")).extracting(PooledComparison.StratumPool::stratum)
			.containsExactly("AMD EPYC", "Intel Xeon");
		assertThat(undertow.withoutStratum()).extracting(PooledComparison.StratumPool::dimension)
			.containsExactly("CPU", "CPU");
		assertThat(undertow.predictionLow()).isNull();
	}

	@Test
	void aComparisonMeasuredTheOtherWayRoundIsPooledInverted() {
		Side tomcat = new Side("tomcat", "tomcat", "Tomcat 10.1", "3.5", "-Xms512m", false, null);
		Side boot4 = new Side("boot4-tomcat", "boot4/tomcat", "Tomcat 11.0", "4.1", "-Xms512m", false, null);
		ComparisonKey key = new ComparisonKey(tomcat, boot4, "block", Tool.WRK, 100, 17, "Serial", 1, null, null);
		Stratum amd = new Stratum("AMD EPYC", "6.18", "AMD EPYC, 6.18, 24 GiB", false);
		RunPoint a = new RunPoint("a", amd, "17", 3, 6, new RandomEffects.Study(0.10, 0.001, 2), Verdict.FASTER, 30.0,
				20.0, null, 0.001);
		RunPoint b = new RunPoint("b", amd, "17", 3, 6, new RandomEffects.Study(0.12, 0.001, 2), Verdict.FASTER, null,
				null, null, 0.001);
		RunPoint c = new RunPoint("c", amd, "17", 3, 6, new RandomEffects.Study(-0.11, 0.001, 2), Verdict.SLOWER, 21.0,
				31.0, null, 0.001);
		Map<ComparisonKey, List<RunPoint>> oriented = Evidence
			.oriented(new java.util.LinkedHashMap<>(Map.of(key, List.of(a, b), key.inverse(), List.of(c))));
		assertThat(oriented).containsOnlyKeys(key);
		assertThat(oriented.get(key)).extracting((p) -> p.study().logRatio()).containsExactly(0.10, 0.12, 0.11);
		assertThat(oriented.get(key).get(2).variantCpuUs()).isEqualTo(31.0);
		assertThat(oriented.get(key).get(2).verdict()).isEqualTo(Verdict.FASTER);
	}

}
