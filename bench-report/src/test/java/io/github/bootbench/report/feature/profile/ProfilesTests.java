package io.github.bootbench.report.feature.profile;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPOutputStream;

import io.github.bootbench.report.PublishedRun;
import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.model.Section;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;
import static org.assertj.core.api.Assertions.within;

/**
 * The profiler phase's files read back, on a real run: {@code run-all.sh --smoke
 * --containers boot4/tomcat,boot4/jetty --tools wrk --profiler} (Intel Xeon guest, 2
 * vCPU), its inputs only ({@code captured/profiler-smoke-run}).
 */
class ProfilesTests {

	private static final Path RUN = Path.of("src", "test", "resources", "captured", "profiler-smoke-run");

	@TempDir
	private Path copies;

	@Test
	void everyVariantsCellsAreReadWithTheirCpuPerRequestByPart() throws IOException {
		Profiles profiles = Profiles.read(RunDirectory.read(RUN));
		assertThat(profiles.options().cells()).extracting((cell) -> cell.label())
			.containsExactly("block wrk c=10", "async wrk c=10");
		assertThat(profiles.jvms()).extracting(Profiles.Profiled::variant)
			.containsExactly("boot4-tomcat", "boot4-tomcat", "boot4-jetty", "boot4-jetty");
		assertThat(profiles.jvms()).extracting(Profiles.Profiled::jvm).containsOnly(1);
		assertThat(profiles.jvms()).allSatisfy((cell) -> {
			assertThat(cell.taken()).as(cell.variant() + " " + cell.endpoint()).isTrue();
			assertThat(cell.samples()).isPositive();
			assertThat(cell.requests()).isPositive();
			assertThat(cell.microsPerRequest()).containsOnlyKeys(StackPart.values());
			assertThat(cell.microsPerRequest().values().stream().mapToDouble(Double::doubleValue).sum())
				.isCloseTo(cell.profiledMicrosPerRequest(), within(1e-6));
			// Each sample stands for 5 ms of CPU: the profile accounts for the CPU the
			// server was measured to spend over the same load, within a tenth.
			assertThat(cell.profiledMicrosPerRequest() / cell.measuredMicrosPerRequest()).isBetween(0.9, 1.1);
		});
	}

	@Test
	void aRunOfOneJvmPerVariantHasItsFiguresWithoutIntervalAndItsDifferencesFromTheFirst() throws IOException {
		Profiles profiles = Profiles.read(RunDirectory.read(RUN));
		assertThat(profiles.cells()).extracting(ProfiledCell::variant, ProfiledCell::endpoint, ProfiledCell::jvms)
			.containsExactly(tuple("boot4-tomcat", "block", 1), tuple("boot4-tomcat", "async", 1),
					tuple("boot4-jetty", "block", 1), tuple("boot4-jetty", "async", 1));
		ProfiledCell tomcat = profiles.cells().get(0);
		ProfiledCell jetty = profiles.cells().get(2);
		assertThat(tomcat.reference()).isNull();
		assertThat(tomcat.differences()).isNull();
		assertThat(jetty.reference()).isEqualTo("boot4-tomcat");
		assertThat(jetty.pairs()).containsExactly(1);
		for (StackPart part : StackPart.values()) {
			assertThat(jetty.microsPerRequest().get(part).mean())
				.isEqualTo(profiles.jvms().get(2).microsPerRequest().get(part));
			assertThat(jetty.microsPerRequest().get(part).low()).as("no interval from one JVM").isNull();
			assertThat(jetty.differences().get(part).mean())
				.isCloseTo(profiles.jvms().get(2).microsPerRequest().get(part)
						- profiles.jvms().get(0).microsPerRequest().get(part), within(1e-9));
		}
		assertThat(jetty.toldApart()).as("one pair tells nothing apart").isEmpty();
	}

