package io.github.bootbench.report.core;

import java.util.List;
import java.util.Locale;

/**
 * Why a ratio is not judged, or what else limits it: a value each rule gives, which code
 * asks by its type. {@link #words()} is how results.json and the reports say it, each
 * sentence written once, here.
 */
public sealed interface Reason {

	String words();

	/**
	 * A few words for where a sentence does not fit: beside a chart's row, after
	 * {@code not-judged}.
	 */
	String brief();

	/** The reasons as results.json's {@code reason} says them, or null without one. */
	static String words(List<Reason> reasons) {
		return reasons.isEmpty() ? null : String.join("; ", reasons.stream().map(Reason::words).toList());
	}

	/** Windows of either side that failed. */
	record FailedWindows(long windows) implements Reason {

		@Override
		public String words() {
			return this.windows + " failed window(s)";
		}

		@Override
		public String brief() {
			return "failed windows";
		}

	}

	/** Blocks left out because a window of either side had the JIT busy. */
	record BusyJit(int blocks) implements Reason {

		@Override
		public String words() {
			return this.blocks + " block(s) left out for a busy JIT";
		}

		@Override
		public String brief() {
			return "busy JIT";
		}

	}

	/**
	 * A side's load tool, not its container, set its figure; in a run with a database
	 * beside the load tools, their CPUs, which the two share.
	 *
	 * @param besideDatabase whether the run's database shared the load CPUs
	 */
	record ToolBound(boolean besideDatabase) implements Reason {

		@Override
		public String words() {
			return this.besideDatabase ? "a side was bound by its load CPUs (the load tool and the database together)"
					: "a side was bound by its load tool";
		}

		@Override
		public String brief() {
			return this.besideDatabase ? "load CPUs saturated" : "load tool saturated";
		}

	}

	/** The two sides kept their connections differently, as the tool told. */
	record ConnectionsDiffer(String how) implements Reason {

		@Override
		public String words() {
			return this.how;
		}

		@Override
		public String brief() {
			return "connections kept differently";
		}

	}

	/** No block has a figure on both sides. */
	record NoPairedBlock() implements Reason {

		@Override
		public String words() {
			return "no block with figures on both sides";
		}

		@Override
		public String brief() {
			return "no paired block";
		}

	}

	/** No round has a figure on both sides. */
	record NoPairedRound() implements Reason {

		@Override
		public String words() {
			return "no round with figures on both sides";
		}

		@Override
		public String brief() {
			return "no paired round";
		}

	}

	/** Fewer rounds of fresh JVMs than a verdict needs ({@link Method#MIN_ROUNDS}). */
	record TooFewRounds(int rounds, int needed) implements Reason {

		@Override
		public String words() {
			return this.rounds + " round(s): a verdict needs " + this.needed;
		}

		@Override
		public String brief() {
			return this.rounds + " round(s) kept, " + this.needed + " needed";
		}

	}

	/** Fewer blocks with figures on both sides than a verdict needs. */
	record TooFewBlocks(int blocks, int needed) implements Reason {

		@Override
		public String words() {
			return this.blocks + " block(s): a verdict needs " + this.needed;
		}

		@Override
		public String brief() {
			return this.blocks + " block(s) kept, " + this.needed + " needed";
		}

	}

	/** A fixed-rate window with too few latencies for the percentile. */
	record TooFewLatencies(Metric percentile, long needed, long fewest) implements Reason {

		@Override
		public String words() {
			return String.format(Locale.ROOT, "%s needs %,d latencies a window; the fewest here: %,d",
					this.percentile.word(), this.needed, this.fewest);
		}

		@Override
		public String brief() {
			return "too few latencies";
		}

	}

	/** A closed loop's latency is shown as detail, never judged. */
	record ClosedLoopLatency() implements Reason {

		@Override
		public String words() {
			return Method.CLOSED_LOOP_LATENCY;
		}

		@Override
		public String brief() {
			return "closed loop";
		}

	}

}
