package io.github.bootbench.report.format.data;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import io.github.bootbench.report.input.Measurement;
import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.io.Csv;
import io.github.bootbench.report.io.Json;
import io.github.bootbench.report.model.Assurance;
import io.github.bootbench.report.model.CellFigures;
import io.github.bootbench.report.model.ComparisonSummary;
import io.github.bootbench.report.model.RatioRow;
import io.github.bootbench.report.model.RunComparison;
import io.github.bootbench.report.model.RunResult;
import io.github.bootbench.report.model.TuningChoice;

/**
 * The data files: results.json and results.csv of a run, comparison.json of a comparison.
 */
public final class DataFiles {

	private DataFiles() {
	}

	public static void writeResults(RunResult result) throws IOException {
		RunDirectory run = result.run();
		boolean withDatabase = run.record().database() != null;
		List<MeasurementColumns> columns = result.measurements()
			.stream()
			.map((m) -> MeasurementColumns.of(m, withDatabase))
			.toList();
		ResultsDocument document = new ResultsDocument(run.recorded(), result.findings(), result.caveats(),
				result.assurance(), result.summaryLines(), result.scope(), result.ratios(), result.toOwnDefault(),
				result.acrossGenerations(), result.withinGeneration(), result.asyncToBlock(), result.tuning(),
				result.tuningChoices(), result.rows(), columns, result.measurements(), run.coldStarts(), run.builds(),
				run.headers(), result.windowDigest().harness(), result.time(), result.warmupEnding(),
				result.timelines().isEmpty() ? null : result.timelines(),
				result.jmeter().isEmpty() ? null : result.jmeter());
		Json.pretty()
			.writeValue(run.path().resolve("results.json").toFile(),
					Json.withFields(document, result.sections()
						.stream()
						.map((s) -> new Json.Inserted(s.jsonAfter(), s.key(), s.json(), s.jsonOmittedWhenNull()))
						.toList()));
		Csv.write(run.path().resolve("results.csv"),
				MeasurementColumns.schema(withDatabase, result.measurements().stream().anyMatch(Measurement::duet)),
				columns);
	}

	public static void writeComparison(RunComparison comparison, ComparisonSummary summary, Path out)
			throws IOException {
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
	 * A results.json's assurance figures, read back, or null where it has none (a run
	 * with only a memory phase).
	 */
	public static Assurance readAssurance(Path file) throws IOException {
		return Json.MAPPER.readValue(file.toFile(), AssuranceOnly.class).assurance();
	}

	/** The part of results.json the index reads. */
	private record AssuranceOnly(Assurance assurance) {

	}

	/**
	 * What a run's results.json says of its main verdicts, read back for the index: its
	 * ratios, a sweep's choices, a memory phase's comparisons and smallest heaps.
	 *
	 * @param ratios every ratio against the baseline
	 * @param tuningChoices a sweep's setting per app (empty without one)
	 * @param memory the memory phase's figures, or null without one
	 */
	public record Verdicts(List<RatioRow> ratios, List<TuningChoice> tuningChoices, Memory memory) {

		/** The memory phase's comparisons, none without the phase. */
		public List<RatioRow> memoryComparisons() {
			return (this.memory != null && this.memory.comparisons() != null) ? this.memory.comparisons() : List.of();
		}

		/**
		 * Each variant's smallest heap, null where not judged; empty without the phase.
		 */
		public Map<String, Integer> smallestHeapMb() {
			Map<String, Integer> smallest = new LinkedHashMap<>();
			if (this.memory != null && this.memory.variants() != null) {
				this.memory.variants()
					.forEach((v) -> smallest.put(v.variant(),
							(v.heapSteps() != null) ? v.heapSteps().smallestHeapMb() : null));
			}
			return smallest;
		}

	}

	/** The memory phase's part of results.json the index reads. */
	public record Memory(List<MemoryVariant> variants, List<RatioRow> comparisons) {

	}

	/** A variant's part of the memory phase the index reads. */
	public record MemoryVariant(String variant, SmallestHeap heapSteps) {

	}

	/** A variant's smallest heap, null where it was not judged. */
	public record SmallestHeap(Integer smallestHeapMb) {

	}

	/** A results.json's main verdicts, read back. */
	public static Verdicts readVerdicts(Path file) throws IOException {
		Verdicts verdicts = Json.MAPPER.readValue(file.toFile(), Verdicts.class);
		return new Verdicts(Objects.requireNonNullElse(verdicts.ratios(), List.of()),
				Objects.requireNonNullElse(verdicts.tuningChoices(), List.of()), verdicts.memory());
	}

	/** A comparison.json, read back. */
	public static ComparisonDocument readComparison(Path file) throws IOException {
		return Json.MAPPER.readValue(file.toFile(), ComparisonDocument.class);
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

	/** A run's report as a path relative to {@code out}, with forward slashes. */
	public static String link(Path out, RunDirectory run) {
		Path report = run.path().resolve("README.md").toAbsolutePath().normalize();
		return out.toAbsolutePath().normalize().relativize(report).toString().replace('\\', '/');
	}

}
