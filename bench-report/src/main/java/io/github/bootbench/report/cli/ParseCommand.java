package io.github.bootbench.report.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;

import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.io.Json;
import io.github.bootbench.report.parse.IncompleteOutputException;
import io.github.bootbench.report.parse.ToolParser;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code parse --tool ab|siege|wrk|hyperfoil|jmeter FILE}: one raw output as one JSON
 * object.
 */
@Command(name = "parse", description = "Prints the figures of one raw ab, siege or wrk output as JSON. "
		+ "Exits 3 when the output is not a complete summary.")
final class ParseCommand implements Callable<Integer> {

	@Option(names = "--tool", required = true, description = "ab, siege or wrk", converter = ToolConverter.class)
	private Tool tool;

	@Parameters(paramLabel = "FILE", description = "the tool's untouched output")
	private Path file;

	@Override
	public Integer call() throws IOException {
		String output = Files.readString(this.file, StandardCharsets.UTF_8);
		try {
			System.out.println(Json.MAPPER.writeValueAsString(ToolParser.parse(this.tool, output)));
			return 0;
		}
		catch (IncompleteOutputException ex) {
			System.err.println(this.file + ": " + ex.getMessage());
			return BenchReport.INCOMPLETE_OUTPUT;
		}
	}

}
