package io.github.bootbench.report.input;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import io.github.bootbench.report.io.Json;

/**
 * What {@code --resume} reads of a run's run.json, of any age: whether it is complete,
 * the command line it was started with (null when recorded before runs kept it) and its
 * seed.
 *
 * @param status {@code running}, {@code complete}, ...
 * @param arguments run-all.sh's arguments as given, or null
 * @param options the options as planned, of which the seed is read
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record RecordedArguments(String status, List<String> arguments, Seed options) {

	/** The run recorded in {@code dir}. */
	public static RecordedArguments read(Path dir) throws IOException {
		return Json.MAPPER.readValue(dir.resolve("run.json").toFile(), RecordedArguments.class);
	}

	/** Whether the run ended complete. */
	public boolean complete() {
		return "complete".equals(this.status);
	}

	/** The seed the run's measuring order was drawn from, or null. */
	public Long seed() {
		return (this.options != null) ? this.options.seed() : null;
	}

	/**
	 * @param seed the seed of the measuring order
	 */
	@JsonIgnoreProperties(ignoreUnknown = true)
	public record Seed(Long seed) {

	}

}
