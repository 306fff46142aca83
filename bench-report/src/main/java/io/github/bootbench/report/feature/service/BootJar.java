package io.github.bootbench.report.feature.service;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Properties;
import java.util.jar.Attributes;
import java.util.jar.Manifest;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import java.util.zip.ZipFile;
import java.util.zip.ZipInputStream;

import io.github.bootbench.report.input.AppPlan;
import io.github.bootbench.report.io.Sha256;

/**
 * A Spring Boot executable jar of the servlet stack as {@code --app} reads it: its Boot
 * version, the container it embeds, the containers its Boot line offers, and its jars
 * with their coordinates. Anything else (not a file, not a jar, a war, not Spring Boot, a
 * Boot line the harness does not know, a reactive app, no container or two) is a
 * {@link ServiceException} naming the file and why. The file is only read.
 *
 * @param path the jar, absolute
 * @param sha256 its SHA-256, which keys the runs of the same app
 * @param bootVersion its {@code Spring-Boot-Version}
 * @param startClass its {@code Start-Class}
 * @param container the container it was built with
 * @param offered the containers its Boot line offers, the built one first
 * @param libraries its jars, in the jar's order
 */
public record BootJar(Path path, String sha256, String bootVersion, String startClass, ServletContainer container,
		List<ServletContainer> offered, List<Library> libraries) {

	/** Read by {@link #read}; the nested jars' own manifests are not. */
	private static final String POM_PROPERTIES = "pom.properties";

	public static BootJar read(Path given) {
		Path path = given.toAbsolutePath().normalize();
		if (!Files.isRegularFile(path)) {
			throw new ServiceException(given + " is not a file" + (Files.isDirectory(path) ? " (a directory)" : ""));
		}
		try (ZipFile zip = new ZipFile(path.toFile())) {
			Manifest manifest = manifest(zip);
			Attributes main = (manifest != null) ? manifest.getMainAttributes() : new Attributes();
			String bootVersion = main.getValue("Spring-Boot-Version");
			if (zip.getEntry("WEB-INF/") != null || zip.getEntry("WEB-INF/web.xml") != null
					|| (bootVersion != null && main.getValue("Spring-Boot-Lib") != null
							&& main.getValue("Spring-Boot-Lib").startsWith("WEB-INF"))) {
				throw new ServiceException(given + " is a war: --app takes a Spring Boot executable jar (the "
						+ "spring-boot-maven-plugin's repackage, or Gradle's bootJar, of a jar)");
			}
			if (bootVersion == null || (zip.getEntry(Library.LIB) == null && !hasLib(zip))) {
				throw new ServiceException(given + " is not a Spring Boot executable jar: its manifest has no "
						+ "Spring-Boot-Version or it has no " + Library.LIB + " (build it with the "
						+ "spring-boot-maven-plugin's repackage, or Gradle's bootJar)");
			}
			List<ServletContainer> offered = BootLine.offered(bootVersion);
			List<Library> libraries = libraries(zip);
			ServletContainer container = container(given, libraries);
			List<ServletContainer> ordered = new ArrayList<>(List.of(container));
			offered.stream().filter((c) -> c != container).forEach(ordered::add);
			if (!offered.contains(container)) {
				throw new ServiceException(given + " embeds " + container.label() + ", which Spring Boot " + bootVersion
						+ " does not offer");
			}
			return new BootJar(path, Sha256.of(path), bootVersion, main.getValue("Start-Class"), container,
					List.copyOf(ordered), List.copyOf(libraries));
		}
		catch (ZipException ex) {
			throw new ServiceException(given + " is not a jar (not a zip archive: " + ex.getMessage() + ")");
		}
		catch (IOException ex) {
			throw new ServiceException("could not read " + given + ": " + ex.getMessage(), ex);
		}
	}

	/** Its first 12 hex digits, as a directory or a report names the jar. */
	public String shortSha() {
		return this.sha256.substring(0, AppPlan.SHORT_SHA);
	}

	private static ServletContainer container(Path given, List<Library> libraries) {
		List<String> ids = libraries.stream().map(Library::artifactId).toList();
		boolean webflux = ids.contains("spring-webflux");
		boolean webmvc = ids.contains("spring-webmvc");
		if (webflux && !webmvc) {
			throw new ServiceException(given + " is a reactive (WebFlux) app: --app measures apps of the servlet "
					+ "stack (spring-boot-starter-web or -webmvc)");
		}
		List<ServletContainer> found = new ArrayList<>();
		for (ServletContainer container : ServletContainer.values()) {
			if (ids.contains(container.marker())) {
				found.add(container);
			}
		}
		if (found.isEmpty()) {
			throw new ServiceException(given + " has no servlet container: none of tomcat-embed-core, jetty-server "
					+ "or undertow-core is in " + Library.LIB);
		}
		if (found.size() > 1) {
			throw new ServiceException(given + " embeds more than one servlet container ("
					+ String.join(", ", found.stream().map(ServletContainer::id).toList())
					+ "): which one Boot starts is not the jar's to say; build it with one");
		}
		return found.get(0);
	}

	private static boolean hasLib(ZipFile zip) {
		return Collections.list(zip.entries()).stream().anyMatch((entry) -> entry.getName().startsWith(Library.LIB));
	}

	private static Manifest manifest(ZipFile zip) throws IOException {
		ZipEntry entry = zip.getEntry("META-INF/MANIFEST.MF");
		if (entry == null) {
			return null;
		}
		try (InputStream in = zip.getInputStream(entry)) {
			return new Manifest(in);
		}
	}

	private static List<Library> libraries(ZipFile zip) throws IOException {
		List<Library> libraries = new ArrayList<>();
		for (ZipEntry entry : Collections.list(zip.entries())) {
			String name = entry.getName();
			if (name.startsWith(Library.LIB) && name.endsWith(".jar") && name.indexOf('/', Library.LIB.length()) < 0) {
				libraries.add(Library.of(name, pomProperties(zip, entry)));
			}
		}
		return libraries;
	}

	/** The nested jar's one pom.properties, or null when it has none or several. */
	private static Properties pomProperties(ZipFile zip, ZipEntry entry) throws IOException {
		try (InputStream in = zip.getInputStream(entry)) {
			return pomProperties(in.readAllBytes());
		}
	}

	/** A jar's one pom.properties, or null when it has none or several. */
	static Properties pomProperties(byte[] bytes) throws IOException {
		Properties found = null;
		try (ZipInputStream nested = new ZipInputStream(new ByteArrayInputStream(bytes))) {
			for (ZipEntry inner = nested.getNextEntry(); inner != null; inner = nested.getNextEntry()) {
				if (inner.getName().startsWith("META-INF/maven/") && inner.getName().endsWith("/" + POM_PROPERTIES)) {
					if (found != null) {
						return null;
					}
					found = new Properties();
					found.load(nested);
				}
			}
		}
		catch (ZipException ex) {
			return null;
		}
		return found;
	}

}
