package io.github.bootbench.report.feature.profile;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.parse.ToolParser;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIOException;
import static org.assertj.core.api.Assertions.offset;

/**
 * The reading of CPU profiles, on real async-profiler profiles of the Boot 4.1 apps under
 * wrk ({@code captured/capture-profile.sh}) and on stacks written out here.
 */
class CpuByPartTests {

	private static final Path PROFILES = Path.of("src", "test", "resources", "captured", "profiles");

	/** The captures' interval: a sample every 5 ms of CPU. */
	private static final double INTERVAL_MICROS = 5000;

	@Test
	void eachSampleIsAnIntervalOfCpuSpreadOverTheRequests(@TempDir Path dir) throws IOException {
		Path file = dir.resolve("p.collapsed");
		Files.writeString(file,
				"java/lang/Thread.run;org/apache/coyote/http11/Http11Processor.service 30\n"
						+ "java/lang/Thread.run;io/github/bootbench/controller/BenchController.block 10\n"
						+ "[no_Java_frame];net_rx_action 10\n");
		CpuByPart parts = CpuByPart.of(CollapsedStacks.read(file), 1000, 2000);
		assertThat(parts.microsPerRequest(StackPart.HTTP)).isEqualTo(15.0, offset(1e-9));
		assertThat(parts.microsPerRequest(RequestPass.FIRST)).isEqualTo(15.0, offset(1e-9));
		assertThat(parts.microsPerRequest(RequestPass.OUTSIDE)).isEqualTo(10.0, offset(1e-9));
		assertThat(parts.microsPerRequest(StackPart.HANDLER)).isEqualTo(5.0, offset(1e-9));
		assertThat(parts.microsPerRequest(StackPart.KERNEL)).isEqualTo(5.0, offset(1e-9));
		assertThat(parts.microsPerRequest()).isEqualTo(25.0, offset(1e-9));
		assertThat(parts.share(StackPart.HTTP)).isEqualTo(0.6, offset(1e-9));
		assertThat(ProfilePartsCommand.table(List.of(parts, parts))).contains("the handler")
			.containsPattern("(?m)^all +25\\.0 +25\\.0 +\\+0\\.0$");
	}

	@Test
	void startingAThreadIsCountedWhereverItsSamplesBelong(@TempDir Path dir) throws IOException {
		Path file = dir.resolve("p.collapsed");
		Files.writeString(file,
				"java/lang/Thread.run;org/apache/tomcat/util/threads/ThreadPoolExecutor.addWorker;"
						+ "java/lang/Thread.start;java/lang/Thread.start0;JVM_StartThread;clone3_[k] 4\n"
						+ "java/lang/Thread.run;org/apache/coyote/http11/Http11Processor.service 16\n");
		CpuByPart parts = CpuByPart.of(CollapsedStacks.read(file), 1000, 2000);
		assertThat(parts.threadStartSamples()).isEqualTo(4);
		assertThat(parts.threadStartMicrosPerRequest()).isEqualTo(2.0, offset(1e-9));
		// Tomcat's pool starting the thread: the container's CPU, and counted apart as
		// well.
		assertThat(parts.microsPerRequest(StackPart.HTTP)).isEqualTo(10.0, offset(1e-9));
	}

	@Test
	void aLineThatIsNotAStackAndItsCountIsRefusedWithItsNumber(@TempDir Path dir) throws IOException {
		Path file = dir.resolve("p.collapsed");
		Files.writeString(file, "a;b 3\na;b;c\n");
		assertThatIOException().isThrownBy(() -> CollapsedStacks.read(file)).withMessageContaining("line 2");
		Files.writeString(file, "\n");
		assertThatIOException().isThrownBy(() -> CollapsedStacks.read(file)).withMessageContaining("no stack");
	}

	@Test
	void everySampleOfARealProfileHasItsPartAndTheStackOfEachRequestIsClaimed() throws Exception {
		for (String name : List.of("boot4-tomcat-block", "boot4-tomcat-async", "boot4-jetty-block",
				"boot4-jetty-async")) {
			CollapsedStacks profile = CollapsedStacks.read(PROFILES.resolve(name + ".collapsed.gz"));
			CpuByPart parts = CpuByPart.of(profile, INTERVAL_MICROS, requests(name));
			assertThat(parts.samples().values().stream().mapToLong(Long::longValue).sum()).as(name)
				.isEqualTo(profile.samples());
			for (StackPart part : List.of(StackPart.HTTP, StackPart.CONTAINER_DISPATCH, StackPart.FILTERS,
					StackPart.SPRING_MVC, StackPart.HANDLER)) {
				assertThat(parts.samples().get(part)).as(name + " " + part).isPositive();
			}
			// Most of a request's CPU is claimed by a part of its stack, not left to the
			// rest.
			assertThat(parts.share(StackPart.OTHER)).as(name).isLessThan(0.25);
		}
	}

	@Test
	void anAsyncRequestRunsTheAsyncMachineryABlockingOneHardlyDoes() throws Exception {
		for (String container : List.of("boot4-tomcat", "boot4-jetty")) {
			CpuByPart block = CpuByPart.of(CollapsedStacks.read(PROFILES.resolve(container + "-block.collapsed.gz")),
					INTERVAL_MICROS, requests(container + "-block"));
			CpuByPart async = CpuByPart.of(CollapsedStacks.read(PROFILES.resolve(container + "-async.collapsed.gz")),
					INTERVAL_MICROS, requests(container + "-async"));
			assertThat(async.share(StackPart.ASYNC)).as(container).isGreaterThan(block.share(StackPart.ASYNC));
		}
	}

	private static long requests(String name) throws Exception {
		return ToolParser.parse(Tool.WRK, Files.readString(PROFILES.resolve(name + ".wrk.txt"))).requests();
	}

}
