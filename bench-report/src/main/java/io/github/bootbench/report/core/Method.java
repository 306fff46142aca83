package io.github.bootbench.report.core;

import java.util.List;
import java.util.Locale;

/**
 * Every threshold of the method in one place, and the sentences that state them: a report
 * never types a threshold again, it asks for the sentence.
 */
public final class Method {

	/** Within this many percent of the first order's, another order's ratio agrees. */
	public static final double ORDER_AGREEMENT_PERCENT = 3;

	/** Share of its CPUs at which a process counts as saturated. */
	public static final double SATURATED_PERCENT = 90;

	/**
	 * Rounds of fresh JVMs a verdict needs: fewer cannot show the JVM-to-JVM variance a
	 * verdict must carry.
	 */
	public static final int MIN_ROUNDS = 3;

	/**
	 * Two consecutive warm-up windows of every endpoint within this many percent count as
	 * steady.
	 */
	public static final double STEADY_TOLERANCE_PERCENT = 5;

	/**
	 * Share of a window's (or a warm-up cycle's load) time the JIT may compile before the
	 * window is flagged busy.
	 */
	public static final double JIT_BUSY_PERCENT = 5;

	/** Consecutive quiet cycles that end a warm-up (with its throughput settled). */
	public static final int QUIET_CYCLES = 2;

	/**
	 * A connection set-up this long or longer was a SYN retry (Linux's initial
	 * retransmission timeout is 1 s), not a slow accept.
	 */
	public static final double SYN_RETRY_MS = 1000;

	/** Confidence level of every interval. */
	public static final double CONFIDENCE = 0.95;

	/**
	 * The most bootstrap outcomes enumerated exactly; a larger design is sampled instead.
	 * 3 rounds of 4 blocks are 428,750.
	 */
	public static final double BOOTSTRAP_EXACT_LIMIT = 2_000_000;

	/**
	 * Bootstrap resamples per interval where the design is too large to enumerate: enough
	 * that the bounds move by well under 0.01 from one seed to another.
	 */
	public static final int BOOTSTRAP_RESAMPLES = 100_000;

	/**
	 * Blocks (with figures on both sides) a cell needs before its ratio is judged: the
	 * fewest n whose range can hold the median with {@link #CONFIDENCE} at all. A
	 * bootstrap interval of the median never reaches beyond the smallest and largest of
	 * the n figures, and that range misses the true median with probability 2^(1−n) (all
	 * n on one side of it): 25 % for 3 blocks, 6.25 % for 5, 3.1 % for 6. With fewer
	 * blocks a "95 %" interval is too narrow whatever the resampling.
	 */
	public static final int MIN_BLOCKS = fewestBlocksForConfidence();

	/**
	 * The most a smaller heap may cost an endpoint's throughput, against the reference
	 * heap's in the same memory round, and still count as carrying the reference load.
	 */
	public static final double MAX_HEAP_SLOWDOWN_PERCENT = 10;

	/**
	 * The share of cells a true difference must be called in for a run to count as able
	 * to detect it (the power a sensitivity is stated at).
	 */
	public static final double DETECTION_POWER = 0.80;

	/**
	 * Cells simulated to find a run's sensitivity: the share a difference is detected in
	 * then has a standard error of about 1 percentage point.
	 */
	public static final int SENSITIVITY_SIMULATIONS = 2000;

	/**
	 * Why a latency percentile of a closed loop carries no verdict, as a ratio's reason.
	 */
	public static final String CLOSED_LOOP_LATENCY = "closed-loop latency: detail, not judged";

	/**
	 * The latencies a fixed-rate window must have beyond a percentile for it to be
	 * judged: a percentile q needs {@code TAIL_SAMPLES / (1 - q)} latencies in every
	 * window, so that p99.9 needs 10,000 and p99 1,000. With fewer, the percentile rests
	 * on a handful of the slowest requests.
	 */
	public static final int TAIL_SAMPLES = 10;

	/**
	 * Percentage points by which two sides' shares of requests that kept their connection
	 * alive may differ for the ratio to compare containers: beyond it one side set up
	 * connections the other did not. Tomcat's close after its 100th request (99 %)
	 * against a container that never closes (100 %) is alike; Tomcat 9 closing ab's
	 * HTTP/1.0 connection after each response without Content-Length (0 %) is not.
	 */
	public static final double KEPT_ALIVE_DIFFERENCE_POINTS = 5;

	/** The latency percentiles judged at a fixed rate, each a metric of its own. */
	public static final List<Metric> FIXED_RATE_PERCENTILES = List.of(Metric.P50, Metric.P90, Metric.P99, Metric.P999);

	private Method() {
	}

