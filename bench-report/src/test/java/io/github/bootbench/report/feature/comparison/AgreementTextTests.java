package io.github.bootbench.report.feature.comparison;

import java.util.List;

import io.github.bootbench.report.core.Metric;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.core.Verdict;
import io.github.bootbench.report.model.RatioRow;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class AgreementTextTests {

	@Test
	void theSectionCountsTheSameVerdictsAndGivesEachCellBothRatios() {
		RatioAgreement agreement = RatioAgreement.between(
				List.of(ratio(50, 0.90, 0.85, 0.95, Verdict.SLOWER), ratio(100, 1.00, 0.97, 1.03, Verdict.EQUIVALENT)),
				List.of(ratio(50, 0.99, 0.93, 1.04, Verdict.UNDECIDED),
						ratio(100, 1.01, 0.98, 1.04, Verdict.EQUIVALENT)));
		StringBuilder md = new StringBuilder();
		AgreementText.section(agreement, md);
		assertThat(md.toString())
			.contains("2 cells in both runs, 2 judged in both, the same verdict in 1 of 2 (50 %); "
					+ "the candidate's ratio differs from the baseline run's by a median of 5.5 % (1.0–10.0 %).")
			.contains("| jetty / tomcat, /test/block wrk c=50 | 0.90× [0.85–0.95] slower | 0.99× [0.93–1.04] undecided "
					+ "| 10.0 % | **no** |")
			.contains("| 1.0 % | yes |");
	}

	@Test
	void runsWithoutACommonRatioSaySo() {
		StringBuilder md = new StringBuilder();
		AgreementText.section(RatioAgreement.between(List.of(), List.of()), md);
		assertThat(md.toString()).contains("The two runs share no ratio to a baseline");
	}

	private static RatioRow ratio(int concurrency, double ratio, double low, double high, Verdict verdict) {
		return new RatioRow("block", Tool.WRK, concurrency, "jetty", "tomcat", Metric.THROUGHPUT, ratio, low, high,
				verdict, false, 9, 3, null);
	}

}
