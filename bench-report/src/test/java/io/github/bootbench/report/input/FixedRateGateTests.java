package io.github.bootbench.report.input;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import io.github.bootbench.report.core.Tool;
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
	void aDriverThatStalledInTheMeasuredPhaseFailsTheWindowAndOneThatStalledInItsCalibrationDoesNot()
			throws IOException {
		// G1 paused the driver on the load CPU; its jitter watchdog reported it, stamped
		// in epoch ms.
		Outcome stalled = Outcome.of(Tool.HYPERFOIL, captured("hyperfoil-driver-stall"), 0);
		assertThat(stalled.failure()).isEqualTo("failed the fixed-rate gate: requests waited 88,086.3 ms in all for "
				+ "a free connection; the driver itself stalled for 270 ms (Hyperfoil's jitter watchdog), so "
				+ "requests due then went late");
		assertThat(Outcome.of(Tool.HYPERFOIL, captured("hyperfoil-driver-stall-calibration"), 0).ok()).isTrue();
		// An older log stamped the report in HH:mm:ss: it counts wherever it fell.
		assertThat(Outcome.of(Tool.HYPERFOIL, captured("hyperfoil-driver-stall-g1"), 0).failure())
			.contains("the driver itself stalled for 259 ms");
		assertThat(FixedRateGate.rule()).contains("the driver itself never stalled");
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
