package io.github.bootbench.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;

import io.github.bootbench.report.parse.IncompleteOutputException;
import io.github.bootbench.report.parse.Tool;
import io.github.bootbench.report.parse.ToolResult;
import io.github.bootbench.report.run.RunFiles;
import io.github.bootbench.report.run.Samples;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code summarize}: the one progress line run-all.sh prints after each measured run, e.g.
 * {@code 9,812 trans/s (siege at 99% CPU, server at 61%: tool-bound)}.
 */
@Command(name = "summarize", description = "Prints one line about a measured run: throughput, errors, "
		+ "the CPU of server and tool, and what bound it. Exits 3 when the output is not a complete summary.")
final class SummarizeCommand implements Callable<Integer> {

	@Option(names = "--tool", required = true, description = "ab, siege or wrk", converter = ToolConverter.class)
	private Tool tool;

	@Option(names = "--server-cpus", defaultValue = "1", description = "CPUs the server was pinned to")
	private int serverCpus;

	@Option(names = "--load-cpus", defaultValue = "1", description = "CPUs the load tool was pinned to")
	private int loadCpus;

	@Parameters(paramLabel = "FILE", description = "the tool's raw output; FILE minus .txt plus .samples.csv "
			+ "holds the samples")
	private Path file;

	@Override
	public Integer call() throws IOException {
		ToolResult result;
		try {
			result = this.tool.parse(Files.readString(this.file));
		}
		catch (IncompleteOutputException ex) {
			System.out.println(ex.getMessage());
			return BenchReport.INCOMPLETE_OUTPUT;
		}
		Samples samples = Samples.read(RunFiles.samplesOf(this.file));
		System.out.println(line(result, samples, this.serverCpus, this.loadCpus));
		return 0;
	}

	static String line(ToolResult result, Samples samples, int serverCpus, int loadCpus) {
		StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%,.0f %s", result.requestsPerSecond(),
				"siege".equals(result.tool()) ? "trans/s" : "req/s"));
		if (result.errors() > 0) {
			line.append(String.format(Locale.ROOT, ", %,d errors", result.errors()));
		}
		if (result.non2xx() > 0) {
			line.append(String.format(Locale.ROOT, ", %,d non-2xx", result.non2xx()));
		}
		Double tool = Samples.share(samples.averageToolCpu(), loadCpus);
		Double server = Samples.share(samples.averageServerCpu(), serverCpus);
		line.append(String.format(Locale.ROOT, " (%s at %s CPU, server at %s: %s)", result.tool(), percent(tool),
				percent(server), samples.bottleneck(serverCpus, loadCpus).label()));
		return line.toString();
	}

	private static String percent(Double value) {
		return (value != null) ? String.format(Locale.ROOT, "%.0f%%", value) : "?%";
	}

}
