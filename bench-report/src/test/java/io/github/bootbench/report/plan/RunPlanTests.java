package io.github.bootbench.report.plan;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import io.github.bootbench.report.PublishedRun;
import io.github.bootbench.report.core.BlockOrder;
import io.github.bootbench.report.core.Cell;
import io.github.bootbench.report.core.Interval;
import io.github.bootbench.report.core.Method;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.format.text.PlanText;
import io.github.bootbench.report.input.FixedRates;
import io.github.bootbench.report.input.Pinning;
import io.github.bootbench.report.input.RunRecord;
import io.github.bootbench.report.input.Session;
import io.github.bootbench.report.input.Variant;
import io.github.bootbench.report.stats.Schedule;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.assertj.core.api.Assertions.entry;

/**
 * The planner replays the plans published runs were measured with (their variants, ports,
 * parts, sweep, memory trials and every block in order), and refuses options that cannot
 * make a plan with one line.
 */
class RunPlanTests {

	private static final Path CONTRACT = Path.of("..", "common-controller", "src", "main", "resources",
			"bench-contract.properties");

	private static final List<String> PROFILES = List.of("default", "tuned", "vthreads");

	@Test
	void aSweepSplitIntoPartsIsPlannedAsTheRunRecordedIt() throws IOException {
		// ./bench-scripts/run-all.sh --variants tomcat,jetty,undertow --sweep
		// workers=8,32,64,128,400 --endpoints io,block --concurrency 100,400
		String runId = "2026-11-22T05-50-01Z";
		RunRecord record = PublishedRun.record(runId);
		RunPlan plan = RunPlan
			.of(request(record, List.of("tomcat", "jetty", "undertow"), List.of("workers=8,32,64,128,400"), "off"));
		assertThat(plan.variants()).isEqualTo(record.options().variants());
		assertThat(plan.parts()).isEqualTo(record.options().parts());
		assertThat(plan.sweep()).isEqualTo(record.options().sweep());
		assertThat(lines(plan)).isEqualTo(Files.readAllLines(PublishedRun.directory(runId).resolve("plan.tsv")));
		assertThat(plan.windows()).isEqualTo(456);
		assertThat(plan.parts()).allSatisfy((part) -> assertThat(part).hasSizeLessThanOrEqualTo(9));
		assertThat(plan.warmupTurns()).hasSize(record.options().parts().size() * record.options().rounds());
		for (int part = 0; part < plan.parts().size(); part++) {
			List<String> variants = plan.parts().get(part);
			for (int round = 0; round < record.options().rounds(); round++) {
				List<String> turns = plan.warmupTurns().get(part * record.options().rounds() + round);
				assertThat(turns).containsExactlyInAnyOrderElementsOf(variants);
				assertThat(turns.get(0)).isEqualTo(variants.get(round % variants.size()));
			}
		}
	}

	@Test
	void everyVariantOfARoundTakesTheFirstWarmUpTurnInAnotherRound() {
		List<List<String>> turns = Parts.warmupTurns(List.of(List.of("tomcat", "jetty", "control")), 3);
		assertThat(turns).containsExactly(List.of("tomcat", "jetty", "control"), List.of("jetty", "control", "tomcat"),
				List.of("control", "tomcat", "jetty"));
		RunPlan plan = RunPlan.of(request(List.of("tomcat", "jetty"), List.of(), "off", List.of("-Xmx512m")));
		assertThat(PlanText.lines(plan)).anySatisfy((line) -> assertThat(line)
			.endsWith("Warm-up turns, rotated each round so that no variant is always loaded first: round 1: tomcat, "
					+ "jetty, tomcat-control; round 2: jetty, tomcat-control, tomcat; round 3: tomcat-control, "
					+ "tomcat, jetty."));
	}

	@Test
	void theDefaultRunIsPlannedAsTheRunRecordedIt() throws IOException {
		// ./bench-scripts/run-all.sh --seed 917 --out results
		RunRecord record = PublishedRun.record(PublishedRun.DEFAULT_AMD);
		RunPlan plan = RunPlan.of(request(record, List.of("tomcat", "jetty", "undertow"), List.of(), "off"));
		assertThat(plan.variants()).isEqualTo(record.options().variants());
		assertThat(plan.variants()).extracting(Variant::port).containsExactly(8081, 8082, 8083, 8181);
		assertThat(plan.baseline()).isEqualTo("tomcat");
		assertThat(plan.sweep()).isNull();
		assertThat(lines(plan))
			.isEqualTo(Files.readAllLines(PublishedRun.directory(PublishedRun.DEFAULT_AMD).resolve("plan.tsv")));
		// Recorded before the order inside a block could be chosen: shuffled, as planned
		// now; before the warm-up rule's sentence said what its code checks (one cycle
		// more than there are cells, not every cell twice), the rule unchanged; and
		// before
		// a run recorded its interval (the bootstrap's, now the interval over rounds).
		assertThat(plan.options()).usingRecursiveComparison()
			.ignoringFields("order", "warmup.rule", "interval")
			.isEqualTo(record.options());
		// It was judged with the bootstrap when it ran; its report is judged by the
		// current rule.
		assertThat(record.options().interval()).isNull();
		assertThat(record.options().ratioInterval()).isEqualTo(Interval.DEFAULT);
		assertThat(plan.options().interval()).isEqualTo(Interval.DEFAULT);
		assertThat(plan.options().warmup().rule()).isEqualTo(Method.quietRule());
		assertThat(record.options().order()).containsExactly(BlockOrder.SHUFFLED);
		assertThat(plan.options().order()).containsExactly(BlockOrder.SHUFFLED);
		assertThat(plan.warmupPatterns()).hasSize(6).first().isEqualTo(new Cell("block", Tool.WRK, 50));
		assertThat(plan.estimate().seconds())
			.isEqualTo(3 * Estimate.COLD_START_S + plan.estimate().partSeconds().get(0));
		assertThat(plan.pinning()).isEqualTo(record.pinning());
		assertThat(plan.load().wrkThreads()).isEqualTo(Map.of(50, 1, 100, 1, 200, 1));
		assertThat(plan.settling()).isEqualTo(Settling.RULE);
		assertThat(plan.resume()).isNull();
	}

