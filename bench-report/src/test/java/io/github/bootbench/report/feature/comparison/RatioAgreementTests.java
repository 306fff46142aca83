package io.github.bootbench.report.feature.comparison;

import java.util.List;

import io.github.bootbench.report.core.Metric;
import io.github.bootbench.report.core.Reason;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.core.Verdict;
import io.github.bootbench.report.model.RatioRow;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class RatioAgreementTests {

	@Test
	void cellsBothRunsJudgedAreSetSideBySideWithTheirVerdictsAndHowFarApartTheRatiosAre() {
		List<RatioRow> first = List.of(ratio("block", 50, "jetty", 0.90, Verdict.SLOWER),
				ratio("block", 100, "jetty", 1.00, Verdict.UNDECIDED),
				ratio("block", 200, "jetty", 1.00, Verdict.EQUIVALENT),
				ratio("async", 50, "jetty", 1.10, Verdict.FASTER), notJudged("async", 100, "jetty"),
				ratio("async", 200, "jetty", 1.0, Verdict.UNDECIDED));
		List<RatioRow> second = List.of(ratio("block", 50, "jetty", 0.99, Verdict.UNDECIDED),
				ratio("block", 100, "jetty", 1.02, Verdict.UNDECIDED),
				ratio("block", 200, "jetty", 0.99, Verdict.EQUIVALENT),
				ratio("async", 50, "jetty", 1.10, Verdict.FASTER),
				ratio("async", 100, "jetty", 1.0, Verdict.UNDECIDED));
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
		RatioRow p99 = new RatioRow("block", Tool.WRK, 100, "jetty", "tomcat", Metric.P99, 1.2, 0.8, 1.6,
				Verdict.NOT_JUDGED, false, 9, 3, List.of(new Reason.ClosedLoopLatency()));
		RatioRow otherBaseline = new RatioRow("block", Tool.WRK, 100, "jetty", "undertow", Metric.THROUGHPUT, 1.0, 0.9,
				1.1, Verdict.UNDECIDED, false, 9, 3, null);
		RatioAgreement agreement = RatioAgreement
			.between(List.of(p99, ratio("block", 100, "jetty", 1.0, Verdict.UNDECIDED)), List.of(p99, otherBaseline));
		assertThat(agreement.cells()).isEmpty();
		assertThat(agreement.difference()).isNull();
	}

	private static RatioRow ratio(String endpoint, int concurrency, String variant, double ratio, Verdict verdict) {
		return new RatioRow(endpoint, Tool.WRK, concurrency, variant, "tomcat", Metric.THROUGHPUT, ratio, ratio - 0.05,
				ratio + 0.05, verdict, false, 9, 3, null);
	}

	private static RatioRow notJudged(String endpoint, int concurrency, String variant) {
		return new RatioRow(endpoint, Tool.WRK, concurrency, variant, "tomcat", Metric.THROUGHPUT, null, null, null,
				Verdict.NOT_JUDGED, false, 0, 0, List.of(new Reason.NoPairedBlock()));
	}

}
