package io.github.bootbench.report.format.data;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import io.github.bootbench.report.core.WindowKey;
import io.github.bootbench.report.input.Measurement;

/**
 * A window as results.csv and results.json's {@code measurements} lay it out: its figures
 * flat, one column each. A view of the {@link Measurement}, made when it is written.
 */
@JsonPropertyOrder({ "key", "status", "failure", "rawFile", "load", "usage", "jvm", "start", "end" })
public record MeasurementColumns(@JsonUnwrapped WindowKey key, String status, String failure, String rawFile,
		@JsonUnwrapped Measurement.Load load, @JsonUnwrapped Measurement.Usage usage,
		@JsonUnwrapped Measurement.Jvm jvm, String start, String end) {

	static MeasurementColumns of(Measurement m) {
		return new MeasurementColumns(m.key(), m.status(), m.failure(), m.rawFile(), m.load(), m.usage(), m.jvm(),
				m.command().start(), m.command().end());
	}

}
