package io.github.bootbench.report.feature.comparison;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import io.github.bootbench.report.cli.IndexCommand;
import io.github.bootbench.report.cli.ResultsPart;
import io.github.bootbench.report.format.markdown.Markdown;

/**
 * The comparisons in {@code <results>/comparisons}: each written again from its two runs,
 * and listed in the index after the runs.
 */
public final class ComparisonsPart implements ResultsPart {

	@Override
	public List<Path> rerender(Path results) throws IOException {
		List<Path> written = new ArrayList<>();
		for (Path comparison : comparisons(results)) {
			ComparisonFiles.rewrite(results, comparison);
			written.add(comparison.resolve("README.md"));
		}
		return written;
	}

	@Override
	public String index(Path results) throws IOException {
		List<List<String>> rows = new ArrayList<>();
		for (Path comparison : comparisons(results)) {
			ComparisonDocument document = ComparisonFiles.read(comparison.resolve("comparison.json"));
			String name = comparison.getFileName().toString();
			rows.add(List.of(document.candidate().describe(), document.baseline().describe(),
					"[" + name + "](" + ComparisonFiles.DIRECTORY + "/" + name + "/README.md)"));
		}
		if (rows.isEmpty()) {
			return "";
		}
		return "## Comparisons\n\nOne run against another, pair by pair (same container, endpoint, tool and "
				+ "concurrency), written by `bench-report compare`.\n\n"
				+ Markdown.table(List.of("candidate", "baseline", "report"), rows);
	}

	/** The comparison directories, sorted by name. */
	static List<Path> comparisons(Path results) throws IOException {
		return IndexCommand.children(results.resolve(ComparisonFiles.DIRECTORY), "comparison.json");
	}

}
