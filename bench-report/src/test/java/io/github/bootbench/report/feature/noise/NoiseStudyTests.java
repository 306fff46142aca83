package io.github.bootbench.report.feature.noise;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.core.WindowKey;
import io.github.bootbench.report.input.ActuatorReadings;
import io.github.bootbench.report.input.Measurement;
import io.github.bootbench.report.input.Samples;
import io.github.bootbench.report.input.Variant;
import io.github.bootbench.report.input.WindowCommand;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * The noise study replays designs from the A/A pair's windows second by second: a
 * mirrored block cancels a drift over the block that one visit per side cannot, and a run
 * without loopback bytes or without a control has no study.
 */
class NoiseStudyTests {

	private static final List<Variant> VARIANTS = List.of(variant("tomcat", false), variant("tomcat-control", true));

	/** Throughput drifts by 2 % a second, the same for both sides. */
	private static final double DRIFT_PER_SECOND = 0.02;

	private static final int WINDOW_SECONDS = 5;

	/** From one window's start to the next one's. */
	private static final long WINDOW_STEP_MS = 7_000;

	@Test
	void aMirroredBlockCancelsADriftThatOneVisitPerSideCarries() {
		NoiseStudy study = NoiseStudy.of(mirroredRun(true), VARIANTS, WINDOW_SECONDS);
		assertThat(study.visits()).isEqualTo(2);
		assertThat(study.windowSeconds()).isEqualTo(WINDOW_SECONDS);
		// From one window's end to the next one's start.
		assertThat(study.overheadSeconds()).isCloseTo(2.0, within(1e-9));
		NoiseStudy.Design mirrored = design(study, 2, 0, 5);
		NoiseStudy.Design once = design(study, 1, 0, 5);
		// Exactly 0 but for the bytes rounded to whole numbers.
		assertThat(mirrored.noise().withinSd()).isLessThan(1e-6);
		assertThat(once.noise().withinSd()).isGreaterThan(0.05);
		// The rounds differ by the control's round factor, whatever the design.
		assertThat(mirrored.noise().betweenSd()).isGreaterThan(0.02);
		assertThat(mirrored.noise().blocks()).isEqualTo(12);
		assertThat(mirrored.costSeconds()).isCloseTo(2 * 2 * (5 + 2.0), within(1e-9));
		assertThat(mirrored.withinSdPerMinute()).isLessThan(once.withinSdPerMinute());
		// Every length and ramp that fits in a 5 s window, once and mirrored.
		assertThat(study.designs()).hasSize(2 * (4 + 3 + 3));
		assertThat(study.designs()).allSatisfy((d) -> assertThat(d.rampSeconds() + d.seconds()).isLessThanOrEqualTo(5));
		assertThat(study.factors()).extracting(NoiseStudy.Factor::name).contains("hypervisor steal");
	}

	@Test
	void aRunWithoutLoopbackBytesOrWithoutAControlHasNoStudy() {
		assertThat(NoiseStudy.of(mirroredRun(false), VARIANTS, WINDOW_SECONDS)).isNull();
		assertThat(NoiseStudy.of(mirroredRun(true), List.of(variant("tomcat", false), variant("jetty", false)),
				WINDOW_SECONDS))
			.isNull();
	}

	/**
	 * 3 rounds of 4 mirrored blocks of block wrk c=100: A B B A or B A A B, each window 5
	 * s sampled once a second, under a drift shared by both sides and a round factor on
	 * the control's side; steal rises with the block.
	 */
	private static List<Measurement> mirroredRun(boolean loopback) {
		List<Measurement> measurements = new ArrayList<>();
		long blockStart = Instant.parse("2026-11-23T10:00:00Z").toEpochMilli();
		double[] roundFactor = { 1.0, 1.05, 0.96 };
		for (int round = 1; round <= 3; round++) {
			for (int block = 1; block <= 4; block++) {
				List<String> order = (block % 2 == 1) ? List.of("tomcat", "tomcat-control", "tomcat-control", "tomcat")
						: List.of("tomcat-control", "tomcat", "tomcat", "tomcat-control");
				int[] visits = new int[2];
				for (int position = 0; position < order.size(); position++) {
					String variant = order.get(position);
					int side = variant.equals("tomcat") ? 0 : 1;
					long start = blockStart + position * WINDOW_STEP_MS;
					double level = 10_000 * ((side == 1) ? roundFactor[round - 1] : 1.0);
					measurements
						.add(window(variant, round, block, ++visits[side], start, level, blockStart, loopback, block));
				}
				blockStart += 60_000;
			}
		}
		return measurements;
	}

	private static Measurement window(String variant, int round, int block, int visit, long start, double level,
			long blockStart, boolean loopback, double steal) {
		List<Samples.Row> rows = new ArrayList<>();
		for (int second = 1; second <= WINDOW_SECONDS; second++) {
			long at = start + second * 1000L;
			double rate = level * Math.exp(DRIFT_PER_SECOND * (at - blockStart) / 1000.0);
			rows.add(new Samples.Row(at, 99.0, 300_000L, 40L, 50.0, steal, loopback ? Math.round(rate * 200) : null));
		}
		WindowCommand command = new WindowCommand("wrk", Instant.ofEpochMilli(start).toString(),
				Instant.ofEpochMilli(start + WINDOW_SECONDS * 1000L).toString(), 0, null, 100);
		return new Measurement(new WindowKey(variant, "block", Tool.WRK, 100, round, block, visit), "raw/x.txt", null,
				null, command, new Samples(rows), ActuatorReadings.NONE, new Measurement.Setting(1, 1, WINDOW_SECONDS));
	}

	private static NoiseStudy.Design design(NoiseStudy study, int visits, int ramp, int seconds) {
		return study.designs()
			.stream()
			.filter((d) -> d.visits() == visits && d.rampSeconds() == ramp && d.seconds() == seconds)
			.findFirst()
			.orElseThrow();
	}

	private static Variant variant(String id, boolean control) {
		return new Variant(id, id, "tomcat", "default", List.of(), List.of(), control, 8081);
	}

}
