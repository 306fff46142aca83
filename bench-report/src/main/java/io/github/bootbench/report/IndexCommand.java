package io.github.bootbench.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Stream;

import com.fasterxml.jackson.databind.JsonNode;
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
		List<JsonNode> runs = new ArrayList<>();
		try (Stream<Path> children = Files.list(this.results)) {
			for (Path child : children.filter((c) -> Files.isRegularFile(c.resolve("run.json"))).toList()) {
				JsonNode run = Json.MAPPER.readTree(child.resolve("run.json").toFile());
				runs.add(((com.fasterxml.jackson.databind.node.ObjectNode) run).put("directory",
						child.getFileName().toString())
					.put("hasReport", Files.isRegularFile(child.resolve("README.md"))));
			}
		}
		runs.sort(Comparator.comparing((JsonNode run) -> run.path("startedAt").asText()).reversed());
		StringBuilder md = new StringBuilder("# Benchmark runs\n\nEvery run directory here, newest first. Each holds the "
				+ "raw output of every tool, an environment record (run.json) and its report (README.md).\n\n");
		md.append("| date (UTC) | profile | JDK | containers | endpoints | runs | status | report |\n"
				+ "|---|---|---|---|---|---|---|---|\n");
		for (JsonNode run : runs) {
			JsonNode options = run.path("options");
			String directory = run.path("directory").asText();
			md.append("| ").append(run.path("startedAt").asText()).append(" | ").append(options.path("profile").asText())
				.append(" | ").append(run.path("environment").path("jdk").path("version").asText()).append(' ')
				.append(run.path("environment").path("jdk").path("vendor").asText()).append(" | ")
				.append(String.join(", ", Json.texts(options.path("containers")))).append(" | ")
				.append(String.join(", ", Json.texts(options.path("endpoints")))).append(" | ")
				.append(options.path("rounds").asInt()).append(" × c=").append(String.join(",", Json.texts(options.path("concurrency"))))
				.append(" × ").append(String.join(",", Json.texts(options.path("tools")))).append(" | ")
				.append(run.path("status").asText()).append(" | [").append(directory).append("](").append(directory)
				.append(run.path("hasReport").asBoolean() ? "/README.md" : "/run.json").append(") |\n");
		}
		List<String> comparisons = comparisons();
		if (!comparisons.isEmpty()) {
			md.append("\n## Comparisons\n\nOne run against another, pair by pair (same container, endpoint, tool and "
					+ "concurrency), written by `bench-report compare`.\n\n| candidate | baseline | report |\n|---|---|---|\n");
			comparisons.forEach(md::append);
		}
		Files.writeString(this.results.resolve("README.md"), md.toString());
		System.out.println("Wrote " + this.results.resolve("README.md") + " (" + runs.size() + " runs, "
				+ comparisons.size() + " comparisons)");
		return 0;
	}

	/** A table line per comparisons/NAME/comparison.json, sorted by name. */
	private List<String> comparisons() throws IOException {
		Path dir = this.results.resolve("comparisons");
		if (!Files.isDirectory(dir)) {
			return List.of();
		}
		List<String> lines = new ArrayList<>();
		try (Stream<Path> children = Files.list(dir)) {
			for (Path child : children.filter((c) -> Files.isRegularFile(c.resolve("comparison.json"))).sorted().toList()) {
				JsonNode comparison = Json.MAPPER.readTree(child.resolve("comparison.json").toFile());
				String link = "comparisons/" + child.getFileName() + "/README.md";
				lines.add("| " + describe(comparison.path("candidate")) + " | " + describe(comparison.path("baseline"))
						+ " | [" + child.getFileName() + "](" + link + ") |\n");
			}
		}
		return lines;
	}

	private static String describe(JsonNode run) {
		return run.path("profile").asText() + ", Java " + run.path("jdk").asText() + " (" + run.path("runId").asText() + ")";
	}


}
