package io.github.bootbench.report.format.data;

import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.bootbench.report.input.BuildRecord;
import io.github.bootbench.report.input.ColdStart;
import io.github.bootbench.report.input.HeaderCapture;
import io.github.bootbench.report.model.MeasurementRow;
import io.github.bootbench.report.model.Row;

/**
 * {@code results.json}: every figure and aggregate of a run, for other tools.
 *
 * @param run {@code run.json} as recorded
 * @param rows a row per endpoint, tool and concurrency, with a cell per container and the
 * verdict
 * @param measurements one element per measurement
 */
public record ResultsDocument(JsonNode run, List<String> findings, List<String> caveats, List<Row> rows,
		List<MeasurementRow> measurements, List<ColdStart> startup, List<BuildRecord> build,
		List<HeaderCapture> headers) {

}
