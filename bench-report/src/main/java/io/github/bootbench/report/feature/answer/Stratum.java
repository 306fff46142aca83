package io.github.bootbench.report.feature.answer;

import io.github.bootbench.report.input.RunRecord;

/**
 * The machine a run ran on, as its environment record gives it: the CPU model its guest
 * reports and the guest's build (its kernel). Runs on one machine kind share a random
 * effect; strata are what may differ more than that, so the answer shows them apart and
 * says whether a verdict holds without each.
 *
 * @param cpu the CPU model, shortened ({@code AMD EPYC}, {@code Intel Xeon})
 * @param guest the kernel's release, the guest's build ({@code 6.18.44-fc-v657})
 */
public record Stratum(String cpu, String guest) {

	public static Stratum of(RunRecord record) {
		return new Stratum(cpu(record.environment().cpu().model()), guest(record.environment().kernel()));
	}

	/**
	 * The machine this process runs on, as a run's environment record would give it: the
	 * CPU model of /proc/cpuinfo and the kernel's release.
	 */
	public static Stratum ofThisMachine() throws java.io.IOException {
		String model = java.nio.file.Files.readAllLines(java.nio.file.Path.of("/proc/cpuinfo"))
			.stream()
			.filter((line) -> line.startsWith("model name"))
			.map((line) -> line.substring(line.indexOf(':') + 1).strip())
			.findFirst()
			.orElse(null);
		return new Stratum(cpu(model), guest(System.getProperty("os.version")));
	}

	/** {@code Intel Xeon} from {@code Intel(R) Xeon(R) Processor}. */
	static String cpu(String model) {
		if (model == null) {
			return "CPU unknown";
		}
		return model.replace("(R)", "").replace("(TM)", "").replace(" Processor", "").replaceAll("\\s+", " ").strip();
	}

	/** {@code 6.18.44-fc-v657} from {@code Linux 6.18.44-fc-v657}. */
	static String guest(String kernel) {
		return (kernel == null) ? "kernel unknown" : kernel.replaceFirst("^Linux ", "");
	}

	/** {@code AMD EPYC, 6.18.44-fc-v657}. */
	public String label() {
		return this.cpu + ", " + this.guest;
	}

}
