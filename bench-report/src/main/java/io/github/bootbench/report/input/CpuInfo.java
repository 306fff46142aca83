package io.github.bootbench.report.input;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the machine a run starts on from what the scripts copied into its directory:
 * {@code /proc/cpuinfo} (the CPU's identity, which a guest's masked model string such as
 * {@code AMD EPYC} does not give) and the kernel's boot log lines that name the
 * hypervisor.
 */
public final class CpuInfo {

	/** Hex digits of the flags' SHA-256 kept: enough to tell two flag sets apart. */
	static final int DIGEST_DIGITS = 12;

	private static final Pattern HYPERVISOR = Pattern.compile("Hypervisor detected: (\\S.*)$", Pattern.MULTILINE);

	private CpuInfo() {
	}

	/**
	 * The CPU of this {@code /proc/cpuinfo} text: the first processor's fields. A field
	 * the file lacks (an ARM machine has no {@code model name}, a guest may hide
	 * {@code microcode}) is null.
	 * @param count the CPUs online
	 */
	public static RunEnvironment.Cpu cpu(String cpuinfo, int count) {
		Map<String, String> first = firstProcessor(cpuinfo);
		List<String> flags = (first.get("flags") != null)
				? Arrays.stream(first.get("flags").trim().split("\\s+")).filter((f) -> !f.isEmpty()).toList() : null;
		Integer siblings = integer(first.get("siblings"));
		Integer cores = integer(first.get("cpu cores"));
		Integer threadsPerCore = (siblings != null && cores != null && cores > 0) ? siblings / cores : null;
		return new RunEnvironment.Cpu(first.get("model name"), count, first.get("vendor_id"),
				integer(first.get("cpu family")), integer(first.get("model")), integer(first.get("stepping")),
				first.get("microcode"), first.get("cache size"), decimal(first.get("cpu MHz")), threadsPerCore,
				(flags != null) ? digest(flags) : null, flags);
	}

	/**
	 * The hypervisor the kernel's boot log names ({@code Hypervisor detected: KVM}), or
	 * null where the lines hold none (the log could not be read).
	 */
	public static String hypervisor(String kernelLog) {
		Matcher m = HYPERVISOR.matcher(kernelLog);
		return m.find() ? m.group(1).strip() : null;
	}

	/** The first 12 hex digits of the SHA-256 of the flags, sorted, joined by a space. */
	static String digest(List<String> flags) {
		try {
			byte[] hash = MessageDigest.getInstance("SHA-256")
				.digest(String.join(" ", flags.stream().sorted().toList()).getBytes(StandardCharsets.UTF_8));
			return HexFormat.of().formatHex(hash).substring(0, DIGEST_DIGITS);
		}
		catch (NoSuchAlgorithmException ex) {
			throw new IllegalStateException("every JDK has SHA-256", ex);
		}
	}

	/** {@code key : value} lines up to the first blank line, which ends a processor. */
	private static Map<String, String> firstProcessor(String cpuinfo) {
		Map<String, String> fields = new LinkedHashMap<>();
		for (String line : cpuinfo.split("\n", -1)) {
			if (line.isBlank()) {
				if (!fields.isEmpty()) {
					break;
				}
				continue;
			}
			int colon = line.indexOf(':');
			if (colon > 0) {
				fields.putIfAbsent(line.substring(0, colon).strip(), line.substring(colon + 1).strip());
			}
		}
		return fields;
	}

	private static Integer integer(String value) {
		if (value == null || !value.matches("\\d+")) {
			return null;
		}
		return Integer.valueOf(value);
	}

	private static Double decimal(String value) {
		if (value == null || !value.matches("\\d+(\\.\\d+)?")) {
			return null;
		}
		return Double.valueOf(value);
	}

}
