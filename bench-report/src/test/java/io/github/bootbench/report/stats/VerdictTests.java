package io.github.bootbench.report.stats;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class VerdictTests {

	@Test
	void spreadGivesMedianRangeAndCoefficientOfVariation() {
		Spread spread = Spread.of(List.of(100.0, 110.0, 90.0));
		assertThat(spread.median()).isEqualTo(100.0);
		assertThat(spread.min()).isEqualTo(90.0);
		assertThat(spread.max()).isEqualTo(110.0);
		// sample standard deviation 10 over mean 100
		assertThat(spread.cvPercent()).isCloseTo(10.0, within(1e-9));
	}

	@Test
	void spreadOfOneValueHasNoCoefficientOfVariation() {
		assertThat(Spread.of(List.of(42.0)).cvPercent()).isNull();
	}

	@Test
	void nonOverlappingRangesAreALead() {
		Verdict verdict = Verdict.judge(spreads(List.of(120.0, 125.0, 122.0), List.of(100.0, 105.0, 110.0)), Set.of());
		assertThat(verdict.kind()).isEqualTo(Verdict.Kind.LEAD);
		assertThat(verdict.leader()).isEqualTo("undertow");
		assertThat(verdict.runnerUp()).isEqualTo("tomcat");
		assertThat(verdict.leadPercent()).isCloseTo(100 * (122.0 / 105.0 - 1), within(1e-9));
	}

	@Test
	void overlappingRangesWithThreeRoundsAreATie() {
		Verdict verdict = Verdict.judge(spreads(List.of(100.0, 130.0, 120.0), List.of(95.0, 101.0, 110.0)), Set.of());
		assertThat(verdict.kind()).isEqualTo(Verdict.Kind.TIE);
		assertThat(verdict.leader()).isEqualTo("undertow");
	}

	@Test
	void overlappingRangesCanStillLeadWhenManyRoundsDifferSignificantly() {
		// One outlier overlaps the ranges, but eight rounds a side separate clearly.
		Verdict verdict = Verdict.judge(spreads(List.of(120.0, 121.0, 122.0, 123.0, 124.0, 125.0, 126.0, 99.0),
				List.of(100.0, 101.0, 102.0, 103.0, 104.0, 105.0, 106.0, 107.0)), Set.of());
		assertThat(verdict.kind()).isEqualTo(Verdict.Kind.LEAD);
	}

	@Test
	void fewerThanThreeRoundsAreNotJudgedEvenWhenTheRangesDoNotOverlap() {
		Verdict verdict = Verdict.judge(spreads(List.of(200.0, 210.0), List.of(100.0, 110.0)), Set.of());
		assertThat(verdict.kind()).isEqualTo(Verdict.Kind.NOT_JUDGED);
		assertThat(verdict.reason()).isEqualTo("fewer than 3 successful rounds");
		assertThat(verdict.leader()).isEqualTo("undertow");
	}

	@Test
	void aToolBoundLeaderOrRunnerUpIsNotJudged() {
		Verdict verdict = Verdict.judge(spreads(List.of(120.0, 125.0, 122.0), List.of(100.0, 105.0, 110.0)),
				Set.of("tomcat"));
		assertThat(verdict.kind()).isEqualTo(Verdict.Kind.NOT_JUDGED);
		assertThat(verdict.reason()).isEqualTo("tool-bound");
	}

	@Test
	void fewerThanTwoContainersAreNotJudged() {
		assertThat(Verdict.judge(Map.of("jetty", Spread.of(List.of(1.0, 2.0))), Set.of()).kind())
			.isEqualTo(Verdict.Kind.NOT_JUDGED);
	}

	private static Map<String, Spread> spreads(List<Double> undertow, List<Double> tomcat) {
		Map<String, Spread> spreads = new LinkedHashMap<>();
		spreads.put("tomcat", Spread.of(tomcat));
		spreads.put("undertow", Spread.of(undertow));
		return spreads;
	}

}
