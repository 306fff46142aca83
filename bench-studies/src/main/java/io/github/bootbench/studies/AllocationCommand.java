package io.github.bootbench.studies;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;

import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.io.Json;
import io.github.bootbench.report.model.RunResult;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code allocation RUN_DIR}: whether a sequential design would buy the run more than its
 * fixed one, on the run's noise and costs.
 */
@Command(name = "allocation",
		description = "Simulates the run's own design beside others (more rounds, fewer blocks, and sequential "
				+ "designs that give the rounds left over to the cells still undecided) on the run's A/A noise "
				+ "and costs; writes README.md and allocation.json.")
final class AllocationCommand implements Callable<Integer> {

	@Parameters(paramLabel = "RUN_DIR", description = "a run with an A/A control and a time record")
	private Path runDirectory;

	@Option(names = "--out", paramLabel = "DIR",
			description = "where to write (default: allocation/<run-id> beside the run's directory)")
	private Path out;

	@Option(names = "--simulations", defaultValue = "4000",
			description = "cells simulated per design and true ratio (default: ${DEFAULT-VALUE})")
	private int simulations;

	@Override
	public Integer call() throws IOException {
		if (this.simulations < 100) {
			System.err.println("bench-report allocation: --simulations must be at least 100, got " + this.simulations);
			return 2;
		}
		RunDirectory run = RunDirectory.read(this.runDirectory);
		System.err.println("Simulating " + this.simulations + " cells per design and true ratio on the noise of "
				+ run.record().runId() + " (4,000 take about a minute a design on one core)");
		AllocationStudy study = AllocationStudy.of(RunResult.of(run), this.simulations,
				(design) -> System.err.println("  design " + design));
		if (study == null) {
			System.err.println("bench-report allocation: " + this.runDirectory
					+ " has no time record or no noise figure (it needs an A/A control and a finished run)");
			return 1;
		}
		Path target = (this.out != null) ? this.out
				: this.runDirectory.toAbsolutePath().normalize().resolveSibling("allocation").resolve(study.runId());
		Files.createDirectories(target);
		String runLink = target.toAbsolutePath()
			.relativize(this.runDirectory.toAbsolutePath().normalize().resolve("README.md"))
			.toString();
		Files.writeString(target.resolve("README.md"), AllocationReadme.render(study, runLink));
		Json.MAPPER.writerWithDefaultPrettyPrinter().writeValue(target.resolve("allocation.json").toFile(), study);
		System.out.println("Wrote " + target.resolve("README.md"));
		return 0;
	}

}
