package io.github.bootbench.report.input;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIOException;

/** The hand-edited file of superseded runs: read as written, refused when malformed. */
class SupersededTests {

	@TempDir
	private Path results;

	@Test
	void eachLineIsTheNewerRunTheOlderAndWhyCommentsAndBlankLinesLeftOut() throws IOException {
		Files.writeString(this.results.resolve(Superseded.FILE),
				Superseded.HEADER + "\n# a comment\n\nnew-run\told-run\tthe same question in more rounds\n");
		assertThat(Superseded.read(this.results))
			.containsExactly(new Superseded("new-run", "old-run", "the same question in more rounds"));
	}

	@Test
	void noFileIsNoSupersededRun() throws IOException {
		assertThat(Superseded.read(this.results)).isEmpty();
	}

	@Test
	void aLineWithoutItsReasonOrAFileWithoutItsHeaderIsRefused() throws IOException {
		Files.writeString(this.results.resolve(Superseded.FILE), Superseded.HEADER + "\nnew-run\told-run\n");
		assertThatIOException().isThrownBy(() -> Superseded.read(this.results)).withMessageContaining("why");
		Files.writeString(this.results.resolve(Superseded.FILE), "new-run\told-run\twhy\n");
		assertThatIOException().isThrownBy(() -> Superseded.read(this.results)).withMessageContaining("header");
	}

}
