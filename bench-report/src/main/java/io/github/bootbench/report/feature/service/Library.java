package io.github.bootbench.report.feature.service;

import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A jar inside a Boot jar ({@code BOOT-INF/lib/NAME.jar}) with its coordinates: from its
 * own {@code META-INF/maven/.../pom.properties} where it has one, otherwise from its file
 * name ({@code ARTIFACT-VERSION.jar}, the version from the first dash followed by a
 * digit), which Spring's jars, built with Gradle, leave as the only source. The group is
 * then unknown ({@code null}).
 *
 * @param entry its entry in the Boot jar
 * @param groupId its group, or {@code null} when the jar does not say
 * @param artifactId its artifact id
 * @param version its version
 */
public record Library(String entry, String groupId, String artifactId, String version) {

	/** Where a Boot jar keeps the jars it runs with. */
	public static final String LIB = "BOOT-INF/lib/";

	private static final Pattern NAME = Pattern.compile("(.+?)-(\\d.*)\\.jar");

	/** The library of an entry, with its pom.properties if the jar has exactly one. */
	static Library of(String entry, Properties pom) {
		if (pom != null && pom.getProperty("artifactId") != null && pom.getProperty("version") != null
				&& entry.endsWith("/" + pom.getProperty("artifactId") + "-" + pom.getProperty("version") + ".jar")) {
			return new Library(entry, pom.getProperty("groupId"), pom.getProperty("artifactId"),
					pom.getProperty("version"));
		}
		String name = entry.substring(entry.lastIndexOf('/') + 1);
		Matcher matcher = NAME.matcher(name);
		if (matcher.matches()) {
			return new Library(entry, null, matcher.group(1), matcher.group(2));
		}
		return new Library(entry, null, name.endsWith(".jar") ? name.substring(0, name.length() - 4) : name, "");
	}

	/** Its file name: {@code tomcat-embed-core-11.0.27.jar}. */
	public String fileName() {
		return this.entry.substring(this.entry.lastIndexOf('/') + 1);
	}

	/** {@code artifactId version}, as a line of the manifest or the console names it. */
	public String label() {
		return this.artifactId + (this.version.isEmpty() ? "" : " " + this.version);
	}

}
