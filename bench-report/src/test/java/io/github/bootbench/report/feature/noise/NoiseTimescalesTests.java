package io.github.bootbench.report.feature.noise;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.BiFunction;

import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.core.WindowKey;
import io.github.bootbench.report.input.ActuatorReadings;
import io.github.bootbench.report.input.Measurement;
import io.github.bootbench.report.input.Samples;
import io.github.bootbench.report.input.WindowCommand;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * The time scales of the A/A pair's noise tell a slow drift of the whole machine (seconds
 * that follow each other, windows of the two JVMs that move together) from each JVM's own
 * noise from window to window (steady seconds, windows that do not move together).
 */
class NoiseTimescalesTests {

	private static final int WINDOW_SECONDS = 10;

	/** From one window's start to the next one's. */
	private static final long WINDOW_STEP_MS = 11_000;

	private static final long RUN_START_MS = Instant.parse("2026-11-24T01:00:00Z").toEpochMilli();

	@Test
	void aSlowDriftOfTheMachineShowsInFollowingSecondsAndInBackToBackWindowsMovingTogether() {
		// One swing every 4 minutes, 10 % each way, the same whichever JVM is loaded.
		NoiseTimescales scales = NoiseTimescales.of(run((side, at) -> 0.10 * Math.sin(2 * Math.PI * at / 240_000.0)),
				"tomcat", "tomcat-control", WINDOW_SECONDS);
		// Within a window a slow swing is a slope or an arc: far from independent
		// seconds.
		assertThat(scales.lagOneCorrelation()).isGreaterThan(0.3);
		assertThat(scales.secondSd()).isGreaterThan(0.003);
		assertThat(scales.windowSd()).isGreaterThan(0.03);
		assertThat(scales.adjacentCorrelation()).isGreaterThan(0.5);
		assertThat(scales.windows()).isEqualTo(3 * 12);
		// Within each block the second window follows the other JVM's; across blocks the
		// same JVM's (A B, B A, A B...).
		assertThat(scales.adjacentPairs()).isEqualTo(3 * 6);
	}

	@Test
	void eachJvmsOwnLevelAndIndependentSecondsShowAsWindowsThatDoNotMoveTogether() {
		Random random = new Random(7);
		List<Double> levels = new ArrayList<>();
		NoiseTimescales scales = NoiseTimescales.of(run((side, at) -> {
			// A new level for each window, held for its seconds, and each second's own
			// noise.
			int window = (int) ((at - RUN_START_MS) / WINDOW_STEP_MS);
			while (levels.size() <= window) {
				levels.add(0.05 * random.nextGaussian());
			}
			return levels.get(window) + 0.02 * random.nextGaussian();
		}), "tomcat", "tomcat-control", WINDOW_SECONDS);
		assertThat(scales.secondSd()).isCloseTo(0.02, within(0.004));
		// Deviations from a window's own mean of 9 seconds lean slightly negative.
		assertThat(scales.lagOneCorrelation()).isBetween(-0.3, 0.1);
		assertThat(scales.windowSd()).isCloseTo(0.05, within(0.02));
		// Nine independent seconds alone would make a window stray by a third of a
		// second's.
		assertThat(scales.windowSdFromSeconds()).isCloseTo(0.02 / 3, within(0.002));
		assertThat(scales.adjacentCorrelation()).isBetween(-0.4, 0.4);
	}

	@Test
	void correlatedSecondsWidenAWindowsMeanUpToASingleSecondsSpread() {
		assertThat(NoiseTimescales.inflation(0, 9)).isEqualTo(1.0);
		assertThat(NoiseTimescales.inflation(-0.1, 9)).isEqualTo(1.0);
		assertThat(NoiseTimescales.inflation(1, 9)).isCloseTo(9.0, within(1e-9));
		assertThat(NoiseTimescales.inflation(0.5, 9)).isBetween(1.0, 9.0);
	}

	@Test
	void windowsTooShortForThreeSecondsAfterTheFirstOrARunWithoutLoopbackBytesHaveNone() {
		assertThat(NoiseTimescales.of(run((side, at) -> 0.0), "tomcat", "tomcat-control", 3)).isNull();
		List<Measurement> withoutBytes = run((side, at) -> 0.0).stream()
			.map((m) -> new Measurement(m.key(), m.rawFile(), m.result(), m.failure(), m.command(),
					new Samples(List.of()), m.actuator(), m.setting()))
			.toList();
		assertThat(NoiseTimescales.of(withoutBytes, "tomcat", "tomcat-control", WINDOW_SECONDS)).isNull();
	}

	/**
	 * 3 rounds of 6 shuffled blocks of block wrk c=100 (tomcat then its control, or the
	 * other way round), each window 10 s sampled once a second; {@code logNoise} gives a
	 * second's log-deviation from its side and the moment it ends.
	 */
	private static List<Measurement> run(BiFunction<String, Long, Double> logNoise) {
		List<Measurement> measurements = new ArrayList<>();
		long start = RUN_START_MS;
		for (int round = 1; round <= 3; round++) {
			for (int block = 1; block <= 6; block++) {
				List<String> order = (block % 2 == 1) ? List.of("tomcat", "tomcat-control")
						: List.of("tomcat-control", "tomcat");
				for (String variant : order) {
					measurements.add(window(variant, round, block, start, logNoise));
					start += WINDOW_STEP_MS;
				}
			}
		}
		return measurements;
	}

	private static Measurement window(String variant, int round, int block, long start,
			BiFunction<String, Long, Double> logNoise) {
		List<Samples.Row> rows = new ArrayList<>();
		for (int second = 1; second <= WINDOW_SECONDS; second++) {
			long at = start + second * 1000L;
			double rate = 10_000 * Math.exp(logNoise.apply(variant, at - 500));
			rows.add(new Samples.Row(at, 99.0, 300_000L, 40L, 50.0, 0.0, Math.round(rate * 300)));
		}
		WindowCommand command = new WindowCommand("wrk", Instant.ofEpochMilli(start).toString(),
				Instant.ofEpochMilli(start + WINDOW_SECONDS * 1000L).toString(), 0, null, 100);
		return new Measurement(new WindowKey(variant, "block", Tool.WRK, 100, round, block, 1), "raw/x.txt", null, null,
				command, new Samples(rows), ActuatorReadings.NONE, new Measurement.Setting(1, 1, WINDOW_SECONDS));
	}

}
