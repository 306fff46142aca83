package io.github.bootbench.report.model;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import io.github.bootbench.report.input.WarmupCurve;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The steadiness rule on real warm-up curves of the default reference run (block and
 * async, 5 s windows, at least 30 s, at most 90 s), each judged the way that run's
 * harness recorded it in run.json.
 */
class SteadinessTests {

	private static final List<String> ENDPOINTS = List.of("block", "async");

	/* CURVE TESTS */
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
