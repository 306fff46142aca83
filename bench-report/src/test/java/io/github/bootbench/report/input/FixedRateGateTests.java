package io.github.bootbench.report.input;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import io.github.bootbench.report.parse.Tool;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The fixed-rate gate on captured bench-latency windows
 * ({@code captured/capture-hyperfoil.sh}): a window counts only if the server kept up and
 * no latency was hidden.
 */
class FixedRateGateTests {

	@Test
	void aWindowThatKeptItsRateWithoutWaitsOrErrorsCounts() throws IOException {
		Outcome outcome = Outcome.of(Tool.HYPERFOIL, captured("hyperfoil-block-10000"), 0);
		assertThat(outcome.ok()).isTrue();
		assertThat(outcome.result().fixedRate().achievedRate()).isGreaterThan(10_000 * 0.99);
	}

	@Test
	void aServerThatCouldNotKeepUpFailsTheWindowWithEveryReason() throws IOException {
		Outcome outcome = Outcome.of(Tool.HYPERFOIL, captured("hyperfoil-saturated"), 0);
		assertThat(outcome.ok()).isFalse();
		assertThat(outcome.failure()).isEqualTo("failed the fixed-rate gate: achieved 32,830 req/s against 40,000 "
				+ "(17.9 % short); requests waited 120,025,326.9 ms in all for a free connection");
	}

	@Test
	void aWindowWhoseRequestsAllTimedOutFailsAsOneWithoutASuccess() throws IOException {
		Outcome outcome = Outcome.of(Tool.HYPERFOIL, captured("hyperfoil-timeouts"), 0);
		assertThat(outcome.failure()).isEqualTo("no successful (2xx) response");
	}

	@Test
	void theRuleNamesItsTolerance() {
		assertThat(FixedRateGate.rule()).contains("within 1 % of its target");
	}

	private static String captured(String name) throws IOException {
		try (InputStream in = FixedRateGateTests.class.getResourceAsStream("/captured/" + name + ".txt")) {
			return new String(in.readAllBytes(), StandardCharsets.UTF_8);
		}
	}

}
