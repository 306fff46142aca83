package io.github.bootbench.report.plan;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import io.github.bootbench.report.PublishedRun;
import io.github.bootbench.report.input.RecordedTimes;
import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.input.RunEnvironment;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * What the committed runs' times say of the next estimate, on the guest of the CPU-limit
 * runs of 2026-12-02 (AMD EPYC family 26, kernel v1045): its runs without a limit, at
 * 0.75, 0.5 and 0.25 CPU each took their own multiple of their estimates.
 */
class TimeHistoryTests {

	private static List<RecordedTimes.Recorded> recorded;

	private static RunEnvironment guest;

	/**
	 * The newest run these tests know: a run made here since (the README's benchmark
	 * command before its test command) is this guest's too, and would move its figures.
	 */
	private static final String NEWEST_KNOWN = PublishedRun.APP_EXAMPLE;

	@BeforeAll
	static void readTheCommittedRuns() throws IOException {
		recorded = RecordedTimes.under(Path.of("../results"))
			.stream()
			.filter((run) -> run.runId().compareTo(NEWEST_KNOWN) <= 0)
			.toList();
		guest = RunDirectory.readRecord(Path.of("../results/2026-12-02T11-33-17Z")).environment();
	}

	@Test
	void aPlanAtACpuLimitLearnsFromThisGuestsRunsAtThatLimit() {
		// 2026-12-02T12-23-44Z: 54 min 23 s against an estimate of 19 min 53 s.
		TimeHistory history = TimeHistory.of(recorded, guest, 0.25);
		assertThat(history.thisMachine()).isTrue();
		assertThat(history.atTheLimit()).isTrue();
		assertThat(history.runs()).isEqualTo(1);
		assertThat(history.median()).isCloseTo(2.735, within(0.005));
		assertThat(history.words(1193))
			.isEqualTo("On this machine about 54 min (its run took 2.74 times its estimate).");
	}

	@Test
	void aPlanWithoutALimitLeavesTheLimitedRunsOut() {
		TimeHistory history = TimeHistory.of(recorded, guest, null);
		assertThat(history.atTheLimit()).isTrue();
		// 2026-12-02T02-57-03Z and the --app runs 2026-12-02T21-26-59Z,
		// 2026-12-03T01-26-07Z (1.39 times its estimate) and 2026-12-03T05-29-16Z (1.60):
		// the limited runs of that guest took longer.
		assertThat(history.runs()).isEqualTo(4);
		assertThat(history.median()).isCloseTo(1.585, within(0.01));
	}

	@Test
	void aLimitThisGuestNeverRanAtFallsBackToAllItsRunsAndSaysSo() {
		TimeHistory history = TimeHistory.of(recorded, guest, 0.3);
		assertThat(history.thisMachine()).isTrue();
		assertThat(history.atTheLimit()).isFalse();
		assertThat(history.runs()).isEqualTo(7);
		assertThat(history.words(1000)).endsWith("times their estimates; none at this CPU limit).");
	}

}
