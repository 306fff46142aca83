package io.github.bootbench.report.plan;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import io.github.bootbench.report.core.BlockOrder;
import io.github.bootbench.report.input.Pinning;
import io.github.bootbench.report.input.Variant;

/**
 * The run's options as the user wrote them, read into numbers and checked, each refusal
 * one line naming the option and the value: run-all.sh passes its command line on
 * untouched and decides nothing about it.
 */
public final class OptionValues {

	/** Whole seconds or minutes: {@code 10}, {@code 10s}, {@code 2m}. */
	private static final Pattern DURATION = Pattern.compile("([0-9]+)(s|m)?");

	private static final Pattern CPU_LIST = Pattern.compile("[0-9]{1,4}(-[0-9]{1,4})?(,[0-9]{1,4}(-[0-9]{1,4})?)*");

	/** A seed the user gives has at most this many digits (it fits a long). */
	static final int SEED_DIGITS = 18;

	private OptionValues() {
	}

	/** Whole seconds of a duration, longer than 0. */
	public static int seconds(String option, String value) {
		Matcher matcher = DURATION.matcher(value);
		if (!matcher.matches() || matcher.group(1).length() > 7) {
			throw new PlanException(
					option + ": '" + value + "' is not a duration (whole seconds or minutes, e.g. 10s or 2m)");
		}
		int seconds = Integer.parseInt(matcher.group(1)) * ("m".equals(matcher.group(2)) ? 60 : 1);
		if (seconds <= 0) {
			throw new PlanException(option + " must be longer than 0 s, got '" + value + "'");
		}
		return seconds;
	}

	/** A whole number of at least 1. */
	public static int positive(String option, String value) {
		if (!value.matches("[0-9]{1,9}") || Integer.parseInt(value) == 0) {
			throw new PlanException(option + " must be a positive integer, got '" + value + "'");
		}
		return Integer.parseInt(value);
	}

	/** Each item a whole number of at least 1. */
	public static List<Integer> positives(String option, List<String> values) {
		if (values.isEmpty()) {
			throw new PlanException(option + " needs at least one positive integer");
		}
		List<Integer> numbers = new ArrayList<>();
		for (String value : values) {
			numbers.add(positive(option, value));
		}
		return List.copyOf(numbers);
	}

	/**
	 * The items of a comma-separated list, each one of {@code allowed} and none twice, in
	 * the order given.
	 */
	public static List<String> list(String option, String value, Collection<String> allowed) {
		List<String> items = new ArrayList<>();
		for (String item : value.split(",")) {
			if (!allowed.contains(item)) {
				throw new PlanException(
						option + ": unknown value '" + item + "' (valid: " + String.join(",", allowed) + ")");
			}
			if (items.contains(item)) {
				throw new PlanException(option + ": '" + item + "' is listed twice");
			}
			items.add(item);
		}
		if (items.isEmpty()) {
			throw new PlanException(option + " needs at least one of: " + String.join(",", allowed));
		}
		return List.copyOf(items);
	}

	/** {@code --order}: one order, or several for a study of the orders. */
	public static List<BlockOrder> orders(String value) {
		try {
			return BlockOrder.listOf(value);
		}
		catch (IllegalArgumentException ex) {
			throw new PlanException("--order takes " + BlockOrder.words() + " or a comma-separated list of them ("
					+ ex.getMessage() + ")");
		}
	}

	/** The seed given, or a new one drawn when none was. */
	public static long seed(String value) {
		if (value == null || value.isEmpty()) {
			return ThreadLocalRandom.current().nextLong(1L << 45);
		}
		if (!value.matches("[0-9]{1," + SEED_DIGITS + "}")) {
			throw new PlanException(
					"--seed must be a whole number of at most " + SEED_DIGITS + " digits, got '" + value + "'");
		}
		return Long.parseLong(value);
	}

	/** A percentage above 0 and below 100. */
	public static double percent(String option, String value) {
		double percent = value.matches("[0-9]{1,3}(\\.[0-9]+)?") ? Double.parseDouble(value) : -1;
		if (percent <= 0 || percent >= 100) {
			throw new PlanException(option + " must be a percentage above 0 and below 100, got '" + value + "'");
		}
		return percent;
	}

	/**
	 * Comma-separated percentages, each above 0 and below 100, none twice, in the order
	 * given.
	 */
	public static List<Double> percents(String option, String values) {
		List<Double> percents = new ArrayList<>();
		for (String value : values.split(",", -1)) {
			double percent = percent(option, value);
			if (percents.contains(percent)) {
				throw new PlanException(option + " lists " + value + " twice");
			}
			percents.add(percent);
		}
		return List.copyOf(percents);
	}

