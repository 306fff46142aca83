package io.github.bootbench.report.feature.memory;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.bootbench.report.PublishedRun;
import io.github.bootbench.report.core.Metric;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.core.Verdict;
import io.github.bootbench.report.input.MemoryOptions;
import io.github.bootbench.report.input.Outcome;
import io.github.bootbench.report.input.PhaseWarmup;
import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.input.RunRecord;
import io.github.bootbench.report.input.Samples;
import io.github.bootbench.report.input.Variant;
import io.github.bootbench.report.io.Json;
import io.github.bootbench.report.model.RatioRow;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.data.Offset.offset;

/**
 * The memory phase's figures and verdicts from trials whose outcome is known: real
 * captured wrk outputs ({@code wrk-plain.txt} 19,054.65 req/s, {@code wrk-latency.txt}
 * 16,725.51 req/s) and RSS samples chosen per trial.
 */
class MemoryResultTests {

	private static final int REFERENCE = 512;

	@Test
	void theSmallestHeapIsTheSmallestStepThatCarriesTheLoadInEveryRound() throws IOException {
		List<MemoryPhase.Trial> trials = new ArrayList<>();
		for (int round = 1; round <= 3; round++) {
			trials.add(reference("tomcat", round, 400));
			trials.add(trial("tomcat", round, 96, "wrk-plain.txt"));
			trials.add(trial("tomcat", round, 48, "wrk-plain.txt"));
			// Too slow on json: 0.88 of the reference in every window.
			trials.add(trial("tomcat", round, 32, "wrk-latency.txt"));
		}
		MemoryResult.VariantMemory tomcat = result(trials, "tomcat").variants().get(0);
		assertThat(tomcat.heapSteps().smallestHeapMb()).isEqualTo(48);
		assertThat(tomcat.heapSteps().steps()).extracting(HeapSteps.Step::heapMb).containsExactly(32, 48, 96);
		assertThat(tomcat.heapSteps().steps()).extracting(HeapSteps.Step::verdict)
			.containsExactly(Verdict.NOT_SHOWN, Verdict.CARRIES, Verdict.CARRIES);
		HeapSteps.Step slow = tomcat.heapSteps().steps().get(0);
		assertThat(slow.toReference().get("json").ratio()).isEqualTo(16725.51 / 19054.65, offset(1e-9));
		assertThat(slow.toReference().get("json").blocks()).isEqualTo(6);
		assertThat(slow.reason()).isEqualTo("json: the interval reaches below 0.9");
		assertThat(tomcat.trials()).isEqualTo(12);
		assertThat(tomcat.failedReferences()).isZero();
		// The steps' warm-ups stopped at the cap; the reference trials' were quiet.
		assertThat(tomcat.cappedWarmups()).isEqualTo(9);
	}

	@Test
	void aStepThatDoesNotCarryTheLoadKeepsTheAnswerAboveItEvenIfASmallerOneDoes() throws IOException {
		List<MemoryPhase.Trial> trials = new ArrayList<>();
		for (int round = 1; round <= 3; round++) {
			trials.add(reference("tomcat", round, 400));
			trials.add(trial("tomcat", round, 256, "wrk-plain.txt"));
			trials.add(trial("tomcat", round, 128, "wrk-latency.txt"));
			trials.add(trial("tomcat", round, 64, "wrk-plain.txt"));
		}
		assertThat(result(trials, "tomcat").variants().get(0).heapSteps().smallestHeapMb()).isEqualTo(256);
	}

	@Test
	void aStepWithAFailedTrialFailsAndNoStepThatCarriesLeavesTheReferenceHeap() throws IOException {
		List<MemoryPhase.Trial> trials = new ArrayList<>();
		for (int round = 1; round <= 3; round++) {
			trials.add(reference("tomcat", round, 400));
			trials.add((round == 2) ? failed("tomcat", round, 256, "the JVM ended during its warm-up (out of memory)")
					: trial("tomcat", round, 256, "wrk-plain.txt"));
		}
		HeapSteps steps = result(trials, "tomcat").variants().get(0).heapSteps();
		assertThat(steps.steps().get(0).verdict()).isEqualTo(Verdict.FAILS);
		assertThat(steps.steps().get(0).reason()).isEqualTo("1 trial(s) failed");
		assertThat(steps.smallestHeapMb()).isEqualTo(REFERENCE);
	}

