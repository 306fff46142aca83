package io.github.bootbench.report.stats;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import io.github.bootbench.report.input.WarmupCurve;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The steadiness rule on real warm-up curves of the default reference run (block and
 * async, 5 s windows, at least 30 s, at most 90 s), each judged the way that run's
 * harness recorded it in run.json.
 */
class SteadinessTests {

	private static final List<String> ENDPOINTS = List.of("block", "async");

	@Test
	void twoWindowsWithinTheToleranceAfterTheMinimumAreSteady() throws Exception {
		// run.json: undertow round 2 steady after 40 s, 4 windows, last change 3.1 %.
		Steadiness state = Steadiness.judge(curve("undertow-r2.csv"), ENDPOINTS, 30, 90);
		assertThat(state.done()).isTrue();
		assertThat(state.steady()).isTrue();
		assertThat(state.seconds()).isEqualTo(40);
		assertThat(state.windows()).isEqualTo(4);
		assertThat(state.lastChangePercent()).isEqualTo(3.1);
		assertThat(state.summary(90))
			.isEqualTo("steady after 40 s (last change 3.1 %): block 31,628 req/s; " + "async 20,110 req/s");
	}

	@Test
	void aWarmUpStillClimbingAtTheCapIsDoneButNotSteady() throws Exception {
		// run.json: tomcat round 1 not steady after 90 s, 9 windows, 27.7 %; jetty round
		// 3 the same with 15.3 %.
		Steadiness tomcat = Steadiness.judge(curve("tomcat-r1.csv"), ENDPOINTS, 30, 90);
		assertThat(tomcat.done()).isTrue();
		assertThat(tomcat.steady()).isFalse();
		assertThat(tomcat.seconds()).isEqualTo(90);
		assertThat(tomcat.windows()).isEqualTo(9);
		assertThat(tomcat.lastChangePercent()).isEqualTo(27.7);
		assertThat(tomcat.summary(90)).startsWith(
				"NOT steady after 90 s (last change 27.7 %, cap 90 s; steady means " + "two windows within 5 %)");
		assertThat(Steadiness.judge(curve("jetty-r3.csv"), ENDPOINTS, 30, 90).lastChangePercent()).isEqualTo(15.3);
	}

	@Test
	void theWarmUpGoesOnUntilTheWindowThatEndedIt(@TempDir Path dir) throws Exception {
		WarmupCurve full = curve("undertow-r2.csv");
		Path partial = dir.resolve("partial.csv");
		for (WarmupCurve.Row row : full.rows()) {
			WarmupCurve.append(partial, row);
			Steadiness state = Steadiness.judge(WarmupCurve.read(partial), ENDPOINTS, 30, 90);
			// Only a complete window counts: after block's row of window 4 the warm-up is
			// not over yet.
			boolean last = row == full.rows().get(full.rows().size() - 1);
			assertThat(state.done()).as("after %s", row).isEqualTo(last);
		}
		assertThat(WarmupCurve.read(partial)).isEqualTo(full);
	}

	@Test
	void theChangeIsInPercentToOneDecimalAndUnknownWithoutAFigure() {
		assertThat(Steadiness.changePercent(14348.05, 21573.77)).isEqualTo(50.4);
		assertThat(Steadiness.changePercent(32129.09, 31627.95)).isEqualTo(-1.6);
		assertThat(Steadiness.changePercent(0.0, 10.0)).isEqualTo(100.0);
		assertThat(Steadiness.changePercent(null, 10.0)).isNull();
		assertThat(Steadiness.changePercent(10.0, null)).isNull();
	}

	private static WarmupCurve curve(String name) throws IOException, URISyntaxException {
		Path file = Path.of(SteadinessTests.class.getResource("/warmup-curves/" + name).toURI());
		assertThat(file).satisfies((f) -> assertThat(Files.isRegularFile(f)).isTrue());
		return WarmupCurve.read(file);
	}

}
