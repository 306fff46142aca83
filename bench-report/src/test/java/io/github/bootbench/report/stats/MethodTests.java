package io.github.bootbench.report.stats;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The method's thresholds and the sentences made from them. */
class MethodTests {

	@Test
	void theChanceOfALeadByChanceFollowsTheRoundCounts() {
		// All three of one side above all three of the other: 2 of the 20 orders.
		assertThat(Method.chanceCallOneIn(3, 3)).isEqualTo(10);
		// Two a side: 2 of 6.
		assertThat(Method.chanceCallOneIn(2, 2)).isEqualTo(3);
		// Five a side: ranges 2 of 252, plus the test's 5 %.
		assertThat(Method.chanceCallOneIn(5, 5)).isEqualTo(17);
	}

	@Test
	void theSentencesCarryTheConstants() {
		assertThat(Method.saturated()).isEqualTo("≥ 90 %");
		assertThat(Method.steadyTolerance()).isEqualTo("within 5 %");
		assertThat(Method.leadRule("do not overlap"))
			.isEqualTo("ranges do not overlap, or a Mann-Whitney test at 5 % with 4+ rounds");
	}

}
