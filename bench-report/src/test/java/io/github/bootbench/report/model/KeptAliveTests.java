package io.github.bootbench.report.model;

import java.io.IOException;
import java.util.List;

import io.github.bootbench.report.PublishedRun;
import io.github.bootbench.report.core.Metric;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.core.Verdict;
import io.github.bootbench.report.input.Measurement;
import io.github.bootbench.report.input.RunDirectory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * The committed smart-servlet run with ab -k, judged again from its raw files: on
 * /test/json smart-servlet kept every HTTP/1.0 connection alive and Tomcat 9 closed every
 * one, so its ratios there compare kept-alive connections with a new connection per
 * request and are not judged; on /test/block both kept their connections (Tomcat 9 closes
 * after each 100th request) and the ratios stand.
 */
class KeptAliveTests {

	private static final String SMART_SERVLET = "boot27-smart-servlet";

	private static final String TOMCAT = "boot27-tomcat";

	private static RunResult result;

	@BeforeAll
	static void judgeTheRunAgain() throws IOException {
		result = RunResult.of(RunDirectory.read(PublishedRun.directory(PublishedRun.SMART_SERVLET_AB)));
	}

	@Test
	void everyAbWindowTellsHowItsConnectionsWereKept() {
		assertThat(result.measurements()).allSatisfy((w) -> assertThat(w.load().keptAlivePercent()).isNotNull());
		assertThat(windows(SMART_SERVLET, "json")).extracting((w) -> w.load().keptAlivePercent()).containsOnly(100.0);
		assertThat(windows(TOMCAT, "json")).extracting((w) -> w.load().keptAlivePercent()).containsOnly(0.0);
		assertThat(windows(SMART_SERVLET, "block")).extracting((w) -> w.load().keptAlivePercent()).containsOnly(100.0);
		assertThat(windows(TOMCAT, "block"))
			.allSatisfy((w) -> assertThat(w.load().keptAlivePercent()).isCloseTo(99, within(0.5)));
	}

	@Test
	void eachCellSummarisesItsVariantsKeptAliveShare() {
		for (int concurrency : List.of(100, 150)) {
			Row json = result.row("json", Tool.AB, concurrency).orElseThrow();
			assertThat(json.cells().get(SMART_SERVLET).keptAlivePercent().median()).isEqualTo(100.0);
			assertThat(json.cells().get(TOMCAT).keptAlivePercent().median()).isZero();
			assertThat(json.cells().get(TOMCAT).keptAlivePercent().max()).isZero();
		}
	}

	@Test
	void smartServletAgainstTomcat9OnJsonIsNotJudgedForItsConnections() {
		List<RatioRow> json = ratios("json");
		assertThat(json).extracting(RatioRow::concurrency).containsOnly(100, 150);
		assertThat(json).extracting(RatioRow::metric).contains(Metric.THROUGHPUT);
		assertThat(json).allSatisfy((ratio) -> {
			assertThat(ratio.verdict()).isEqualTo(Verdict.NOT_JUDGED);
			assertThat(ratio.reason()).contains("connections differ: boot27-smart-servlet kept the connection alive "
					+ "after 100 % of ab's requests, boot27-tomcat after 0 %");
			// The figures stay, for the reader; only the verdict goes.
			assertThat(ratio.ratio()).isNotNull();
		});
	}

	@Test
	void smartServletAgainstTomcat9OnBlockIsStillJudged() {
		List<RatioRow> throughput = ratios("block").stream().filter(RatioRow::throughput).toList();
		assertThat(throughput).hasSize(2).allSatisfy((ratio) -> {
			assertThat(ratio.verdict()).isEqualTo(Verdict.FASTER);
			assertThat(ratio.reason()).satisfiesAnyOf((reason) -> assertThat(reason).isNull(),
					(reason) -> assertThat(reason).doesNotContain("connections differ"));
		});
	}

	@Test
	void theAaControlKeepsItsVerdicts() {
		assertThat(result.ratios().stream().filter(RatioRow::control).filter(RatioRow::throughput))
			.extracting(RatioRow::verdict)
			.containsExactly(Verdict.EQUIVALENT, Verdict.UNDECIDED, Verdict.UNDECIDED, Verdict.UNDECIDED);
	}

	@Test
	void theAbCaveatNamesWhatAbCountedNoKeptAliveRequestForNotWhatTheHeadersSuggest() {
		// smart-servlet's HTTP/1.0 response to /test/json has no Content-Length, yet it
		// kept the connection alive for every one of ab's requests.
		assertThat(result.caveats()).filteredOn(Caveat.AbHttp10.class::isInstance)
			.singleElement()
			.isEqualTo(new Caveat.AbHttp10(List.of(new Caveat.VariantEndpoint("boot27-tomcat", "json"),
					new Caveat.VariantEndpoint("boot27-tomcat-control", "json"))));
	}

	private static List<Measurement> windows(String variant, String endpoint) {
		List<Measurement> windows = result.measurements()
			.stream()
			.filter((w) -> w.ok() && w.variant().equals(variant) && w.endpoint().equals(endpoint))
			.toList();
		assertThat(windows).as("%s %s windows", variant, endpoint).isNotEmpty();
		return windows;
	}

	private static List<RatioRow> ratios(String endpoint) {
		return result.ratios()
			.stream()
			.filter((r) -> r.variant().equals(SMART_SERVLET) && r.baseline().equals(TOMCAT)
					&& r.endpoint().equals(endpoint))
			.toList();
	}

}