	@Test
	void aResumedRunCarriesOnAtItsFirstRoundWithoutASessionForEveryVariant() throws IOException {
		RunRecord record = PublishedRun.record(PublishedRun.DEFAULT_AMD);
		RunPlan plan = RunPlan.of(request(record, List.of("tomcat", "jetty", "undertow"), List.of(), "off"));
		int roundOne = (int) plan.blocks().stream().filter((b) -> b.round() == 1).count() * 4;
		assertThat(plan.resuming(withSessions(record, 1)).resume()).isEqualTo(new Resume(2, roundOne));
		assertThat(plan.resuming(withSessions(record, 1)).resume().fromStart()).isFalse();
		// Round 2 cut short: three of its four variants had ended their session.
		RunRecord cut = withSessions(record, 2);
		cut.sessions().remove(cut.sessions().size() - 1);
		assertThat(plan.resuming(cut).resume()).isEqualTo(new Resume(2, roundOne));
		assertThat(plan.resuming(withSessions(record, 0)).resume()).isEqualTo(new Resume(1, 0));
		assertThat(plan.resuming(withSessions(record, 0)).resume().fromStart()).isTrue();
		assertThat(plan.resuming(record).resume()).isEqualTo(new Resume(4, plan.windows()));
	}

	@Test
	void aDatabaseEndpointPlansTheDatabaseOnTheLoadCpusAndAResumedRunKeepsIt() throws IOException {
		PlanRequest block = withEndpoints(request(List.of("tomcat"), List.of(), "off", List.of("-Xms512m", "-Xmx512m")),
				List.of("block"));
		assertThat(RunPlan.of(block).database()).isNull();
		RunPlan plan = RunPlan.of(withEndpoints(block, List.of("block", "db")));
		assertThat(plan.database()).isEqualTo(new DatabasePlan(DatabasePlan.PORT, block.pinning().loadCpus(),
				DatabasePlan.DATA, List.of("db"), false));
		RunRecord record = PublishedRun.record(PublishedRun.DEFAULT_AMD);
		assertThat(plan.resuming(record).database()).isEqualTo(plan.database());
	}

	private static PlanRequest withEndpoints(PlanRequest r, List<String> endpoints) {
		return new PlanRequest(r.mode(), r.apps(), r.profiles(), r.variants(), r.control(), r.planted(), r.sweeps(),
				endpoints, r.tools(), r.concurrency(), r.rates(), r.durationSeconds(), r.rounds(), r.blocksPerRound(),
				r.orders(), r.sliceMs(), r.seed(), r.minEffectPercent(), r.warmupCycleSeconds(), r.warmupCapSeconds(),
				r.coldStarts(), r.memory(), r.jvmOptions(), r.memoryLoadSeconds(), r.memoryWindows(), r.jdk(), r.java(),
				r.javaVersion(), r.pinning(), List.of("db", "queries", "fortunes"), 0);
	}

	/** The record as if the run had stopped after {@code rounds} complete rounds. */
	private static RunRecord withSessions(RunRecord record, int rounds) {
		List<Session> kept = new ArrayList<>(
				record.sessions().stream().filter((session) -> session.round() <= rounds).toList());
		return new RunRecord(record.runId(), record.status(), record.startedAt(), record.endedAt(),
				record.commandLine(), record.options(), record.pinning(), record.environment(), record.toolVersions(),
				record.toolFlags(), record.variantStates(), kept, record.failedMeasurements(), record.memory(),
				record.resumes(), record.database(), record.hosts(), record.arguments());
	}

