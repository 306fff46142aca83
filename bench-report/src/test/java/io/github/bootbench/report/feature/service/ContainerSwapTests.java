package io.github.bootbench.report.feature.service;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

import io.github.bootbench.report.io.Sha256;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The swap on real jars of each generation: the project's Tomcat app of Boot 4.1, 3.5 and
 * 2.7 swapped to each other container its line offers has exactly the jars of the
 * project's own app of that container, plus the probe, and a jar Boot's loader can run.
 */
class ContainerSwapTests {

	@TempDir
	Path temp;

	@ParameterizedTest
	@CsvSource({ "boot4/tomcat, boot4/jetty, 3", "tomcat, jetty, 2", "tomcat, undertow, 2",
			"boot27/tomcat, boot27/jetty, 2", "boot27/tomcat, boot27/undertow, 2" })
	void aTomcatAppSwappedHasTheJarsOfTheProjectsOwnAppOfThatContainer(String from, String to, int removed)
			throws IOException {
		BootJar built = BootJar.read(BuiltJars.app(from));
		BootJar other = BootJar.read(BuiltJars.app(to));
		String source = built.sha256();
		SwapManifest.Variant variant = ContainerSwap.write(built, other.container(),
				BuiltJars.closureOf(built, this.temp.resolve("built")),
				BuiltJars.closureOf(other, this.temp.resolve("other")), BuiltJars.probe(),
				this.temp.resolve("out.jar"));
		BootJar swapped = BootJar.read(this.temp.resolve("out.jar"));
		assertThat(swapped.container()).isEqualTo(other.container());
		assertThat(artifacts(swapped)).isEqualTo(artifacts(other));
		assertThat(variant.removed()).hasSize(removed)
			.allSatisfy((jar) -> assertThat(built.container().owns(jar.artifactId())).isTrue());
		assertThat(variant.added()).isNotEmpty().noneMatch((jar) -> jar.artifactId().startsWith("tomcat-"));
		assertThat(variant.sha256()).isEqualTo(swapped.sha256());
		assertThat(Sha256.of(built.path())).as("the source jar is only read").isEqualTo(source);
		assertRunnableByBootsLoader(this.temp.resolve("out.jar"));
	}

	@ParameterizedTest
	@CsvSource({ "boot4/tomcat", "tomcat", "boot27/tomcat" })
	void theJarAsBuiltGetsOnlyTheProbe(String app) throws IOException {
		BootJar built = BootJar.read(BuiltJars.app(app));
		SwapManifest.Variant variant = ContainerSwap.write(built, built.container(), List.of(), List.of(),
				BuiltJars.probe(), this.temp.resolve("out.jar"));
		BootJar copy = BootJar.read(this.temp.resolve("out.jar"));
		assertThat(variant.asBuilt()).isTrue();
		assertThat(variant.probe().artifactId()).isEqualTo(ContainerSwap.PROBE);
		assertThat(variant.probe().version()).as("the probe's version, from its pom.properties").isNotEmpty();
		assertThat(variant.removed()).isEmpty();
		assertThat(variant.added()).isEmpty();
		assertThat(artifacts(copy)).isEqualTo(artifacts(built));
		assertThat(copy.libraries()).filteredOn((library) -> library.artifactId().equals(ContainerSwap.PROBE))
			.singleElement()
			.extracting(Library::entry)
			.isEqualTo(Library.LIB + "bench-probe.jar");
		assertRunnableByBootsLoader(this.temp.resolve("out.jar"));
	}

	@Test
	void layersIndexListsAddedJarsInTheDependenciesLayerWhereItListsJarsOneByOne() {
		String index = "- \"dependencies\":\n  - \"BOOT-INF/lib/a-1.jar\"\n- \"application\":\n  - \"BOOT-INF/classes/\"\n";
		assertThat(layers(index)).isEqualTo(
				"- \"dependencies\":\n  - \"BOOT-INF/lib/b-2.jar\"\n- \"application\":\n  - \"BOOT-INF/classes/\"\n");
	}

	@Test
	void layersIndexIsLeftAsItWasWhereItTakesTheWholeLibDirectory() {
		String index = "- \"dependencies\":\n  - \"BOOT-INF/lib/\"\n- \"application\":\n  - \"BOOT-INF/classes/\"\n";
		assertThat(layers(index)).isEqualTo(index);
	}

	private static String layers(String index) {
		return new String(BootIndexes.layers(index.getBytes(StandardCharsets.UTF_8), Set.of("BOOT-INF/lib/a-1.jar"),
				List.of("BOOT-INF/lib/b-2.jar")), StandardCharsets.UTF_8);
	}

	private static Set<String> artifacts(BootJar jar) {
		return jar.libraries().stream().map(Library::artifactId).collect(Collectors.toCollection(TreeSet::new));
	}

	/**
	 * What Boot's loader needs of a jar: every nested jar stored, the classpath index
	 * naming exactly the nested jars, the layers index naming no jar that is not there.
	 */
	private static void assertRunnableByBootsLoader(Path jar) throws IOException {
		try (ZipFile zip = new ZipFile(jar.toFile())) {
			List<? extends ZipEntry> entries = Collections.list(zip.entries());
			Set<String> libs = entries.stream()
				.map(ZipEntry::getName)
				.filter((name) -> name.startsWith(Library.LIB) && name.endsWith(".jar"))
				.collect(Collectors.toSet());
			assertThat(entries).filteredOn((entry) -> libs.contains(entry.getName()))
				.allSatisfy((entry) -> assertThat(entry.getMethod()).isEqualTo(ZipEntry.STORED));
			assertThat(entries.stream().map(ZipEntry::getName).distinct().count()).isEqualTo(entries.size());
			assertThat(indexed(zip, "BOOT-INF/classpath.idx")).containsExactlyInAnyOrderElementsOf(libs);
			assertThat(libs).containsAll(
					indexed(zip, "BOOT-INF/layers.idx").stream().filter((name) -> name.endsWith(".jar")).toList());
		}
	}

	private static List<String> indexed(ZipFile zip, String index) throws IOException {
		try (InputStream in = zip.getInputStream(zip.getEntry(index))) {
			return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
				.map(String::strip)
				.filter((line) -> line.startsWith("- \"BOOT-INF/lib/"))
				.map((line) -> line.substring(3, line.length() - 1))
				.toList();
		}
	}

}
