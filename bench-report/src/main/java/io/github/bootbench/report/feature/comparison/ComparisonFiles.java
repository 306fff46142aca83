package io.github.bootbench.report.feature.comparison;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.io.Json;
import io.github.bootbench.report.model.CellFigures;
import io.github.bootbench.report.model.RunResult;

/**
 * A comparison's files, {@code README.md} and {@code comparison.json}, in a directory
 * named {@code <candidate run>-vs-<baseline run>} under {@code <results>/comparisons}.
 */
final class ComparisonFiles {

	/** Where the comparisons live in the results directory. */
	static final String DIRECTORY = "comparisons";

	/** A comparison directory's name: {@code <candidate run>-vs-<baseline run>}. */
	static final String VERSUS = "-vs-";

	private ComparisonFiles() {
	}

	/** README.md and comparison.json into {@code out} (created if needed). */
	static void write(RunComparison comparison, Path out) throws IOException {
		ComparisonSummary summary = ComparisonSummary.of(comparison);
		Files.createDirectories(out);
		Files.writeString(out.resolve("README.md"), ComparisonReadme.write(comparison, summary, out));
		List<ComparisonDocument.PairEntry> pairs = comparison.pairs()
			.stream()
			.map((pair) -> new ComparisonDocument.PairEntry(pair.endpoint(), pair.tool(), pair.concurrency(),
					pair.variant(), cell(pair.baseline()), cell(pair.candidate()),
					(pair.estimate() != null) ? pair.estimate().ratio() : null,
					(pair.estimate() != null) ? pair.estimate().ciLow() : null,
					(pair.estimate() != null) ? pair.estimate().ciHigh() : null, pair.verdict().word(), pair.reason()))
			.toList();
		Json.pretty()
			.writeValue(out.resolve("comparison.json").toFile(),
					new ComparisonDocument(run(comparison.baseline(), out), run(comparison.candidate(), out),
							comparison.differences(), summary, comparison.onlyInBaseline(),
							comparison.onlyInCandidate(), pairs, comparison.agreement()));
	}

	/**
	 * A comparison written again from its two runs, which are in {@code results}, named
	 * by its directory ({@code <candidate>-vs-<baseline>}).
	 */
	static void rewrite(Path results, Path comparison) throws IOException {
		String name = comparison.getFileName().toString();
		int versus = name.indexOf(VERSUS);
		if (versus < 0) {
			throw new IOException(comparison + " is not named <candidate>" + VERSUS + "<baseline>");
		}
		write(RunComparison.of(
				RunResult.of(RunDirectory.read(results.resolve(name.substring(versus + VERSUS.length())))),
				RunResult.of(RunDirectory.read(results.resolve(name.substring(0, versus))))), comparison);
	}

	/** A comparison.json, read back. */
	static ComparisonDocument read(Path file) throws IOException {
		return Json.MAPPER.readValue(file.toFile(), ComparisonDocument.class);
	}

	/** A run's report as a path relative to {@code out}, with forward slashes. */
	static String link(Path out, RunDirectory run) {
		Path report = run.path().resolve("README.md").toAbsolutePath().normalize();
		return out.toAbsolutePath().normalize().relativize(report).toString().replace('\\', '/');
	}

	private static ComparisonDocument.RunSummary run(RunResult result, Path out) {
		var record = result.run().record();
		return new ComparisonDocument.RunSummary(record.runId(), link(out, result.run()), record.profile(),
				record.environment().jdk().version(), record.status(), record.commandLine());
	}

	private static ComparisonDocument.CellEntry cell(CellFigures cell) {
		if (cell == null || cell.missing()) {
			return new ComparisonDocument.CellEntry("missing", null, null, null, null, null, null);
		}
		return new ComparisonDocument.CellEntry((cell.throughput() == null) ? "failed" : "ok",
				cell.measurements().size(), cell.failed(), cell.toolBound(), cell.errors(), cell.non2xx(),
				cell.throughput());
	}

}
