package io.github.bootbench.report.feature.service;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

import io.github.bootbench.report.cli.FeatureCommand;
import io.github.bootbench.report.io.Json;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code app}: what run-all.sh {@code --app} does with a user's Spring Boot jar, a step
 * at a time: {@code inspect} reads it, {@code pom} writes the POM a container's starter
 * is resolved with at its Boot version, {@code swap} writes one jar per container and the
 * manifest. A jar or a resolution it cannot work with exits 2 with one line.
 */
@Command(name = "app", description = "Reads a Spring Boot jar and writes one variant of it per servlet container.",
		subcommands = { AppCommand.Inspect.class, AppCommand.Pom.class, AppCommand.Swap.class,
				AppCommand.Compare.class })
public final class AppCommand implements FeatureCommand, Runnable {

	/** The manifest's name in the directory the variants are written to. */
	public static final String MANIFEST = "swap.json";

	@Override
	public void run() {
		System.err.println("bench-report app: a subcommand is required (inspect, pom, swap)");
	}

	static int refused(ServiceException ex) {
		System.err.println("--app: " + ex.getMessage());
		return 2;
	}

	@Command(name = "inspect", description = "Prints the jar's Boot version, container, the containers its Boot line "
			+ "offers and its SHA-256, as JSON.")
	static final class Inspect implements Callable<Integer> {

		@Parameters(paramLabel = "JAR")
		Path jar;

		@Override
		public Integer call() throws IOException {
			try {
				BootJar boot = BootJar.read(this.jar);
				Map<String, Object> json = new LinkedHashMap<>();
				json.put("file", boot.path().toString());
				json.put("sha256", boot.sha256());
				json.put("springBootVersion", boot.bootVersion());
				json.put("startClass", boot.startClass());
				json.put("container", boot.container().id());
				json.put("containers", boot.offered().stream().map(ServletContainer::id).toList());
				System.out.println(Json.pretty().writeValueAsString(json));
				return 0;
			}
			catch (ServiceException ex) {
				return refused(ex);
			}
		}

	}

	@Command(name = "pom", description = "Writes DIR/pom.xml, which resolves CONTAINER's starter at Boot VERSION.")
	static final class Pom implements Callable<Integer> {

		@Option(names = "--boot-version", required = true)
		String bootVersion;

		@Option(names = "--container", required = true)
		String container;

		@Parameters(paramLabel = "DIR")
		Path dir;

		@Override
		public Integer call() throws IOException {
			try {
				BootLine.offered(this.bootVersion);
				Files.createDirectories(this.dir);
				Files.writeString(this.dir.resolve("pom.xml"),
						ResolutionPom.of(this.bootVersion, ServletContainer.of(this.container)));
				System.out.println(ResolutionPom.DEPENDENCY_PLUGIN);
				return 0;
			}
			catch (ServiceException ex) {
				return refused(ex);
			}
		}

	}

	@Command(name = "swap", description = "Writes OUT/CONTAINER.jar for every container the jar's Boot line offers "
			+ "and OUT/" + MANIFEST + "; prints one line per variant.")
	static final class Swap implements Callable<Integer> {

		@Parameters(paramLabel = "JAR")
		Path jar;

		@Option(names = "--resolved", required = true, paramLabel = "CONTAINER=LIST",
				description = "each container's dependency:list output")
		Map<String, Path> resolved = new LinkedHashMap<>();

		@Option(names = "--probe", required = true, paramLabel = "JAR")
		Path probe;

		@Option(names = "--out", required = true, paramLabel = "DIR")
		Path out;

		@Option(names = "--given", paramLabel = "PATH",
				description = "the jar's path as the user gave it, for the manifest, where JAR is a copy of it")
		String given;

		@Override
		public Integer call() throws IOException {
			try {
				BootJar boot = BootJar.read(this.jar);
				if (!Files.isRegularFile(this.probe)) {
					throw new ServiceException("the probe's jar " + this.probe + " is missing (./mvnw -pl bench-probe "
							+ "package builds it)");
				}
				Map<ServletContainer, List<ResolvedArtifact>> closures = new LinkedHashMap<>();
				for (ServletContainer container : boot.offered()) {
					Path list = this.resolved.get(container.id());
					if (list == null) {
						throw new ServiceException("no resolution of " + container.starter() + " was given");
					}
					closures.put(container, ResolvedArtifact.parse(Files.readAllLines(list)));
				}
				Files.createDirectories(this.out);
				List<SwapManifest.Variant> variants = new ArrayList<>();
				for (ServletContainer container : boot.offered()) {
					boolean built = container == boot.container();
					SwapManifest.Variant variant = ContainerSwap.write(boot, container,
							built ? List.of() : closures.get(boot.container()),
							built ? List.of() : closures.get(container), this.probe,
							this.out.resolve(container.id() + ".jar"));
					variants.add(variant);
					System.out.println(variant.line());
				}
				Json.pretty()
					.writeValue(this.out.resolve(MANIFEST).toFile(),
							new SwapManifest(new SwapManifest.App(
									(this.given != null) ? this.given : this.jar.toString(), boot.sha256(),
									boot.bootVersion(), boot.container().id(), boot.startClass()), variants));
				return 0;
			}
			catch (ServiceException ex) {
				return refused(ex);
			}
		}

	}

	@Command(name = "compare", description = "Whether CANDIDATE answered as BASELINE did (status, content type, body "
			+ "byte for byte or by JSON structure): prints the rule that held, exit 0, or the difference, exit 1.")
	static final class Compare implements Callable<Integer> {

		@Parameters(index = "0", paramLabel = "BASELINE")
		Path baseline;

		@Parameters(index = "1", paramLabel = "CANDIDATE")
		Path candidate;

		@Override
		public Integer call() throws IOException {
			AnswerComparison comparison = AnswerComparison.of(this.baseline, this.candidate);
			System.out.println(comparison.rule());
			return comparison.same() ? 0 : 1;
		}

	}

}
