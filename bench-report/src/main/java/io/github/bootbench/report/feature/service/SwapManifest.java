package io.github.bootbench.report.feature.service;

import java.util.List;

/**
 * What {@code --app} made of a user's jar, written as {@code app/swap.json} in the run
 * directory: the jar as given, and each variant's jar with what it removed and added,
 * each jar with its version and SHA-256, so that anyone can rebuild or check it.
 *
 * @param app the jar as given
 * @param variants one per container, the built one first
 */
public record SwapManifest(App app, List<Variant> variants) {

	/**
	 * @param file the jar's path as given
	 * @param sha256 its SHA-256
	 * @param springBootVersion its {@code Spring-Boot-Version}
	 * @param container the container it was built with
	 * @param startClass its {@code Start-Class}
	 */
	public record App(String file, String sha256, String springBootVersion, String container, String startClass) {
	}

	/**
	 * @param container the container it runs on
	 * @param asBuilt whether it is the jar as built (with the probe added)
	 * @param file its file name
	 * @param sha256 its SHA-256
	 * @param removed the built container's jars taken out
	 * @param added the container's jars put in
	 * @param keptAtAppVersion jars the starter brings that the app has at another
	 * version, kept at the app's
	 * @param probe the probe's jar, added to every variant
	 */
	public record Variant(String container, boolean asBuilt, String file, String sha256, List<Jar> removed,
			List<Jar> added, List<String> keptAtAppVersion, Jar probe) {

		/** One line: what it removes and adds, by name and version. */
		public String line() {
			if (this.asBuilt) {
				return this.container + ": the jar as built, with the probe added";
			}
			return this.container + ": removes " + this.removed.size() + " ("
					+ String.join(", ", this.removed.stream().map(Jar::label).toList()) + "), adds " + this.added.size()
					+ " (" + String.join(", ", this.added.stream().map(Jar::label).toList()) + ")"
					+ (this.keptAtAppVersion.isEmpty() ? ""
							: "; keeps the app's " + String.join(", ", this.keptAtAppVersion));
		}

	}

	/**
	 * @param groupId its group, {@code null} where the jar does not say
	 * @param artifactId its artifact id
	 * @param version its version
	 * @param sha256 its SHA-256
	 */
	public record Jar(String groupId, String artifactId, String version, String sha256) {

		String label() {
			return this.artifactId + " " + this.version;
		}

	}

}
