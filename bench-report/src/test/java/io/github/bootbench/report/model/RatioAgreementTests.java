package io.github.bootbench.report.model;

import io.github.bootbench.report.core.Tool;
import java.util.List;

import io.github.bootbench.report.core.Metric;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class RatioAgreementTests {

	@Test
	void cellsBothRunsJudgedAreSetSideBySideWithTheirVerdictsAndHowFarApartTheRatiosAre() {
		List<RatioRow> first = List.of(ratio("block", 50, "jetty", 0.90, "slower"),
				ratio("block", 100, "jetty", 1.00, "undecided"), ratio("block", 200, "jetty", 1.00, "equivalent"),
				ratio("async", 50, "jetty", 1.10, "faster"), notJudged("async", 100, "jetty"),
				ratio("async", 200, "jetty", 1.0, "undecided"));
		List<RatioRow> second = List.of(ratio("block", 50, "jetty", 0.99, "undecided"),
				ratio("block", 100, "jetty", 1.02, "undecided"), ratio("block", 200, "jetty", 0.99, "equivalent"),
				ratio("async", 50, "jetty", 1.10, "faster"), ratio("async", 100, "jetty", 1.0, "undecided"));
		RatioAgreement agreement = RatioAgreement.between(first, second);
		assertThat(agreement.cells()).extracting(RatioAgreement.Cell::label)
			.containsExactly("jetty / tomcat, block wrk c=50", "jetty / tomcat, block wrk c=100",
					"jetty / tomcat, block wrk c=200", "jetty / tomcat, async wrk c=50",
					"jetty / tomcat, async wrk c=100");
		assertThat(agreement.judged()).isEqualTo(4);
		assertThat(agreement.agreeing()).isEqualTo(3);
		assertThat(agreement.cells()).extracting(RatioAgreement.Cell::agrees)
			.containsExactly(false, true, true, true, false);
		// 0.99 / 0.90 - 1 = 10 %, 2 %, 1 %, 0 %; the not-judged cell has no ratio.
		assertThat(agreement.difference().count()).isEqualTo(4);
		assertThat(agreement.difference().median()).isCloseTo(0.015, within(1e-9));
		assertThat(agreement.difference().max()).isCloseTo(0.1, within(1e-9));
	}

	@Test
	void latencyRatiosAndOtherBaselinesAreNotCompared() {
		RatioRow p99 = new RatioRow("block", Tool.WRK, 100, "jetty", "tomcat", Metric.P99, 1.2, 0.8, 1.6, "not-judged",
				false, 9, 3, "closed-loop latency at saturation");
		RatioRow otherBaseline = new RatioRow("block", Tool.WRK, 100, "jetty", "undertow", Metric.THROUGHPUT, 1.0, 0.9,
				1.1, "undecided", false, 9, 3, null);
		RatioAgreement agreement = RatioAgreement.between(List.of(p99, ratio("block", 100, "jetty", 1.0, "undecided")),
				List.of(p99, otherBaseline));
		assertThat(agreement.cells()).isEmpty();
		assertThat(agreement.difference()).isNull();
	}

	private static RatioRow ratio(String endpoint, int concurrency, String variant, double ratio, String verdict) {
		return new RatioRow(endpoint, Tool.WRK, concurrency, variant, "tomcat", Metric.THROUGHPUT, ratio, ratio - 0.05,
				ratio + 0.05, verdict, false, 9, 3, null);
	}

	private static RatioRow notJudged(String endpoint, int concurrency, String variant) {
		return new RatioRow(endpoint, Tool.WRK, concurrency, variant, "tomcat", Metric.THROUGHPUT, null, null, null,
				"not-judged", false, 0, 0, "no figures");
	}

}
