package io.github.bootbench.report.feature.loadtools;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import io.github.bootbench.report.cli.IndexCommand;
import io.github.bootbench.report.cli.ResultsPart;
import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.io.Json;

/**
 * {@code <results>/load-tools}: how many load CPUs each load tool needs for a server of
 * more CPUs, from every run of the results directory, written again by {@code rerender}
 * and linked from the index.
 */
public final class LoadToolsPart implements ResultsPart {

	/** The directory under the results it is written to. */
	static final String DIRECTORY = "load-tools";

	/** Its figures, beside its README. */
	static final String FILE = "load-tools.json";

	@Override
	public List<Path> rerender(Path results) throws IOException {
		List<RunDirectory> runs = new ArrayList<>();
		for (Path run : IndexCommand.children(results, "run.json")) {
			runs.add(RunDirectory.read(run));
		}
		LoadTools tools = LoadTools.of(runs);
		if (tools.tools().isEmpty()) {
			return List.of();
		}
		Path out = results.resolve(DIRECTORY);
		Files.createDirectories(out);
		Json.pretty().writeValue(out.resolve(FILE).toFile(), tools);
		Files.writeString(out.resolve("README.md"), LoadToolsPage.write(tools));
		return List.of(out.resolve("README.md"));
	}

	@Override
	public String index(Path results) {
		if (!Files.isRegularFile(results.resolve(DIRECTORY).resolve("README.md"))) {
			return "";
		}
		return "## Load tools\n\nHow many load CPUs each load tool needs beside a server of more CPUs, from what the "
				+ "tool and the server spent on a request in these runs: [load-tools](" + DIRECTORY
				+ "/README.md).\n\n";
	}

}
