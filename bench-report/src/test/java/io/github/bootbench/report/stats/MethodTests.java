package io.github.bootbench.report.stats;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The method's thresholds and the sentences made from them. */
class MethodTests {

	@Test
	void theSentencesCarryTheConstants() {
		assertThat(Method.saturated()).isEqualTo("≥ 90 %");
		assertThat(Method.steadyTolerance()).isEqualTo("within 5 %");
	}

}
