package io.github.bootbench.report.feature.service;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.zip.CRC32;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;

import io.github.bootbench.report.io.Sha256;

/**
 * One variant of a Boot jar: a copy with another servlet container, or with its own, and
 * with the probe's jar added either way. The built container's jars go (those its starter
 * brings at the jar's Boot version: {@link ServletContainer#owns}), the other's starter
 * closure comes in but for the jars the app already has (kept at the app's version),
 * nested jars are stored uncompressed as Boot's loader requires, and
 * {@code BOOT-INF/classpath.idx} and {@code BOOT-INF/layers.idx} are rewritten to match.
 * Every other entry is copied as it was, in its order; a probe the app already carries
 * (the project's own apps do, for {@code PlantedCost}) gives way to the harness's. The
 * source jar is only read.
 */
public final class ContainerSwap {

	/** The probe's artifact id. */
	static final String PROBE = "bench-probe";

	private ContainerSwap() {
	}

	/**
	 * Writes the variant of {@code jar} on {@code target} to {@code out}.
	 * @param builtClosure the built container's starter closure at the jar's Boot version
	 * (empty when {@code target} is the built container)
	 * @param targetClosure the target's starter closure (likewise)
	 * @param probe the probe's jar, added to every variant
	 */
	public static SwapManifest.Variant write(BootJar jar, ServletContainer target, List<ResolvedArtifact> builtClosure,
			List<ResolvedArtifact> targetClosure, Path probe, Path out) {
		boolean swapped = target != jar.container();
		Set<String> brought = builtClosure.stream().map(ResolvedArtifact::artifactId).collect(Collectors.toSet());
		List<Library> removed = swapped ? jar.libraries()
			.stream()
			.filter((library) -> jar.container().owns(library.artifactId()) && brought.contains(library.artifactId()))
			.toList() : List.of();
		Set<String> staying = jar.libraries()
			.stream()
			.filter((library) -> !removed.contains(library))
			.map(Library::artifactId)
			.collect(Collectors.toSet());
		Map<String, Library> present = jar.libraries()
			.stream()
			.collect(Collectors.toMap(Library::artifactId, Function.identity(), (a, b) -> a));
		List<ResolvedArtifact> added = new ArrayList<>();
		List<String> kept = new ArrayList<>();
		if (swapped) {
			for (ResolvedArtifact artifact : targetClosure) {
				if (artifact.isStarter()) {
					continue;
				}
				if (staying.contains(artifact.artifactId())) {
					Library own = present.get(artifact.artifactId());
					if (!own.version().equals(artifact.version())) {
						kept.add(own.label() + " (the starter brings " + artifact.version() + ")");
					}
					continue;
				}
				added.add(artifact);
			}
			if (added.stream().noneMatch((artifact) -> artifact.artifactId().equals(target.marker()))) {
				throw new ServiceException(target.starter() + " at Spring Boot " + jar.bootVersion()
						+ " resolved without " + target.marker() + ": nothing to swap in");
			}
		}
		try {
			byte[] probeBytes = Files.readAllBytes(probe);
			String probeEntry = Library.LIB + probe.getFileName();
			List<String> addedEntries = new ArrayList<>(added.stream().map((a) -> Library.LIB + a.fileName()).toList());
			addedEntries.add(probeEntry);
			Set<String> removedEntries = removed.stream().map(Library::entry).collect(Collectors.toSet());
			// An app that carries the probe already (the project's own apps do, for
			// PlantedCost) runs the harness's.
			Set<String> replaced = jar.libraries()
				.stream()
				.filter((library) -> library.artifactId().equals(PROBE))
				.map(Library::entry)
				.collect(Collectors.toSet());
			List<SwapManifest.Jar> removedJars = new ArrayList<>();
			Path partial = out.resolveSibling(out.getFileName() + ".partial");
			try (ZipFile source = new ZipFile(jar.path().toFile());
					ZipOutputStream zip = new ZipOutputStream(Files.newOutputStream(partial))) {
				List<? extends ZipEntry> entries = Collections.list(source.entries());
				int lastLib = -1;
				for (int i = 0; i < entries.size(); i++) {
					if (entries.get(i).getName().startsWith(Library.LIB)) {
						lastLib = i;
					}
				}
				for (int i = 0; i < entries.size(); i++) {
					ZipEntry entry = entries.get(i);
					String name = entry.getName();
					byte[] bytes;
					try (InputStream in = source.getInputStream(entry)) {
						bytes = in.readAllBytes();
					}
					if (replaced.contains(name)) {
						continue;
					}
					if (removedEntries.contains(name)) {
						Library library = removed.stream().filter((l) -> l.entry().equals(name)).findFirst().get();
						removedJars.add(new SwapManifest.Jar(library.groupId(), library.artifactId(), library.version(),
								Sha256.of(bytes)));
					}
					else if (name.equals(BootIndexes.CLASSPATH)) {
						storeLike(zip, entry,
								BootIndexes.classpath(bytes, union(removedEntries, replaced), addedEntries));
					}
					else if (name.equals(BootIndexes.LAYERS)) {
						storeLike(zip, entry, BootIndexes.layers(bytes, union(removedEntries, replaced), addedEntries));
					}
					else {
						storeLike(zip, entry, bytes);
					}
					if (i == lastLib) {
						for (ResolvedArtifact artifact : added) {
							stored(zip, Library.LIB + artifact.fileName(), artifact.bytes(), entry.getTime());
						}
						stored(zip, probeEntry, probeBytes, entry.getTime());
					}
				}
			}
			Files.move(partial, out, StandardCopyOption.REPLACE_EXISTING);
			List<SwapManifest.Jar> addedJars = new ArrayList<>(added.stream()
				.map((a) -> new SwapManifest.Jar(a.groupId(), a.artifactId(), a.version(), Sha256.of(a.bytes())))
				.toList());
			return new SwapManifest.Variant(target.id(), !swapped, out.getFileName().toString(), Sha256.of(out),
					removedJars, addedJars, List.copyOf(kept), probeJar(probeBytes));
		}
		catch (IOException ex) {
			try {
				Files.deleteIfExists(out.resolveSibling(out.getFileName() + ".partial"));
			}
			catch (IOException ignored) {
				// the write's failure is the one to report
			}
			throw new ServiceException("could not write " + out + ": " + ex.getMessage(), ex);
		}
	}

