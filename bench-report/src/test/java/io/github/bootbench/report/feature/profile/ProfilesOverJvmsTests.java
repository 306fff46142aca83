package io.github.bootbench.report.feature.profile;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import io.github.bootbench.report.PublishedRun;
import io.github.bootbench.report.input.ProfilerOptions;
import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.stats.MeanInterval;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;
import static org.assertj.core.api.Assertions.within;

/**
 * The profiler phase over several JVMs read back, on a real run: {@code run-all.sh
 * --smoke --containers boot4/tomcat,boot4/jetty --tools wrk --profiler} (2 JVMs a
 * variant, CPU and allocations in one recording; AMD EPYC guest, 2 vCPU), its inputs only
 * ({@code captured/profiler-jvms-smoke-run}).
 */
class ProfilesOverJvmsTests {

	private static final Path RUN = Path.of("src", "test", "resources", "captured", "profiler-jvms-smoke-run");

	@TempDir
	private Path copies;

	@Test
	void theJvmsRanInterleavedAndEachCellOfEachIsRead() throws IOException {
		Profiles profiles = Profiles.read(RunDirectory.read(RUN));
		assertThat(profiles.options().jvms()).isEqualTo(2);
		assertThat(profiles.options().order()).containsExactly(new ProfilerOptions.ProfiledJvm("boot4-tomcat", 1),
				new ProfilerOptions.ProfiledJvm("boot4-jetty", 1), new ProfilerOptions.ProfiledJvm("boot4-jetty", 2),
				new ProfilerOptions.ProfiledJvm("boot4-tomcat", 2));
		assertThat(profiles.jvms())
			.extracting(Profiles.Profiled::variant, Profiles.Profiled::jvm, Profiles.Profiled::endpoint)
			.containsExactly(tuple("boot4-tomcat", 1, "block"), tuple("boot4-tomcat", 1, "async"),
					tuple("boot4-tomcat", 2, "block"), tuple("boot4-tomcat", 2, "async"),
					tuple("boot4-jetty", 1, "block"), tuple("boot4-jetty", 1, "async"),
					tuple("boot4-jetty", 2, "block"), tuple("boot4-jetty", 2, "async"));
		assertThat(profiles.jvms()).allSatisfy((jvm) -> {
			assertThat(jvm.taken()).as(jvm.variant() + " " + jvm.jvm() + " " + jvm.endpoint()).isTrue();
			assertThat(jvm.withoutKernelFrames()).isFalse();
			assertThat(jvm.profiledMicrosPerRequest() / jvm.measuredMicrosPerRequest()).isBetween(0.8, 1.2);
			// Every JVM allocated: a request's objects, by part, and by site.
			assertThat(jvm.allocatedBytesPerRequest()).containsOnlyKeys(StackPart.values());
			assertThat(jvm.allocatedBytesPerRequest().values().stream().mapToDouble(Double::doubleValue).sum())
				.isPositive();
			assertThat(jvm.allocationSites()).isNotEmpty();
			assertThat(jvm.selfMicrosPerRequest().values().stream().mapToDouble(Double::doubleValue).sum())
				.isCloseTo(jvm.profiledMicrosPerRequest(), within(1e-6));
		});
	}

