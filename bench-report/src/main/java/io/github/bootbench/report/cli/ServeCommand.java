package io.github.bootbench.report.cli;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.Callable;

import picocli.CommandLine.Command;

/**
 * {@code serve}: one bench-report JVM for a whole run. run-all.sh starts it once in the
 * background, its standard input and output on two FIFOs ({@code lib/report.sh}), and
 * sends it the questions it used to start a JVM for (about 340 a default run): a window's
 * summary, a warm-up cycle's state, a memory trial's verdict.
 * <p>
 * Protocol, one request a line on standard input: a command and its arguments, separated
 * by tabs (so that a path may hold spaces). The answer on standard output is what the
 * command printed, on both its streams, then the line {@code #end CODE} with its exit
 * code. End of input ends the server; the scripts stop it by signal instead, since every
 * process they start holds its input open.
 */
@Command(name = "serve",
		description = "Answers commands read from standard input, one a line, arguments separated by tabs: "
				+ "what each prints, then '" + ServeCommand.END + " CODE'. Ends at end of input.")
final class ServeCommand implements Callable<Integer> {

	/** The line that ends each answer, followed by a space and the exit code. */
	static final String END = "#end";

	/** Commands that may be served: those a run asks or tells while it measures. */
	private static final List<String> SERVED = List.of("summarize", "warmup", "pace", "memory-trial", "parse", "rates",
			"record", "app", "profile-convert");

	private final InputStream in;

	private final PrintStream out;

	ServeCommand() {
		this(System.in, System.out);
	}

	ServeCommand(InputStream in, PrintStream out) {
		this.in = in;
		this.out = out;
	}

	@Override
	public Integer call() throws IOException {
		BufferedReader requests = new BufferedReader(new InputStreamReader(this.in, StandardCharsets.UTF_8));
		String request;
		while ((request = requests.readLine()) != null) {
			if (request.isBlank()) {
				continue;
			}
			String[] args = request.split("\t", -1);
			ByteArrayOutputStream answer = new ByteArrayOutputStream();
			int code = answer(args, answer);
			this.out.print(answer.toString(StandardCharsets.UTF_8));
			this.out.println(END + " " + code);
			this.out.flush();
		}
		return 0;
	}

	/** Runs one command with both its streams into {@code answer}; its exit code. */
	static int answer(String[] args, ByteArrayOutputStream answer) {
		PrintStream capture = new PrintStream(answer, true, StandardCharsets.UTF_8);
		if (!SERVED.contains(args[0])) {
			capture.println(
					"bench-report serve: '" + args[0] + "' is not served (served: " + String.join(", ", SERVED) + ")");
			return 2;
		}
		PrintStream out = System.out;
		PrintStream err = System.err;
		System.setOut(capture);
		System.setErr(capture);
		try {
			return BenchReport.commandLine().execute(args);
		}
		finally {
			capture.flush();
			System.setOut(out);
			System.setErr(err);
		}
	}

}
