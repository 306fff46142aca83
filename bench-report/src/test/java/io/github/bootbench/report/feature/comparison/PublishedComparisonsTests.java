package io.github.bootbench.report.feature.comparison;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import io.github.bootbench.report.PublishedRun;
import io.github.bootbench.report.RenderedTree;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every committed comparison is what this build writes from its two runs' raw files, byte
 * for byte, both ways, with {@code results/comparisons/<name>/}.
 */
class PublishedComparisonsTests {

	@TempDir
	private static Path copies;

	static Stream<String> comparisons() throws IOException {
		return ComparisonsPart.comparisons(PublishedRun.RESULTS)
			.stream()
			.map((comparison) -> comparison.getFileName().toString());
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("comparisons")
	void eachComparisonsReportIsTheOneThisBuildWrites(String name) throws IOException {
		Path root = copies.resolve(name);
		for (String runId : name.split(ComparisonFiles.VERSUS)) {
			PublishedRun.copyInputs(runId, root.resolve(runId));
		}
		Path comparison = Files.createDirectories(root.resolve(ComparisonFiles.DIRECTORY).resolve(name));
		ComparisonFiles.rewrite(root, comparison);
		RenderedTree.assertSame(comparison, PublishedRun.RESULTS.resolve(ComparisonFiles.DIRECTORY).resolve(name),
				(file) -> true, PublishedRun.RERENDER);
	}

}
