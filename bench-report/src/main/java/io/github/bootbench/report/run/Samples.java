package io.github.bootbench.report.run;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.function.Function;

/**
 * The once-a-second samples taken while one measured run went on ({@code *.samples.csv}): server
 * CPU % (of one CPU), RSS, OS threads, and the load tool's CPU %.
 */
public record Samples(List<Row> rows) {

	public record Row(long epochMs, Double serverCpuPercent, Long serverRssKb, Long serverThreads,
			Double toolCpuPercent) {
	}

	public static Samples read(Path csv) throws IOException {
		List<Row> rows = new ArrayList<>();
		for (Map<String, String> row : Csv.read(csv)) {
			Long epochMs = Csv.integer(row, "epoch_ms");
			if (epochMs != null) {
				rows.add(new Row(epochMs, Csv.decimal(row, "server_cpu_pct"), Csv.integer(row, "server_rss_kb"),
						Csv.integer(row, "server_threads"), Csv.decimal(row, "tool_cpu_pct")));
			}
		}
		return new Samples(List.copyOf(rows));
	}

	public Double averageServerCpu() {
		return average(Row::serverCpuPercent);
	}

	public Double peakServerCpu() {
		return peak(Row::serverCpuPercent);
	}

	public Double averageToolCpu() {
		return average(Row::toolCpuPercent);
	}

	public Double peakRssKb() {
		return peak((row) -> (row.serverRssKb() != null) ? row.serverRssKb().doubleValue() : null);
	}

	public Double peakThreads() {
		return peak((row) -> (row.serverThreads() != null) ? row.serverThreads().doubleValue() : null);
	}

	/** Server CPU as a share of the CPUs it was pinned to, and the same for the tool, as one label. */
	public Bottleneck bottleneck(int serverCpus, int loadCpus) {
		return Bottleneck.of(share(averageServerCpu(), serverCpus), share(averageToolCpu(), loadCpus));
	}

	public static Double share(Double percentOfOneCpu, int cpus) {
		return (percentOfOneCpu != null) ? percentOfOneCpu / cpus : null;
	}

	private Double average(Function<Row, Double> value) {
		OptionalDouble average = this.rows.stream().map(value).filter((v) -> v != null)
			.mapToDouble(Double::doubleValue).average();
		return average.isPresent() ? average.getAsDouble() : null;
	}

	private Double peak(Function<Row, Double> value) {
		OptionalDouble max = this.rows.stream().map(value).filter((v) -> v != null)
			.mapToDouble(Double::doubleValue).max();
		return max.isPresent() ? max.getAsDouble() : null;
	}

}
