package io.github.bootbench.report.feature.answer;

import io.github.bootbench.report.input.RunEnvironment;
import io.github.bootbench.report.input.RunRecord;

/**
 * The machine a run ran on, as its environment record gives it: the CPU model its guest
 * reports, the guest's build (its kernel), and the guest itself: the CPU's identity
 * (family, model, stepping and flags where recorded), that build and the memory. Runs on
 * one guest share a random effect of their own; the CPU models are what the answer gives
 * sizes apart for.
 *
 * @param cpu the CPU model, shortened ({@code AMD EPYC}, {@code Intel Xeon})
 * @param build the kernel's release, the guest's build ({@code 6.18.44-fc-v657})
 * @param guest the guest ({@link RunEnvironment#guest()}): {@code AMD EPYC 26/2/1
 * 720c146e15a5, 6.18.44-fc-v1045, 24 GiB}, or for a run made before the CPU's identity
 * was recorded, {@code AMD EPYC, 6.18.44-fc-v657, 24 GiB}
 * @param identified whether the CPU's identity was recorded
 */
public record Stratum(String cpu, String build, String guest, boolean identified) {

	public static Stratum of(RunRecord record) {
		return of(record.environment());
	}

	static Stratum of(RunEnvironment environment) {
		return new Stratum(cpu(environment.cpu().model()), build(environment.kernel()), environment.guest(),
				environment.cpu().family() != null);
	}

	/** {@code Intel Xeon} from {@code Intel(R) Xeon(R) Processor}. */
	static String cpu(String model) {
		if (model == null) {
			return "CPU unknown";
		}
		return model.replace("(R)", "").replace("(TM)", "").replace(" Processor", "").replaceAll("\\s+", " ").strip();
	}

	/** {@code 6.18.44-fc-v657} from {@code Linux 6.18.44-fc-v657}. */
	static String build(String kernel) {
		return (kernel == null) ? "kernel unknown" : kernel.replaceFirst("^Linux ", "");
	}

	/** {@code AMD EPYC, 6.18.44-fc-v657}: the CPU model and the build. */
	public String label() {
		return this.cpu + ", " + this.build;
	}

	/**
	 * The guest in a few words for a table: {@code AMD EPYC 26/2/1, v1045} where the
	 * CPU's identity was recorded, {@code AMD EPYC, v657} where it was not.
	 */
	public String shortGuest() {
		String build = this.build.replaceFirst(".*-", "");
		if (!this.identified) {
			return this.cpu + ", " + build;
		}
		String identity = this.guest.substring(0, this.guest.indexOf(", "));
		return cpu(identity.replaceFirst(" [0-9a-f]{12}$", "")) + ", " + build;
	}

}
