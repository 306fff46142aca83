package io.github.bootbench.report.stats;

import java.util.List;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.within;

/**
 * A mean over fresh JVMs with its t interval: the textbook figures, one observation
 * without an interval, and which intervals tell a difference from 0.
 */
class MeanIntervalTests {

	@Test
	void aMeanOfThreeHasItsStudentsTIntervalOnTwoDegreesOfFreedom() {
		MeanInterval mean = MeanInterval.of(List.of(1.0, 2.0, 3.0));
		// t(0.975, 2) = 4.3027, the standard error 1 / sqrt(3).
		assertThat(mean.mean()).isEqualTo(2.0);
		assertThat(mean.low()).isCloseTo(2 - 4.302653 / Math.sqrt(3), within(1e-5));
		assertThat(mean.high()).isCloseTo(2 + 4.302653 / Math.sqrt(3), within(1e-5));
		assertThat(mean.count()).isEqualTo(3);
		assertThat(mean.excludesZero()).isFalse();
	}

	@Test
	void oneObservationHasAMeanAndNoInterval() {
		MeanInterval one = MeanInterval.of(List.of(7.5));
		assertThat(one.mean()).isEqualTo(7.5);
		assertThat(one.low()).isNull();
		assertThat(one.high()).isNull();
		assertThat(one.excludesZero()).as("one JVM tells nothing apart").isFalse();
	}

	@Test
	void anIntervalWhollyOnOneSideOfZeroExcludesIt() {
		assertThat(MeanInterval.of(List.of(2.0, 2.2, 1.9, 2.1)).excludesZero()).isTrue();
		assertThat(MeanInterval.of(List.of(-2.0, -2.2, -1.9, -2.1)).excludesZero()).isTrue();
		assertThat(MeanInterval.of(List.of(-1.0, 1.2, 0.1)).excludesZero()).isFalse();
		assertThat(MeanInterval.of(List.of(3.0, 3.0)).excludesZero()).as("no spread, not 0").isTrue();
	}

	@Test
	void noValueIsRefused() {
		assertThatIllegalArgumentException().isThrownBy(() -> MeanInterval.of(List.of()))
			.withMessage("a mean needs a value at least");
	}

}