	/**
	 * The CPUs the apps and the load get: {@code SERVER:LOAD} as given, or by default the
	 * first half of the machine's CPUs for the apps and the second for the load (both on
	 * CPU 0 on a machine with one).
	 */
	public static Pinning pinning(String cpus, int machineCpus) {
		String value = (cpus == null || cpus.isEmpty()) ? defaultCpus(machineCpus) : cpus;
		String[] lists = value.split(":", -1);
		if (lists.length != 2 || !lists[0].matches("[0-9,-]+") || !lists[1].matches("[0-9,-]+")) {
			throw new PlanException("--cpus must be SERVER:LOAD CPU lists such as 0:1 or 0-1:2-3, got '" + value + "'");
		}
		// On a loaded server CPU the JIT gets what the load leaves it:
		// warming up on the load CPUs too lets it finish sooner
		// (every thread is pinned back before it is measured).
		String warmup = lists[0].equals(lists[1]) ? lists[0] : lists[0] + "," + lists[1];
		return new Pinning(lists[0], lists[1], count(lists[0]), count(lists[1]), warmup);
	}

	/**
	 * --warmup-cap as given; else the preset's, under a CPU limit (the tightest a sweep
	 * gives, {@link CpuLimits#warmupPinning}) lengthened to give the JIT the CPU time it
	 * has without one ({@link Pinning#loadSecondsForCpuOf}).
	 */
	public static int warmupCap(String given, String presetCap, Pinning pinning, List<String> sweeps, HostsPlan hosts) {
		Pinning limited = CpuLimits.warmupPinning(pinning, sweeps, hosts);
		return (given != null) ? seconds("--warmup-cap", given)
				: limited.loadSecondsForCpuOf(seconds("--warmup-cap", presetCap));
	}

	/** {@code --cpu-limit}: {@link CpuLimits#limited} for every server JVM. */
	public static Pinning limited(Pinning pinning, String cpuLimit, HostsPlan hosts) {
		return CpuLimits.limited("--cpu-limit", pinning, cpuLimit, hosts);
	}

	/**
	 * The pinning of a run whose apps have a host of their own: {@code SERVER:LOAD} lists
	 * each of its own machine (default: every CPU of each), and the JVMs warm up on the
	 * server CPUs alone, the load's being another machine's.
	 */
	public static Pinning pinningApart(String cpus, int serverMachineCpus, int loadMachineCpus) {
		String value = (cpus == null || cpus.isEmpty()) ? "0-" + (serverMachineCpus - 1) + ":0-" + (loadMachineCpus - 1)
				: cpus;
		Pinning split = pinning(value, loadMachineCpus);
		return new Pinning(split.serverCpus(), split.loadCpus(), split.serverCpuCount(), split.loadCpuCount(),
				split.serverCpus());
	}

	private static String defaultCpus(int machineCpus) {
		if (machineCpus < 2) {
			return "0:0";
		}
		int half = machineCpus / 2;
		return (machineCpus == 2) ? "0:1" : "0-" + (half - 1) + ":" + half + "-" + (machineCpus - 1);
	}

	/** How many CPUs a taskset list ({@code 0,2-3}) names. */
	static int count(String list) {
		int count = 0;
		if (CPU_LIST.matcher(list).matches()) {
			for (String part : list.split(",")) {
				int dash = part.indexOf('-');
				int first = Integer.parseInt((dash < 0) ? part : part.substring(0, dash));
				int last = (dash < 0) ? first : Integer.parseInt(part.substring(dash + 1));
				if (last < first) {
					count = 0;
					break;
				}
				count += last - first + 1;
			}
		}
		if (count == 0) {
			throw new PlanException("--cpus: '" + list + "' is not a CPU list such as 0, 0-1 or 0,2");
		}
		return count;
	}

	/**
	 * Refuses a Java the apps cannot run on: older than 17, or older than 21 for the
	 * vthreads profile (virtual threads).
	 */
	static void requireJava(String java, int javaVersion, List<Variant> variants) {
		if (javaVersion < 17) {
			throw new PlanException(java + " is Java " + javaVersion + "; the apps need 17 or newer");
		}
		if (javaVersion < 21 && variants.stream().anyMatch((v) -> "vthreads".equals(v.profile()))) {
			throw new PlanException("the vthreads profile needs a JDK 21 or newer (virtual threads), but " + java
					+ " is Java " + javaVersion + ": pass --jdk, e.g. --jdk /usr/lib/jvm/temurin-25-jdk-amd64");
		}
	}

}