	@Test
	void theMemoryPhaseIsPlannedAsTheRunRecordedIt() throws IOException {
		// ./bench-scripts/run-all.sh --memory-only --variants tomcat --control
		// --warmup-cap 60s
		RunRecord record = PublishedRun.record(PublishedRun.MEMORY);
		RunPlan plan = RunPlan.of(request(record, List.of("tomcat"), List.of(), "only"));
		assertThat(plan.memory()).isEqualTo(record.options().memory());
		assertThat(plan.blocks()).isEmpty();
		assertThat(plan.memoryRounds()).extracting(MemoryPlan.Round::variants)
			.containsExactly(List.of("tomcat", "tomcat-control"), List.of("tomcat-control", "tomcat"),
					List.of("tomcat", "tomcat-control"));
		// The trials the run made, in its order: trials.csv's heap and NMT columns.
		List<String> made = Files.readAllLines(PublishedRun.directory(PublishedRun.MEMORY).resolve("memory/trials.csv"))
			.stream()
			.skip(1)
			.map((line) -> line.split(","))
			.filter((row) -> row[0].equals("tomcat"))
			.map((row) -> row[1] + " " + row[2] + " " + row[3])
			.toList();
		List<String> planned = new ArrayList<>();
		for (int round = 0; round < plan.memoryRounds().size(); round++) {
			for (MemoryPlan.Trial trial : plan.memoryRounds().get(round).trials()) {
				planned.add((round + 1) + " " + trial.heapMb() + " " + trial.nmt());
			}
		}
		assertThat(planned).isEqualTo(made);
		assertThat(plan.memoryRounds().get(0).trials()).extracting(MemoryPlan.Trial::role)
			.containsExactly("reference", "nmt-overhead", "heap-step", "heap-step", "heap-step", "heap-step",
					"heap-step");
		assertThat(plan.estimate().seconds()).isEqualTo(plan.estimate().memorySeconds()).isPositive();
	}

	@Test
	void theMemoryPhaseTriesOnlyTheHeapStepsBelowTheReferenceHeap() {
		RunPlan plan = RunPlan.of(request(List.of("tomcat"), List.of(), "on", List.of("-Xms160m", "-Xmx160m")));
		assertThat(plan.memory().referenceHeapMb()).isEqualTo(160);
		assertThat(plan.memory().heapCandidatesMb()).containsExactly(64, 96, 128);
		assertThat(MemoryPlan.referenceHeapMb(List.of("-Xmx1g", "-Xmx768m"))).isEqualTo(768);
		assertThat(MemoryPlan.referenceHeapMb(List.of("-Xmx2g"))).isEqualTo(2048);
		assertThat(MemoryPlan.referenceHeapMb(List.of("-Xms512m"))).isNull();
	}

	@Test
	void theHeaderCacheKnobSetsTheAppsOwnJettyPropertyAndTakesZero() {
		RunPlan plan = RunPlan
			.of(request(List.of("tomcat", "jetty"), List.of("header-cache=0,4096"), "off", List.of("-Xmx512m")));
		assertThat(plan.sweep().notes()).singleElement()
			.asString()
			.isEqualTo("tomcat is left out of the sweep of header-cache: "
					+ "only Jetty's HTTP parser keeps a header cache of a size to set");
		assertThat(plan.variants()).extracting(Variant::name)
			.containsExactly("jetty", "jetty header-cache=0", "jetty header-cache=4096", "jetty (control)");
		assertThat(plan.variants().get(1).properties()).containsExactly("bench.jetty.header-cache-size=0");
		assertThat(plan.variants().get(1).id()).isEqualTo("jetty-header-cache-0");
	}

	@Test
	void aContainerWithoutASweptKnobIsLeftOutWithANote() {
		RunPlan plan = RunPlan
			.of(request(List.of("tomcat", "jetty", "undertow"), List.of("io-threads=1,2"), "off", List.of("-Xmx512m")));
		assertThat(plan.sweep().notes()).singleElement()
			.asString()
			.startsWith("tomcat is left out of the sweep of io-threads: Tomcat's NIO connector");
		assertThat(plan.variants()).extracting(Variant::name)
			.containsExactly("jetty", "undertow", "jetty io-threads=1", "jetty io-threads=2", "undertow io-threads=1",
					"undertow io-threads=2", "jetty (control)");
		assertThat(plan.variants().get(2).properties()).containsExactly("server.jetty.threads.selectors=1");
		assertThat(plan.parts()).hasSize(1);
	}

	@Test
	void aPlantedPercentAddsAPositiveControlThatIsACopyOfTheBaselineWithItsCost() {
		RunPlan plan = RunPlan.of(planted(List.of("tomcat", "jetty"), "off", List.of(5.0, 12.5)));
		assertThat(plan.variants()).extracting(Variant::id)
			.containsExactly("tomcat", "jetty", "tomcat-control", "tomcat-planted-5", "tomcat-planted-12-5");
		Variant five = plan.variants().get(3);
		assertThat(five.name()).isEqualTo("tomcat (planted 5 %)");
		assertThat(five.app()).isEqualTo("tomcat");
		assertThat(five.control()).isFalse();
		assertThat(five.properties()).containsExactly("bench.planted.percent=5");
		assertThat(five.plantedPercent()).isEqualTo(5.0);
		assertThat(plan.variants().get(4).plantedPercent()).isEqualTo(12.5);
		assertThat(five.port()).isEqualTo(plan.variants().get(0).port() + 200);
		assertThat(plan.variants().get(0).plantedPercent()).isNull();
		assertThat(plan.coldStartVariants()).containsExactly("tomcat", "jetty");
		assertThat(plan.blocks().get(0).variants()).contains("tomcat-planted-5", "tomcat-planted-12-5");
		RunPlan withMemory = RunPlan.of(planted(List.of("tomcat"), "on", List.of(10.0)));
		assertThat(withMemory.memoryRounds().get(0).variants()).containsExactly("tomcat", "tomcat-control");
	}

