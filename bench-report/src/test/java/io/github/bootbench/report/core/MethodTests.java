package io.github.bootbench.report.core;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The method's thresholds and the sentences made from them. */
class MethodTests {

	@Test
	void theSentencesCarryTheConstants() {
		assertThat(Method.saturated()).isEqualTo("≥ 90 %");
		assertThat(Method.steadyTolerance()).isEqualTo("within 5 %");
	}

	@Test
	void theKeptAliveRuleStatesItsThreshold() {
		assertThat(Method.keptAliveRule()).contains("differ by more than 5 percentage points")
			.contains("a copy of the baseline");
	}

	@Test
	void aFixedRatePercentileNeedsTenLatenciesBeyondItInEveryWindow() {
		assertThat(Method.FIXED_RATE_PERCENTILES).map(Method::samplesFor).containsExactly(20L, 100L, 1_000L, 10_000L);
		assertThat(Method.tailRule()).contains("10 latencies beyond it").contains("p99.9: 10,000");
	}

}
