package io.github.bootbench.report.feature.service;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

/**
 * The dependency plugin's list, as captured from {@code dependency:list} of
 * spring-boot-starter-jetty at Spring Boot 3.5.16 (the project's app-jetty resolves the
 * same jars, so they are in the local repository once the project is built).
 */
class ResolvedArtifactTests {

	private static final Path CAPTURED = Path.of("src/test/resources/service/dependency-list-boot35-jetty.txt");

	@Test
	void everyJarOfTheCapturedListWithItsCoordinatesAndModuleNameLeftOff() throws IOException {
		List<ResolvedArtifact> artifacts = ResolvedArtifact.parse(local(Files.readAllLines(CAPTURED)));
		assertThat(artifacts).hasSize(41);
		assertThat(artifacts.get(0))
			.extracting(ResolvedArtifact::groupId, ResolvedArtifact::artifactId, ResolvedArtifact::version)
			.containsExactly("org.springframework.boot", "spring-boot-starter-jetty", "3.5.16");
		assertThat(artifacts.get(0).isStarter()).isTrue();
		assertThat(artifacts).filteredOn((a) -> a.artifactId().equals("jetty-server"))
			.singleElement()
			.satisfies((a) -> {
				assertThat(a.version()).isEqualTo("12.0.36");
				assertThat(a.fileName()).isEqualTo("jetty-server-12.0.36.jar");
				assertThat(a.isStarter()).isFalse();
			});
	}

	@Test
	void aLineThatNamesNoJarFailsWithTheLine() {
		assertThatExceptionOfType(ServiceException.class)
			.isThrownBy(() -> ResolvedArtifact.parse(List.of("   [WARNING] something else")))
			.withMessage("a line of Maven's dependency list that names no jar: [WARNING] something else");
	}

	/** The captured paths, in this machine's local repository. */
	private static List<String> local(List<String> lines) {
		String repository = Path.of(System.getProperty("user.home"), ".m2", "repository").toString();
		return lines.stream().map((line) -> line.replace("/root/.m2/repository", repository)).toList();
	}

}