	@Test
	void optionsThatCannotMakeAPlanAreRefusedWithOneLine() {
		refused(List.of("tomcat", "netty"), List.of(), "off",
				"--variants: unknown app 'netty' in 'netty' (valid: tomcat,jetty,undertow,boot27/tomcat,");
		refused(List.of("jetty:fast"), List.of(), "off",
				"--variants: unknown profile 'fast' in 'jetty:fast' (valid: default,tuned,vthreads)");
		refused(List.of("jetty", "jetty"), List.of(), "off", "--variants: 'jetty' is listed twice");
		refused(List.of("boot27/tomcat:tuned"), List.of(), "off",
				"--variants: 'boot27/tomcat:tuned': the boot27/ apps have only the default profile");
		refused(List.of("tomcat"), List.of("threads=8"), "off", "--sweep: unknown key 'threads'");
		refused(List.of("tomcat"), List.of("workers"), "off", "--sweep: 'workers' is not KEY=V1,V2,...");
		refused(List.of("tomcat"), List.of("workers=8,0"), "off",
				"--sweep workers must be a positive integer, got '0'");
		refused(List.of("tomcat"), List.of("workers=8,16,8"), "off", "--sweep: workers=8 is listed twice");
		refused(List.of("tomcat"), List.of("workers=8", "workers=16"), "off", "--sweep: 'workers' is swept twice");
		refused(List.of("tomcat"), List.of("async-queue=-1"), "off",
				"--sweep async-queue must be whole numbers, got '-1'");
		refused(List.of("jetty"), List.of("header-cache=0,-1"), "off",
				"--sweep header-cache must be whole numbers, got '-1'");
		refused(List.of("tomcat"), List.of("server.port=a b"), "off", "--sweep server.port: 'a b' is not a value");
		refused(List.of("tomcat:tuned"), List.of("workers=8"), "off",
				"--sweep varies each app's default settings: give --variants without a profile, not 'tomcat:tuned'");
		refused(List.of("boot27/smart-servlet"), List.of("workers=8"), "off",
				"--sweep: no app of the run has workers:");
		refused(List.of("tomcat"), List.of("workers=1,2,3,4,5", "async-pool=1,2,3,4,5"), "off",
				"--sweep: 25 settings per app; at most 24");
		refused(List.of("tomcat"), List.of("workers=8"), "on", "--memory cannot be combined with --sweep");
		assertThatExceptionOfType(PlanException.class)
			.isThrownBy(() -> RunPlan.of(request(List.of("tomcat"), List.of(), "on", List.of("-Xms512m"))))
			.withMessageStartingWith("--memory needs the heap to search below: give -Xmx in --jvm-opts");
		assertThatExceptionOfType(PlanException.class)
			.isThrownBy(() -> RunPlan.of(request(List.of("tomcat"), List.of(), "on", List.of("-Xmx64m"))))
			.withMessage("--memory: the reference heap (64 MB) leaves no smaller heap to try (from 64 MB)");
	}

	@Test
	void aMirroredOrderMeasuresEveryVariantTwiceInABlockAndPlansTwiceTheWindows() {
		PlanRequest shuffled = request(List.of("tomcat", "jetty"), List.of(), "off", List.of("-Xms512m", "-Xmx512m"));
		PlanRequest mirrored = new PlanRequest(shuffled.mode(), shuffled.apps(), shuffled.profiles(),
				shuffled.variants(), shuffled.control(), shuffled.planted(), shuffled.sweeps(), shuffled.endpoints(),
				shuffled.tools(), shuffled.concurrency(), shuffled.rates(), shuffled.durationSeconds(),
				shuffled.rounds(), shuffled.blocksPerRound(), List.of(BlockOrder.MIRRORED), null, shuffled.seed(),
				shuffled.minEffectPercent(), shuffled.warmupCycleSeconds(), shuffled.warmupCapSeconds(),
				shuffled.coldStarts(), shuffled.memory(), shuffled.jvmOptions(), shuffled.memoryLoadSeconds(),
				shuffled.memoryWindows(), shuffled.jdk(), shuffled.java(), shuffled.javaVersion(), shuffled.pinning(),
				shuffled.databaseEndpoints(), 0);
		RunPlan once = RunPlan.of(shuffled);
		RunPlan twice = RunPlan.of(mirrored);
		assertThat(twice.windows()).isEqualTo(2 * once.windows());
		assertThat(twice.blocks().get(0).variants()).hasSize(6);
		assertThat(twice.options().order()).containsExactly(BlockOrder.MIRRORED);
		assertThat(twice.estimate().seconds()).isGreaterThan(once.estimate().seconds());
		assertThatExceptionOfType(PlanException.class).isThrownBy(() -> OptionValues.orders("abba"))
			.withMessage("--order takes shuffled, mirrored, duet, sliced or a comma-separated list of them (an order "
					+ "is one of shuffled, mirrored, duet, sliced, not 'abba')");
	}

