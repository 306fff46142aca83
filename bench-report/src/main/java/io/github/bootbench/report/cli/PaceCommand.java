package io.github.bootbench.report.cli;

import java.util.concurrent.Callable;

import io.github.bootbench.report.plan.RunPlan;
import io.github.bootbench.report.plan.Settling;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code pace}: the run's timing decisions, asked by run-all.sh while it measures (served
 * by {@code serve}): whether the server CPUs have settled before a window, and the idle
 * gap after a warm-up cycle. The scripts sample and wait; the rules are here.
 */
@Command(name = "pace", description = "Answers the run's timing questions while it measures.",
		subcommands = { PaceCommand.Settle.class, PaceCommand.WarmupGap.class })
final class PaceCommand {

	@Command(name = "settle",
			description = "After a sample of the round's JVMs' CPU time: 'settled' (start the window), 'wait' "
					+ "(sample again) or 'busy' (the longest wait is over: start it anyway).")
	static final class Settle implements Callable<Integer> {

		@Option(names = "--cpu-ticks", required = true, description = "the JVMs' CPU time over the sample")
		private long cpuTicks;

		@Option(names = "--clock-ticks", required = true, description = "clock ticks a second (getconf CLK_TCK)")
		private int clockTicks;

		@Option(names = "--sampled-ms", required = true, description = "how long the sample was")
		private long sampledMs;

		@Option(names = "--waited-ms", required = true, description = "how long the wait has lasted")
		private long waitedMs;

		@Override
		public Integer call() {
			System.out
				.println(Settling.RULE.answer(this.cpuTicks, this.clockTicks, this.sampledMs, this.waitedMs).word());
			return 0;
		}

	}

	@Command(name = "warmup-gap",
			description = "The idle seconds after a warm-up cycle in which N JVMs took their turn.")
	static final class WarmupGap implements Callable<Integer> {

		@Option(names = "--warming", required = true, description = "the JVMs that took their turn in the cycle")
		private int warming;

		@Override
		public Integer call() {
			System.out.println(RunPlan.warmupPauseSeconds(this.warming));
			return 0;
		}

	}

}
