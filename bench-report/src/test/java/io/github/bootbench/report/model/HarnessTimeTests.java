package io.github.bootbench.report.model;

import java.util.List;

import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.core.WindowKey;
import io.github.bootbench.report.input.ActuatorReadings;
import io.github.bootbench.report.input.Measurement;
import io.github.bootbench.report.input.WindowCommand;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The harness's own time between windows, from the times each window's .cmd records. */
class HarnessTimeTests {

	@Test
	void theGapBetweenWindowsOfARoundLessTheSettlingIsTheHarnessTime() {
		HarnessTime time = HarnessTime
			.of(List.of(window(1, "10:00:00.000", "10:00:03.000", 0), window(1, "10:00:03.900", "10:00:06.900", 700),
					window(2, "10:05:00.000", "10:05:03.000", 100), window(1, "10:00:07.350", "10:00:10.350", 100)));
		// 3.000 → 3.900 less 700 ms settling, 6.900 → 7.350 less 100; the next round's
		// first
		// window follows a JVM start and a warm-up, not the harness.
		assertThat(time.gapsMs()).containsExactly(200.0, 350.0);
		assertThat(time.spread().median()).isEqualTo(275.0);
	}

	@Test
	void aRunThatRecordedNoSettlingHasNoFigure() {
		assertThat(HarnessTime.of(List.of(window(1, "10:00:00.000", "10:00:03.000", null),
				window(1, "10:00:03.900", "10:00:06.900", null))))
			.isNull();
	}

	private static Measurement window(int round, String start, String end, Integer settleMs) {
		return new Measurement(new WindowKey("tomcat", "block", Tool.WRK, 100, round, 1, 1), "raw/x.txt", null, null,
				new WindowCommand("wrk", "2026-11-23T" + start + "Z", "2026-11-23T" + end + "Z", 0, null, settleMs),
				null, ActuatorReadings.NONE, new Measurement.Setting(1, 1, 3));
	}

}
