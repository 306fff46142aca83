package io.github.bootbench.report.feature.service;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.JarFile;
import java.util.jar.Manifest;

/**
 * One jar of a starter's closure, as Maven resolved it at the app's Boot version: a line
 * of the dependency plugin's {@code list} goal with
 * {@code outputAbsoluteArtifactFilename}
 * ({@code group:artifact:type[:classifier]:version:scope:/path.jar -- module name}).
 *
 * @param groupId its group
 * @param artifactId its artifact id
 * @param version its version
 * @param file the jar in the local repository
 */
public record ResolvedArtifact(String groupId, String artifactId, String version, Path file) {

	/**
	 * The manifest attribute and value by which Spring Boot's repackage leaves a jar out.
	 */
	private static final String STARTER_TYPE = "dependencies-starter";

	/**
	 * The artifacts of a {@code dependency:list} output file; a line that names no jar,
	 * or a jar that is not there, fails with its line.
	 */
	public static List<ResolvedArtifact> parse(List<String> lines) {
		List<ResolvedArtifact> artifacts = new ArrayList<>();
		for (String raw : lines) {
			String line = raw.strip();
			int module = line.indexOf(" -- module ");
			if (module >= 0) {
				line = line.substring(0, module);
			}
			if (line.isEmpty() || line.startsWith("The following") || line.equals("none")) {
				continue;
			}
			String[] fields = line.split(":");
			if (fields.length < 6 || fields.length > 7) {
				throw new ServiceException("a line of Maven's dependency list that names no jar: " + raw.strip());
			}
			int version = (fields.length == 7) ? 4 : 3;
			if (!"jar".equals(fields[2])) {
				continue;
			}
			Path file = Path.of(fields[fields.length - 1]);
			if (!Files.isRegularFile(file)) {
				throw new ServiceException(
						"Maven listed " + fields[1] + " " + fields[version] + " at " + file + ", which is not there");
			}
			artifacts.add(new ResolvedArtifact(fields[0], fields[1], fields[version], file));
		}
		return List.copyOf(artifacts);
	}

	/**
	 * Whether it is a starter, which holds no classes and which Spring Boot's repackage
	 * leaves out of a jar ({@code Spring-Boot-Jar-Type: dependencies-starter}).
	 */
	public boolean isStarter() {
		try (JarFile jar = new JarFile(this.file.toFile())) {
			Manifest manifest = jar.getManifest();
			return manifest != null
					&& STARTER_TYPE.equals(manifest.getMainAttributes().getValue("Spring-Boot-Jar-Type"));
		}
		catch (IOException ex) {
			throw new ServiceException("could not read " + this.file + ": " + ex.getMessage(), ex);
		}
	}

	/**
	 * Its file name as Maven names it in a Boot jar: {@code jetty-server-12.1.14.jar}.
	 */
	public String fileName() {
		return this.file.getFileName().toString();
	}

	/** {@code artifactId version}. */
	public String label() {
		return this.artifactId + " " + this.version;
	}

	/** Its bytes, to be stored in a jar. */
	byte[] bytes() {
		try (InputStream in = Files.newInputStream(this.file)) {
			return in.readAllBytes();
		}
		catch (IOException ex) {
			throw new ServiceException("could not read " + this.file + ": " + ex.getMessage(), ex);
		}
	}

}
