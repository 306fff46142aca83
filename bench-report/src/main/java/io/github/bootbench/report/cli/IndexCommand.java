package io.github.bootbench.report.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Stream;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.bootbench.report.format.data.DataFiles;
import io.github.bootbench.report.format.markdown.IndexPage;
import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.input.RunRecord;
import io.github.bootbench.report.input.Superseded;
import io.github.bootbench.report.io.Json;
import io.github.bootbench.report.model.RunHeadline;
import io.github.bootbench.report.model.RunQuestion;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code index RESULTS_DIR}: a README.md listing every run directory, newest first. */
@Command(name = "index",
		description = "Writes RESULTS_DIR/README.md: one line per run, newest first, with the "
				+ "question it asked and its main verdicts; a run named older in RESULTS_DIR/" + Superseded.FILE
				+ " is marked superseded.")
public final class IndexCommand implements Callable<Integer> {

	@Parameters(paramLabel = "RESULTS_DIR", description = "the directory that holds the run directories")
	private Path results;

	@Override
	public Integer call() throws IOException {
		if (!Files.isDirectory(this.results)) {
			System.err.println("bench-report: " + this.results + " is not a directory");
			return 1;
		}
		Files.writeString(this.results.resolve("README.md"), page(this.results));
		System.out.println("Wrote " + this.results.resolve("README.md"));
		return 0;
	}

	/** The index of a results directory, from each run's run.json and results.json. */
	public static String page(Path results) throws IOException {
		List<IndexPage.Run> runs = new ArrayList<>();
		for (Path child : children(results, "run.json")) {
			try {
				Path resultsJson = child.resolve("results.json");
				RunRecord record = RunDirectory.readRecord(child);
				JsonNode reported = Files.isRegularFile(resultsJson) ? Json.MAPPER.readTree(resultsJson.toFile())
						: null;
				DataFiles.Verdicts verdicts = (reported != null) ? DataFiles.readVerdicts(reported) : null;
				runs.add(
						new IndexPage.Run(child.getFileName().toString(), record,
								Files.isRegularFile(child.resolve("README.md")),
								(reported != null) ? DataFiles.readAssurance(reported) : null, RunQuestion.of(record),
								(verdicts != null) ? RunHeadline.of(record, verdicts.ratios(),
										RunHeadline.featureWords(record, reported), verdicts.memoryComparisons())
										: null));
			}
			catch (IOException ex) {
				System.err.println("bench-report: left out of the index: " + child + ": " + ex.getMessage());
			}
		}
		StringBuilder page = new StringBuilder(IndexPage.write(runs, Superseded.read(results)));
		for (ResultsPart part : ResultsPart.all()) {
			page.append(part.index(results));
		}
		return page.toString();
	}

	/** The directories below {@code parent} that hold the named file, sorted. */
	public static List<Path> children(Path parent, String file) throws IOException {
		if (!Files.isDirectory(parent)) {
			return List.of();
		}
		try (Stream<Path> children = Files.list(parent)) {
			return children.filter((child) -> Files.isRegularFile(child.resolve(file))).sorted().toList();
		}
	}

}
