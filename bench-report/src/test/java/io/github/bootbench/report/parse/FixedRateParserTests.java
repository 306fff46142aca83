package io.github.bootbench.report.parse;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import io.github.bootbench.report.core.Tool;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.assertj.core.api.Assertions.within;

/**
 * bench-latency's output, captured from the real tool against Boot 4's Tomcat 11 on this
 * kind of machine ({@code captured/capture-hyperfoil.sh}, which keeps each command beside
 * its file). The expected figures come from the lines the tool prints a second, which it
 * computes apart from the JSON line the parser reads.
 */
class FixedRateParserTests {

	@Test
	void aWindowBelowSaturationGivesItsMeasuredPhaseAlone() throws IOException {
		ToolResult result = parse("hyperfoil-block-10000");
		assertThat(result.tool()).isEqualTo(Tool.HYPERFOIL);
		assertThat(result.requests()).isEqualTo(100_001);
		assertThat(result.successful()).isEqualTo(100_001);
		assertThat(result.errors()).isZero();
		assertThat(result.non2xx()).isZero();
		assertThat(result.durationSeconds()).isEqualTo(10);
		assertThat(result.concurrency()).isNull();
		FixedRateFigures figures = result.fixedRate();
		assertThat(figures.targetRate()).isEqualTo(10_000);
		assertThat(figures.achievedRate()).isCloseTo(100_001 / 10.001, within(1e-6));
		assertThat(figures.connections()).isEqualTo(1000);
		assertThat(figures.blockedMs()).isZero();
		assertThat(figures.throttled()).isFalse();
		assertThat(figures.serverCloses()).isEqualTo(1279);
		assertThat(figures.samples()).isEqualTo(100_001);
		assertThat(figures.calibrationRequests()).isEqualTo(29_991);
		assertThat(figures.seconds()).hasSize(11);
		// The tool's own line for each second, in whole microseconds.
		assertThat(figures.seconds()).extracting((second) -> Math.round(second.p99LatencyMs() * 1000))
			.containsExactly(5800L, 3801L, 2507L, 2654L, 3686L, 5931L, 8061L, 3424L, 6619L, 2179L, 399L);
		assertThat(result.p50LatencyMs()).isLessThan(result.p90LatencyMs());
		assertThat(result.p90LatencyMs()).isLessThan(result.p99LatencyMs());
		assertThat(result.p99LatencyMs()).isLessThanOrEqualTo(figures.p999LatencyMs());
		assertThat(figures.p999LatencyMs()).isLessThanOrEqualTo(result.maxLatencyMs());
		assertThat(result.p99LatencyMs()).isBetween(2.179, 8.061);
	}

	@Test
	void theResponsesThatClosedTheirConnectionCountOverTheWholeWindowCalibrationIncluded() throws IOException {
		// Tomcat closes a connection after its 100th request: 1,279 closes of the
		// calibration's 29,991 requests and the measured phase's 100,001.
		KeepAlive tomcat = parse("hyperfoil-block-10000").keepAlive();
		assertThat(tomcat).isEqualTo(new KeepAlive(129_992, 129_992 - 1279));
		assertThat(tomcat.keptAlivePercent()).isCloseTo(99.02, within(0.01));
		// Jetty closed none.
		KeepAlive jetty = parse("hyperfoil-driver-stall-g1").keepAlive();
		assertThat(jetty).isEqualTo(new KeepAlive(46_284, 46_284));
		assertThat(jetty.keptAlivePercent()).isEqualTo(100.0);
	}

	@Test
	void theTimelineKeepsAShortLastSecondWithItsLength() throws IOException {
		List<FixedRateFigures.Second> seconds = parse("hyperfoil-block-20000").fixedRate().seconds();
		assertThat(seconds).hasSize(11);
		assertThat(seconds.subList(0, 10)).allSatisfy((second) -> assertThat(second.lengthMs()).isEqualTo(1000));
		assertThat(seconds.get(10).lengthMs()).isLessThan(1000);
		assertThat(seconds).extracting(FixedRateFigures.Second::requests)
			.containsExactly(19_881L, 20_100L, 20_000L, 20_000L, 19_998L, 19_982L, 19_321L, 20_699L, 20_000L, 19_980L,
					40L);
	}

