package io.github.bootbench.report.feature.profile;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import io.github.bootbench.report.cli.BenchReport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/** async-profiler's library, out of the artifact bench-report carries. */
class ProfilerLibraryCommandTests {

	@TempDir
	private Path directory;

	@Test
	void linuxOnX64AndArm64HaveALibraryAndNothingElseDoes() {
		assertThat(ProfilerLibraryCommand.platform("Linux", "amd64")).isEqualTo("linux-x64");
		assertThat(ProfilerLibraryCommand.platform("Linux", "aarch64")).isEqualTo("linux-arm64");
		assertThat(ProfilerLibraryCommand.platform("Linux", "s390x")).isNull();
		assertThat(ProfilerLibraryCommand.platform("Mac OS X", "aarch64")).isNull();
	}

	@Test
	void theLibraryIsWrittenIntoTheDirectoryAndItsPathPrinted() throws IOException {
		Path target = this.directory.resolve("profiles");
		assertThat(BenchReport.commandLine().execute("profiler-library", target.toString())).isZero();
		byte[] library = Files.readAllBytes(target.resolve(ProfilerLibraryCommand.LIBRARY));
		// An ELF shared object.
		assertThat(library).startsWith(0x7f, 'E', 'L', 'F');
	}

}
