package io.github.bootbench.report.plan;

import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import io.github.bootbench.report.input.Pinning;
import io.github.bootbench.report.input.Sweep;
import io.github.bootbench.report.input.Variant;

/**
 * CPU limits as the options give them: {@code --cpu-limit}, every server JVM's, and
 * {@code --sweep cpu-limit}, each setting's own beside its app's default without one;
 * each checked alike.
 */
public final class CpuLimits {

	/**
	 * What {@link Sweeps#property} gives for a limit: each setting's server JVM in a
	 * control group with its quota, its app's default in one without, in the same rounds.
	 */
	static final String SWEPT_SETTING = "the server JVM's CPU quota (a control group's, as --cpu-limit sets)";

	private CpuLimits() {
	}

	/**
	 * The CPU limits a sweep's items list ({@code cpu-limit=0.5,0.25}), checked as
	 * {@link Sweeps#parse} checks them, in the order given; empty where none is swept.
	 */
	public static List<String> swept(List<String> items) {
		return Sweeps.parse(items)
			.stream()
			.filter((key) -> Sweeps.CPU_LIMIT.equals(key.key()))
			.flatMap((key) -> key.values().stream())
			.toList();
	}

	/**
	 * Refuses a limit swept with other keys: the apps' settings under a limit are swept
	 * with {@code --cpu-limit} and a sweep of them.
	 */
	static void sweptAlone(List<Sweep.Key> keys) {
		if (keys.size() > 1 && keys.stream().anyMatch((key) -> Sweeps.CPU_LIMIT.equals(key.key()))) {
			throw new PlanException("--sweep cpu-limit is swept alone (the containers compared at each limit): to "
					+ "sweep a setting under a limit, give --cpu-limit and --sweep the setting");
		}
	}

	/**
	 * The A/A control at each limit of a sweep too: the baseline's app against itself,
	 * both limited alike, so that the limit's change to a comparison has its control.
	 */
	static void addControls(VariantSet set, String baselineApp, List<List<String>> settings) {
		for (List<String> setting : settings) {
			if (ofSetting(setting) != null) {
				set.add(baselineApp, "default", true, setting, List.of(), ofSetting(setting));
			}
		}
	}

	/**
	 * A limit as given, in CPUs, written without trailing zeros ({@code 0.5}): a number
	 * above 0, in hundredths at most (the kernel's quota is whole microseconds, and a
	 * quota under 1 ms it refuses).
	 */
	static String cpus(String option, String cpuLimit) {
		if (!cpuLimit.matches("[0-9]{1,3}(\\.[0-9]{1,2})?") || Double.parseDouble(cpuLimit) < 0.01) {
			throw new PlanException(option + " must be CPUs above 0 in hundredths at most, such as 0.5 or 0.25, got '"
					+ cpuLimit + "'");
		}
		return new BigDecimal(cpuLimit).stripTrailingZeros().toPlainString();
	}

	/**
	 * The pinning with the option's CPUs for each server JVM ({@link #cpus}), below the
	 * server CPUs the JVM is pinned to (a limit it cannot reach never throttles), on this
	 * machine only; the pinning as it is where none is given.
	 */
	public static Pinning limited(String option, Pinning pinning, String cpuLimit, HostsPlan hosts) {
		if (cpuLimit == null) {
			return pinning;
		}
		double cpus = Double.parseDouble(cpus(option, cpuLimit));
		if (cpus >= pinning.serverCpuCount()) {
			throw new PlanException(option + " " + cpuLimit + " would never throttle a server pinned to "
					+ pinning.serverCpuCount() + " CPU" + ((pinning.serverCpuCount() == 1) ? "" : "s")
					+ ": give less than that (or more server CPUs with --cpus)");
		}
		if (hosts != null && hosts.serverHostFacts() != null) {
			throw new PlanException(option + " puts the JVMs in control groups of this machine: it cannot be "
					+ "combined with --server-host");
		}
		return pinning.limitedTo(cpus);
	}

	/**
	 * The pinning a warm-up's cap is of: with a sweep of limits, the tightest's (every
	 * limit checked as {@code --cpu-limit} is), so that its JVMs' warm-up gets the CPU
	 * time the others' does; else the run's.
	 */
	public static Pinning warmupPinning(Pinning pinning, List<String> sweeps, HostsPlan hosts) {
		List<String> swept = swept(sweeps);
		if (!swept.isEmpty() && pinning.cpuLimit() != null) {
			throw new PlanException("--sweep cpu-limit gives each setting's JVMs a limit of its own and --cpu-limit "
					+ "every JVM one: give one of them");
		}
		Pinning tightest = pinning;
		for (String limit : swept) {
			Pinning limited = limited("--sweep cpu-limit", pinning, limit, hosts);
			if (tightest.cpuLimit() == null || limited.cpuLimit() < tightest.cpuLimit()) {
				tightest = limited;
			}
		}
		return tightest;
	}

	/**
	 * A sweep's setting's CPU limit ({@code cpu-limit=0.5}), or null where it has none.
	 */
	static Double ofSetting(List<String> setting) {
		return setting.stream()
			.filter((pair) -> pair.startsWith(Sweeps.CPU_LIMIT + "="))
			.map((pair) -> Double.valueOf(pair.substring(Sweeps.CPU_LIMIT.length() + 1)))
			.findFirst()
			.orElse(null);
	}

	/**
	 * Each limited variant's limit, by id: its own ({@code --sweep cpu-limit}), else the
	 * run's ({@code --cpu-limit}).
	 */
	static Map<String, Quota> quotas(List<Variant> variants, Pinning pinning) {
		Map<String, Quota> quotas = new LinkedHashMap<>();
		for (Variant variant : variants) {
			Double cpus = variant.limitIn(pinning);
			if (cpus != null) {
				quotas.put(variant.id(),
						new Quota(cpus, Math.round(cpus * Pinning.LIMIT_PERIOD_US), Pinning.LIMIT_PERIOD_US));
			}
		}
		return quotas;
	}

	/**
	 * A CPU limit: {@code cpus}, as {@code quotaUs} of CPU time per {@code periodUs}
	 * ({@link Pinning#LIMIT_PERIOD_US}).
	 */
	public record Quota(double cpus, long quotaUs, int periodUs) {

	}

}