	/** The latencies each window needs for a percentile to be judged: TAIL_SAMPLES. */
	public static long samplesFor(Metric percentile) {
		return Math.round(TAIL_SAMPLES / (1 - percentile.quantile()));
	}

	/** The rule of {@link #samplesFor}, as the report states it. */
	public static String tailRule() {
		return String.format(Locale.ROOT,
				"a fixed-rate percentile is judged only where every window has %d latencies beyond it (%s)",
				TAIL_SAMPLES,
				String.join(", ",
						FIXED_RATE_PERCENTILES.stream()
							.map((p) -> String.format(Locale.ROOT, "%s: %,d", p, samplesFor(p)))
							.toList()));
	}

	/**
	 * {@code a ratio is not judged where ... differ by more than 5 percentage points ...}.
	 */
	public static String keptAliveRule() {
		return "a ratio is not judged where its two sides' shares of requests whose response kept the connection "
				+ "alive, as the load tool reports them, differ by more than " + number(KEPT_ALIVE_DIFFERENCE_POINTS)
				+ " percentage points: one side then set up connections the other did not (a copy of the baseline, "
				+ "which runs its app, is not held to this)";
	}

	private static int fewestBlocksForConfidence() {
		int n = 1;
		while (1 - Math.pow(2, 1 - n) < CONFIDENCE) {
			n++;
		}
		return n;
	}

	/**
	 * The least share of the reference heap's throughput a smaller heap must keep (0.9).
	 */
	public static double heapKeepsAtLeast() {
		return 1 - MAX_HEAP_SLOWDOWN_PERCENT / 100;
	}

	/**
	 * {@code no trial of the step failed in any round (...), and for every endpoint the 95
	 * % interval of its throughput over the reference heap's ... lies at or above 0.90}.
	 */
	public static String heapRule() {
		return "no trial of the step failed in any round (no failed window, no socket error or non-2xx response), "
				+ "and for every endpoint the " + confidence() + " interval of its throughput over the reference "
				+ "heap's, window by window in the same round, lies at or above "
				+ String.format(Locale.ROOT, "%.2f", heapKeepsAtLeast());
	}

	/**
	 * {@code latency percentiles of a closed loop at a saturating load are shown, not
	 * judged: ...}.
	 */
	public static String closedLoopLatencyRule() {
		return "latency percentiles of a closed loop at a saturating load are shown, not judged: each connection "
				+ "sends its next request only when the last returns, so a stall delays the requests that would have "
				+ "queued behind it and they are never timed (coordinated omission); the median is then the "
				+ "concurrency over the throughput (Little's law) and the tail is queueing and GC luck";
	}

	/** The compile time a load of this many seconds may add and still count as quiet. */
	public static double jitBusyMillis(double seconds) {
		return seconds * 1000 * JIT_BUSY_PERCENT / 100;
	}

	/**
	 * {@code the last 2 cycles each compiled for at most 5 % of their load time, ...}.
	 */
	public static String quietRule() {
		return "the last " + QUIET_CYCLES + " cycles each added compile time of at most " + number(JIT_BUSY_PERCENT)
				+ " % of the time since the cycle before, there was one cycle more than there are cells (endpoint, tool, "
				+ "concurrency), so that the last one's cell had run before, and " + "the last cycle's throughput is "
				+ steadyTolerance() + " of the previous one of its cell";
	}

	/**
	 * The one rule for windows the method flags, applied to every ratio: {@code a block
	 * is left out of a ratio when either of its two windows had the JIT compiler threads
	 * busy for more than 5 % of it ...}.
	 */
	public static String flaggedWindowRule() {
		return "a block is left out of a ratio when either of its two windows had the JIT busy for " + jitBusy()
				+ " (a JVM whose warm-up hit the cap is judged by the same flag, window by window)";
	}

	/** {@code more than 5 % of it}. */
	public static String jitBusy() {
		return "more than " + jitBusyShare() + " of it";
	}

	/** {@code 5 %}. */
	public static String jitBusyShare() {
		return number(JIT_BUSY_PERCENT) + " %";
	}

	/** {@code 80 %}. */
	public static String detectionPower() {
		return number(100 * DETECTION_POWER) + " %";
	}

	/** {@code 95 %}. */
	public static String confidence() {
		return number(100 * CONFIDENCE) + " %";
	}

	/** {@code ≥ 90 %}. */
	public static String saturated() {
		return "≥ " + saturation();
	}

	/** {@code 90 %}. */
	public static String saturation() {
		return number(SATURATED_PERCENT) + " %";
	}

	/** {@code within 5 %}. */
	public static String steadyTolerance() {
		return "within " + number(STEADY_TOLERANCE_PERCENT) + " %";
	}

	private static String number(double value) {
		return String.format(Locale.ROOT, "%.0f", value);
	}

}
