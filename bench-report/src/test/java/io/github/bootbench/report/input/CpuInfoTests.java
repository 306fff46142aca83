package io.github.bootbench.report.input;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The CPU's identity and the hypervisor, read from a real {@code /proc/cpuinfo} and boot
 * log line of a 2-vCPU guest that masks its model string as {@code AMD EPYC}.
 */
class CpuInfoTests {

	private static final Path CAPTURED = Path.of("src", "test", "resources", "captured", "machine");

	@Test
	void aMaskedModelStringIsToldApartByFamilyModelSteppingAndFlags() throws IOException {
		RunEnvironment.Cpu cpu = CpuInfo.cpu(Files.readString(CAPTURED.resolve("cpuinfo-amd-epyc-family26.txt")), 2);
		assertThat(cpu.model()).isEqualTo("AMD EPYC");
		assertThat(cpu.count()).isEqualTo(2);
		assertThat(cpu.vendor()).isEqualTo("AuthenticAMD");
		assertThat(cpu.family()).isEqualTo(26);
		assertThat(cpu.modelNumber()).isEqualTo(2);
		assertThat(cpu.stepping()).isEqualTo(1);
		assertThat(cpu.microcode()).as("this guest hides it").isNull();
		assertThat(cpu.cacheSize()).isEqualTo("1024 KB");
		assertThat(cpu.mhz()).isEqualTo(2096.011);
		assertThat(cpu.threadsPerCore()).isEqualTo(1);
		assertThat(cpu.flags()).startsWith("fpu", "vme").contains("avx512f", "hypervisor").doesNotContain("");
		assertThat(cpu.flagsDigest()).hasSize(CpuInfo.DIGEST_DIGITS).matches("[0-9a-f]+");
		assertThat(cpu.identity()).isEqualTo("AMD EPYC 26/2/1 " + cpu.flagsDigest());
	}

	@Test
	void theDigestIsOfTheFlagsAsASetNotOfTheirOrder() {
		assertThat(CpuInfo.digest(java.util.List.of("sse2", "avx", "fpu")))
			.isEqualTo(CpuInfo.digest(java.util.List.of("fpu", "sse2", "avx")))
			.isNotEqualTo(CpuInfo.digest(java.util.List.of("fpu", "sse2")));
	}

	@Test
	void aFileWithoutTheFieldsLeavesThemUnrecordedAndTheCpuNamedByItsModelAlone() {
		RunEnvironment.Cpu cpu = CpuInfo.cpu("processor\t: 0\nBogoMIPS\t: 50.00\nFeatures\t: fp asimd\n\n", 4);
		assertThat(cpu.model()).isNull();
		assertThat(cpu.family()).isNull();
		assertThat(cpu.flags()).isNull();
		assertThat(cpu.identity()).isEqualTo("CPU not recorded");
		assertThat(new RunEnvironment.Cpu("Intel(R) Xeon(R) Processor", 2).identity())
			.isEqualTo("Intel(R) Xeon(R) Processor");
	}

	@Test
	void theHypervisorIsTheOneTheKernelDetectedAtBoot() throws IOException {
		assertThat(CpuInfo.hypervisor(Files.readString(CAPTURED.resolve("kernel-log-pvm.txt")))).isEqualTo("PVM");
		assertThat(CpuInfo.hypervisor("")).as("a boot log that could not be read").isNull();
	}

}