	@Test
	void withTwoRoundsNoStepIsJudgedAndTheSmallestHeapIsNotKnown() throws IOException {
		List<MemoryPhase.Trial> trials = new ArrayList<>();
		for (int round = 1; round <= 2; round++) {
			trials.add(reference("tomcat", round, 400));
			trials.add(trial("tomcat", round, 96, "wrk-plain.txt"));
		}
		HeapSteps steps = result(trials, "tomcat").variants().get(0).heapSteps();
		assertThat(steps.steps().get(0).verdict()).isEqualTo(Verdict.NOT_JUDGED);
		assertThat(steps.steps().get(0).reason()).startsWith("block: 2 round(s): a verdict needs 3");
		assertThat(steps.smallestHeapMb()).isNull();
	}

	@Test
	void throughputPerMbIsComparedToTheBaselineWindowByWindowInTheSameRound() throws IOException {
		List<MemoryPhase.Trial> trials = new ArrayList<>();
		for (int round = 1; round <= 3; round++) {
			trials.add(reference("tomcat", round, 400));
			// Undertow: the same throughput in 320 MB of RSS.
			trials.add(reference("undertow", round, 320));
		}
		MemoryResult result = result(trials, "tomcat", "undertow");
		MemoryResult.VariantMemory undertow = result.variants().get(1);
		assertThat(undertow.perMb().get("block").median()).isEqualTo(19054.65 / 320, offset(1e-6));
		assertThat(undertow.rssUnderLoadMb().median()).isEqualTo(320, offset(1e-9));
		RatioRow block = comparison(result, MemoryResult.PER_MB, "block");
		assertThat(block.ratio()).isEqualTo(400.0 / 320, offset(1e-9));
		assertThat(block.blocks()).isEqualTo(6);
		assertThat(block.verdictWord()).isEqualTo("higher");
	}

	@Test
	void withTwoRoundsTheComparisonsAreNotJudged() throws IOException {
		List<MemoryPhase.Trial> trials = new ArrayList<>();
		for (int round = 1; round <= 2; round++) {
			trials.add(reference("tomcat", round, 400));
			trials.add(reference("undertow", round, 320));
		}
		RatioRow perMb = comparison(result(trials, "tomcat", "undertow"), MemoryResult.PER_MB, "block");
		assertThat(perMb.verdict()).isEqualTo(Verdict.NOT_JUDGED);
		assertThat(perMb.reason()).isEqualTo("2 round(s): a verdict needs 3");
	}

	@Test
	void nmtsCostIsTheReferenceHeapsThroughputWithItOverWithoutIt() throws IOException {
		MemoryPhase.Trial without = new MemoryPhase.Trial("tomcat", 1, REFERENCE, false, Tool.WRK, null, null, null,
				null, "memory/tomcat/r1-heap-512m-no-nmt", null, null, windows(400, "wrk-plain.txt", "wrk-plain.txt"),
				true);
		MemoryPhase.Trial with = trial("tomcat", 1, REFERENCE, "wrk-latency.txt");
		MemoryResult result = result(List.of(with, without), "tomcat");
		assertThat(result.nmtOverhead()).extracting(MemoryResult.NmtOverhead::endpoint)
			.containsExactly("block", "json");
		assertThat(result.nmtOverhead().get(1).ratio()).isEqualTo(16725.51 / 19054.65, offset(1e-9));
	}

	@Test
	void aFailedReferenceTrialLeavesItsRoundWithoutAnswer() throws IOException {
		MemoryPhase.Trial failed = new MemoryPhase.Trial("tomcat", 2, REFERENCE, true, Tool.WRK, null, null, null,
				"the app did not answer 200 on /test/block within 90 s", "memory/tomcat/r2-heap-512m", null, null,
				List.of(), null);
		MemoryResult result = result(List.of(reference("tomcat", 1, 400), failed), "tomcat");
		assertThat(result.variants().get(0).heapSteps().steps()).isEmpty();
		assertThat(result.variants().get(0).failedReferences()).isEqualTo(1);
	}

	@Test
	void aRunWithoutTheMemoryPhaseHasNoMemoryResult() throws IOException {
		assertThat(MemoryResult.of(run(false, "tomcat"), MemoryPhase.NONE)).isNull();
	}

