package io.github.bootbench.report.feature.memory;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.input.Outcome;
import io.github.bootbench.report.input.Samples;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.data.Offset.offset;

/**
 * Whether a memory trial carried the reference load, on real captured wrk outputs:
 * {@code wrk-plain.txt} is 19,054.65 req/s, {@code wrk-latency.txt} 16,725.51 req/s
 * (0.878 of it), {@code wrk-timeouts.txt} has socket errors.
 */
class HeapTrialTests {

	@Test
	void aTrialAsFastAsItsReferenceCarriesTheLoad() throws IOException {
		HeapTrial verdict = HeapTrial.judge(trial(64, null, "wrk-plain.txt", "wrk-plain.txt"),
				trial(512, null, "wrk-plain.txt", "wrk-plain.txt"));
		assertThat(verdict.pass()).isTrue();
		assertThat(verdict.summary()).isEqualTo("block 1.000×, json 1.000× of the reference heap's throughput");
		assertThat(verdict.toReference()).containsEntry("block", 1.0).containsEntry("json", 1.0);
	}

	@Test
	void aSlowerTrialStillRanCleanAndSaysByHowMuch() throws IOException {
		// Whether a step carries the load is judged over the rounds (HeapSteps), not
		// here.
		HeapTrial verdict = HeapTrial.judge(trial(32, null, "wrk-plain.txt", "wrk-latency.txt"),
				trial(512, null, "wrk-plain.txt", "wrk-plain.txt"));
		assertThat(verdict.pass()).isTrue();
		assertThat(verdict.summary()).isEqualTo("block 1.000×, json 0.878× of the reference heap's throughput");
		assertThat(verdict.toReference().get("json")).isEqualTo(16725.51 / 19054.65, offset(1e-9));
	}

	@Test
	void theMedianOfAnEndpointsWindowsIsWhatCounts() throws IOException {
		// block: 16,725, 19,054 and 19,054 req/s: the median is the reference's own.
		HeapTrial verdict = HeapTrial.judge(trial(48, null, "wrk-latency.txt", "wrk-plain.txt", "wrk-plain.txt",
				"wrk-plain.txt", "wrk-plain.txt", "wrk-plain.txt"), trial(512, null, "wrk-plain.txt", "wrk-plain.txt"));
		assertThat(verdict.pass()).isTrue();
		assertThat(verdict.toReference().get("block")).isEqualTo(1.0, offset(1e-9));
	}

	@Test
	void socketErrorsFailATrialWhateverItsThroughput() throws IOException {
		HeapTrial verdict = HeapTrial.judge(trial(24, null, "wrk-plain.txt", "wrk-timeouts.txt"));
		assertThat(verdict.pass()).isFalse();
		assertThat(verdict.summary()).isEqualTo("json window 2: 74 socket error(s) and 0 non-2xx response(s)");
	}

	@Test
	void aTrialWhoseJvmEndedFailsWithHowItEnded() throws IOException {
		String ended = "the JVM ended during window-2-json: the JVM exited with code 3 (out of memory: "
				+ "-XX:+ExitOnOutOfMemoryError)";
		HeapTrial verdict = HeapTrial.judge(trial(16, ended, "wrk-plain.txt"),
				trial(512, null, "wrk-plain.txt", "wrk-plain.txt"));
		assertThat(verdict.pass()).isFalse();
		assertThat(verdict.summary()).isEqualTo(ended);
	}

	@Test
	void aTrialWithoutWindowsOrWithAFailedWindowDoesNotCarryTheLoad() throws IOException {
		assertThat(HeapTrial.judge(trial(16, null)).summary()).isEqualTo("no measured window");
		HeapTrial nonSuccess = HeapTrial.judge(trial(16, null, "wrk-plain.txt", "wrk-non2xx.txt"));
		assertThat(nonSuccess.pass()).isFalse();
		assertThat(nonSuccess.summary()).isEqualTo("json window 2: no successful (2xx) response");
	}

	@Test
	void theReferenceItselfIsJudgedOnItsOwn() throws IOException {
		HeapTrial verdict = HeapTrial.judge(trial(512, null, "wrk-plain.txt", "wrk-latency.txt"));
		assertThat(verdict.pass()).isTrue();
		assertThat(verdict.summary()).isEqualTo("carried the load: block 19,055, json 16,726 req/s");
		assertThat(verdict.toReference()).isEmpty();
	}

	/** A trial whose windows alternate block and json over the captured outputs given. */
	static MemoryPhase.Trial trial(int heapMb, String failure, String... outputs) throws IOException {
		List<MemoryPhase.Window> windows = new ArrayList<>();
		for (int i = 0; i < outputs.length; i++) {
			String endpoint = (i % 2 == 0) ? "block" : "json";
			windows.add(new MemoryPhase.Window(i + 1, endpoint, outputs[i],
					Outcome.of(Tool.WRK, captured(outputs[i]), 0), new Samples(List.of())));
		}
		return new MemoryPhase.Trial("tomcat", 1, heapMb, true, Tool.WRK, null, null, null, failure,
				"memory/tomcat/r1-heap-" + heapMb + "m", null, null, List.copyOf(windows), true);
	}

	static String captured(String name) throws IOException {
		try (InputStream in = HeapTrialTests.class.getResourceAsStream("/captured/" + name)) {
			return new String(in.readAllBytes(), StandardCharsets.UTF_8);
		}
	}

}
