package io.github.bootbench.report.parse;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import io.github.bootbench.report.core.Tool;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.assertj.core.api.Assertions.within;

/**
 * Each test reads an output captured from the real tool on this kind of machine (see
 * {@code captured/capture.sh}, which also keeps the command beside each file) and asserts
 * its exact figures.
 */
class ToolParserTests {

	@Test
	void abWithKeepAlive() throws Exception {
		assertThat(parse(Tool.AB, "ab-keepalive")).isEqualTo(new ToolResult(Tool.AB, 26697, 26697, 0, 0, 0, 8898.58,
				5.619, 4.0, 9.0, 28.0, 152.0, 3.000, 50, 2.0, null, null, new KeepAlive(26697, 26457)));
	}

	@Test
	void abWithoutKeepAlive() throws Exception {
		assertThat(parse(Tool.AB, "ab-no-keepalive")).isEqualTo(new ToolResult(Tool.AB, 22901, 22901, 0, 0, 0, 7633.58,
				6.550, 5.0, 11.0, 26.0, 135.0, 3.000, 50, 5.0, null, null, null));
	}

	@Test
	void abWithoutKeepAliveDoesNotTellHowItsConnectionsWereKept() throws Exception {
		assertThat(parse(Tool.AB, "ab-no-keepalive").keepAlive()).isNull();
	}

	@Test
	void abKeepAliveRequestsOfAServerThatClosesAfterEach100thRequest() throws Exception {
		KeepAlive keepAlive = parse(Tool.AB, "ab-tomcat9-block").keepAlive();
		assertThat(keepAlive).isEqualTo(new KeepAlive(66077, 65463));
		assertThat(keepAlive.keptAlivePercent()).isCloseTo(99.07, within(0.01));
	}

	@Test
	void abKeepAliveRequestsOfAServerThatKeptEveryConnectionOpen() throws Exception {
		KeepAlive keepAlive = parse(Tool.AB, "ab-smart-servlet-json").keepAlive();
		assertThat(keepAlive).isEqualTo(new KeepAlive(63753, 63753));
		assertThat(keepAlive.keptAlivePercent()).isEqualTo(100.0);
	}

	@Test
	void abKeepAliveRequestsOfAServerThatClosedEveryConnection() throws Exception {
		KeepAlive keepAlive = parse(Tool.AB, "ab-tomcat9-json").keepAlive();
		assertThat(keepAlive).isEqualTo(new KeepAlive(34867, 0));
		assertThat(keepAlive.keptAlivePercent()).isZero();
	}

	@Test
	void wrkSiegeAndJmeterDoNotTellHowTheirConnectionsWereKept() throws Exception {
		assertThat(parse(Tool.WRK, "wrk-latency").keepAlive()).isNull();
		assertThat(parse(Tool.WRK, "wrk-plain").keepAlive()).isNull();
		assertThat(parse(Tool.SIEGE, "siege-plain").keepAlive()).isNull();
		assertThat(parse(Tool.SIEGE, "siege-json").keepAlive()).isNull();
		assertThat(parse(Tool.JMETER, "jmeter-block").keepAlive()).isNull();
	}

	@Test
	void abWithNon2xxResponsesCountsNoSuccessEvenWhenAbCountsMoreNon2xxThanCompletions() throws Exception {
		// ab reports 6120 non-2xx responses for 6118 complete requests: successful is
		// clamped at 0.
		assertThat(parse(Tool.AB, "ab-non2xx")).isEqualTo(new ToolResult(Tool.AB, 6118, 0, 0, 6120, 0, 3058.96, 6.538,
				4.0, 10.0, 38.0, 115.0, 2.000, 20, 2.0, null, null, new KeepAlive(6118, 0)));
	}

	@Test
	void abLengthMismatchesOfADynamicBodyAreNotErrors() throws Exception {
		assertThat(parse(Tool.AB, "ab-length-mismatch")).isEqualTo(new ToolResult(Tool.AB, 5751, 5751, 0, 0, 5241,
				2875.46, 6.955, 5.0, 12.0, 46.0, 99.0, 2.000, 20, 1.0, null, null, new KeepAlive(5751, 0)));
	}

