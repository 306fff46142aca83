package io.github.bootbench.report.model;

import java.io.IOException;
import java.util.List;

import io.github.bootbench.report.format.markdown.FindingText;
import io.github.bootbench.report.format.markdown.RunReadme;
import io.github.bootbench.report.stats.Verdict;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The verdicts with three rounds a side, from the rule to the sentences the README
 * quotes: a container that really leads, one that does not, async against block, and a
 * comparison of two runs.
 */
class LeadTests {

	@Test
	void aContainerWhoseWorstRoundBeatsEveryOtherBestRoundLeadsAndTheReportSaysByHowMuch() throws IOException {
		RunResult result = new TestRuns().with("tomcat", "block", 10_000, 10_200, 10_100)
			.with("jetty", "block", 9_000, 9_500, 9_400)
			.with("undertow", "block", 12_000, 12_500, 12_200)
			.result();
		Verdict verdict = result.rows().get(0).verdict();
		assertThat(verdict.kind()).isEqualTo(Verdict.Kind.LEAD);
		assertThat(verdict.leader()).isEqualTo("undertow");
		assertThat(verdict.runnerUp()).isEqualTo("tomcat");
		// 12,200 over 10,100: 20.8 %.
		assertThat(FindingText.findings(result.findings()))
			.contains("**block** (Throughput, 1 rows of tool × concurrency): undertow leads 1 (by 21 %); 0 tie(s).");
		String readme = RunReadme.write(result, List.of());
		assertThat(readme).contains("| **12,200** [12,000–12,500] CV 2.1 % | undertow leads by 21 % |");
		assertThat(readme).contains("| 100 | 10,100 [10,000–10,200] CV 1.0 % | 9,400 [9,000–9,500] CV 2.8 % |");
	}

	@Test
	void overlappingRoundsAreATieWhateverTheMediansSay() throws IOException {
		RunResult result = new TestRuns().with("tomcat", "block", 10_000, 11_000, 12_500)
			.with("undertow", "block", 10_500, 11_500, 13_000)
			.result();
		assertThat(result.rows().get(0).verdict().kind()).isEqualTo(Verdict.Kind.TIE);
		assertThat(FindingText.findings(result.findings())).contains(
				"**block** (Throughput, 1 rows of tool × concurrency): no container leads beyond the noise; 1 tie(s).");
		assertThat(RunReadme.write(result, List.of())).contains("| tie (undertow +5 % is within noise) |")
			.doesNotContain("**11,500**");
	}

	@Test
	void asyncSlowerThanBlockBeyondTheNoiseIsCalledSlowerWithItsMargin() throws IOException {
		RunResult result = new TestRuns().with("tomcat", "block", 10_000, 10_100, 10_200, 10_050, 10_150, 10_100)
			.with("tomcat", "async", 7_000, 7_100, 7_200, 7_050, 7_150, 7_100)
			.with("jetty", "block", 9_000, 9_500, 10_000, 9_250, 9_750, 9_500)
			.with("jetty", "async", 9_200, 9_700, 9_900, 9_450, 9_800, 9_700)
			.result();
		// tomcat: 7,100 over 10,100 is 0.70×, every resample well below 0.95; jetty's
		// rounds spread too widely to call.
		assertThat(FindingText.findings(result.findings())).contains("**async against block** (the same container, "
				+ "tool and concurrency; async's median over block's, judged like a comparison of two runs; see "
				+ "Throughput): tomcat (1 pair): slower in 1 (0.70×); jetty (1 pair): undecided in 1 (1.02×).");
	}

	@Test
	void aCandidateWellAboveTheBaselineIsFasterInTheComparisonSummary() throws IOException {
		RunResult baseline = new TestRuns().with("tomcat", "block", 100, 101, 102, 100.5, 101.5, 101)
			.with("jetty", "block", 50, 60, 70, 55, 65, 60)
			.result();
		RunResult candidate = new TestRuns().with("tomcat", "block", 120, 121, 122, 120.5, 121.5, 121)
			.with("jetty", "block", 55, 65, 75, 60, 70, 65)
			.result();
		ComparisonSummary summary = ComparisonSummary.of(RunComparison.of(baseline, candidate));
		assertThat(FindingText.comparisonLines(summary)).containsExactly(
				"**tomcat block** (1 tool × concurrency pairs): faster in 1 (1.20×).",
				"**jetty block** (1 tool × concurrency pairs): undecided in 1 (1.08×).");
		assertThat(FindingText.comparisonCaveats(summary)).anySatisfy((caveat) -> assertThat(caveat)
			.startsWith("1 of 2 judged pairs were called faster or slower (faster or slower when the 95 % interval "
					+ "excludes 1"));
	}

}
