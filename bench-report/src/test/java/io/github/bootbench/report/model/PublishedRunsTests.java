package io.github.bootbench.report.model;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Stream;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.bootbench.report.core.Method;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.feature.memory.MemoryResult;
import io.github.bootbench.report.feature.tuning.Tuning;
import io.github.bootbench.report.input.Measurement;
import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.input.RunRecord;
import io.github.bootbench.report.io.Json;
import io.github.bootbench.report.stats.Spread;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * Every run published under {@code results/}, judged again from its raw files: what an
 * outside audit re-derives must hold.
 */
class PublishedRunsTests {

	private static final Path RESULTS = Path.of("..", "results");

	private static final int OTHER_SEEDS = 20;

	private static final List<RunDirectory> RUNS = new ArrayList<>();

	@BeforeAll
	static void readEveryPublishedRun() throws IOException {
		try (Stream<Path> dirs = Files.list(RESULTS)) {
			for (Path dir : dirs.filter((d) -> Files.isRegularFile(d.resolve("run.json"))).sorted().toList()) {
				RunDirectory run = RunDirectory.read(dir);
				RUNS.add(run);
			}
		}
		assertThat(RUNS).as("published runs under %s", RESULTS.toAbsolutePath()).isNotEmpty();
	}

	@Test
	void everyVerdictIsTheSameUnderTwentyOtherBootstrapSeeds() throws IOException {
		for (RunDirectory run : RUNS) {
			Map<String, String> published = verdicts(RunResult.of(run));
			for (long seed = 1; seed <= OTHER_SEEDS; seed++) {
				RunDirectory reseeded = withSeed(run, seed * 7_919);
				assertThat(verdicts(RunResult.of(reseeded)))
					.as("%s under bootstrap seed %d", run.path().getFileName(), seed * 7_919)
					.isEqualTo(published);
			}
		}
	}

	@Test
	void noVerdictComesFromFewerRoundsOrBlocksThanTheRuleNeeds() {
		for (RunDirectory run : RUNS) {
			for (RatioRow ratio : ratios(RunResult.of(run))) {
				if (ratio.judged()) {
					assertThat(ratio.rounds()).as("%s %s", run.path().getFileName(), ratio)
						.isGreaterThanOrEqualTo(Method.MIN_ROUNDS);
					assertThat(ratio.blocks()).as("%s %s", run.path().getFileName(), ratio)
						.isGreaterThanOrEqualTo(Method.MIN_BLOCKS);
				}
			}
		}
	}

	@Test
	void everyWrkWindowRunWithLatencyHasItsPercentiles() {
		for (RunDirectory run : RUNS) {
			RunResult result = RunResult.of(run);
			for (Measurement window : result.measurements()) {
				if (window.ok() && window.key().tool() == Tool.WRK && window.load().p50LatencyMs() != null) {
					assertThat(window.load().p99LatencyMs()).as("%s %s", run.path().getFileName(), window.key())
						.isNotNull();
					assertThat(window.load().p90LatencyMs()).as("%s %s", run.path().getFileName(), window.key())
						.isNotNull();
				}
			}
			assertThat(result.measurements()
				.stream()
				.filter((w) -> w.ok() && w.key().tool() == Tool.WRK && w.load().p99LatencyMs() == null))
				.as("%s: ok wrk windows without a p99", run.path().getFileName())
				.isEmpty();
		}
	}

	@Test
	void noWindowFlaggedForABusyJitEntersARatio() {
		for (RunDirectory run : RUNS) {
			RunResult result = RunResult.of(run);
			// The ratios are of the run's first order: a study of orders measured others
			// beside it.
			long busy = result.judged().stream().filter(Measurement::jitBusy).count();
			int blocksUsed = result.ratios().stream().mapToInt(RatioRow::blocks).sum();
			int blocksJudgeable = Ratios
				.againstBaseline(run.record().options(),
						result.judged().stream().map(PublishedRunsTests::quiet).toList(), (v, e, c) -> false)
				.stream()
				.mapToInt(RatioRow::blocks)
				.sum();
			if (busy > 0) {
				assertThat(blocksUsed).as("%s: blocks used with busy windows left out", run.path().getFileName())
					.isLessThan(blocksJudgeable);
			}
		}
	}

