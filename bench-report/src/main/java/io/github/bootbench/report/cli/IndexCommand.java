package io.github.bootbench.report.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Stream;

import io.github.bootbench.report.format.data.DataFiles;
import io.github.bootbench.report.format.markdown.IndexPage;
import io.github.bootbench.report.input.RunDirectory;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code index RESULTS_DIR}: a README.md listing every run directory, newest first. */
@Command(name = "index", description = "Writes RESULTS_DIR/README.md: one line per run, newest first.")
final class IndexCommand implements Callable<Integer> {

	@Parameters(paramLabel = "RESULTS_DIR", description = "the directory that holds the run directories")
	private Path results;

	@Override
	public Integer call() throws IOException {
		if (!Files.isDirectory(this.results)) {
			System.err.println("bench-report: " + this.results + " is not a directory");
			return 1;
		}
		List<IndexPage.Run> runs = new ArrayList<>();
		for (Path child : children(this.results, "run.json")) {
			try {
				Path results = child.resolve("results.json");
				runs.add(new IndexPage.Run(child.getFileName().toString(), RunDirectory.readRecord(child),
						Files.isRegularFile(child.resolve("README.md")),
						Files.isRegularFile(results) ? DataFiles.readAssurance(results) : null));
			}
			catch (IOException ex) {
				System.err.println("bench-report: left out of the index: " + child + ": " + ex.getMessage());
			}
		}
		List<IndexPage.Comparison> comparisons = new ArrayList<>();
		for (Path child : children(this.results.resolve("comparisons"), "comparison.json")) {
			comparisons.add(new IndexPage.Comparison(child.getFileName().toString(),
					DataFiles.readComparison(child.resolve("comparison.json"))));
		}
		Files.writeString(this.results.resolve("README.md"), IndexPage.write(runs, comparisons));
		System.out.println("Wrote " + this.results.resolve("README.md") + " (" + runs.size() + " runs, "
				+ comparisons.size() + " comparisons)");
		return 0;
	}

	/** The directories below {@code parent} that hold the named file, sorted. */
	private static List<Path> children(Path parent, String file) throws IOException {
		if (!Files.isDirectory(parent)) {
			return List.of();
		}
		try (Stream<Path> children = Files.list(parent)) {
			return children.filter((child) -> Files.isRegularFile(child.resolve(file))).sorted().toList();
		}
	}

}
