package io.github.bootbench.report.format.data;

import java.io.IOException;
import java.util.List;
import java.util.Objects;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.bootbench.report.input.Measurement;
import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.io.Csv;
import io.github.bootbench.report.io.Json;
import io.github.bootbench.report.model.Assurance;
import io.github.bootbench.report.model.RatioRow;
import io.github.bootbench.report.model.RunResult;

/**
 * The data files of a run: results.json and results.csv.
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
				result.acrossGenerations(), result.withinGeneration(), result.asyncToBlock(), result.rows(), columns,
				result.measurements(), run.coldStarts(), run.builds(), run.headers(), result.windowDigest().harness(),
				result.time(), result.warmupEnding());
		Json.pretty()
			.writeValue(run.path().resolve("results.json").toFile(),
					Json.withFields(document, result.sections()
						.stream()
						.map((s) -> new Json.Inserted(s.jsonAfter(), s.key(), s.json(), s.jsonOmittedWhenNull()))
						.toList()));
		Csv.write(run.path().resolve("results.csv"),
				MeasurementColumns.schema(withDatabase, result.measurements().stream().anyMatch(Measurement::duet),
						columns.stream().anyMatch((c) -> c.connections() != null)),
				columns);
	}

	/**
	 * A results.json's assurance figures, read back, or null where it has none (a run
	 * with only a memory phase).
	 */
	public static Assurance readAssurance(JsonNode results) throws IOException {
		return Json.MAPPER.treeToValue(results, AssuranceOnly.class).assurance();
	}

	/** The part of results.json the index reads. */
	private record AssuranceOnly(Assurance assurance) {

	}

	/**
	 * What a run's results.json says of its main verdicts, read back for the index: its
	 * ratios and a memory phase's comparisons (what each feature says besides is its own
	 * {@link io.github.bootbench.report.model.RunHeadline.Part}).
	 *
	 * @param ratios every ratio against the baseline
	 * @param memory the memory phase's comparisons, or null without one
	 */
	public record Verdicts(List<RatioRow> ratios, Memory memory) {

		/** The memory phase's comparisons, none without the phase. */
		public List<RatioRow> memoryComparisons() {
			return (this.memory != null && this.memory.comparisons() != null) ? this.memory.comparisons() : List.of();
		}

	}

	/** The memory phase's part of results.json the index reads: its comparisons. */
	public record Memory(List<RatioRow> comparisons) {

	}

	/** A results.json's main verdicts, read back. */
	public static Verdicts readVerdicts(JsonNode results) throws IOException {
		Verdicts verdicts = Json.MAPPER.treeToValue(results, Verdicts.class);
		return new Verdicts(Objects.requireNonNullElse(verdicts.ratios(), List.of()), verdicts.memory());
	}

}
