package io.github.bootbench.report.plan;

import java.util.List;
import java.util.Map;

import io.github.bootbench.report.plan.Settling.Answer;
import io.github.bootbench.report.plan.SiegeWindow.Step;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The run's timing and load decisions the scripts ask for: when the server CPUs have
 * settled, the idle gap after a warm-up cycle, wrk's threads, siege's limit and the count
 * that makes a siege window last the run's duration.
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

	@Test
	void siegesFirstLeadInSharesItsRequestsBetweenTheUsersAtLeastOneEach() {
		assertThat(SiegeWindow.first(10)).isEqualTo(new Step(true, SiegeWindow.LEAD_IN_REQUESTS / 10));
		assertThat(SiegeWindow.first(300)).isEqualTo(new Step(true, 2));
		assertThat(SiegeWindow.first(1000)).isEqualTo(new Step(true, 1));
		assertThat(SiegeWindow.first(10).line()).isEqualTo("lead-in 50");
	}

	@Test
	void aSiegeLeadInLongEnoughToReadSizesTheWindowToLastTheDuration() {
		// 1,000 requests in 0.25 s: 4,000 a second, 8,000 in 2 s, 800 for each of 10
		// users.
		Step window = SiegeWindow.after(10, 2, 100, 2, 1000, 0, 0.25);
		assertThat(window).isEqualTo(new Step(false, 800));
		assertThat(window.line()).isEqualTo("window 800");
		// A failed transaction was one of a user's requests too.
		assertThat(SiegeWindow.after(10, 2, 100, 2, 990, 10, 0.25)).isEqualTo(new Step(false, 800));
		// Rounded up to whole requests a user.
		assertThat(SiegeWindow.after(300, 2, 4, 2, 1200, 0, 0.3)).isEqualTo(new Step(false, 27));
	}

	@Test
	void theFirstSiegeLeadInNeverSizesTheWindowTheNextAimsALittlePastTheShortest() {
		// Long enough, but the first: the next aims at 0.375 s at its rate, shorter here.
		assertThat(SiegeWindow.after(10, 2, 100, 1, 1000, 0, 0.25)).isEqualTo(new Step(true, 150));
		assertThat(SiegeWindow.after(10, 2, 50, 1, 500, 0, 1.0)).isEqualTo(new Step(true, 19));
		assertThat(SiegeWindow.after(10, 2, 1, 1, 10, 0, 1.0)).isEqualTo(new Step(true, 1));
	}

	@Test
	void aSiegeLeadInTooShortForSiegesClockIsRunAgainLonger() {
		// 0.05 s is 5 ticks of siege's 10 ms clock: 7.5 times as long.
		assertThat(SiegeWindow.after(10, 2, 20, 2, 200, 0, 0.05)).isEqualTo(new Step(true, 150));
		assertThat(SiegeWindow.after(10, 2, 20, 2, 200, 0, 0.24)).isEqualTo(new Step(true, 32));
		// Less than a tick reads as none: the most a lead-in grows.
		assertThat(SiegeWindow.after(10, 2, 20, 1, 200, 0, 0)).isEqualTo(new Step(true, 20 * SiegeWindow.MAX_GROWTH));
	}

	@Test
	void theLastSiegeLeadInSizesTheWindowWhateverItsLength() {
		assertThat(SiegeWindow.after(10, 2, 2000, SiegeWindow.MAX_LEAD_INS, 20000, 0, 0.2))
			.isEqualTo(new Step(false, 20000));
		assertThat(SiegeWindow.after(10, 2, 2000, SiegeWindow.MAX_LEAD_INS, 20000, 0, 0))
			.isEqualTo(new Step(false, 400000));
	}

}
