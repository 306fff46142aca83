package io.github.bootbench.report.model;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import io.github.bootbench.report.PublishedRun;
import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.input.RunEnvironment;
import io.github.bootbench.report.input.RunRecorder;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * How contended a run's machine was, measured from a committed run's own windows and
 * recorded in its run.json.
 */
class RunContentionTests {

	@TempDir
	Path dir;

	/** A run whose sampler read the hypervisor's steal (Intel Xeon, with profiles). */
	private static final String WITH_STEAL = "2026-11-28T19-21-12Z";

	@Test
	void theControlsNoiseStealAndTheServersCpuComeFromTheRunsWindows() throws IOException {
		RunResult result = RunResult.of(RunDirectory.read(PublishedRun.directory(WITH_STEAL)));
		RunEnvironment.Contention contention = RunContention.of(result);
		assertThat(result.assurance().noiseFromControl()).isTrue();
		assertThat(contention.controlWindowSd()).isEqualTo(result.assurance().noise().withinSd());
		assertThat(contention.controlRoundSd()).isEqualTo(result.assurance().noise().betweenSd());
		assertThat(contention.stealPercent()).isBetween(0.0, 100.0);
		assertThat(contention.serverCpuPercent()).isBetween(50.0, 101.0);
		assertThat(contention.throttledPercent()).as("no variant had a CPU limit").isNull();
	}

	@Test
	void aRunWithoutTheControlHasNoControlNoise() throws IOException {
		RunResult result = RunResult.of(RunDirectory.read(PublishedRun.directory(PublishedRun.SWEEP)));
		RunEnvironment.Contention contention = RunContention.of(result);
		assertThat(result.assurance().noiseFromControl()).isFalse();
		assertThat(contention.controlWindowSd()).isNull();
		assertThat(contention.serverCpuPercent()).isNotNull();
	}

	@Test
	void theContentionIsKeptInTheEnvironmentOfRunJson() throws IOException {
		Path run = PublishedRun.directory(PublishedRun.DEFAULT_AMD);
		Files.copy(run.resolve("run.json"), this.dir.resolve("run.json"));
		RunEnvironment.Contention measured = RunContention.of(RunResult.of(RunDirectory.read(run)));
		RunRecorder.of(this.dir).contention(measured);
		RunEnvironment recorded = RunDirectory.readRecord(this.dir).environment();
		assertThat(recorded.contention()).isEqualTo(measured);
		assertThat(recorded.cpu()).isEqualTo(RunDirectory.readRecord(run).environment().cpu());
		assertThat(recorded.contention().controlWindowSd()).isCloseTo(0.2, within(0.15));
		assertThat(recorded.contention().stealPercent()).as("its sampler did not read steal yet").isNull();
	}

}
