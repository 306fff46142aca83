package io.github.bootbench.report.feature.profile;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import io.github.bootbench.report.cli.BenchReport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A profiled cell's recording into its stacks, on a real one: async-profiler 4.2's cpu
 * and alloc events in one JFR file, of Boot 4.1's Tomcat app under wrk
 * ({@code captured/capture-recording.sh}).
 */
class ProfileConvertCommandTests {

	private static final Path RECORDING = Path.of("src", "test", "resources", "captured", "profiles",
			"boot4-tomcat-block.jfr");

	@TempDir
	private Path directory;

	@Test
	void theRecordingBecomesItsCpuAndAllocationStacksAndIsRemoved() throws IOException {
		Path recording = Files.copy(RECORDING, this.directory.resolve("block-wrk-c10.jfr"));
		String out = run(recording);
		assertThat(out).matches("[\\d,]+ CPU samples, [\\d,]+ MB allocated\\R");
		assertThat(recording).doesNotExist();
		CollapsedStacks cpu = CollapsedStacks.read(this.directory.resolve("block-wrk-c10.collapsed.gz"));
		CollapsedStacks alloc = CollapsedStacks.read(this.directory.resolve("block-wrk-c10.alloc.collapsed.gz"));
		// The CPU's stacks as the profiler writes them itself: kernel frames marked, the
		// container's threads under Tomcat's endpoint, each count a sample.
		assertThat(cpu.samplesWithKernelFrame()).isPositive();
		assertThat(cpu.stacks()).anySatisfy((stack) -> assertThat(String.join(";", stack.frames()))
			.contains("org/apache/tomcat/util/net/NioEndpoint"));
		assertThat(out).startsWith(String.format("%,d CPU samples", cpu.samples()));
		// The allocations' stacks end in the class allocated, each count its bytes.
		assertThat(alloc.stacks())
			.anySatisfy((stack) -> assertThat(stack.frames().get(stack.frames().size() - 1)).isEqualTo("byte[]_[i]"));
		assertThat(alloc.samples()).isGreaterThan(1_000_000);
	}

	@Test
	void aFileThatIsNotARecordingSaysSoInOneLineAndIsKept() throws IOException {
		Path notRecording = Files.writeString(this.directory.resolve("block-wrk-c10.jfr"), "not a recording\n");
		ByteArrayOutputStream err = new ByteArrayOutputStream();
		PrintStream saved = System.err;
		System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
		try {
			assertThat(BenchReport.commandLine().execute("profile-convert", notRecording.toString())).isEqualTo(1);
		}
		finally {
			System.setErr(saved);
		}
		assertThat(err.toString(StandardCharsets.UTF_8))
			.startsWith("bench-report profile-convert: " + notRecording + " cannot be read: ")
			.hasLineCount(1);
		assertThat(notRecording).exists();
		assertThat(this.directory.resolve("block-wrk-c10.collapsed.gz")).doesNotExist();
	}

	private static String run(Path recording) {
		ByteArrayOutputStream out = new ByteArrayOutputStream();
		PrintStream saved = System.out;
		System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
		try {
			assertThat(BenchReport.commandLine().execute("profile-convert", recording.toString())).isZero();
		}
		finally {
			System.setOut(saved);
		}
		return out.toString(StandardCharsets.UTF_8);
	}

}
