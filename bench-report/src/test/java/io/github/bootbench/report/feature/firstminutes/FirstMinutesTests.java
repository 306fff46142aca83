package io.github.bootbench.report.feature.firstminutes;

import java.io.IOException;
import java.util.List;

import io.github.bootbench.report.PublishedRun;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.input.WarmupCurve;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * The first minutes of a fresh JVM, on the committed default run of five blocks (its
 * figures worked out apart from this code, from the run's warmup/*.csv) and on curves
 * made for the case.
 */
class FirstMinutesTests {

	@Test
	void eachJvmsFirstTenSecondsAndItsTimeToWarmComeFromItsOwnCurve() throws IOException {
		FirstMinutes first = FirstMinutes
			.of(RunDirectory.read(PublishedRun.directory(PublishedRun.DEFAULT_AMD_FIVE_BLOCKS)));
		assertThat(first.sessions()).hasSize(12);
		assertThat(first.unread()).isZero();
		FirstMinutes.Session tomcat = session(first, "boot4-tomcat", 1);
		assertThat(tomcat.firstRequestsPerSecond()).isCloseTo(4626.90, within(0.01));
		assertThat(tomcat.firstShare()).isCloseTo(0.1498, within(1e-4));
		assertThat(tomcat.secondsToWarm()).isEqualTo(25);
		assertThat(tomcat.cyclesToWarm()).isEqualTo(5);
		assertThat(tomcat.turn()).isEqualTo(1);
		assertThat(session(first, "undertow", 1).secondsToWarm()).isEqualTo(35);
		assertThat(session(first, "boot4-tomcat-control", 1).turn()).isEqualTo(4);
		FirstMinutes.VariantFigures control = first.variant("boot4-tomcat-control");
		assertThat(control.rounds()).isEqualTo(3);
		// Each round's ratio, then their geometric mean with the t interval over rounds.
		double[] logs = { Math.log(4061.28 / 5329.55), Math.log(4633.99 / 6519.73), Math.log(4376.55 / 4626.90) };
		double mean = (logs[0] + logs[1] + logs[2]) / 3;
		double squares = 0;
		for (double log : logs) {
			squares += (log - mean) * (log - mean);
		}
		double halfWidth = org.apache.commons.statistics.distribution.TDistribution.of(2)
			.inverseSurvivalProbability(0.025) * Math.sqrt(squares / 2 / 3);
		assertThat(control.firstAgainstBaseline().ratio()).isCloseTo(Math.exp(mean), within(1e-4));
		assertThat(control.firstAgainstBaseline().ciLow()).isCloseTo(Math.exp(mean - halfWidth), within(1e-4));
		assertThat(control.firstAgainstBaseline().ciHigh()).isCloseTo(Math.exp(mean + halfWidth), within(1e-4));
		assertThat(first.variant("boot4-tomcat").firstAgainstBaseline()).isNull();
	}

	@Test
	void aRunWhoseTurnsNeverRotatedNamesTheVariantThatAlwaysWentFirst() throws IOException {
		FirstMinutes first = FirstMinutes
			.of(RunDirectory.read(PublishedRun.directory(PublishedRun.DEFAULT_AMD_FIVE_BLOCKS)));
		assertThat(first.firstEveryRound()).isEqualTo("boot4-tomcat");
	}

	@Test
	void theFirstTenSecondsCountOnlyTheirShareOfACycleThatRunsPastThem() {
		// Three-second cycles of two cells: 10 s are three cycles and a third of the
		// fourth. Cell a settles at 1,000 req/s, cell b at 2,000.
		WarmupCurve curve = new WarmupCurve(List.of(row(1, "a", 300), row(2, "b", 1000), row(3, "a", 950),
				row(4, "b", 1900), row(5, "a", 1000), row(6, "b", 2000)));
		FirstMinutes.Session session = FirstMinutes.session(new WarmupCurve.Recorded("v", 1, curve), 1);
		double requests = 300 * 3 + 1000 * 3 + 950 * 3 + 1900 * 1;
		double steady = 1000 * 3 + 2000 * 3 + 1000 * 3 + 2000 * 1;
		assertThat(session.firstRequestsPerSecond()).isCloseTo(requests / 10, within(1e-9));
		assertThat(session.firstShare()).isCloseTo(requests / steady, within(1e-9));
		// Cycle 3 is the first at 90 % of its cell's last figure (950 of 1,000).
		assertThat(session.cyclesToWarm()).isEqualTo(3);
		assertThat(session.secondsToWarm()).isEqualTo(9);
		assertThat(session.wallSecondsToWarm()).isEqualTo(3 + 2 * 5);
	}

	@Test
	void aCurveWithACycleThatDidNotParseBeforeItsFiguresIsLeftOut() {
		WarmupCurve curve = new WarmupCurve(List.of(row(1, "a", 300), row(2, "b", null), row(3, "a", 950),
				row(4, "b", 1900), row(5, "a", 1000), row(6, "b", 2000)));
		assertThat(FirstMinutes.session(new WarmupCurve.Recorded("v", 1, curve), 1)).isNull();
	}

	@Test
	void aCurveWithFewerThanTenSecondsOfLoadIsLeftOut() {
		WarmupCurve curve = new WarmupCurve(List.of(row(1, "a", 300), row(2, "a", 1000), row(3, "a", 1000)));
		assertThat(FirstMinutes.session(new WarmupCurve.Recorded("v", 1, curve), 1)).isNull();
	}

	private static FirstMinutes.Session session(FirstMinutes first, String variant, int round) {
		return first.sessions()
			.stream()
			.filter((s) -> s.variant().equals(variant) && s.round() == round)
			.findFirst()
			.orElseThrow();
	}

	/** A three-second cycle read five seconds after the one before. */
	private static WarmupCurve.Row row(int cycle, String endpoint, Integer requestsPerSecond) {
		return new WarmupCurve.Row(cycle, endpoint, Tool.WRK, 50, 3,
				(requestsPerSecond != null) ? requestsPerSecond.doubleValue() : null, null, null,
				1_000_000L + cycle * 5000L);
	}

}