	@Test
	void abKilledMidRunIsRefused() {
		assertThatExceptionOfType(IncompleteOutputException.class).isThrownBy(() -> parse(Tool.AB, "ab-killed"))
			.withMessage("not a complete ab summary: no 'Complete requests' line "
					+ "(killed before it finished, or another tool's output?)");
	}

	@Test
	void abThatNeverReachedTheServerIsRefusedDespiteItsSummary() {
		assertThatExceptionOfType(IncompleteOutputException.class).isThrownBy(() -> parse(Tool.AB, "ab-refused"))
			.withMessage("ab received no response at all (Total transferred: 0 bytes, 152103 socket failures): "
					+ "connection refused?");
	}

	@Test
	void wrkWithLatencyDistribution() throws Exception {
		assertThat(parse(Tool.WRK, "wrk-latency")).isEqualTo(new ToolResult(Tool.WRK, 50236, 50236, 0, 0, 0, 16725.51,
				3.21, 2.47, 5.63, 10.69, 66.17, 3.0, 50, null, null, null, null));
	}

	@Test
	void wrkWithoutLatencyDistributionHasNoPercentiles() throws Exception {
		assertThat(parse(Tool.WRK, "wrk-plain")).isEqualTo(new ToolResult(Tool.WRK, 57183, 57183, 0, 0, 0, 19054.65,
				2.78, null, null, null, 33.07, 3.0, 50, null, null, null, null));
	}

	@Test
	void wrkWithNon2xxResponses() throws Exception {
		assertThat(parse(Tool.WRK, "wrk-non2xx")).isEqualTo(new ToolResult(Tool.WRK, 10963, 0, 0, 10963, 0, 5477.72,
				4.04, 3.01, 7.47, 15.77, 86.14, 2.0, 20, null, null, null, null));
	}

	@Test
	void wrkTimeoutsAreSocketErrors() throws Exception {
		assertThat(parse(Tool.WRK, "wrk-timeouts")).isEqualTo(new ToolResult(Tool.WRK, 769, 769, 74, 0, 0, 255.01,
				685.97, 628.88, 837.29, 987.75, 988.80, 3.02, 300, null, null, null, null));
	}

	@Test
	void wrkWithEveryRequestTimedOutHasNoLatencyRatherThanZero() throws Exception {
		assertThat(parse(Tool.WRK, "wrk-all-timeouts")).isEqualTo(new ToolResult(Tool.WRK, 10, 10, 10, 0, 0, 3.33, null,
				null, null, null, null, 3.01, 10, null, null, null, null));
	}

	@Test
	void wrkPercentileOfOneSecondIsReadThoughWrkPadsItWithASpace() throws Exception {
		assertThat(parse(Tool.WRK, "wrk-p99-one-second")).isEqualTo(new ToolResult(Tool.WRK, 8713, 8713, 0, 0, 0,
				2888.27, 122.52, 61.73, 232.82, 1000.0, 1890.0, 3.02, 400, null, null, null, null));
	}

	@Test
	void wrkLatencyOfSecondsInEveryColumn() throws Exception {
		assertThat(parse(Tool.WRK, "wrk-seconds")).isEqualTo(new ToolResult(Tool.WRK, 18, 18, 0, 0, 0, 0.90, 3800.0,
				2010.0, 18100.0, 18110.0, 18110.0, 20.08, 20, null, null, null, null));
	}

	@Test
	void wrkLatencyOfMinutesInEveryColumn() throws Exception {
		assertThat(parse(Tool.WRK, "wrk-minutes")).isEqualTo(new ToolResult(Tool.WRK, 4, 4, 0, 0, 0, 0.07, 55200.0,
				55200.0, 55200.0, 55200.0, 55200.0, 60.0, 4, null, null, null, null));
	}

	@Test
	void wrkPercentileThatCannotBeReadFailsTheWindowNamingTheLine() throws Exception {
		String text = read("wrk-latency").replace("99%   10.69ms", "99%   10.69xs");
		assertThatExceptionOfType(IncompleteOutputException.class).isThrownBy(() -> ToolParser.parse(Tool.WRK, text))
			.withMessage("cannot read wrk's 99% latency: '99%   10.69xs' is not a time wrk prints");
	}

