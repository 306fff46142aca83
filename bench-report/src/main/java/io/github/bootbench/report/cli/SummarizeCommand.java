package io.github.bootbench.report.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;

import io.github.bootbench.report.core.Bottleneck;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.input.Outcome;
import io.github.bootbench.report.input.Samples;
import io.github.bootbench.report.input.WindowCommand;
import io.github.bootbench.report.io.RawLayout;
import io.github.bootbench.report.parse.ToolResult;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code summarize}: the one progress line run-all.sh prints after each measurement, e.g.
 * {@code 9,812 trans/s (siege at 99% CPU, server at 61%: tool-bound)}, or why it failed.
 */
@Command(name = "summarize", description = "Prints one line about a measurement: throughput, errors, the CPU of "
		+ "server and tool, and what bound it. When the measurement failed (its tool exited non-zero, its output is "
		+ "not a complete summary, or no response was a 2xx) prints why and exits 3: the rule the report applies.")
final class SummarizeCommand implements Callable<Integer> {

	@Option(names = "--tool", required = true, description = "ab, siege, wrk or hyperfoil",
			converter = ToolConverter.class)
	private Tool tool;

	@Option(names = "--server-cpus", defaultValue = "1", description = "CPUs the server was pinned to")
	private int serverCpus;

	@Option(names = "--cpu-limit",
			description = "the CPUs the server's control group was limited to, if any: " + "its share is of that")
	private Double cpuLimit;

	@Option(names = "--load-cpus", defaultValue = "1", description = "CPUs the load tool was pinned to")
	private int loadCpus;

	@Option(names = "--duet", description = "the window was a duet's: its figure is requests per CPU-second of "
			+ "the JVM's control group (cgroup_cpu_ns in the .cmd), and the shares are of the half of the CPUs each "
			+ "JVM and each tool had")
	private boolean duet;

	@Parameters(paramLabel = "FILE", description = "the tool's raw output; beside it FILE minus .txt plus .cmd "
			+ "(its exit code) and .samples.csv")
	private Path file;

	@Override
	public Integer call() throws IOException {
		WindowCommand command = WindowCommand.read(RawLayout.commandOf(this.file));
		Outcome outcome = Outcome.of(this.tool, Files.readString(this.file), command);
		if (!outcome.ok()) {
			System.out.println(outcome.failure());
			return BenchReport.MEASUREMENT_FAILED;
		}
		Double perCpuSecond = command.requestsPerCpuSecond(outcome.result().requests());
		if (this.duet && perCpuSecond == null) {
			System.out.println("the duet window's .cmd holds no CPU time of the JVM's control group (cgroup_cpu_ns)");
			return BenchReport.MEASUREMENT_FAILED;
		}
		Samples samples = Samples.read(RawLayout.samplesOf(this.file)).measuredPhaseOf(outcome.result());
		// In a duet each JVM and each tool had half of its CPUs: their shares are of that
		// half.
		double partners = this.duet ? 2 : 1;
		double server = (this.cpuLimit != null) ? Math.min(this.cpuLimit, this.serverCpus) : this.serverCpus;
		String line = line(outcome.result(), samples, server / partners, this.loadCpus / partners);
		System.out.println(this.duet
				? String.format(Locale.ROOT, "%,.0f req per CPU-second of its group, ", perCpuSecond) + line : line);
		return 0;
	}

	/**
	 * @param serverCpus the server CPUs the JVM had (half of them in a duet)
	 * @param loadCpus the load CPUs the tool had (half of them in a duet)
	 */
	static String line(ToolResult result, Samples samples, double serverCpus, double loadCpus) {
		StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%,.0f %s", result.requestsPerSecond(),
				(result.tool() == Tool.SIEGE) ? "trans/s" : "req/s"));
		if (result.fixedRate() != null) {
			line.append(String.format(Locale.ROOT, " of %,d asked, p99 %.2f ms, p99.9 %.2f ms",
					result.fixedRate().targetRate(), result.p99LatencyMs(), result.fixedRate().p999LatencyMs()));
		}
		if (result.errors() > 0) {
			line.append(String.format(Locale.ROOT, ", %,d errors", result.errors()));
		}
		if (result.non2xx() > 0) {
			line.append(String.format(Locale.ROOT, ", %,d non-2xx", result.non2xx()));
		}
		Double tool = Samples.share(samples.averageToolCpu(), loadCpus);
		Double server = Samples.share(samples.averageServerCpu(), serverCpus);
		Double database = Samples.share(samples.averageDatabaseCpu(), loadCpus);
		line.append(String.format(Locale.ROOT, " (%s at %s CPU, %sserver at %s: %s)", result.tool().id(), percent(tool),
				(database != null) ? "database at " + percent(database) + ", " : "", percent(server),
				Bottleneck.of(server, tool, database).label()));
		return line.toString();
	}

	private static String percent(Double value) {
		return (value != null) ? String.format(Locale.ROOT, "%.0f%%", value) : "?%";
	}

}