	@Test
	void aDuetPlansOneWindowPerPairAndTellsTheHarnessItsControlGroups() {
		PlanRequest shuffled = request(List.of("tomcat", "jetty", "undertow"), List.of(), "off",
				List.of("-Xms512m", "-Xmx512m"));
		RunPlan solo = RunPlan.of(shuffled);
		RunPlan duet = RunPlan.of(withOrders(shuffled, "duet"));
		assertThat(solo.duet()).isNull();
		assertThat(duet.duet()).isEqualTo(new DuetPlan(List.of("duet"), BlockOrder.DEFAULT_SLICE_MS,
				(3 + DuetPlan.SLICED_SPARE_S) * 1000 / BlockOrder.DEFAULT_SLICE_MS));
		assertThat(duet.options().sliceMs()).as("recorded only with a sliced duet").isNull();
		assertThat(duet.windows()).as("three pairs a block, two windows each: three variants and the control")
			.isEqualTo(solo.windows() * 6 / 4);
		assertThat(duet.blocks()).allSatisfy((block) -> assertThat(block.line()).endsWith("\tduet"));
		assertThat(duet.estimate().seconds()).isLessThan(solo.estimate().seconds());
		RunPlan study = RunPlan.of(withOrders(shuffled, "shuffled,duet,sliced"));
		assertThat(study.windows()).isEqualTo(solo.windows() * 16 / 4);
		assertThat(study.options().order()).containsExactly(BlockOrder.SHUFFLED, BlockOrder.DUET, BlockOrder.SLICED);
		assertThat(study.duet().orders()).containsExactly("duet", "sliced");
		assertThat(study.options().sliceMs()).isEqualTo(BlockOrder.DEFAULT_SLICE_MS);
	}

	@Test
	void aSlicedDuetTakesItsSliceLengthAndRefusesOneItCannotHonour() {
		PlanRequest shuffled = request(List.of("tomcat", "jetty"), List.of(), "off", List.of("-Xms512m", "-Xmx512m"));
		RunPlan sliced = RunPlan.of(withSliceMs(withOrders(shuffled, "shuffled,sliced"), 20));
		assertThat(sliced.duet())
			.isEqualTo(new DuetPlan(List.of("sliced"), 20, (3 + DuetPlan.SLICED_SPARE_S) * 1000 / 20));
		assertThat(sliced.options().sliceMs()).isEqualTo(20);
		assertThat(PlanText.lines(sliced))
			.anySatisfy((line) -> assertThat(line).contains("every 20 ms by freezing one and thawing the other"));
		assertThatExceptionOfType(PlanException.class)
			.isThrownBy(() -> RunPlan.of(withSliceMs(withOrders(shuffled, "shuffled,duet"), 20)))
			.withMessage("--slice-ms: only a sliced duet hands the server CPUs from one JVM to the other; give it "
					+ "with --order sliced");
		assertThatExceptionOfType(PlanException.class)
			.isThrownBy(() -> RunPlan.of(withSliceMs(withOrders(shuffled, "sliced"), 5)))
			.withMessage("--slice-ms: a slice is " + BlockOrder.MIN_SLICE_MS + " to 1500 ms in windows of 3 s (each "
					+ "JVM has the CPUs at least once a window), got 5");
		assertThatExceptionOfType(PlanException.class)
			.isThrownBy(() -> RunPlan.of(withSliceMs(withOrders(shuffled, "sliced"), 1501)))
			.withMessageEndingWith("got 1501");
	}

	private static PlanRequest withSliceMs(PlanRequest r, int sliceMs) {
		return new PlanRequest(r.mode(), r.apps(), r.profiles(), r.variants(), r.control(), r.planted(), r.sweeps(),
				r.endpoints(), r.tools(), r.concurrency(), r.rates(), r.durationSeconds(), r.rounds(),
				r.blocksPerRound(), r.orders(), sliceMs, r.seed(), r.minEffectPercent(), r.warmupCycleSeconds(),
				r.warmupCapSeconds(), r.coldStarts(), r.memory(), r.jvmOptions(), r.memoryLoadSeconds(),
				r.memoryWindows(), r.jdk(), r.java(), r.javaVersion(), r.pinning(), r.databaseEndpoints(), 0);
	}

