package io.github.bootbench.report.format.data;

import java.util.Set;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import io.github.bootbench.report.core.WindowKey;
import io.github.bootbench.report.input.Jvm;
import io.github.bootbench.report.input.Measurement;
import io.github.bootbench.report.io.Csv;

/**
 * A window as results.csv and results.json's {@code measurements} lay it out: its figures
 * flat, one column each. A view of the {@link Measurement}, made when it is written.
 *
 * @param database the database's column, in a run with a database only (null otherwise,
 * and then neither file has the column)
 */
@JsonPropertyOrder({ "key", "status", "failure", "rawFile", "load", "duet", "usage", "database", "jvm", "start", "end",
		"connections" })
public record MeasurementColumns(@JsonUnwrapped WindowKey key, String status, String failure, String rawFile,
		@JsonUnwrapped Measurement.Load load, @JsonUnwrapped DuetColumns duet, @JsonUnwrapped Measurement.Usage usage,
		@JsonUnwrapped DatabaseColumn database, @JsonUnwrapped Jvm jvm, String start, String end,
		@JsonUnwrapped ConnectionsColumn connections) {

	/** The columns a run with duet windows has, and any other run has not. */
	static final java.util.List<String> DUET_COLUMNS = java.util.List.of("duet", "cgroupCpuNs", "requestsPerCpuSecond");

	/**
	 * A duet window's CPU time of its JVM's control group over the window, and its
	 * figure: requests per second of that CPU time (both empty for a window measured
	 * alone).
	 */
	public record DuetColumns(Long cgroupCpuNs, Double requestsPerCpuSecond) {

	}

	/** The column a run with a database has, and a run without one has not. */
	static final String DATABASE_COLUMN = "databaseCpuAvgPercent";

	/**
	 * The database's CPU over the window, as a share of the load CPUs it shared with the
	 * load tool (null where unread).
	 */
	public record DatabaseColumn(Double databaseCpuAvgPercent) {

	}

	/** The column of a run whose harness counted the connections each window accepted. */
	static final String CONNECTIONS_COLUMN = "connectionsAccepted";

	/**
	 * The TCP connections the server's machine accepted over the window
	 * ({@link io.github.bootbench.report.input.WindowCommand#connectionsAccepted()}).
	 */
	public record ConnectionsColumn(Long connectionsAccepted) {

	}

	/**
	 * results.csv's columns: without the database's in a run without a database, so that
	 * such a run's file is as it always was.
	 */
	static CsvSchema schema(boolean withDatabase) {
		return schema(withDatabase, false, false);
	}

	/**
	 * results.csv's columns: without the database's in a run without a database, without
	 * the duet's in a run without a duet, and without the count of connections in a run
	 * that did not count them, so that such a run's file is as it always was.
	 */
	static CsvSchema schema(boolean withDatabase, boolean withDuet, boolean withConnections) {
		Set<String> left = new java.util.HashSet<>();
		if (!withDatabase) {
			left.add(DATABASE_COLUMN);
		}
		if (!withDuet) {
			left.addAll(DUET_COLUMNS);
		}
		if (!withConnections) {
			left.add(CONNECTIONS_COLUMN);
		}
		return Csv.schema(MeasurementColumns.class, left);
	}

	/**
	 * @param withDatabase whether the run had a database (its run.json has one), so that
	 * the window has the database's column
	 */
	static MeasurementColumns of(Measurement m, boolean withDatabase) {
		Long connections = m.command().connectionsAccepted();
		return new MeasurementColumns(m.key(), m.status(), m.failure(), m.rawFile(), m.load(),
				m.duet() ? new DuetColumns(m.command().cgroupCpuNs(), m.requestsPerCpuSecond()) : null, m.usage(),
				withDatabase ? new DatabaseColumn(m.usage().databaseCpuAvgPercent()) : null, m.jvm(),
				m.command().start(), m.command().end(),
				(connections != null) ? new ConnectionsColumn(connections) : null);
	}

}
