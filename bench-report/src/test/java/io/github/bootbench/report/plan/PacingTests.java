package io.github.bootbench.report.plan;

import java.util.List;
import java.util.Map;

import io.github.bootbench.report.plan.Settling.Answer;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The run's timing and load decisions the scripts ask for: when the server CPUs have
 * settled, the idle gap after a warm-up cycle, wrk's threads and siege's limit.
 */
class PacingTests {

	@Test
	void theServerHasSettledBelowATenthOfOneCpu() {
		Settling rule = Settling.RULE;
		assertThat(rule.idlePercent()).isEqualTo(10);
		// 100 ticks a second: 2 ticks in 250 ms is 8 % of a CPU, 3 ticks is 12 %.
		assertThat(rule.answer(2, 100, 250, 250)).isEqualTo(Answer.SETTLED);
		assertThat(rule.answer(3, 100, 250, 250)).isEqualTo(Answer.WAIT);
		// Exactly 10 % is not below it.
		assertThat(rule.answer(25, 100, 250, 250)).isEqualTo(Answer.WAIT);
		// The sample's real length counts: 3 ticks over 400 ms is 7.5 %.
		assertThat(rule.answer(3, 100, 400, 400)).isEqualTo(Answer.SETTLED);
		assertThat(rule.answer(0, 100, 0, 0)).isEqualTo(Answer.SETTLED);
	}

	@Test
	void aServerStillBusyAfterTheLongestWaitIsMeasuredAnyway() {
		Settling rule = Settling.RULE;
		assertThat(rule.answer(50, 100, 250, rule.maxSeconds() * 1000L - 1)).isEqualTo(Answer.WAIT);
		assertThat(rule.answer(50, 100, 250, rule.maxSeconds() * 1000L)).isEqualTo(Answer.BUSY);
		assertThat(Answer.BUSY.word()).isEqualTo("busy");
	}

	@Test
	void aJvmWarmingAloneGetsAnIdleGapAfterEachCycle() {
		assertThat(RunPlan.warmupPauseSeconds(1)).isEqualTo(RunPlan.WARMUP_IDLE_S).isPositive();
		assertThat(RunPlan.warmupPauseSeconds(2)).isZero();
		assertThat(RunPlan.warmupPauseSeconds(9)).isZero();
	}

	@Test
	void wrkGetsAThreadPerLoadCpuButNeverMoreThanConnections() {
		LoadSettings load = LoadSettings.of(List.of(1, 2, 50, 400), 4, null);
		assertThat(load.wrkThreads()).isEqualTo(Map.of(1, 1, 2, 2, 50, 4, 400, 4));
		assertThat(LoadSettings.of(List.of(10, 20), 1, null).wrkThreads()).isEqualTo(Map.of(10, 1, 20, 1));
	}

	@Test
	void siegesLimitIsItsDefaultRaisedToTheHighestConcurrency() {
		assertThat(LoadSettings.of(List.of(10, 100), 1, null).siegeLimit()).isEqualTo(LoadSettings.SIEGE_DEFAULT_LIMIT);
		assertThat(LoadSettings.of(List.of(10, 1000, 400), 1, null).siegeLimit()).isEqualTo(1000);
	}

}
