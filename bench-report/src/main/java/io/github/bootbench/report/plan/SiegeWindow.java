package io.github.bootbench.report.plan;

/**
 * siege's window: {@code c} users, each sending a count of requests
 * ({@code siege -r COUNT}), so that it ends when every user has sent its count, never on
 * siege's clock ({@code -t}). siege before 4.1.5, Debian 12's 4.0.7 included, ends a
 * timed run by cancelling its users' threads asynchronously from its signal thread; a
 * user cancelled inside {@code malloc} leaves the allocator's lock held, and siege then
 * waits forever for a thread that cannot free its memory on exit (JoeDog/siege#66;
 * deferred cancellation, announced in 4.1.4, is in effect from 4.1.5): 4 of 400 timed 2 s
 * windows hung so here, each with its main thread joining the one user left, which was
 * exiting and waiting for an arena's lock in {@code free} (2026-11-25). A run of a count
 * cancels no thread.
 * <p>
 * The count is sized for the window to last the run's duration: a lead-in run of the same
 * cell, just before, reads how many requests a second siege sends, and each user then
 * gets that rate times the seconds, shared between the users. The first lead-in never
 * sizes the window: it also carries siege's start, its connections' set-up and whatever
 * path of the server is still cold, and reads low (the 4 windows of 600 it sized alone
 * lasted 0.53 s on average for 2 s; sized by a later one, 400 windows lasted 0.97-2.21 s,
 * median 1.89 s, where timed ones had lasted 1.44-2.00 s). siege's clock ticks every 10
 * ms, so a lead-in too short to read to within a few percent is run again, longer. The
 * window's throughput is siege's own, transactions over its elapsed time, which ends with
 * its last user; the lead-in is not part of it.
 */
public final class SiegeWindow {

	/**
	 * The first lead-in's requests, shared between the users: 0.03-0.06 s of Boot 4's
	 * Tomcat on /test/block or /test/async at c=10 here (8,000-17,000 req/s), 1 s of
	 * /test/io at c=10 (20 ms a request).
	 */
	static final int LEAD_IN_REQUESTS = 500;

	/**
	 * The shortest lead-in whose rate sizes the window: 25 ticks of siege's 10 ms clock,
	 * so that its rate is read to within 4 %.
	 */
	static final double LEAD_IN_SECONDS = 0.25;

	/** The fewest lead-ins before a window: the first one reads low. */
	static final int MIN_LEAD_INS = 2;

	/** The most lead-ins before a window: the last one sizes it whatever its length. */
	static final int MAX_LEAD_INS = 3;

	/** The most a lead-in grows over the last one. */
	static final int MAX_GROWTH = 10;

	/**
	 * How far past {@link #LEAD_IN_SECONDS} the next lead-in aims, at the rate the last
	 * one read: a little, so that it is long enough to read and not much longer.
	 */
	static final double LEAD_IN_MARGIN = 1.5;

	/** One tick of siege's clock: the elapsed time it reports is counted in them. */
	private static final double TICK_SECONDS = 0.01;

	private SiegeWindow() {
	}

	/**
	 * What to run next: a lead-in or the window, each user sending
	 * {@code requestsPerUser}.
	 *
	 * @param leadIn whether it is a lead-in
	 * @param requestsPerUser siege's {@code -r}
	 */
	public record Step(boolean leadIn, int requestsPerUser) {

		/** As the scripts read it: {@code lead-in 20} or {@code window 812}. */
		public String line() {
			return (this.leadIn ? "lead-in " : "window ") + this.requestsPerUser;
		}

	}

	/** The first lead-in of a window of {@code concurrency} users. */
	public static Step first(int concurrency) {
		return new Step(true, perUser(LEAD_IN_REQUESTS, concurrency));
	}

	/**
	 * The step after a lead-in, from what siege reported of it.
	 * @param concurrency siege's users
	 * @param seconds how long the window is to last
	 * @param requestsPerUser the lead-in's {@code -r}
	 * @param leadIns the lead-ins run so far, this one included
	 * @param transactions the lead-in's transactions
	 * @param failed its failed transactions: siege counts each as one of a user's
	 * requests
	 * @param elapsedSeconds its elapsed time, in ticks of siege's clock
	 */
	public static Step after(int concurrency, int seconds, int requestsPerUser, int leadIns, long transactions,
			long failed, double elapsedSeconds) {
		double elapsed = Math.max(elapsedSeconds, TICK_SECONDS);
		boolean read = leadIns >= MIN_LEAD_INS && elapsedSeconds >= LEAD_IN_SECONDS;
		if (!read && leadIns < MAX_LEAD_INS) {
			double growth = Math.min(MAX_GROWTH, LEAD_IN_MARGIN * LEAD_IN_SECONDS / elapsed);
			return new Step(true, (int) Math.max(1, Math.min(Integer.MAX_VALUE, Math.ceil(requestsPerUser * growth))));
		}
		return new Step(false, perUser(Math.round((transactions + failed) / elapsed * seconds), concurrency));
	}

	private static int perUser(long requests, int concurrency) {
		return (int) Math.max(1, Math.min(Integer.MAX_VALUE, (requests + concurrency - 1) / concurrency));
	}

}