	@Test
	void aDuetRefusesWhatItCannotMeasure() {
		PlanRequest shuffled = request(List.of("tomcat", "jetty"), List.of(), "off", List.of("-Xms512m", "-Xmx512m"));
		assertThatExceptionOfType(PlanException.class)
			.isThrownBy(() -> RunPlan.of(withTools(withOrders(shuffled, "duet"), List.of(Tool.WRK, Tool.AB), null)))
			.withMessageStartingWith("--order duet: a duet loads each of its two JVMs with a wrk of its own");
		PlanRequest alone = withOrders(request(List.of("tomcat"), List.of(), "off", List.of("-Xmx512m")),
				"shuffled,sliced");
		assertThatExceptionOfType(PlanException.class)
			.isThrownBy(() -> RunPlan.of(new PlanRequest(alone.mode(), alone.apps(), alone.profiles(), alone.variants(),
					false, alone.planted(), alone.sweeps(), alone.endpoints(), alone.tools(), alone.concurrency(),
					alone.rates(), alone.durationSeconds(), alone.rounds(), alone.blocksPerRound(), alone.orders(),
					alone.sliceMs(), alone.seed(), alone.minEffectPercent(), alone.warmupCycleSeconds(),
					alone.warmupCapSeconds(), alone.coldStarts(), alone.memory(), alone.jvmOptions(),
					alone.memoryLoadSeconds(), alone.memoryWindows(), alone.jdk(), alone.java(), alone.javaVersion(),
					alone.pinning(), alone.databaseEndpoints(), 0)))
			.withMessageStartingWith("--order shuffled,sliced: a duet needs a baseline and at least one other");
		assertThatExceptionOfType(PlanException.class).isThrownBy(() -> RunPlan.of(withOrders(
				request(List.of("tomcat"), List.of("server.tomcat.threads.max=50,100"), "off", List.of("-Xmx512m")),
				"duet")))
			.withMessageContaining("a duet pairs every variant with the baseline");
	}

	private static PlanRequest withOrders(PlanRequest r, String orders) {
		return new PlanRequest(r.mode(), r.apps(), r.profiles(), r.variants(), r.control(), r.planted(), r.sweeps(),
				r.endpoints(), r.tools(), r.concurrency(), r.rates(), r.durationSeconds(), r.rounds(),
				r.blocksPerRound(), BlockOrder.listOf(orders), r.sliceMs(), r.seed(), r.minEffectPercent(),
				r.warmupCycleSeconds(), r.warmupCapSeconds(), r.coldStarts(), r.memory(), r.jvmOptions(),
				r.memoryLoadSeconds(), r.memoryWindows(), r.jdk(), r.java(), r.javaVersion(), r.pinning(),
				r.databaseEndpoints(), 0);
	}

	@Test
	void aPlantedControlNeedsTheBaselinesOwnRounds() {
		assertThatExceptionOfType(PlanException.class)
			.isThrownBy(() -> RunPlan.of(planted(List.of("tomcat"), "only", List.of(10.0))))
			.withMessage("--planted adds positive controls to the baseline's rounds: it cannot be combined with "
					+ "--memory-only");
		PlanRequest swept = request(List.of("tomcat"), List.of("workers=8"), "off", List.of("-Xmx512m"));
		assertThatExceptionOfType(PlanException.class).isThrownBy(() -> RunPlan.of(withPlanted(swept, List.of(10.0))))
			.withMessageEndingWith("--sweep");
	}

	private static PlanRequest planted(List<String> variants, String memory, List<Double> planted) {
		return withPlanted(request(variants, List.of(), memory, List.of("-Xms512m", "-Xmx512m")), planted);
	}

	private static PlanRequest withPlanted(PlanRequest r, List<Double> planted) {
		return new PlanRequest(r.mode(), r.apps(), r.profiles(), r.variants(), r.control(), planted, r.sweeps(),
				r.endpoints(), r.tools(), r.concurrency(), r.rates(), r.durationSeconds(), r.rounds(),
				r.blocksPerRound(), r.orders(), r.sliceMs(), r.seed(), r.minEffectPercent(), r.warmupCycleSeconds(),
				r.warmupCapSeconds(), r.coldStarts(), r.memory(), r.jvmOptions(), r.memoryLoadSeconds(),
				r.memoryWindows(), r.jdk(), r.java(), r.javaVersion(), r.pinning(), r.databaseEndpoints(), 0);
	}

	@Test
	void aFixedRatePlanWarmsUpWithWrkAtTheProbesConcurrencyAndProbesTheVariantsThatAreNoCopies() {
		PlanRequest wrk = request(List.of("tomcat", "jetty"), List.of(), "off", List.of("-Xms512m", "-Xmx512m"));
		PlanRequest fixed = withTools(wrk, List.of(Tool.HYPERFOIL),
				RateLevels.of("25%,50%", List.of(Tool.HYPERFOIL), wrk.concurrency(), 5));
		RunPlan plan = RunPlan.of(fixed);
		assertThat(plan.warmupPatterns()).containsExactly(new Cell("block", Tool.WRK, 200),
				new Cell("async", Tool.WRK, 200));
		assertThat(plan.cells()).isEqualTo(4);
		assertThat(plan.options().rates().probeVariants()).containsExactly("tomcat", "jetty");
		assertThat(plan.blocks()).allSatisfy((block) -> {
			assertThat(block.cell().tool()).isEqualTo(Tool.HYPERFOIL);
			assertThat(block.cell().concurrency()).isIn(25, 50);
		});
		assertThat(PlanText.lines(plan))
			.anyMatch((line) -> line.contains("hyperfoil at 25,50 % of the slowest variant's "
					+ "saturated throughput on the endpoint (probed with wrk c=200 for 5 s per variant"));
		assertThat(plan.estimate().seconds()).as("the probe and each window's calibration are counted")
			.isGreaterThan(RunPlan.of(withTools(wrk, List.of(Tool.WRK), null)).estimate().seconds());
	}

