package io.github.bootbench.report.feature.tuning;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import io.github.bootbench.report.PublishedRun;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.core.Verdict;
import io.github.bootbench.report.input.Measurement;
import io.github.bootbench.report.input.RunRecord;
import io.github.bootbench.report.input.Sweep;
import io.github.bootbench.report.input.Variant;
import io.github.bootbench.report.model.Ratios;
import io.github.bootbench.report.model.Windows;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What a sweep recommends, from windows whose ratios are known exactly: every block of a
 * setting has the same throughput, so each interval is a point.
 */
class TuningTests {

	private static final Ratios.ToolBound NONE_TOOL_BOUND = (variant, endpoint, cell) -> false;

	@Test
	void recommendsTheSmallestSettingEquivalentToTheBest() throws IOException {
		// workers=64 is 1.20x the default and within 1 % of workers=400 (the best).
		Tuning tuning = single(Map.of("8", 16_000.0, "64", 24_000.0, "400", 24_100.0));
		assertThat(tuning.settings()).extracting(Tuning.Setting::label)
			.containsExactly("default", "workers=8", "workers=64", "workers=400");
		assertThat(tuning.best()).isEqualTo("workers=400");
		assertThat(tuning.keepDefault()).isFalse();
		assertThat(tuning.recommended()).isEqualTo("workers=64");
		assertThat(tuning.reason()).contains("equivalent to the best's (workers=400)");
		Tuning.Setting chosen = tuning.settings().get(2);
		assertThat(chosen.throughput().ratio()).isEqualTo(1.2, org.assertj.core.data.Offset.offset(1e-9));
		assertThat(chosen.throughput().verdict()).isEqualTo(Verdict.FASTER);
		assertThat(chosen.toBest().verdict()).isEqualTo(Verdict.EQUIVALENT);
		assertThat(tuning.settings().get(1).toBest().verdict()).isEqualTo(Verdict.SLOWER);
		assertThat(tuning.settings().get(3).toBest()).isNull();
	}

	@Test
	void recommendsTheBestWhenNoSmallerSettingIsEquivalentToIt() throws IOException {
		Tuning tuning = single(Map.of("8", 16_000.0, "64", 22_000.0, "400", 26_000.0));
		assertThat(tuning.recommended()).isEqualTo("workers=400");
		assertThat(tuning.reason()).isEqualTo("the best setting; no smaller one is equivalent to it");
	}

	@Test
	void keepsTheDefaultWhenNoSettingIsFasterThanIt() throws IOException {
		Tuning tuning = single(Map.of("8", 12_000.0, "64", 20_100.0, "400", 19_900.0));
		assertThat(tuning.keepDefault()).isTrue();
		assertThat(tuning.recommended()).isEqualTo(Tuning.DEFAULT);
		assertThat(tuning.reason()).isEqualTo("no setting is faster than the default");
	}

	@Test
	void aRunWithoutASweepHasNoTuning() throws IOException {
		assertThat(Tuning.of(options(List.of(variant("tomcat", "tomcat", null)), null), List.of(), NONE_TOOL_BOUND))
			.isEmpty();
	}

	/**
	 * The default at 20,000 req/s and each workers value at its figure, in 3 rounds of 2
	 * blocks.
	 */
	private static Tuning single(Map<String, Double> throughputByWorkers) throws IOException {
		List<Variant> variants = new ArrayList<>(List.of(variant("tomcat", "tomcat", null)));
		List<Measurement> windows = new ArrayList<>();
		// Listed largest first: the tuning orders numeric settings itself.
		for (String workers : List.of("400", "64", "8")) {
			variants.add(variant("tomcat-workers-" + workers, "tomcat workers=" + workers,
					"server.tomcat.threads.max=" + workers));
		}
		for (int round = 1; round <= 3; round++) {
			for (int block = 1; block <= 2; block++) {
				windows.add(window("tomcat", round, block, 20_000));
				for (Map.Entry<String, Double> entry : throughputByWorkers.entrySet()) {
					windows.add(window("tomcat-workers-" + entry.getKey(), round, block, entry.getValue()));
				}
			}
		}
		Sweep sweep = new Sweep(List.of(new Sweep.Key("workers", List.of("400", "64", "8"))), List.of());
		List<Tuning> tunings = Tuning.of(options(variants, sweep), windows, NONE_TOOL_BOUND);
		assertThat(tunings).hasSize(1);
		return tunings.get(0);
	}

	private static Variant variant(String id, String name, String property) {
		return new Variant(id, name, "tomcat", "default", (property != null) ? List.of(property) : List.of(), List.of(),
				false, 8081);
	}

	private static Measurement window(String variant, int round, int block, double rps) {
		double latency = 100_000 / rps;
		return Windows.window(variant, "io", Tool.WRK, 400, round, block, 1, Measurement.OK, rps, latency, null,
				4 * latency, null, null, 10.0, 2.0, false, 99.0, 50.0);
	}

	private static RunRecord.Options options(List<Variant> variants, Sweep sweep) throws IOException {
		RunRecord.Options o = PublishedRun.record(PublishedRun.TUNED).options();
		return new RunRecord.Options(o.mode(), variants.stream().map(Variant::id).toList(), List.of("io"),
				List.of(Tool.WRK), List.of(400), 3, 3, "default", null, o.jvmOptions(), 1, o.warmup(), variants, 42L, 2,
				5.0, List.of(variants.stream().map(Variant::id).toList()), sweep, null, null, null, null, null, null,
				null);
	}

}
