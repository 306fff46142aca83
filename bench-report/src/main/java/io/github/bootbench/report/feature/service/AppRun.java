package io.github.bootbench.report.feature.service;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import io.github.bootbench.report.input.AppPlan;
import io.github.bootbench.report.input.Generation;
import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.input.Variant;
import io.github.bootbench.report.io.Json;

/**
 * What a run on {@code --app} measured, read back from the files the scripts keep in the
 * run's {@link AppPlan#DIRECTORY} directory: the jar, each variant's jar as the swap made
 * it, each request behind its endpoint name and the rule by which every variant answered
 * it as the first did. {@code app} in results.json.
 *
 * @param jar the jar's file name as given
 * @param sha256 its SHA-256
 * @param springBootVersion its Spring Boot version
 * @param built the container it was built with ({@code tomcat})
 * @param variants the run's variants of it, in the plan's order
 * @param requests its requests, in the plan's order
 * @param arguments the arguments every variant was started with ({@code --app-args})
 * @param environment the names of the variables every variant was given
 * ({@code --app-env}), without their values, which may be secrets
 * @param database whether the variants were given the run's PostgreSQL
 * ({@code --app-database})
 */
public record AppRun(String jar, String sha256, String springBootVersion, String built, List<AppVariant> variants,
		List<Request> requests, List<String> arguments, List<String> environment, boolean database) {

	/** The directory under {@link AppPlan#DIRECTORY} with each variant's answers. */
	static final String ANSWERS = "answers";

	/**
	 * One variant of the run on the jar.
	 *
	 * @param variant its id ({@code app-jetty}, {@code app-tomcat-control})
	 * @param container the container it runs on
	 * @param version the container's version the swap put in or the jar was built with
	 * (null where the manifest does not say)
	 * @param asBuilt whether it runs the jar as built (with the probe added)
	 * @param control whether it is the A/A control
	 * @param plantedPercent the cost planted in it, or null
	 * @param removed how many of the built container's jars its jar leaves out
	 * @param added how many of its container's jars its jar adds
	 * @param sha256 its jar's SHA-256
	 */
	public record AppVariant(String variant, String container, String version, boolean asBuilt, boolean control,
			Double plantedPercent, int removed, int added, String sha256) {

	}

	/**
	 * One request, an endpoint of the run.
	 *
	 * @param endpoint its endpoint name ({@code post_api_orders})
	 * @param method its HTTP method
	 * @param path its path and query
	 * @param file the request file it came from, or null for a {@code --url}
	 * @param script the wrk script in {@code app/} that sends it, or null
	 * @param rules per variant but the first, the rule by which its answer was the
	 * first's
	 */
	public record Request(String endpoint, String method, String path, String file, String script,
			Map<String, String> rules) {

	}

	/**
	 * The run's app, or null where the run measured none (no {@code app/app.json}); a
	 * file there that does not read is an {@link IOException}.
	 */
	static AppRun read(RunDirectory run) throws IOException {
		AppPlan app = run.app();
		if (app == null) {
			return null;
		}
		Path dir = run.path().resolve(AppPlan.DIRECTORY);
		SwapManifest manifest = Json.MAPPER.readValue(dir.resolve(AppCommand.MANIFEST).toFile(), SwapManifest.class);
		List<AppVariant> variants = new ArrayList<>();
		for (Variant variant : run.record().options().variants()) {
			if (Generation.of(variant.app()) != Generation.APP) {
				continue;
			}
			String container = Generation.container(variant.app());
			SwapManifest.Variant made = manifest.variants()
				.stream()
				.filter((v) -> v.container().equals(container))
				.findFirst()
				.orElseThrow(() -> new IOException(dir.resolve(AppCommand.MANIFEST) + " has no " + container
						+ " variant, which " + variant.id() + " runs"));
			variants.add(new AppVariant(variant.id(), container, version(manifest, container), made.asBuilt(),
					variant.control(), variant.plantedPercent(), made.removed().size(), made.added().size(),
					made.sha256()));
		}
		List<Request> requests = new ArrayList<>();
		for (Map.Entry<String, AppPlan.Endpoint> entry : app.endpoints().entrySet()) {
			AppPlan.Endpoint request = entry.getValue();
			Map<String, String> rules = new LinkedHashMap<>();
			for (AppVariant variant : variants) {
				Path rule = dir.resolve(ANSWERS).resolve(variant.variant()).resolve(entry.getKey() + ".rule");
				if (Files.isRegularFile(rule)) {
					rules.put(variant.variant(), Files.readString(rule, StandardCharsets.UTF_8).strip());
				}
			}
			requests.add(new Request(entry.getKey(), request.method(), request.path(), request.file(), request.script(),
					rules));
		}
		return new AppRun(Path.of(app.jar()).getFileName().toString(), app.sha256(), app.springBootVersion(),
				app.built(), List.copyOf(variants), List.copyOf(requests), app.arguments(),
				app.environment().stream().map((item) -> item.substring(0, item.indexOf('='))).toList(),
				app.database());
	}

	/**
	 * The container's version, from the jar of its that says it is there: added by its
	 * variant, or, for the container built in, removed by another.
	 */
	private static String version(SwapManifest manifest, String container) {
		String marker = ServletContainer.of(container).marker();
		return manifest.variants()
			.stream()
			.flatMap((v) -> v.asBuilt() ? v.added().stream()
					: (v.container().equals(container) ? v.added().stream() : v.removed().stream()))
			.filter((jar) -> jar.artifactId().equals(marker))
			.map(SwapManifest.Jar::version)
			.findFirst()
			.orElse(null);
	}

}
