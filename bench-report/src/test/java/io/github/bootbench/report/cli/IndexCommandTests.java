package io.github.bootbench.report.cli;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import io.github.bootbench.report.PublishedRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The index of a results directory, made from copies of committed runs: what each feature
 * says of a run is read from its results.json, and a run whose results.json does not read
 * is left out with a line saying why, not the whole index.
 */
class IndexCommandTests {

	@TempDir
	Path results;

	@Test
	void aSweepsRowSaysEachAppsSettingFromItsFeature() throws IOException {
		copy(PublishedRun.SWEEP);
		assertThat(IndexCommand.page(this.results)).contains("[" + PublishedRun.SWEEP + "]")
			.contains("tomcat: keep the default");
	}

	@Test
	void aRunWhoseFeaturePartDoesNotReadIsLeftOutWithALineSayingWhy() throws IOException {
		copy(PublishedRun.SWEEP);
		Path broken = copy(PublishedRun.MEMORY);
		Path resultsJson = broken.resolve("results.json");
		Files.writeString(resultsJson,
				Files.readString(resultsJson).replaceFirst("\"tuningChoices\" : \\[ \\]", "\"tuningChoices\" : 7"));
		assertThat(Files.readString(resultsJson)).contains("\"tuningChoices\" : 7");
		PrintStream err = System.err;
		ByteArrayOutputStream said = new ByteArrayOutputStream();
		System.setErr(new PrintStream(said, true, StandardCharsets.UTF_8));
		String page;
		try {
			page = IndexCommand.page(this.results);
		}
		finally {
			System.setErr(err);
		}
		assertThat(page).contains("[" + PublishedRun.SWEEP + "]").doesNotContain(PublishedRun.MEMORY);
		assertThat(said.toString(StandardCharsets.UTF_8))
			.startsWith("bench-report: left out of the index: " + broken + ": ");
	}

	/** A committed run's record and results, as the index reads them. */
	private Path copy(String run) throws IOException {
		Path copy = Files.createDirectories(this.results.resolve(run));
		for (String file : new String[] { "run.json", "results.json", "README.md" }) {
			Files.copy(PublishedRun.directory(run).resolve(file), copy.resolve(file));
		}
		return copy;
	}

}