	@Test
	void aServerThatCannotKeepUpAnswersLateAndItsAchievedRateFallsShort() throws IOException {
		ToolResult result = parse("hyperfoil-saturated");
		FixedRateFigures figures = result.fixedRate();
		assertThat(figures.targetRate()).isEqualTo(40_000);
		assertThat(figures.achievedRate()).isCloseTo(200_001 / 6.092, within(1e-6));
		assertThat(figures.blockedMs()).isCloseTo(120_025_326.9, within(0.5));
		assertThat(result.errors()).isZero();
	}

	@Test
	void requestsThatTimedOutAreCountedOnceThoughHyperfoilAlsoCountsThemAsConnectionErrors() throws IOException {
		ToolResult result = parse("hyperfoil-timeouts");
		assertThat(result.requests()).isEqualTo(150);
		assertThat(result.successful()).isZero();
		assertThat(result.errors()).isEqualTo(150);
		assertThat(result.p99LatencyMs()).isNull();
		assertThat(result.maxLatencyMs()).isNull();
		assertThat(result.fixedRate().throttled()).isTrue();
		assertThat(result.fixedRate().seconds()).extracting(FixedRateFigures.Second::p99LatencyMs).containsOnlyNulls();
	}

	@Test
	void aStallOfTheDriverCountsWhereItsWatchdogReportFellInTheMeasuredPhase() throws IOException {
		assertThat(parse("hyperfoil-driver-stall").fixedRate().driverStallMs()).isEqualTo(270);
		assertThat(parse("hyperfoil-driver-stall-calibration").fixedRate().driverStallMs()).isZero();
		assertThat(parse("hyperfoil-block-10000").fixedRate().driverStallMs()).isZero();
		String report = "ERROR [SimulationRunner] 13:10:19.464 | Jitter watchdog was not invoked for 270 ms";
		assertThat(FixedRateParser.driverStallMs("1795525001000 " + report + "\n", 1795525002000L, 1795525003000L))
			.as("before the phase")
			.isZero();
		assertThat(FixedRateParser.driverStallMs("1795525003900 " + report + "\n", 1795525002000L, 1795525003000L))
			.as("reported as it ends")
			.isEqualTo(270);
		assertThat(FixedRateParser.driverStallMs("13:10:19.464 " + report + "\n", 1795525002000L, 1795525003000L))
			.as("unstamped")
			.isEqualTo(270);
	}

	@Test
	void aWindowThatSentNothingIsRefusedWithTheToolsReason() {
		assertThatExceptionOfType(IncompleteOutputException.class)
			.isThrownBy(() -> ToolParser.parse(Tool.HYPERFOIL, captured("hyperfoil-refused")))
			.withMessage("bench-latency failed: no second of the measured phase was recorded: no request was sent "
					+ "(is the server up?)");
	}

	@Test
	void aResultLineCutShortIsRefused() throws IOException {
		String text = captured("hyperfoil-block-10000");
		String cut = text.substring(0, text.length() - 200);
		assertThatExceptionOfType(IncompleteOutputException.class)
			.isThrownBy(() -> ToolParser.parse(Tool.HYPERFOIL, cut))
			.withMessageStartingWith("bench-latency's result line is not complete JSON (killed while writing it?)");
	}

	@Test
	void outputWithoutAResultLineIsRefused() throws IOException {
		String text = captured("hyperfoil-block-10000");
		String lines = text.substring(0, text.indexOf("{\"tool\""));
		assertThatExceptionOfType(IncompleteOutputException.class)
			.isThrownBy(() -> ToolParser.parse(Tool.HYPERFOIL, lines))
			.withMessageStartingWith("not a complete bench-latency output: no result line");
		assertThatExceptionOfType(IncompleteOutputException.class)
			.isThrownBy(() -> ToolParser.parse(Tool.HYPERFOIL, captured("wrk-latency")))
			.withMessageContaining("no result line");
		assertThatExceptionOfType(IncompleteOutputException.class)
			.isThrownBy(() -> ToolParser.parse(Tool.HYPERFOIL, ""))
			.withMessage("no bench-latency output: the output is empty");
	}

	private static ToolResult parse(String name) throws IOException {
		try {
			return ToolParser.parse(Tool.HYPERFOIL, captured(name));
		}
		catch (IncompleteOutputException ex) {
			throw new AssertionError(ex);
		}
	}

	static String captured(String name) throws IOException {
		try (InputStream in = FixedRateParserTests.class.getResourceAsStream("/captured/" + name + ".txt")) {
			if (in == null) {
				throw new IOException("no captured output " + name);
			}
			return new String(in.readAllBytes(), StandardCharsets.UTF_8);
		}
	}

}