	@Test
	void aJmeterPlanGivesEachEndpointTheProtocolsLoopsAndWarmsUpWithWrkAtItsThreads() {
		PlanRequest wrk = request(List.of("tomcat", "jetty"), List.of(), "off", List.of("-Xms512m", "-Xmx512m"));
		PlanRequest withJson = new PlanRequest(wrk.mode(), wrk.apps(), wrk.profiles(), wrk.variants(), wrk.control(),
				wrk.planted(), wrk.sweeps(), List.of("block", "json"), List.of(Tool.JMETER), List.of(1000), null,
				wrk.durationSeconds(), wrk.rounds(), wrk.blocksPerRound(), wrk.orders(), wrk.sliceMs(), wrk.seed(),
				wrk.minEffectPercent(), wrk.warmupCycleSeconds(), wrk.warmupCapSeconds(), wrk.coldStarts(),
				wrk.memory(), wrk.jvmOptions(), wrk.memoryLoadSeconds(), wrk.memoryWindows(), wrk.jdk(), wrk.java(),
				wrk.javaVersion(), wrk.pinning(), wrk.databaseEndpoints(), 0);
		RunPlan plan = RunPlan.of(withJson);
		JmeterProtocol protocol = plan.load().jmeter();
		assertThat(protocol.rampSeconds()).isEqualTo(JmeterProtocol.RAMP_SECONDS);
		assertThat(protocol.loops()).containsEntry("block", JmeterProtocol.LOOPS).containsEntry("json", 1);
		assertThat(protocol.counterParameters()).containsOnly(entry("json", JmeterProtocol.COUNTER_PARAMETER));
		assertThat(plan.warmupPatterns()).containsExactly(new Cell("block", Tool.WRK, 1000),
				new Cell("json", Tool.WRK, 1000));
		assertThat(plan.load().wrkThreads()).containsKey(1000);
		assertThat(PlanText.lines(plan)).anyMatch((line) -> line.contains("jmeter's thread group of c threads started "
				+ "over " + JmeterProtocol.RAMP_SECONDS + " s, each sending " + JmeterProtocol.LOOPS
				+ " request(s) on block, 1 request(s) on json with JMeter's counter in ?seq"));
		assertThat(RunPlan.of(wrk).load().jmeter()).as("no protocol without jmeter").isNull();
		PlanRequest withMemory = request(List.of("tomcat"), List.of(), "on", List.of("-Xms512m", "-Xmx512m"));
		assertThat(RunPlan.of(withTools(withMemory, List.of(Tool.JMETER), null)).memory().tool())
			.as("the memory phase's set-time load")
			.isEqualTo(Tool.WRK);
		assertThat(plan.estimate().seconds()).as("a window lasts the ramp-up, not the run's duration")
			.isGreaterThan(RunPlan.of(withTools(withJson, List.of(Tool.WRK), null)).estimate().seconds());
	}

	@Test
	void aSiegePlanSaysItsWindowsAreCountsAndCountsTheirLeadIns() {
		PlanRequest wrk = request(List.of("tomcat", "jetty"), List.of(), "off", List.of("-Xms512m", "-Xmx512m"));
		RunPlan plan = RunPlan.of(withTools(wrk, List.of(Tool.SIEGE), null));
		assertThat(PlanText.lines(plan)).anyMatch((line) -> line.contains("siege's windows a count of requests per "
				+ "user (siege -r), sized by a lead-in of the same cell to last about " + wrk.durationSeconds()
				+ " s"));
		assertThat(plan.estimate().seconds()).as("each window's lead-ins are counted")
			.isGreaterThan(RunPlan.of(withTools(wrk, List.of(Tool.WRK), null)).estimate().seconds());
	}

	@Test
	void aSweepOfCpuLimitsPutsEachAppAndTheControlAtEachLimitBesideThemWithoutOneInOnePart() {
		RunPlan plan = RunPlan
			.of(request(List.of("tomcat", "jetty"), List.of("cpu-limit=0.50"), "off", List.of("-Xms512m", "-Xmx512m")));
		assertThat(plan.variants()).extracting(Variant::id)
			.containsExactly("tomcat", "jetty", "tomcat-cpu-limit-0.5", "jetty-cpu-limit-0.5", "tomcat-control",
					"tomcat-cpu-limit-0.5-control");
		assertThat(plan.variants()).extracting(Variant::cpuLimit).containsExactly(null, null, 0.5, 0.5, null, 0.5);
		assertThat(plan.variants()).as("a limit sets no property").allMatch((v) -> v.properties().isEmpty());
		assertThat(plan.parts()).hasSize(1);
		assertThat(plan.cpuQuotas()).containsOnlyKeys("tomcat-cpu-limit-0.5", "jetty-cpu-limit-0.5",
				"tomcat-cpu-limit-0.5-control");
		assertThat(plan.cpuQuotas().get("jetty-cpu-limit-0.5"))
			.isEqualTo(new CpuLimits.Quota(0.5, 50_000, Pinning.LIMIT_PERIOD_US));
	}