	@Test
	void aProfileThatWasNotTakenSaysWhyAndTheOthersStay() throws IOException {
		Path run = PublishedRun.copyInputs(RUN, this.copies.resolve("run"));
		Files.writeString(run.resolve("profiles/boot4-jetty/async-wrk-c10.failure.txt"),
				"async-profiler did not start (return code: 200; the JVM's log says why)\n");
		Files.delete(run.resolve("profiles/boot4-tomcat/block-wrk-c10.collapsed.gz"));
		Profiles profiles = Profiles.read(RunDirectory.read(run));
		assertThat(profiles.jvms()).extracting(Profiles.Profiled::failure)
			.containsExactly("not profiled (the run ended before)", null, null,
					"async-profiler did not start (return code: 200; the JVM's log says why)");
		StringBuilder md = new StringBuilder();
		ProfileTables.write(profiles, RunDirectory.read(run).record().options(), md);
		assertThat(md.toString())
			.contains("- boot4/jetty: no profile: async-profiler did not start (return code: 200; the JVM's log says "
					+ "why)")
			.contains("- boot4/tomcat: no profile: not profiled (the run ended before)");
	}

	@Test
	void aProfileWithoutAKernelFrameSaysItsEngineFellBackAndTheOthersDoNot() throws IOException {
		Path run = PublishedRun.copyInputs(RUN, this.copies.resolve("run"));
		Path stacks = run.resolve("profiles/boot4-jetty/block-wrk-c10.collapsed.gz");
		assertThat(CollapsedStacks.read(stacks).samplesWithKernelFrame()).isPositive();
		// What a timer engine writes of the same stacks: their Java frames, no kernel
		// frame.
		List<String> lines = new ArrayList<>();
		for (CollapsedStacks.Stack stack : CollapsedStacks.read(stacks).stacks()) {
			List<String> frames = stack.frames()
				.stream()
				.filter((frame) -> !frame.endsWith(StackPart.KERNEL_FRAME))
				.toList();
			if (!frames.isEmpty()) {
				lines.add(String.join(";", frames) + " " + stack.samples());
			}
		}
		try (Writer out = new OutputStreamWriter(new GZIPOutputStream(Files.newOutputStream(stacks)),
				StandardCharsets.UTF_8)) {
			out.write(String.join("\n", lines) + "\n");
		}
		Profiles profiles = Profiles.read(RunDirectory.read(run));
		assertThat(profiles.jvms()).extracting(Profiles.Profiled::withoutKernelFrames)
			.containsExactly(false, false, true, false);
		StringBuilder md = new StringBuilder();
		ProfileTables.write(profiles, RunDirectory.read(run).record().options(), md);
		assertThat(md.toString().lines().filter((line) -> line.contains("no kernel frame")))
			.containsExactly("- boot4/jetty: no kernel frame in its " + profiles.jvms().get(2).samples() + " samples: "
					+ ProfileTables.WITHOUT_KERNEL_FRAMES);
	}

	@Test
	void theSectionIsWrittenAfterTheRoundsCpuWithATableOfEveryPartPerCell() throws IOException {
		RunDirectory run = RunDirectory.read(RUN);
		Section section = new ProfileFeature().of(run).get(0);
		assertThat(section.key()).isEqualTo("profiles");
		StringBuilder md = new StringBuilder();
		ProfileTables.write((Profiles) section.json(), run.record().options(), md);
		List<String> lines = md.toString().lines().toList();
		assertThat(lines).contains("## Where the CPU goes (profiles)", "### /test/block wrk c=10",
				"### /test/async wrk c=10",
				"| part of the stack | boot4/tomcat | boot4/jetty | boot4/jetty − boot4/tomcat |");
		for (StackPart part : StackPart.values()) {
			assertThat(lines.stream().filter((line) -> line.startsWith("| " + part.words() + " |"))).hasSize(2);
		}
		assertThat(md.toString()).contains("a sample every 5 ms of CPU", "over 2 s of each cell's load");
	}

	@Test
	void aRunWithoutThePhaseHasNoProfiles() throws IOException {
		assertThat(Profiles.read(RunDirectory.read(PublishedRun.directory(PublishedRun.TUNED)))).isNull();
	}

}
