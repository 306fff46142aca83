package io.github.bootbench.report.format.markdown;

import java.io.IOException;
import java.util.List;

import io.github.bootbench.report.PublishedRun;
import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.model.RunQuestion;
import io.github.bootbench.report.model.RunResult;
import io.github.bootbench.report.model.RunScope;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A report's title asks the run's question and its scope line says what the figures hold
 * for, each from the published run's own files.
 */
class RunTitleTests {

	@Test
	void aClosedLoopRunAsksWhichServerAgainstWhichOnWhichEndpoints() throws IOException {
		assertThat(question(PublishedRun.DEFAULT_AMD_FIVE_BLOCKS)).isEqualTo(
				"Tomcat 11.0 against Jetty 12.1 and Undertow 2.3 on /test/block and /test/async, closed loop (wrk)");
		assertThat(question(PublishedRun.JMETER))
			.isEqualTo("Tomcat 10.1 against Jetty 12.0 and Undertow 2.3 on /test/block and /test/json, closed loop "
					+ "(jmeter)");
	}

	@Test
	void aFixedRateRunSaysItMeasuredLatencyAtFixedRates() throws IOException {
		assertThat(question(PublishedRun.FIXED_RATE)).isEqualTo("Tomcat 11.0 against Jetty 12.1 on /test/block, "
				+ "/test/json and /test/io, latency at fixed rates (hyperfoil)");
	}

	@Test
	void aSweepSaysWhichSettingAgainstWhichDefault() throws IOException {
		assertThat(question(PublishedRun.SWEEP)).isEqualTo("Tomcat 10.1 with async-pool = 8, 32, 128, 512; "
				+ "async-queue = 0, against its default on /test/async, closed loop (wrk)");
	}

	@Test
	void aMemoryRunSaysMemoryAndNamesTheVariantsItDidNotStartForTheRounds() throws IOException {
		assertThat(question(PublishedRun.MEMORY)).isEqualTo("Memory of tomcat against itself (the A/A control): "
				+ "live set, smallest heap and throughput per MB under wrk on /test/block and /test/json");
	}

	@Test
	void aProfileIsNamedWithItsServer() throws IOException {
		assertThat(question(PublishedRun.TUNED)).isEqualTo(
				"Tomcat 10.1 against Tomcat 10.1 (profile tuned) on /test/block and /test/io, closed loop (wrk)");
	}

	@Test
	void theScopeSaysTheServersCpusItsCollectorByNameTheJvmTheBodiesAndWhereTheToolsRan() throws IOException {
		RunScope scope = RunResult.of(RunDirectory.read(PublishedRun.directory(PublishedRun.DEFAULT_AMD_FIVE_BLOCKS)))
			.scope();
		assertThat(scope.collectorBeans()).containsExactly("Copy", "MarkSweepCompact");
		assertThat(RunTitle.scope(scope)).isEqualTo("**Scope:** the server on 1 CPU (CPU 0), Serial collector (the "
				+ "JVM's own choice for 1 CPU), -Xms512m -Xmx512m, Java 17.0.15 (Debian); response bodies of 14–17 bytes; "
				+ "wrk on 1 CPU (CPU 1) of the same machine (AMD EPYC, kernel 6.18.44-fc-v595), whose A/A control's blocks "
				+ "wandered by 0.10 within a round (the SD of a block's log ratio around its round's mean; between its rounds 0.05); the hypervisor stole 0.0 % of a CPU, "
				+ "the server had 100 % of its CPU.");
	}

	@Test
	void aCollectorChosenByAnOptionIsNamedWithIt() throws IOException {
		RunScope serial = RunScope.of(RunDirectory.read(PublishedRun.directory(PublishedRun.DEFAULT_AMD_FIVE_BLOCKS)));
		RunScope g1 = new RunScope(serial.serverCpus(), 2, serial.loadCpus(), serial.loadCpuCount(), "G1",
				List.of("G1 Young Generation", "G1 Old Generation"), List.of("-Xmx512m", "-XX:+UseG1GC"),
				serial.heapStepsMb(), serial.javaVersion(), serial.javaVendor(), serial.bodies(), serial.tools(), null,
				null, null, serial.machine(), null);
		assertThat(g1.collectorWords()).isEqualTo("G1 collector (-XX:+UseG1GC)");
		RunScope ergonomic = new RunScope(serial.serverCpus(), 2, serial.loadCpus(), serial.loadCpuCount(), "G1",
				List.of("G1 Young Generation"), List.of("-Xmx512m"), serial.heapStepsMb(), serial.javaVersion(),
				serial.javaVendor(), serial.bodies(), serial.tools(), null, null, null, serial.machine(), null);
		assertThat(ergonomic.collectorWords()).isEqualTo("G1 collector (the JVM's own choice for 2 CPUs)");
	}

	@Test
	void aMemoryRunsScopeGivesItsHeapsAndSaysWhatItDidNotRecord() throws IOException {
		RunScope scope = RunScope.of(RunDirectory.read(PublishedRun.directory(PublishedRun.MEMORY)));
		assertThat(RunTitle.scope(scope)).contains("collector not recorded", "heaps of 64 to 512 MB",
				"response body size not recorded");
	}

	private static String question(String runId) throws IOException {
		return RunTitle.question(RunQuestion.of(PublishedRun.record(runId)));
	}

}