	@Test
	void aVariantsFigureIsTheMeanOverItsJvmsAndADifferenceIsTakenJvmByJvm() throws IOException {
		Profiles profiles = Profiles.read(RunDirectory.read(RUN));
		List<Profiles.Profiled> jvms = profiles.jvms();
		ProfiledCell tomcatBlock = profiles.cells().get(0);
		ProfiledCell jettyBlock = profiles.cells().get(2);
		assertThat(jettyBlock.variant()).isEqualTo("boot4-jetty");
		assertThat(jettyBlock.endpoint()).isEqualTo("block");
		assertThat(jettyBlock.jvms()).isEqualTo(2);
		assertThat(jettyBlock.pairs()).containsExactly(1, 2);
		for (StackPart part : StackPart.values()) {
			MeanInterval jetty = jettyBlock.microsPerRequest().get(part);
			assertThat(jetty.mean()).isCloseTo(
					(jvms.get(4).microsPerRequest().get(part) + jvms.get(6).microsPerRequest().get(part)) / 2,
					within(1e-9));
			assertThat(jetty.low()).isLessThanOrEqualTo(jetty.mean());
			assertThat(jetty.high()).isGreaterThanOrEqualTo(jetty.mean());
			double first = jvms.get(4).microsPerRequest().get(part) - jvms.get(0).microsPerRequest().get(part);
			double second = jvms.get(6).microsPerRequest().get(part) - jvms.get(2).microsPerRequest().get(part);
			assertThat(jettyBlock.differences().get(part).mean()).isCloseTo((first + second) / 2, within(1e-9));
		}
		assertThat(tomcatBlock.differences()).as("the first variant is the reference").isNull();
		assertThat(tomcatBlock.partBound()).isNull();
		// The bound is the furthest any part's interval reaches from 0, and it is that
		// part's.
		PartBound bound = jettyBlock.partBound();
		assertThat(jettyBlock.differences().values()).allSatisfy((difference) -> {
			assertThat(Math.abs(difference.low())).isLessThanOrEqualTo(bound.micros());
			assertThat(Math.abs(difference.high())).isLessThanOrEqualTo(bound.micros());
		});
		MeanInterval widest = jettyBlock.differences().get(bound.part());
		assertThat(Math.max(Math.abs(widest.low()), Math.abs(widest.high()))).isEqualTo(bound.micros());
		assertThat(tomcatBlock.frameDifferences()).isEmpty();
		assertThat(jettyBlock.frameDifferences()).hasSize(ProfiledCell.FRAMES);
		assertThat(jettyBlock.allocatedDifference()).isNotNull();
		assertThat(tomcatBlock.allocationSites()).hasSize(ProfiledCell.SITES)
			.isSortedAccordingTo((a, b) -> Double.compare(b.bytesPerRequest().mean(), a.bytesPerRequest().mean()));
	}

	@Test
	void theReportGivesIntervalsWhatEachDifferenceTellsApartTheFramesAllocationsAndFlameGraphs() throws IOException {
		RunDirectory run = RunDirectory.read(RUN);
		Profiles profiles = Profiles.read(run);
		StringBuilder md = new StringBuilder();
		ProfileTables.write(profiles, run.record().options(), md);
		String report = md.toString();
		assertThat(report).contains("2 fresh JVM(s) of each variant, one at a time")
			.contains("event alloc, a sample every 512 KiB allocated")
			.containsPattern("\\| sockets and HTTP, the container's threads \\| [\\d.]+ \\[[\\d.-]+–[\\d.]+\\] \\|")
			.containsPattern("\\| the first pass \\| [\\d.]+ \\[[\\d.-]+–[\\d.]+\\] \\|")
			.contains("| pass of the request |")
			.containsPattern(
					"(?m)^- boot4/jetty − boot4/tomcat over 2 pairs of JVMs: (no part told apart|told apart: .+); "
							+ "each part's interval within ±[\\d.]+ µs a request \\(widest: [^)]+\\)$")
			.contains("Frames whose own CPU differs most, boot4/jetty − boot4/tomcat (µs a request, over 2 pairs of "
					+ "JVMs):")
			.contains("KiB allocated per request (async-profiler's alloc event, a sample every 512 KiB allocated;")
			.containsPattern("(?m)^- boot4/tomcat, the most: `[^`]+` [\\d.]+ \\[")
			.containsPattern(
					"(?m)^\\| \\*\\*GC in the rounds, µs a request\\*\\* \\| [\\d.]+ \\| [\\d.]+ \\| [+-]?[\\d.]+ \\|$")
			.contains("boot4/tomcat [CPU](charts/flame-cpu-block-boot4-tomcat.html), "
					+ "[allocations](charts/flame-alloc-block-boot4-tomcat.html)");
		assertThat(report).doesNotContain("\n\n\n");
	}

