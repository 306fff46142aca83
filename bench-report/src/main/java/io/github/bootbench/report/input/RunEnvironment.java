package io.github.bootbench.report.input;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * Where a run ran, as run.json's {@code environment} records it from what the scripts
 * read on the machine. A field a run made before it was recorded lacks reads as null;
 * those recorded since (what was installed, the clock ticks, the JDK's command and VM)
 * are left out when null.
 *
 * @param provisioned what the harness installed for the run, or null
 * @param memoryKb {@code MemTotal}
 * @param kernel {@code uname -sr}
 * @param os {@code PRETTY_NAME} of os-release (empty where there is none)
 * @param clkTck the clock ticks a second {@code /proc}'s CPU times count in, or null
 * @param jdk the JDK that ran the apps
 * @param hypervisor what the kernel's boot log says it runs on ({@code PVM},
 * {@code KVM}), or null where it was not recorded or could not be read
 * @param contention how contended the run's machine was, from its own windows, written
 * when the run ends (null before, and in runs made before it was recorded)
 */
public record RunEnvironment(@JsonProperty(required = true) Git git, @JsonProperty(required = true) Cpu cpu,
		@JsonInclude(JsonInclude.Include.NON_NULL) Provisioned provisioned, long memoryKb,
		@JsonProperty(required = true) String kernel, String os,
		@JsonInclude(JsonInclude.Include.NON_NULL) Integer clkTck, @JsonProperty(required = true) Jdk jdk,
		@JsonInclude(JsonInclude.Include.NON_NULL) String hypervisor,
		@JsonInclude(JsonInclude.Include.NON_NULL) Contention contention) {

	/** As recorded before the hypervisor and the contention were. */
	public RunEnvironment(Git git, Cpu cpu, Provisioned provisioned, long memoryKb, String kernel, String os,
			Integer clkTck, Jdk jdk) {
		this(git, cpu, provisioned, memoryKb, kernel, os, clkTck, jdk, null, null);
	}

	/**
	 * The guest in words for a report's scope: {@code AMD EPYC 26/2/1 720c146e15a5, PVM,
	 * kernel 6.18.44-fc-v1045}, or {@code AMD EPYC, kernel 6.18.44-fc-v657} where the
	 * CPU's identity and the hypervisor were not recorded.
	 */
	public String machineWords() {
		return this.cpu.identity() + ((this.hypervisor != null) ? ", " + this.hypervisor : "") + ", kernel "
				+ this.kernel.replaceFirst("^Linux ", "");
	}

	/**
	 * The machine this process runs on, as a run's environment would record it: the CPU
	 * of /proc/cpuinfo, the kernel's release and the memory (the rest unrecorded).
	 */
	public static RunEnvironment thisMachine() throws java.io.IOException {
		Cpu cpu = CpuInfo.cpu(java.nio.file.Files.readString(java.nio.file.Path.of("/proc/cpuinfo")),
				Runtime.getRuntime().availableProcessors());
		long memoryKb = java.nio.file.Files.readAllLines(java.nio.file.Path.of("/proc/meminfo"))
			.stream()
			.filter((line) -> line.startsWith("MemTotal:"))
			.map((line) -> Long.parseLong(line.replaceAll("\\D", "")))
			.findFirst()
			.orElse(0L);
		return new RunEnvironment(null, cpu, null, memoryKb, "Linux " + System.getProperty("os.version"), null, null,
				null);
	}

	/**
	 * Whether a run in the other environment ran on the same guest as one in this: the
	 * same {@link #guest()} where both recorded the CPU's identity, else the same CPU
	 * model, kernel and memory.
	 */
	public boolean sameGuest(RunEnvironment other) {
		if (this.cpu.family() != null && other.cpu.family() != null) {
			return guest().equals(other.guest());
		}
		return java.util.Objects.equals(this.cpu.model(), other.cpu.model()) && this.kernel.equals(other.kernel)
				&& Math.round(this.memoryKb / 1048576.0) == Math.round(other.memoryKb / 1048576.0);
	}

	/** The same environment with the run's contention, as the run's end records it. */
	public RunEnvironment withContention(Contention measured) {
		return new RunEnvironment(this.git, this.cpu, this.provisioned, this.memoryKb, this.kernel, this.os,
				this.clkTck, this.jdk, this.hypervisor, measured);
	}

	/**
	 * The guest a run ran on: its CPU's identity, its kernel's release (the guest's
	 * build) and its memory in whole GiB. Two runs on one guest share whatever the guest
	 * does to a ratio; a run recorded before the CPU's identity was is named by its model
	 * string alone.
	 */
	public String guest() {
		return this.cpu.identity() + ", " + this.kernel.replaceFirst("^Linux ", "") + ", "
				+ Math.round(this.memoryKb / 1048576.0) + " GiB";
	}

	public record Git(String commit, boolean dirty) {

		/** The commit, marked when the work tree had uncommitted changes. */
		public String label(String dirtyMark) {
			return this.commit + (this.dirty ? dirtyMark : "");
		}

	}

	/**
	 * The CPU as {@code /proc/cpuinfo} gives it ({@link CpuInfo}). Every field but the
	 * model and the count is null in a run made before it was recorded, and left out
	 * then.
	 *
	 * @param model {@code model name}, which a guest may mask ({@code AMD EPYC})
	 * @param count the CPUs online
	 * @param vendor {@code vendor_id} ({@code AuthenticAMD}, {@code GenuineIntel})
	 * @param family {@code cpu family}
	 * @param modelNumber {@code model}, the number
	 * @param stepping {@code stepping}
	 * @param microcode {@code microcode}, where the guest shows it
	 * @param cacheSize {@code cache size} as written ({@code 1024 KB}): the one cache the
	 * guest names, L2 on AMD, L3 on Intel
	 * @param mhz {@code cpu MHz} of the first CPU
	 * @param threadsPerCore {@code siblings} over {@code cpu cores}
	 * @param flagsDigest the first 12 hex digits of the SHA-256 of the flags, sorted and
	 * joined by one space: two guests with the same digest offer the same instructions
	 * @param flags {@code flags}, as the first CPU lists them
	 */
	public record Cpu(String model, int count, @JsonInclude(JsonInclude.Include.NON_NULL) String vendor,
			@JsonInclude(JsonInclude.Include.NON_NULL) Integer family,
			@JsonInclude(JsonInclude.Include.NON_NULL) Integer modelNumber,
			@JsonInclude(JsonInclude.Include.NON_NULL) Integer stepping,
			@JsonInclude(JsonInclude.Include.NON_NULL) String microcode,
			@JsonInclude(JsonInclude.Include.NON_NULL) String cacheSize,
			@JsonInclude(JsonInclude.Include.NON_NULL) Double mhz,
			@JsonInclude(JsonInclude.Include.NON_NULL) Integer threadsPerCore,
			@JsonInclude(JsonInclude.Include.NON_NULL) String flagsDigest,
			@JsonInclude(JsonInclude.Include.NON_NULL) List<String> flags) {

		/** A CPU as runs recorded it before its identity was: the model string alone. */
		public Cpu(String model, int count) {
			this(model, count, null, null, null, null, null, null, null, null, null, null);
		}

		/**
		 * What tells two CPUs apart: the model string, then its family, model and
		 * stepping and the digest of its flags where recorded
		 * ({@code AMD EPYC 26/2/1 5f0c9e2a41b7}).
		 */
		public String identity() {
			String name = java.util.Objects.toString(this.model, "CPU not recorded");
			if (this.family == null) {
				return name;
			}
			return name + " " + this.family + "/" + this.modelNumber + "/" + this.stepping
					+ ((this.flagsDigest != null) ? " " + this.flagsDigest : "");
		}

	}

	/**
	 * How contended a run's machine was, from its own windows: how much a ratio of two
	 * identical JVMs moved, how much CPU the hypervisor took, and how much the server
	 * got.
	 *
	 * @param controlWindowSd the SD of the A/A control's log block ratio around its
	 * round's mean (null without a control)
	 * @param controlRoundSd the SD of a round's mean beyond what its blocks explain (null
	 * likewise)
	 * @param stealPercent the hypervisor's steal, % of one CPU, the mean over the
	 * measuring windows (null where unread)
	 * @param serverCpuPercent the server's CPU, % of one CPU, the median over the
	 * measuring windows (null where unread)
	 * @param throttledPercent the share of the server's CPU periods its limit throttled,
	 * the median over the windows of variants with a limit (null without one)
	 */
	public record Contention(Double controlWindowSd, Double controlRoundSd, Double stealPercent,
			Double serverCpuPercent, @JsonInclude(JsonInclude.Include.NON_NULL) Double throttledPercent) {

	}

	/**
	 * @param manager the package manager that installed tools, or null
	 * @param installed the packages it installed for this run ({@code COMMAND=PACKAGE})
	 */
	public record Provisioned(String manager, List<String> installed) {

	}

	/**
	 * The JDK that ran the apps.
	 *
	 * @param java the apps' {@code java} command (null in a run made before it was
	 * recorded)
	 * @param vm its VM's name (null likewise)
	 */
	public record Jdk(@JsonInclude(JsonInclude.Include.NON_NULL) String java,
			@JsonProperty(required = true) String version, @JsonProperty(required = true) String vendor, String runtime,
			@JsonInclude(JsonInclude.Include.NON_NULL) String vm) {

		/** {@code OpenJDK Runtime Environment 17.0.15 (Debian)}. */
		public String description() {
			return this.runtime + " " + this.version + " (" + this.vendor + ")";
		}

		/** {@code 17.0.15 Debian}. */
		public String versionAndVendor() {
			return this.version + " " + this.vendor;
		}

	}

}
