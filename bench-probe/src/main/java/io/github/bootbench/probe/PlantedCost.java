package io.github.bootbench.probe;

import java.lang.management.ManagementFactory;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.LongSupplier;

import com.sun.management.OperatingSystemMXBean;

/**
 * The positive control's planted cost: with {@code bench.planted.percent=P} every request
 * spends extra CPU, so that the process's CPU per request grows by P / (100 − P). On the
 * one CPU the app is pinned to, saturated, its throughput is then (100 − P) % of the same
 * app's without the cost: a difference the method must find.
 * <p>
 * The cost follows the app's own CPU per request, read from the process's CPU time
 * (requests, garbage collection and compilation alike) less what the cost itself spent,
 * every {@link #REFRESH_MILLIS} ms while requests arrive. So no calibration run is
 * needed, and a slower machine or endpoint gets the same share. With P = 0 (the default)
 * a request only reads one field.
 */
public final class PlantedCost implements AutoCloseable {

	/** The property that plants the cost, in percent of throughput (0 to below 100). */
	public static final String PERCENT_PROPERTY = "bench.planted.percent";

	/**
	 * The property that turns the probe on ({@link ProbeAutoConfiguration}), which then
	 * plants the cost itself: an app of the project's that has its own cost leaves it to
	 * the probe.
	 */
	public static final String PROBE_PROPERTY = "bench.probe.enabled";

	/** How often the cost is recomputed from the CPU spent since the last time. */
	static final long REFRESH_MILLIS = 250;

	/**
	 * Fewer requests than this since the last refresh say too little about the CPU per
	 * request (an idle gap between windows): the cost is kept.
	 */
	static final long FEWEST_REQUESTS = 100;

	private final double percent;

	private final double extraShare;

	private final LongSupplier processCpuNanos;

	private final LongAdder requests = new LongAdder();

	private final LongAdder spentNanos = new LongAdder();

	private volatile long costNanos;

	private ScheduledExecutorService refresher;

	private long lastProcessCpu;

	private long lastSpent;

	private long lastRequests;

	/**
	 * @param percent how much slower the app should be, 0 for not at all
	 * @param processCpuNanos the process's CPU time so far
	 */
	PlantedCost(double percent, LongSupplier processCpuNanos) {
		if (!(percent >= 0 && percent < 100)) {
			throw new IllegalArgumentException(PERCENT_PROPERTY + " must be at least 0 and below 100, not " + percent);
		}
		this.percent = percent;
		this.extraShare = percent / (100 - percent);
		this.processCpuNanos = processCpuNanos;
		this.lastProcessCpu = processCpuNanos.getAsLong();
	}

	/**
	 * The cost for this percent, following the process's CPU time on a daemon thread of
	 * its own (none for 0 %).
	 */
	public static PlantedCost started(double percent) {
		OperatingSystemMXBean os = (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
		PlantedCost cost = new PlantedCost(percent, os::getProcessCpuTime);
		if (percent > 0) {
			cost.refresher = Executors.newSingleThreadScheduledExecutor((task) -> {
				Thread thread = new Thread(task, "planted-cost");
				thread.setDaemon(true);
				return thread;
			});
			cost.refresher.scheduleAtFixedRate(cost::refresh, REFRESH_MILLIS, REFRESH_MILLIS, TimeUnit.MILLISECONDS);
		}
		return cost;
	}

	@Override
	public void close() {
		if (this.refresher != null) {
			this.refresher.shutdownNow();
		}
	}

	/** The planted percent (0: none). */
	public double percent() {
		return this.percent;
	}

	/** The CPU each request now spends on the cost, in nanoseconds. */
	public long costNanos() {
		return this.costNanos;
	}

	/** Spends this request's share of the cost, on the request's thread. */
	public void spend() {
		if (this.extraShare == 0) {
			return;
		}
		this.requests.increment();
		long cost = this.costNanos;
		if (cost <= 0) {
			return;
		}
		burn(cost);
		this.spentNanos.add(cost);
	}

	/**
	 * Recomputes the cost from the CPU the process spent per request since the last
	 * refresh, less the cost's own.
	 */
	synchronized void refresh() {
		long processCpu = this.processCpuNanos.getAsLong();
		long spent = this.spentNanos.sum();
		long served = this.requests.sum();
		long newRequests = served - this.lastRequests;
		if (newRequests >= FEWEST_REQUESTS) {
			long ownCpu = (processCpu - this.lastProcessCpu) - (spent - this.lastSpent);
			this.costNanos = Math.max(0, Math.round(this.extraShare * ownCpu / newRequests));
		}
		if (newRequests >= FEWEST_REQUESTS || newRequests == 0) {
			this.lastProcessCpu = processCpu;
			this.lastSpent = spent;
			this.lastRequests = served;
		}
	}

	/**
	 * Spins for the given time on the monotonic clock. Not on the thread's CPU clock:
	 * reading it is a system call (about 600 ns on an AMD EPYC guest, against 25 ns for
	 * {@link System#nanoTime()}), and a spin made of system calls slowed the app's own
	 * work after it too, so that a planted 10 % came out 19 %. A spin of a few
	 * microseconds is rarely preempted; one that is ends when it is back on the CPU, so
	 * it spends less, never more, and what it spent is counted as the cost it was given
	 * (its wall time would count the time it waited for the CPU).
	 */
	private static void burn(long nanos) {
		long start = System.nanoTime();
		while (System.nanoTime() - start < nanos) {
			Thread.onSpinWait();
		}
	}

}