	@Test
	void theRoundsGcIsThePausePerRequestOfTheCellsWindowsBesideTheBytesTheProfilesSawAllocated() throws IOException {
		Profiles profiles = Profiles.read(RunDirectory.read(RUN));
		assertThat(profiles.gc()).extracting(RoundsGc::variant, RoundsGc::endpoint)
			.containsExactly(tuple("boot4-tomcat", "block"), tuple("boot4-jetty", "block"),
					tuple("boot4-tomcat", "async"), tuple("boot4-jetty", "async"));
		RoundsGc tomcatBlock = profiles.gc().get(0);
		// Its one window: Copy's pauses 28 ms before, 43 ms after, over 15,242 requests.
		assertThat(tomcatBlock.microsPerRequest().mean()).isCloseTo(15_000.0 / 15_242, within(1e-9));
		assertThat(tomcatBlock.microsPerRequest().count()).as("one round").isEqualTo(1);
		assertThat(tomcatBlock.reference()).isNull();
		assertThat(tomcatBlock.difference()).isNull();
		RoundsGc jettyBlock = profiles.gc().get(1);
		assertThat(jettyBlock.reference()).isEqualTo("boot4-tomcat");
		assertThat(jettyBlock.difference().mean())
			.isCloseTo(jettyBlock.microsPerRequest().mean() - tomcatBlock.microsPerRequest().mean(), within(1e-9));
		ProfiledCell tomcatCell = profiles.cells().get(0);
		assertThat(tomcatCell.variant() + " " + tomcatCell.endpoint()).isEqualTo("boot4-tomcat block");
		assertThat(tomcatBlock.microsPerAllocatedMebibyte()).isCloseTo(
				tomcatBlock.microsPerRequest().mean() / (tomcatCell.allocatedBytesTotal().mean() / (1024 * 1024)),
				within(1e-9));
	}

	@Test
	void eachVariantsPagesAreAsyncProfilersOwnFlameGraphsOfItsJvmsPooled() throws IOException {
		RunDirectory run = RunDirectory.read(RUN);
		Profiles profiles = Profiles.read(run);
		Path charts = this.copies.resolve("charts");
		FlameGraphPages.write(profiles, run.record().options(), RUN, charts);
		try (var pages = Files.list(charts)) {
			assertThat(pages.map((page) -> page.getFileName().toString())).containsExactlyInAnyOrder(
					"flame-cpu-block-boot4-tomcat.html", "flame-alloc-block-boot4-tomcat.html",
					"flame-cpu-async-boot4-tomcat.html", "flame-alloc-async-boot4-tomcat.html",
					"flame-cpu-block-boot4-jetty.html", "flame-alloc-block-boot4-jetty.html",
					"flame-cpu-async-boot4-jetty.html", "flame-alloc-async-boot4-jetty.html");
		}
		assertThat(Files.readString(charts.resolve("flame-cpu-block-boot4-jetty.html"))).startsWith("<!DOCTYPE html>")
			.contains("boot4/jetty, /test/block wrk c=10: CPU samples of 2 JVMs")
			// The page keeps frame names prefix-compressed: a Jetty frame's tail.
			.contains("eclipse/jetty");
		assertThat(Files.readString(charts.resolve("flame-alloc-async-boot4-tomcat.html")))
			.contains("boot4/tomcat, /test/async wrk c=10: bytes allocated of 2 JVMs")
			.contains("byte[]");
	}

	@Test
	void aJvmThatCouldNotBeProfiledSaysWhyAndItsVariantStandsOnTheOthers() throws IOException {
		Path run = PublishedRun.copyInputs(RUN, this.copies.resolve("run"));
		Files.writeString(run.resolve("profiles/boot4-jetty/jvm-2/jvm.failure.txt"),
				"the JVM ended during its warm-up: exit code 137\n");
		Profiles profiles = Profiles.read(RunDirectory.read(run));
		assertThat(profiles.jvms()).filteredOn((p) -> !p.taken())
			.extracting(Profiles.Profiled::variant, Profiles.Profiled::jvm)
			.containsExactly(tuple("boot4-jetty", 2), tuple("boot4-jetty", 2));
		ProfiledCell jettyBlock = profiles.cells().get(2);
		assertThat(jettyBlock.jvms()).isEqualTo(1);
		assertThat(jettyBlock.pairs()).containsExactly(1);
		assertThat(jettyBlock.microsPerRequest().get(StackPart.HTTP).low()).isNull();
		StringBuilder md = new StringBuilder();
		ProfileTables.write(profiles, RunDirectory.read(run).record().options(), md);
		assertThat(md.toString())
			.contains("- boot4/jetty (JVM 2 of 2): no profile: the JVM ended during its warm-up: exit code 137")
			.doesNotContain("Frames whose own CPU differs most, boot4/jetty");
	}

}
