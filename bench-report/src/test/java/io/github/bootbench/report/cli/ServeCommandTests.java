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
		String answers = serve("plan\t--part\ttomcat,jetty\t--endpoints\tblock\t--tools\twrk\t--concurrency\t10\t"
				+ "--rounds\t1\t--blocks\t1\t--seed\t7\n" + "summarize\t--tool\tcurl\tnone.txt\n\n"
				+ "plan\t--part\ta\t--endpoints\tblock\t--tools\twrk\t--concurrency\t10\t--rounds\t0\t--blocks\t1\t"
				+ "--seed\t7\n");
		String[] parts = answers.split("\n");
		assertThat(parts[0]).matches("1\t1\tblock\twrk\t10\t1\t(tomcat,jetty|jetty,tomcat)");
		assertThat(parts[1]).isEqualTo(ServeCommand.END + " 0");
		assertThat(answers).contains("Invalid value for option '--tool': unknown tool 'curl'")
			.contains(ServeCommand.END + " 2\n");
		assertThat(answers)
			.endsWith("bench-report plan: --rounds and --blocks must be at least 1\n" + ServeCommand.END + " 2\n");
	}

	@Test
	void aCommandThatIsNotAskedWhileMeasuringIsRefused() throws IOException {
		assertThat(serve("report\t/tmp/nothing\n"))
			.isEqualTo("bench-report serve: 'report' is not served (served: summarize, warmup, memory-trial, plan, "
					+ "parse)\n" + ServeCommand.END + " 2\n");
	}

	@Test
	void theSameAnswerComesFromOneProcessAsFromManyAndTheStreamsAreRestored() throws IOException {
		PrintStream out = System.out;
		String request = "plan\t--part\ta,b,c\t--endpoints\tblock,async\t--tools\twrk\t--concurrency\t10,20\t"
				+ "--rounds\t2\t--blocks\t2\t--seed\t42\n";
		String twice = serve(request + request);
		String[] answers = twice.split(ServeCommand.END + " 0\n");
		assertThat(answers).hasSize(2);
		assertThat(answers[0]).isEqualTo(answers[1]).hasLineCount(16);
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