	@Test
	void everyRunWithAJudgedCellStatesItsNoiseAndWhatItCouldDetect() {
		for (RunDirectory run : RUNS) {
			RunResult result = RunResult.of(run);
			Assurance assurance = result.assurance();
			List<RatioRow> judgedCells = result.ratios()
				.stream()
				.filter((r) -> r.throughput() && r.judged()
						&& (assurance.widthTool() == null || assurance.widthTool().equals(r.tool())))
				.toList();
			boolean judged = !judgedCells.isEmpty();
			if (!judged) {
				assertThat(assurance.noise()).as("%s", run.path().getFileName()).isNull();
				continue;
			}
			assertThat(assurance.noise()).as("%s", run.path().getFileName()).isNotNull();
			assertThat(assurance.noiseFromControl()).as("%s", run.path().getFileName())
				.isEqualTo(judgedCells.stream().anyMatch(RatioRow::control));
			double effect = assurance.minEffectPercent() / 100;
			assertThat(assurance.sensitivity().fasterRatio()).as("%s", run.path().getFileName())
				.isGreaterThanOrEqualTo(1 + effect - 1e-9);
			assertThat(assurance.sensitivity().slowerRatio()).as("%s", run.path().getFileName())
				.isLessThanOrEqualTo(1 - effect + 1e-9);
		}
	}

	@Test
	void theAaControlIsNeverHeldToTheKeptAliveRuleAndKeptItsConnectionsAsTheBaselineDid() {
		int told = 0;
		for (RunDirectory run : RUNS) {
			RunResult result = RunResult.of(run);
			String baseline = run.variantIds().get(0);
			for (RatioRow ratio : result.ratios()) {
				if (!ratio.control()) {
					continue;
				}
				assertThat(Objects.toString(ratio.reason(), "")).as("%s %s", run.path().getFileName(), ratio)
					.doesNotContain("connections differ");
				// Where the tool tells it, the control (the baseline's app) kept its
				// connections as the baseline did: the rule would not have touched it.
				Row row = result.row(ratio.endpoint(), ratio.tool(), ratio.concurrency()).orElseThrow();
				Spread control = row.cells().get(ratio.variant()).keptAlivePercent();
				Spread base = row.cells().get(baseline).keptAlivePercent();
				if (control != null && base != null) {
					told++;
					assertThat(control.median()).as("%s %s", run.path().getFileName(), ratio)
						.isCloseTo(base.median(), within(Method.KEPT_ALIVE_DIFFERENCE_POINTS));
				}
			}
		}
		assertThat(told).as("control ratios whose tool told how the connections were kept").isPositive();
	}

	/** The same window as if its JIT had been quiet. */
	private static Measurement quiet(Measurement w) {
		return Windows.jitBusy(w, false);
	}

	private static List<RatioRow> ratios(RunResult result) {
		List<RatioRow> all = new ArrayList<>();
		all.addAll(result.ratios());
		all.addAll(result.toOwnDefault());
		all.addAll(result.acrossGenerations());
		all.addAll(result.withinGeneration());
		all.addAll(result.asyncToBlock());
		for (Tuning tuning : tunings(result)) {
			for (Tuning.Setting setting : tuning.settings()) {
				Stream.of(setting.throughput(), setting.p99(), setting.toBest())
					.filter((r) -> r != null)
					.forEach(all::add);
			}
		}
		result.sections()
			.stream()
			.filter((section) -> section.json() instanceof MemoryResult)
			.forEach((section) -> all.addAll(((MemoryResult) section.json()).comparisons()));
		return all;
	}

	/** A sweep's section: each app's settings in every cell. */
	@SuppressWarnings("unchecked")
	private static List<Tuning> tunings(RunResult result) {
		return result.sections()
			.stream()
			.filter((section) -> "tuning".equals(section.key()))
			.flatMap((section) -> ((List<Tuning>) section.json()).stream())
			.toList();
	}

	private static Map<String, String> verdicts(RunResult result) {
		Map<String, String> verdicts = new LinkedHashMap<>();
		for (RatioRow ratio : ratios(result)) {
			verdicts.put(String.join(" ", ratio.endpoint(), ratio.tool().id(), String.valueOf(ratio.concurrency()),
					ratio.variant(), ratio.baseline(), ratio.metric().word()), ratio.verdictWord());
		}
		return verdicts;
	}

	private static RunDirectory withSeed(RunDirectory run, long seed) throws IOException {
		JsonNode tree = run.recorded().deepCopy();
		((ObjectNode) tree.path("options")).put("seed", seed);
		RunRecord record = Json.MAPPER.treeToValue(tree, RunRecord.class);
		return new RunDirectory(run.path(), record, tree, run.measurements(), run.coldStarts(), run.builds(),
				run.headers(), run.warmups());
	}

}
