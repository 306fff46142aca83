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
 * bench-jmeter's output, captured from the real tool against Boot 3.5's Tomcat on this
 * kind of machine ({@code captured/capture-jmeter.sh}, which keeps each command beside
 * its file). The expected figures come from the Summary Report table the tool prints,
 * which it formats apart from the JSON line the parser reads.
 */
class JmeterParserTests {

	@Test
	void theProtocolOnAPlainEndpointGivesJmetersSummaryReport() throws IOException {
		ToolResult result = parse("jmeter-block");
		assertThat(result.tool()).isEqualTo(Tool.JMETER);
		assertThat(result.requests()).isEqualTo(3000);
		assertThat(result.successful()).isEqualTo(3000);
		assertThat(result.errors()).isZero();
		assertThat(result.non2xx()).isZero();
		assertThat(result.concurrency()).isEqualTo(1000);
		assertThat(result.durationSeconds()).isEqualTo(10.676);
		JmeterFigures figures = result.jmeter();
		assertThat(figures.jmeter()).isEqualTo("5.6.3");
		assertThat(figures.rampSeconds()).isEqualTo(10);
		assertThat(figures.loops()).isEqualTo(3);
		// /test/block,3000,2,0,116,9.61,0.000%,306.6/sec,52.99,38.32,177.0
		assertThat(figures.samples()).isEqualTo(3000);
		assertThat(Math.round(figures.averageMs())).isEqualTo(2);
		assertThat(figures.minMs()).isZero();
		assertThat(figures.maxMs()).isEqualTo(116);
		assertThat(figures.stdDevMs()).isCloseTo(9.61, within(0.005));
		assertThat(figures.errorPercent()).isZero();
		assertThat(figures.throughputPerSecond()).isCloseTo(306.6, within(0.05));
		assertThat(result.requestsPerSecond()).isEqualTo(figures.throughputPerSecond());
		assertThat(figures.receivedKBPerSecond()).isCloseTo(52.99, within(0.005));
		assertThat(figures.sentKBPerSecond()).isCloseTo(38.32, within(0.005));
		assertThat(figures.avgBytes()).isEqualTo(177.0);
		assertThat(result.maxLatencyMs()).isEqualTo(116.0);
		assertThat(result.p50LatencyMs()).isEqualTo(1.0);
		assertThat(result.p90LatencyMs()).isEqualTo(3.0);
		assertThat(figures.p95LatencyMs()).isEqualTo(6.0);
		assertThat(result.p99LatencyMs()).isEqualTo(24.0);
	}

	@Test
	void theProtocolPacesItsOwnThroughputNearThreadsTimesLoopsOverTheRampUp() throws IOException {
		JmeterFigures block = parse("jmeter-block").jmeter();
		assertThat(block.pacedCeilingPerSecond()).isEqualTo(300.0);
		assertThat(block.throughputPerSecond()).isCloseTo(block.pacedCeilingPerSecond(), within(10.0));
		JmeterFigures json = parse("jmeter-json-counter").jmeter();
		assertThat(json.pacedCeilingPerSecond()).isEqualTo(100.0);
		assertThat(json.throughputPerSecond()).isCloseTo(102.6, within(0.05));
	}

	@Test
	void theCounterEndpointKeepsTheUrlAsSentWithTheCountersPlaceholder() throws IOException {
		ToolResult result = parse("jmeter-json-counter");
		assertThat(result.jmeter().url()).endsWith("/test/json?seq=${seq}");
		assertThat(result.jmeter().loops()).isEqualTo(1);
		assertThat(result.requests()).isEqualTo(1000);
		assertThat(result.jmeter().avgBytes()).isCloseTo(2251.5, within(0.05));
	}

	@Test
	void responsesOtherThan2xxAreNon2xxNotErrors() throws IOException {
		ToolResult result = parse("jmeter-non2xx");
		assertThat(result.requests()).isEqualTo(30);
		assertThat(result.non2xx()).isEqualTo(30);
		assertThat(result.errors()).isZero();
		assertThat(result.successful()).isZero();
		assertThat(result.jmeter().errorPercent()).isEqualTo(100.0);
	}

	@Test
	void aSampleWithoutAResponseIsAnError() throws IOException {
		ToolResult result = parse("jmeter-refused");
		assertThat(result.errors()).isEqualTo(30);
		assertThat(result.non2xx()).isZero();
		assertThat(result.successful()).isZero();
	}

	@Test
	void aWindowKilledBeforeItsSummaryIsIncomplete() throws IOException {
		String text = read("jmeter-killed");
		assertThatExceptionOfType(IncompleteOutputException.class).isThrownBy(() -> ToolParser.parse(Tool.JMETER, text))
			.withMessageContaining("no result line")
			.withMessageContaining("bench-jmeter: Apache JMeter 5.6.3");
	}

	@Test
	void aResultLineCutShortIsIncomplete() throws IOException {
		String text = read("jmeter-block");
		String cut = text.substring(0, text.lastIndexOf("\"percentilesMs\""));
		assertThatExceptionOfType(IncompleteOutputException.class).isThrownBy(() -> ToolParser.parse(Tool.JMETER, cut))
			.withMessageContaining("not complete JSON");
	}

	@Test
	void anotherToolsOutputIsRefused() throws IOException {
		String text = read("hyperfoil-block-10000");
		assertThatExceptionOfType(IncompleteOutputException.class).isThrownBy(() -> ToolParser.parse(Tool.JMETER, text))
			.withMessageContaining("no result line");
		assertThatExceptionOfType(IncompleteOutputException.class)
			.isThrownBy(() -> ToolParser.parse(Tool.JMETER, " \n"))
			.withMessageContaining("the output is empty");
	}

	private static ToolResult parse(String name) throws IOException {
		try {
			return ToolParser.parse(Tool.JMETER, read(name));
		}
		catch (IncompleteOutputException ex) {
			throw new AssertionError(name + " should parse", ex);
		}
	}

	private static String read(String name) throws IOException {
		try (InputStream in = JmeterParserTests.class.getResourceAsStream("/captured/" + name + ".txt")) {
			return new String(in.readAllBytes(), StandardCharsets.UTF_8);
		}
	}

}