	private static RatioRow comparison(MemoryResult result, Metric metric, String endpoint) {
		return result.comparisons()
			.stream()
			.filter((r) -> r.metric() == metric && r.endpoint().equals(endpoint))
			.findFirst()
			.orElseThrow();
	}

	private static MemoryPhase.Trial reference(String variant, int round, double rssMb) throws IOException {
		return new MemoryPhase.Trial(variant, round, REFERENCE, true, Tool.WRK, null, null, null, null,
				"memory/" + variant + "/r" + round + "-heap-512m", null, null,
				windows(rssMb, "wrk-plain.txt", "wrk-plain.txt"), true);
	}

	/**
	 * A trial with NMT whose block window is wrk-plain and whose json window is the given
	 * output.
	 */
	private static MemoryPhase.Trial trial(String variant, int round, int heapMb, String json) throws IOException {
		return new MemoryPhase.Trial(variant, round, heapMb, true, Tool.WRK, null, null, null, null,
				"memory/" + variant + "/r" + round + "-heap-" + heapMb + "m", null, null,
				windows(300, "wrk-plain.txt", json), false);
	}

	private static MemoryPhase.Trial failed(String variant, int round, int heapMb, String failure) {
		return new MemoryPhase.Trial(variant, round, heapMb, true, Tool.WRK, null, null, null, failure,
				"memory/" + variant + "/r" + round + "-heap-" + heapMb + "m", null, null, List.of(), false);
	}

	/** Two windows of each endpoint in turn, as the harness measures a trial. */
	private static List<MemoryPhase.Window> windows(double rssMb, String block, String json) throws IOException {
		Samples samples = new Samples(
				List.of(new Samples.Row(1000, 99.0, Math.round(rssMb * 1024), 40L, 20.0, null, null)));
		List<MemoryPhase.Window> windows = new ArrayList<>();
		for (int index = 1; index <= 4; index++) {
			String file = (index % 2 == 1) ? block : json;
			windows.add(new MemoryPhase.Window(index, (index % 2 == 1) ? "block" : "json", file,
					Outcome.of(Tool.WRK, HeapTrialTests.captured(file), 0), samples));
		}
		return windows;
	}

	private static MemoryResult result(List<MemoryPhase.Trial> trials, String... variants) throws IOException {
		return MemoryResult.of(run(true, variants), new MemoryPhase(trials));
	}

	/**
	 * The real fixture's run record with these variants, and the memory phase's options
	 * when asked.
	 */
	private static RunDirectory run(boolean memory, String... ids) throws IOException {
		RunRecord fixture = PublishedRun.record(PublishedRun.TUNED);
		List<Variant> variants = new ArrayList<>();
		for (String id : ids) {
			variants.add(new Variant(id, id, id, "default", List.of(), List.of(), false, 8081));
		}
		RunRecord.Options o = fixture.options();
		MemoryOptions memoryOptions = memory ? new MemoryOptions("on", REFERENCE,
				List.of(16, 24, 32, 48, 64, 96, 128, 256), Tool.WRK, 100, List.of("block", "json"), 5,
				PhaseWarmup.untilJitQuiet(5, 100), 2, "-XX:NativeMemoryTracking=summary", "-XX:+ExitOnOutOfMemoryError")
				: null;
		RunRecord record = new RunRecord(fixture.runId(), fixture.status(), fixture.startedAt(), fixture.endedAt(),
				fixture.commandLine(),
				new RunRecord.Options(o.mode(), List.of(ids), List.of("block"), List.of(Tool.WRK), List.of(100),
						o.durationSeconds(), 3, o.profile(), o.jdk(), o.jvmOptions(), o.coldStarts(), o.warmup(),
						variants, 7L, 2, 5.0, null, null, memoryOptions, null, null, null, null, null, null),
				fixture.pinning(), fixture.environment(), fixture.toolVersions(), fixture.toolFlags(),
				fixture.variantStates(), List.of(), List.of(), null, null, null, null, null);
		JsonNode recorded = Json.MAPPER.valueToTree(record);
		return new RunDirectory(Path.of("in-memory"), record, recorded, List.of(), List.of(), List.of(), List.of(),
				List.of());
	}

}