	private static Set<String> union(Set<String> a, Set<String> b) {
		Set<String> union = new java.util.HashSet<>(a);
		union.addAll(b);
		return union;
	}

	/** The probe's jar as the manifest lists it, its version from its pom.properties. */
	private static SwapManifest.Jar probeJar(byte[] bytes) throws IOException {
		Properties pom = BootJar.pomProperties(bytes);
		String version = (pom != null && pom.getProperty("version") != null) ? pom.getProperty("version") : "";
		return new SwapManifest.Jar("io.github.bootbench", PROBE, version, Sha256.of(bytes));
	}

	/** An entry written with the method it had; a stored one keeps its size and CRC. */
	private static void storeLike(ZipOutputStream zip, ZipEntry original, byte[] bytes) throws IOException {
		if (original.getMethod() == ZipEntry.STORED) {
			stored(zip, original.getName(), bytes, original.getTime());
			return;
		}
		ZipEntry entry = new ZipEntry(original.getName());
		entry.setTime(original.getTime());
		entry.setMethod(ZipEntry.DEFLATED);
		zip.putNextEntry(entry);
		zip.write(bytes);
		zip.closeEntry();
	}

	private static void stored(ZipOutputStream zip, String name, byte[] bytes, long time) throws IOException {
		ZipEntry entry = new ZipEntry(name);
		entry.setMethod(ZipEntry.STORED);
		entry.setSize(bytes.length);
		entry.setCompressedSize(bytes.length);
		CRC32 crc = new CRC32();
		crc.update(bytes);
		entry.setCrc(crc.getValue());
		entry.setTime(time);
		zip.putNextEntry(entry);
		zip.write(bytes);
		zip.closeEntry();
	}

}
