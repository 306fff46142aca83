package io.github.bootbench.report.feature.answer;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import io.github.bootbench.report.PublishedRun;
import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.io.Sha256;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

/**
 * Which runs an answer pools: the project's answer never a run of a user's jar, a jar's
 * answer only its own runs, named by the jar or its SHA-256's first hex digits.
 */
class PooledRunsTests {

	@TempDir
	Path dir;

	@Test
	void theProjectsAnswerLeavesOutARunOfAUsersJarAndAJarsAnswerPoolsOnlyItsOwn() throws IOException {
		RunDirectory app = RunDirectory.read(PublishedRun.directory(PublishedRun.APP_EXAMPLE));
		RunDirectory project = RunDirectory.read(PublishedRun.directory(PublishedRun.DEFAULT_AMD));
		String sha = app.app().sha256();
		assertThat(PooledRuns.of(null).pools(project)).isTrue();
		assertThat(PooledRuns.of(null).pools(app)).isFalse();
		assertThat(PooledRuns.of(sha).pools(app)).isTrue();
		assertThat(PooledRuns.of(sha.substring(0, 12).toUpperCase()).pools(app)).isTrue();
		assertThat(PooledRuns.of(sha).pools(project)).isFalse();
		assertThat(PooledRuns.of("0".repeat(64)).pools(app)).isFalse();
	}

	@Test
	void aJarIsNamedByItsSha256AndItsAnswerGoesToADirectoryOfItsOwn() throws IOException {
		Path jar = Files.write(this.dir.resolve("service.jar"), new byte[] { 1, 2, 3 });
		PooledRuns runs = PooledRuns.of(jar.toString());
		assertThat(runs.sha256()).isEqualTo(Sha256.of(jar)).hasSize(64);
		assertThat(runs.directory(false)).isEqualTo("answer-app-" + runs.sha256().substring(0, 12));
		assertThat(runs.directory(true)).isEqualTo("answer-app-" + runs.sha256().substring(0, 12) + "-this-machine");
		assertThat(PooledRuns.of(null).directory(false)).isEqualTo("answer");
		assertThat(PooledRuns.of(null).directory(true)).isEqualTo("answer-this-machine");
	}

	@Test
	void whatIsNeitherAFileNorAnSha256IsRefusedInOneLine() {
		assertThatIllegalArgumentException().isThrownBy(() -> PooledRuns.of("f7d0cef"))
			.withMessage("--app: 'f7d0cef' is neither a file nor a SHA-256 (12 to 64 hex digits)");
		assertThatIllegalArgumentException().isThrownBy(() -> PooledRuns.of("no/such.jar"))
			.withMessageContaining("is neither a file nor a SHA-256");
	}

}
