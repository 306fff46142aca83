package io.github.bootbench.report.cli;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The one bench-report process a run asks its questions. */
class ServeCommandTests {

	@Test
	void eachAnswerIsWhatTheCommandPrintedThenItsExitCode() throws IOException {
		String answers = serve("warmup\t--rule\n" + "summarize\t--tool\tcurl\tnone.txt\n\n"
				+ "summarize\t--tool\twrk\t/nonexistent/window.txt\n");
		String[] parts = answers.split("\n");
		assertThat(parts[0]).startsWith("{\"tolerancePercent\":").endsWith("}");
		assertThat(parts[1]).isEqualTo(ServeCommand.END + " 0");
		assertThat(answers).contains("Invalid value for option '--tool': unknown tool 'curl'")
			.contains(ServeCommand.END + " 2\n");
		assertThat(answers).contains("NoSuchFileException: /nonexistent/window.txt")
			.endsWith(ServeCommand.END + " 1\n");
	}

	@Test
	void thePacingQuestionsOfARoundAreServed() throws IOException {
		String answers = serve("pace\tsettle\t--cpu-ticks\t2\t--clock-ticks\t100\t--sampled-ms\t250\t--waited-ms\t250\n"
				+ "pace\tsettle\t--cpu-ticks\t40\t--clock-ticks\t100\t--sampled-ms\t250\t--waited-ms\t250\n"
				+ "pace\tsettle\t--cpu-ticks\t40\t--clock-ticks\t100\t--sampled-ms\t250\t--waited-ms\t3100\n"
				+ "pace\twarmup-gap\t--warming\t1\n" + "pace\twarmup-gap\t--warming\t3\n");
		assertThat(answers.split("\n")).containsExactly("settled", ServeCommand.END + " 0", "wait",
				ServeCommand.END + " 0", "busy", ServeCommand.END + " 0", "5", ServeCommand.END + " 0", "0",
				ServeCommand.END + " 0");
	}

	@Test
	void aCommandThatIsNotAskedWhileMeasuringIsRefused() throws IOException {
		assertThat(serve("report\t/tmp/nothing\n")).isEqualTo(
				"bench-report serve: 'report' is not served (served: summarize, warmup, pace, memory-trial, parse, rates, record, app, profile-convert)\n"
						+ ServeCommand.END + " 2\n");
	}

	@Test
	void theSameAnswerComesFromOneProcessAsFromManyAndTheStreamsAreRestored() throws IOException {
		PrintStream out = System.out;
		String request = "warmup\t--rule\n";
		String twice = serve(request + request);
		String[] answers = twice.split(ServeCommand.END + " 0\n");
		assertThat(answers).hasSize(2);
		assertThat(answers[0]).isEqualTo(answers[1]).hasLineCount(1);
		assertThat(System.out).isSameAs(out);
	}

	private static String serve(String requests) throws IOException {
		ByteArrayOutputStream out = new ByteArrayOutputStream();
		ServeCommand serve = new ServeCommand(new ByteArrayInputStream(requests.getBytes(StandardCharsets.UTF_8)),
				new PrintStream(out, true, StandardCharsets.UTF_8));
		assertThat(serve.call()).isZero();
		return out.toString(StandardCharsets.UTF_8);
	}

}
