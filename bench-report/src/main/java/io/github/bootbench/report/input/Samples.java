package io.github.bootbench.report.input;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.function.Function;

import io.github.bootbench.report.io.Csv;
import io.github.bootbench.report.parse.FixedRateFigures;
import io.github.bootbench.report.parse.ToolResult;

/**
 * The once-a-second samples taken while one measured run went on ({@code *.samples.csv}):
 * server CPU % (of one CPU), RSS, OS threads, the load tool's CPU %, and since the
 * harness read them the CPU time the hypervisor stole (% of one CPU, all of the guest's
 * CPUs) and the bytes the benchmark's interface received: loopback's on one machine
 * ({@value #LOOPBACK}), the server's interface with a server host ({@value #INTERFACE});
 * null in older runs. In a run with a database the CPU of its server's processes, summed
 * (% of one CPU; null in a run without one, or where unread). Each row covers the time
 * since the row before it, the first since the load started. Columns are read by name: a
 * column the harness added later may be absent, a figure that cannot be read fails the
 * read.
 */
public record Samples(List<Row> rows) {

	/**
	 * @param databaseCpuPercent the database server's processes, summed, % of one CPU
	 * (null without a database or where unread)
	 */
	public record Row(long epochMs, Double serverCpuPercent, Long serverRssKb, Long serverThreads,
			Double toolCpuPercent, Double stealPercent, Long interfaceBytes, Double databaseCpuPercent) {

		/** A row of a run without a database. */
		public Row(long epochMs, Double serverCpuPercent, Long serverRssKb, Long serverThreads, Double toolCpuPercent,
				Double stealPercent, Long interfaceBytes) {
			this(epochMs, serverCpuPercent, serverRssKb, serverThreads, toolCpuPercent, stealPercent, interfaceBytes,
					null);
		}

	}

	/**
	 * A last row covering less than this since the one before it is left out: too few
	 * clock ticks (usually 10 ms each) to give a CPU share.
	 */
	public static final long SHORTEST_LAST_ROW_MS = 500;

	/** Columns the harness added later: a run made before has neither. */
	private static final String STEAL = "steal_pct";

	static final String LOOPBACK = "loopback_bytes";

	/** The bytes column of a run whose server had a host of its own. */
	static final String INTERFACE = "interface_bytes";

	/** The column of a run with a database (after the others): absent without one. */
	public static final String DATABASE = "database_cpu_pct";

	public static Samples read(Path csv) throws IOException {
		List<Row> rows = new ArrayList<>();
		for (Map<String, String> row : Csv.read(csv)) {
			Long epochMs = Csv.integer(row, "epoch_ms");
			if (epochMs != null) {
				rows.add(new Row(epochMs, Csv.decimal(row, "server_cpu_pct"), Csv.integer(row, "server_rss_kb"),
						Csv.integer(row, "server_threads"), Csv.decimal(row, "tool_cpu_pct"),
						row.containsKey(STEAL) ? Csv.decimal(row, STEAL) : null,
						row.containsKey(LOOPBACK) ? Csv.integer(row, LOOPBACK)
								: row.containsKey(INTERFACE) ? Csv.integer(row, INTERFACE) : null,
						row.containsKey(DATABASE) ? Csv.decimal(row, DATABASE) : null));
			}
		}
		int last = rows.size() - 1;
		if (last > 0 && rows.get(last).epochMs() - rows.get(last - 1).epochMs() < SHORTEST_LAST_ROW_MS) {
			rows.remove(last);
		}
		return new Samples(List.copyOf(rows));
	}

	/**
	 * The rows a window's figures are of: for the fixed-rate tool, those of its measured
	 * phase alone (each row covers the second before it), without its JVM's start and its
	 * calibration, where the driver compiles its own code at full CPU; every row for the
	 * others.
	 */
	public Samples measuredPhaseOf(ToolResult result) {
		if (result == null || result.fixedRate() == null || result.fixedRate().seconds().isEmpty()) {
			return this;
		}
		List<FixedRateFigures.Second> seconds = result.fixedRate().seconds();
		long from = seconds.get(0).startMs() + 1000;
		FixedRateFigures.Second last = seconds.get(seconds.size() - 1);
		long to = last.startMs() + last.lengthMs() + SHORTEST_LAST_ROW_MS;
		return new Samples(this.rows.stream().filter((row) -> row.epochMs() >= from && row.epochMs() <= to).toList());
	}

	public Double averageServerCpu() {
		return average(underLoad(), Row::serverCpuPercent);
	}

	public Double peakServerCpu() {
		return peak(underLoad(), Row::serverCpuPercent);
	}

	/** The hypervisor's steal over the window, % of one CPU, or null when unread. */
	public Double averageSteal() {
		return average(underLoad(), Row::stealPercent);
	}

	/**
	 * The benchmark interface's bytes per second over each row, the first row from
	 * {@code startMs} (when the load started); empty when the run did not read them or a
	 * row lacks them. Under load only the requests and their answers cross it, so these
	 * follow the throughput second by second.
	 */
	public List<Double> interfaceRates(long startMs) {
		List<Double> rates = new ArrayList<>();
		long previous = startMs;
		for (Row row : this.rows) {
			long elapsed = row.epochMs() - previous;
			if (row.interfaceBytes() == null || elapsed <= 0) {
				return List.of();
			}
			rates.add(row.interfaceBytes() * 1000.0 / elapsed);
			previous = row.epochMs();
		}
		return List.copyOf(rates);
	}

	public Double averageToolCpu() {
		return average(this.rows, Row::toolCpuPercent);
	}

	/**
	 * The database's CPU over the window, % of one CPU, or null without a database or
	 * where unread: the rows taken while the load tool ran, as the server's (the last
	 * row, after the tool exited, would dilute it with idle time).
	 */
	public Double averageDatabaseCpu() {
		return average(underLoad(), Row::databaseCpuPercent);
	}

	/**
	 * The rows taken while the load tool ran. The sampler writes its last row after the
	 * tool has exited (that row has no tool reading): it covers the end of the run and
	 * the idle time after it, and averaging it in made a saturated server look 83 % busy
	 * over a 5 s run. Trailing rows without a tool reading are dropped; when no row has
	 * one (the tool was never found), every row counts.
	 */
	private List<Row> underLoad() {
		int end = this.rows.size();
		while (end > 0 && this.rows.get(end - 1).toolCpuPercent() == null) {
			end--;
		}
		return (end == 0) ? this.rows : this.rows.subList(0, end);
	}

	public Double peakRssKb() {
		return peak(this.rows, (row) -> (row.serverRssKb() != null) ? row.serverRssKb().doubleValue() : null);
	}

	public Double peakThreads() {
		return peak(this.rows, (row) -> (row.serverThreads() != null) ? row.serverThreads().doubleValue() : null);
	}

	public static Double share(Double percentOfOneCpu, double cpus) {
		return (percentOfOneCpu != null) ? percentOfOneCpu / cpus : null;
	}

	private static Double average(List<Row> rows, Function<Row, Double> value) {
		OptionalDouble average = rows.stream()
			.map(value)
			.filter((v) -> v != null)
			.mapToDouble(Double::doubleValue)
			.average();
		return average.isPresent() ? average.getAsDouble() : null;
	}

	private static Double peak(List<Row> rows, Function<Row, Double> value) {
		OptionalDouble max = rows.stream().map(value).filter((v) -> v != null).mapToDouble(Double::doubleValue).max();
		return max.isPresent() ? max.getAsDouble() : null;
	}

}