	@Test
	void aSweepOfCpuLimitsIsSweptAloneAndInOnePart() {
		refused(List.of("tomcat"), List.of("cpu-limit=0.5", "workers=8"), "off", "--sweep cpu-limit is swept alone");
		refused(List.of("tomcat", "jetty", "undertow"), List.of("cpu-limit=0.25,0.5"), "off",
				"--sweep cpu-limit compares the containers at each limit in the same rounds, and it makes 12 JVMs");
		refused(List.of("tomcat"), List.of("cpu-limit=half"), "off",
				"--sweep cpu-limit must be CPUs above 0 in hundredths at most");
	}

	@Test
	void aSweepCannotBeMeasuredAtFixedRates() {
		PlanRequest wrk = request(List.of("undertow"), List.of("io-threads=1,2"), "off",
				List.of("-Xms512m", "-Xmx512m"));
		assertThatExceptionOfType(PlanException.class)
			.isThrownBy(() -> RunPlan.of(withTools(wrk, List.of(Tool.HYPERFOIL),
					RateLevels.of("50%", List.of(Tool.HYPERFOIL), wrk.concurrency(), 5))))
			.withMessageContaining("sweep with the closed-loop tools");
	}

	private static PlanRequest withTools(PlanRequest r, List<Tool> tools, FixedRates rates) {
		return new PlanRequest(r.mode(), r.apps(), r.profiles(), r.variants(), r.control(), r.planted(), r.sweeps(),
				r.endpoints(), tools, r.concurrency(), rates, r.durationSeconds(), r.rounds(), r.blocksPerRound(),
				r.orders(), r.sliceMs(), r.seed(), r.minEffectPercent(), r.warmupCycleSeconds(), r.warmupCapSeconds(),
				r.coldStarts(), r.memory(), r.jvmOptions(), r.memoryLoadSeconds(), r.memoryWindows(), r.jdk(), r.java(),
				r.javaVersion(), r.pinning(), r.databaseEndpoints(), 0);
	}

	private static void refused(List<String> variants, List<String> sweeps, String memory, String message) {
		assertThatExceptionOfType(PlanException.class)
			.isThrownBy(() -> RunPlan.of(request(variants, sweeps, memory, List.of("-Xms512m", "-Xmx512m"))))
			.withMessageStartingWith(message)
			.withMessageNotContaining("\n");
	}

	private static List<String> lines(RunPlan plan) {
		return plan.blocks().stream().map(Schedule.Block::line).toList();
	}

	private static PlanRequest request(RunRecord record, List<String> variants, List<String> sweeps, String memory) {
		RunRecord.Options options = record.options();
		Pinning pinning = record.pinning();
		return new PlanRequest(options.mode(), apps(), PROFILES, variants,
				options.variants().stream().anyMatch(Variant::control),
				options.variants().stream().map(Variant::plantedPercent).filter(Objects::nonNull).toList(), sweeps,
				options.endpoints(), options.tools(), options.concurrency(), options.rates(), options.durationSeconds(),
				options.rounds(), options.blocksPerRound(), options.order(), options.sliceMs(), options.seed(),
				options.minEffectPercent(), options.warmup().cycleSeconds(), options.warmup().capSeconds(),
				options.coldStarts(), memory, options.jvmOptions(),
				(options.memory() != null) ? options.memory().loadSeconds() : 5,
				(options.memory() != null) ? options.memory().windowsPerEndpoint() : 2, options.jdk(), "java",
				Integer.parseInt(record.environment().jdk().version().replaceFirst("\\..*", "")), pinning, List.of(),
				0);
	}

	private static PlanRequest request(List<String> variants, List<String> sweeps, String memory,
			List<String> jvmOptions) {
		return new PlanRequest("default", apps(), PROFILES, variants, true, List.of(), sweeps,
				List.of("block", "async"), List.of(Tool.WRK), List.of(50, 100, 200), null, 3, 3, 2,
				List.of(BlockOrder.SHUFFLED), null, 7, 5, 5, 100, 1, memory, jvmOptions, 5, 2, null, "java", 17,
				new Pinning("0", "1", 1, 1, "0,1"), List.of(), 0);
	}

	/** The apps and their ports in the contract's order, as run-all.sh passes them. */
	private static Map<String, Integer> apps() {
		try {
			Map<String, Integer> apps = new LinkedHashMap<>();
			for (String line : Files.readAllLines(CONTRACT)) {
				if (line.matches("(boot27\\.)?app\\.[a-z-]+\\.port=[0-9]+")) {
					String key = line.substring(0, line.indexOf('='));
					String name = key.replaceFirst("^boot27\\.app\\.", "boot27/")
						.replaceFirst("^app\\.", "")
						.replaceFirst("\\.port$", "");
					apps.put(name, Integer.parseInt(line.substring(line.indexOf('=') + 1)));
				}
			}
			return apps;
		}
		catch (IOException ex) {
			throw new IllegalStateException(ex);
		}
	}

}
