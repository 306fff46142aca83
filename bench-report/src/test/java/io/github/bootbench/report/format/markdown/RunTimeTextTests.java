package io.github.bootbench.report.format.markdown;

import io.github.bootbench.report.model.RunTime;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class RunTimeTextTests {

	@Test
	void theTimeLineGivesEachPhaseWithItsShareAndLeavesOutAnAbsentMemoryPhase() {
		RunTime time = new RunTime(1_060_058, 12_232, 79_417, 742_740, 221_837, 183_826, 3_725, 0, 107,
				742_740 / 1_060_058.0);
		assertThat(RunTimeText.of(time)).isEqualTo("17 min 40 s from the run's start to its end (the build before "
				+ "it aside): cold starts 12 s (1 %); the rounds' JVM starts and checks 1 min 19 s (7 %); warm-up "
				+ "12 min 23 s (70 %); measuring 3 min 42 s (21 %), of which the windows' load 3 min 4 s; stopping "
				+ "the JVMs 4 s (0 %); the rest 0 s (0 %)");
	}

	@Test
	void aMemoryPhaseHasItsOwnPart() {
		RunTime time = new RunTime(600_000, 0, 0, 0, 0, 0, 0, 300_000, 300_000, 0);
		assertThat(RunTimeText.of(time)).contains("; the memory phase 5 min 0 s (50 %); the rest 5 min 0 s (50 %)");
	}

}
