package io.github.bootbench.report.cli;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code pace siege-requests}: the lead-ins run-all.sh runs before a siege window, and
 * the count that makes the window last the run's duration, read from real siege output.
 */
class PaceCommandTests {

	@TempDir
	private Path dir;

	private final ByteArrayOutputStream out = new ByteArrayOutputStream();

	private PrintStream stdout;

	@BeforeEach
	void captureStdout() {
		this.stdout = System.out;
		System.setOut(new PrintStream(this.out, true, StandardCharsets.UTF_8));
	}

	@AfterEach
	void restoreStdout() {
		System.setOut(this.stdout);
	}

	@Test
	void aSiegeWindowStartsWithALeadIn() {
		assertThat(execute("pace", "siege-requests", "--concurrency", "10", "--seconds", "2")).isZero();
		assertThat(output()).isEqualTo("lead-in 50");
	}

	@Test
	void aLeadInTooShortForSiegesClockIsRunAgainLonger() throws Exception {
		// 500 transactions in 0.06 s: 6.25 times as long is 0.375 s, past the shortest.
		assertThat(execute("pace", "siege-requests", "--concurrency", "10", "--seconds", "2", "--lead-in",
				captured("siege-reps-lead-in"), "--lead-in-requests", "50", "--lead-ins", "1"))
			.isZero();
		assertThat(output()).isEqualTo("lead-in 313");
	}

	@Test
	void aLeadInLongEnoughSizesTheWindowCountingFailedTransactions() throws Exception {
		// 15,000 requests (140 of them failed) in 0.86 s: 34,884 in 2 s, 3,489 for each
		// of
		// 10 users.
		assertThat(execute("pace", "siege-requests", "--concurrency", "10", "--seconds", "2", "--lead-in",
				captured("siege-reps-window"), "--lead-in-requests", "1500", "--lead-ins", "2"))
			.isZero();
		assertThat(output()).isEqualTo("window 3489");
	}

	@Test
	void aLeadInThatCannotBeReadSizesNothingAndSaysWhy() throws Exception {
		Path empty = Files.writeString(this.dir.resolve("lead-in.txt"), "");
		assertThat(execute("pace", "siege-requests", "--concurrency", "10", "--seconds", "2", "--lead-in",
				empty.toString(), "--lead-in-requests", "50", "--lead-ins", "1"))
			.isEqualTo(PaceCommand.LEAD_IN_FAILED);
		assertThat(output()).startsWith("siege's lead-in cannot size the window: ").endsWith("(the output is empty)");
	}

	private String captured(String name) throws IOException, URISyntaxException {
		Path copy = this.dir.resolve(name + ".txt");
		Files.copy(Path.of(getClass().getResource("/captured/" + name + ".txt").toURI()), copy);
		return copy.toString();
	}

	private String output() {
		return this.out.toString(StandardCharsets.UTF_8).strip();
	}

	private static int execute(String... args) {
		return new CommandLine(new BenchReport()).execute(args);
	}

}
