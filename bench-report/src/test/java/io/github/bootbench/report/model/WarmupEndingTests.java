package io.github.bootbench.report.model;

import java.io.IOException;

import io.github.bootbench.report.PublishedRun;
import io.github.bootbench.report.input.RunDirectory;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * Where the warm-ups would have ended on the JIT alone, and how the pass after it
 * compared with the warm-up's last cycles, on the two committed planted runs; the figures
 * were worked out apart from this code, from the runs' warmup/*.csv.
 */
class WarmupEndingTests {

	@Test
	void inTheFirstPlantedRunThePassAfterTheQuietCycleRanColder() throws IOException {
		WarmupEnding ending = WarmupEnding.of(RunDirectory.read(PublishedRun.directory("2026-11-24T04-48-19Z")));
		assertThat(ending.curves()).isEqualTo(15);
		assertThat(ending.quietCycles()).allSatisfy((cycle) -> assertThat(cycle).isBetween(9, 12));
		assertThat(ending.endCycles()).contains(12, 29).allSatisfy((cycle) -> assertThat(cycle).isBetween(12, 29));
		assertThat(ending.ratios()).hasSize(35);
		assertThat(ending.below()).isEqualTo(24);
		assertThat(ending.medianRatio()).isCloseTo(0.8902, within(1e-4));
		assertThat(ending.colder()).isTrue();
	}

	@Test
	void inTheSecondItRanAsWarmAsTheThroughputCheckLeftIt() throws IOException {
		WarmupEnding ending = WarmupEnding.of(RunDirectory.read(PublishedRun.directory("2026-11-24T05-28-07Z")));
		assertThat(ending.ratios()).hasSize(16);
		assertThat(ending.below()).isEqualTo(8);
		assertThat(ending.medianRatio()).isCloseTo(1.0138, within(1e-4));
		assertThat(ending.colder()).isFalse();
	}

	@Test
	void aWarmUpThatEndedWithinAPassOfItsQuietCycleHasLittleToCompare() throws IOException {
		WarmupEnding ending = WarmupEnding
			.of(RunDirectory.read(PublishedRun.directory(PublishedRun.DEFAULT_AMD_FIVE_BLOCKS)));
		assertThat(ending.curves()).isEqualTo(12);
		assertThat(ending.quietCycles()).allSatisfy((cycle) -> assertThat(cycle).isBetween(7, 9));
		assertThat(ending.ratios()).hasSize(1);
	}

}