	@Test
	void wrkLatencyDistributionWithoutAPercentileLineFailsTheWindow() throws Exception {
		String text = read("wrk-latency").replaceAll("(?m)^\\s+90%.*\\n", "");
		assertThatExceptionOfType(IncompleteOutputException.class).isThrownBy(() -> ToolParser.parse(Tool.WRK, text))
			.withMessageStartingWith("not a complete wrk summary: no '90% in the Latency Distribution' line");
	}

	@Test
	void wrkThatCouldNotConnectIsRefused() {
		assertThatExceptionOfType(IncompleteOutputException.class).isThrownBy(() -> parse(Tool.WRK, "wrk-refused"))
			.withMessage("not wrk output: no 'Running ... test @' line "
					+ "(it starts: 'unable to connect to 127.0.0.1:18099 Connection refused')");
	}

	@Test
	void siegePlainSummaryWithFailedTransactionsAndSiegesFirstRunNotice() throws Exception {
		assertThat(parse(Tool.SIEGE, "siege-plain")).isEqualTo(new ToolResult(Tool.SIEGE, 39535, 39535, 367, 0, 0,
				17493.36, 0.0, null, null, null, 80.0, 2.26, 50, null, null, null, null));
	}

	@Test
	void siegeJsonSummaryHasNoStatedConcurrency() throws Exception {
		assertThat(parse(Tool.SIEGE, "siege-json")).isEqualTo(new ToolResult(Tool.SIEGE, 60976, 60976, 590, 0, 0,
				20461.74, 0.0, null, null, null, 70.0, 2.98, null, null, null, null, null));
	}

	@Test
	void siegeWithOnlyNon2xxResponsesHasNoSuccess() throws Exception {
		assertThat(parse(Tool.SIEGE, "siege-non2xx")).isEqualTo(new ToolResult(Tool.SIEGE, 14899, 0, 14898, 14899, 0,
				7524.75, 0.0, null, null, null, 20.0, 1.98, 20, null, null, null, null));
	}

	@Test
	void siegeRunOfACountHasTheSameSummaryWithoutLiftingTheSiege() throws Exception {
		// siege -r: every user sends its count and returns; siege cancels no thread, and
		// Tomcat's keep-alive limit still shows as failed transactions (14,860 + 140 =
		// 10 users x 1,500).
		String output = read("siege-reps-window");
		assertThat(output).doesNotContain("Lifting the server siege");
		assertThat(parse(Tool.SIEGE, "siege-reps-window")).isEqualTo(new ToolResult(Tool.SIEGE, 14860, 14860, 140, 0, 0,
				17279.07, 0.0, null, null, null, 10.0, 0.86, 10, null, null, null, null));
		assertThat(parse(Tool.SIEGE, "siege-reps-lead-in")).isEqualTo(new ToolResult(Tool.SIEGE, 500, 500, 0, 0, 0,
				8333.33, 0.0, null, null, null, 20.0, 0.06, 10, null, null, null, null));
	}

	@Test
	void anotherToolsOutputIsRefused() {
		assertThatExceptionOfType(IncompleteOutputException.class).isThrownBy(() -> parse(Tool.AB, "wrk-latency"))
			.withMessageStartingWith("not ab output");
		assertThatExceptionOfType(IncompleteOutputException.class).isThrownBy(() -> parse(Tool.WRK, "siege-plain"))
			.withMessageStartingWith("not wrk output");
		assertThatExceptionOfType(IncompleteOutputException.class).isThrownBy(() -> parse(Tool.SIEGE, "ab-keepalive"))
			.withMessageStartingWith("not a complete siege summary: no 'Transactions' line");
	}

	@Test
	void emptyOutputIsRefused() {
		for (Tool tool : Tool.values()) {
			assertThatExceptionOfType(IncompleteOutputException.class).isThrownBy(() -> ToolParser.parse(tool, ""))
				.withMessageContaining("empty");
		}
	}

	static ToolResult parse(Tool tool, String capture) throws IOException, IncompleteOutputException {
		return ToolParser.parse(tool, read(capture));
	}

	static String read(String capture) throws IOException {
		try (InputStream in = ToolParserTests.class.getResourceAsStream("/captured/" + capture + ".txt")) {
			assertThat(in).as("captured output %s", capture).isNotNull();
			return new String(in.readAllBytes(), StandardCharsets.UTF_8);
		}
	}

}
