package io.github.bootbench.report.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;

import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.parse.IncompleteOutputException;
import io.github.bootbench.report.parse.ToolParser;
import io.github.bootbench.report.parse.ToolResult;
import io.github.bootbench.report.plan.RunPlan;
import io.github.bootbench.report.plan.Settling;
import io.github.bootbench.report.plan.SiegeWindow;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code pace}: the run's timing decisions, asked by run-all.sh while it measures (served
 * by {@code serve}): whether the server CPUs have settled before a window, and the idle
 * gap after a warm-up cycle, and the count of requests that makes a siege window last the
 * run's duration. The scripts sample, wait and run; the rules are here.
 */
@Command(name = "pace", description = "Answers the run's timing questions while it measures.",
		subcommands = { PaceCommand.Settle.class, PaceCommand.WarmupGap.class, PaceCommand.SiegeRequests.class })
final class PaceCommand {

	/** A lead-in whose output cannot be read: no window can be sized from it. */
	static final int LEAD_IN_FAILED = 4;

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

	@Command(name = "siege-requests",
			description = "siege's next run before a window of C users meant to last S seconds: 'lead-in R' (run "
					+ "siege -r R, then ask again with its output) or 'window R' (measure with siege -r R). Exits 4 "
					+ "when the lead-in cannot be read, with why.")
	static final class SiegeRequests implements Callable<Integer> {

		@Option(names = "--concurrency", required = true, description = "siege's users")
		private int concurrency;

		@Option(names = "--seconds", required = true, description = "how long the window is to last")
		private int seconds;

		@ArgGroup(exclusive = false)
		private LeadIn leadIn;

		static final class LeadIn {

			@Option(names = "--lead-in", required = true, description = "the last lead-in's output")
			private Path output;

			@Option(names = "--lead-in-requests", required = true, description = "the last lead-in's -r")
			private int requestsPerUser;

			@Option(names = "--lead-ins", required = true, description = "the lead-ins run so far, the last included")
			private int count;

		}

		@Override
		public Integer call() throws IOException {
			if (this.leadIn == null) {
				System.out.println(SiegeWindow.first(this.concurrency).line());
				return 0;
			}
			try {
				ToolResult leadIn = ToolParser.parse(Tool.SIEGE, Files.readString(this.leadIn.output));
				System.out.println(
						SiegeWindow
							.after(this.concurrency, this.seconds, this.leadIn.requestsPerUser, this.leadIn.count,
									leadIn.requests(), leadIn.errors(), leadIn.durationSeconds())
							.line());
				return 0;
			}
			catch (IncompleteOutputException ex) {
				System.out.println("siege's lead-in cannot size the window: " + ex.getMessage());
				return LEAD_IN_FAILED;
			}
		}

	}

}
