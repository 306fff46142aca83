package io.github.bootbench.report.feature.service;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.zip.ZipEntry;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

/**
 * What {@code --app} reads of a jar, on the project's real jars of each generation, and
 * the one line it refuses every other kind of file with.
 */
class BootJarTests {

	@TempDir
	Path temp;

	@ParameterizedTest
	@CsvSource({ "boot4/tomcat, 4.1, tomcat, tomcat jetty", "boot4/jetty, 4.1, jetty, jetty tomcat",
			"undertow, 3.5, undertow, undertow tomcat jetty", "boot27/jetty, 2.7, jetty, jetty tomcat undertow" })
	void aProjectAppReadsAsItsBootVersionContainerAndTheContainersItsLineOffers(String app, String line,
			String container, String offered) {
		BootJar jar = BootJar.read(BuiltJars.app(app));
		assertThat(jar.bootVersion()).startsWith(line + ".");
		assertThat(jar.container().id()).isEqualTo(container);
		assertThat(jar.offered().stream().map(ServletContainer::id)).containsExactly(offered.split(" "));
		assertThat(jar.sha256()).hasSize(64).matches("[0-9a-f]+");
		assertThat(jar.startClass()).startsWith("io.github.bootbench.");
		assertThat(jar.libraries()).anySatisfy((library) -> {
			assertThat(library.artifactId()).isEqualTo("spring-webmvc");
			assertThat(library.version()).matches("\\d+\\.\\d+\\.\\d+");
		});
	}

	@Test
	void aPathThatIsNotAFile() {
		assertRefused(this.temp.resolve("missing.jar"), "missing.jar is not a file");
		assertRefused(this.temp, "is not a file (a directory)");
	}

	@Test
	void aFileThatIsNotAJar() throws IOException {
		Path text = Files.writeString(this.temp.resolve("app.jar"), "not a zip");
		assertRefused(text, "app.jar is not a jar (not a zip archive");
	}

	@Test
	void aWar() throws IOException {
		assertRefused(jar("app.war", "3.5.0", "WEB-INF/", "WEB-INF/lib/spring-webmvc-6.2.0.jar"),
				"app.war is a war: --app takes a Spring Boot executable jar");
	}

	@Test
	void aJarThatIsNotSpringBoot() {
		assertRefused(BuiltJars.probe(),
				"bench-probe.jar is not a Spring Boot executable jar: its manifest has no " + "Spring-Boot-Version");
	}

	@Test
	void aBootVersionTheHarnessDoesNotKnow() throws IOException {
		assertRefused(jar("old.jar", "1.5.22.RELEASE", "BOOT-INF/lib/tomcat-embed-core-8.5.0.jar"),
				"Spring Boot 1.5.22.RELEASE is not a version the harness knows: it swaps containers in 2.7, 3.0 to "
						+ "3.5, 4.0 and 4.1");
	}

	@Test
	void aReactiveApp() throws IOException {
		assertRefused(
				jar("flux.jar", "3.5.0", "BOOT-INF/lib/spring-webflux-6.2.0.jar",
						"BOOT-INF/lib/reactor-netty-http-1.2.0.jar"),
				"flux.jar is a reactive (WebFlux) app: --app measures apps of the servlet stack");
	}

	@Test
	void aJarWithNoServletContainer() throws IOException {
		assertRefused(jar("batch.jar", "3.5.0", "BOOT-INF/lib/spring-webmvc-6.2.0.jar"),
				"batch.jar has no servlet container: none of tomcat-embed-core, jetty-server or undertow-core");
	}

	@Test
	void aJarWithTwoContainers() throws IOException {
		assertRefused(
				jar("both.jar", "3.5.0", "BOOT-INF/lib/tomcat-embed-core-10.1.0.jar",
						"BOOT-INF/lib/jetty-server-12.0.0.jar"),
				"both.jar embeds more than one servlet container (tomcat, jetty)");
	}

	@Test
	void undertowOnBoot4IsNotOffered() throws IOException {
		assertRefused(jar("u.jar", "4.1.0", "BOOT-INF/lib/undertow-core-2.3.0.Final.jar"),
				"u.jar embeds Undertow, which Spring Boot 4.1.0 does not offer");
	}

	@Test
	void coordinatesComeFromTheFileNameWhereTheJarCarriesNone() {
		assertThat(Library.of("BOOT-INF/lib/jetty-ee11-websocket-jakarta-server-12.1.14.jar", null))
			.extracting(Library::artifactId, Library::version)
			.containsExactly("jetty-ee11-websocket-jakarta-server", "12.1.14");
		assertThat(Library.of("BOOT-INF/lib/undertow-core-2.3.18.Final.jar", null))
			.extracting(Library::artifactId, Library::version)
			.containsExactly("undertow-core", "2.3.18.Final");
	}

	private void assertRefused(Path path, String message) {
		assertThatExceptionOfType(ServiceException.class).isThrownBy(() -> BootJar.read(path))
			.withMessageContaining(message)
			.satisfies((ex) -> assertThat(ex.getMessage()).doesNotContain("\n"));
	}

	/** A jar with a Boot manifest of this version and these (empty) entries. */
	private Path jar(String name, String bootVersion, String... entries) throws IOException {
		Manifest manifest = new Manifest();
		manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
		manifest.getMainAttributes().putValue("Spring-Boot-Version", bootVersion);
		Path path = this.temp.resolve(name);
		try (OutputStream out = Files.newOutputStream(path); JarOutputStream jar = new JarOutputStream(out, manifest)) {
			for (String entry : List.of(entries)) {
				jar.putNextEntry(new ZipEntry(entry));
				jar.write(entry.endsWith("/") ? new byte[0] : "x".getBytes(StandardCharsets.UTF_8));
				jar.closeEntry();
			}
		}
		return path;
	}

}
