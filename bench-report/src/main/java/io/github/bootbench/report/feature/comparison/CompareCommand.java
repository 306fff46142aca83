package io.github.bootbench.report.feature.comparison;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.Callable;

import io.github.bootbench.report.cli.FeatureCommand;
import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.model.RunResult;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code compare BASELINE_DIR CANDIDATE_DIR}: what another profile, JDK or commit
 * changed.
 */
@Command(name = "compare",
		description = "Compares two runs pair by pair (same container, endpoint, tool and "
				+ "concurrency) and writes README.md and comparison.json. Default output: "
				+ "<results>/comparisons/<candidate-run>-vs-<baseline-run>.")
public final class CompareCommand implements Callable<Integer>, FeatureCommand {

	@Parameters(index = "0", paramLabel = "BASELINE_DIR", description = "the run to compare against")
	private Path baseline;

	@Parameters(index = "1", paramLabel = "CANDIDATE_DIR", description = "the run with the change")
	private Path candidate;

	@Option(names = "--out", paramLabel = "DIR", description = "where to write the comparison")
	private Path out;

	@Override
	public Integer call() {
		try {
			RunComparison comparison = RunComparison.of(RunResult.of(RunDirectory.read(this.baseline)),
					RunResult.of(RunDirectory.read(this.candidate)));
			if (comparison.pairs().isEmpty()) {
				System.err.println("bench-report: " + this.baseline + " and " + this.candidate + " share no container, "
						+ "endpoint, tool and concurrency: nothing to compare");
				return 1;
			}
			Path target = (this.out != null) ? this.out
					: this.baseline.toAbsolutePath()
						.normalize()
						.getParent()
						.resolve(ComparisonFiles.DIRECTORY)
						.resolve(name(this.candidate) + ComparisonFiles.VERSUS + name(this.baseline));
			ComparisonFiles.write(comparison, target);
			System.out.println("Wrote " + target.resolve("README.md") + " (" + comparison.pairs().size() + " pairs)");
			return 0;
		}
		catch (IOException ex) {
			System.err.println("bench-report: " + ex.getMessage());
			return 1;
		}
	}

	private static String name(Path runDirectory) {
		return runDirectory.toAbsolutePath().normalize().getFileName().toString();
	}

}
