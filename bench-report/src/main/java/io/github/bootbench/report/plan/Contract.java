package io.github.bootbench.report.plan;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The harness's contract with the apps ({@code bench-contract.properties}), as the
 * options are checked against it: every app the harness knows with its port, in the order
 * the help lists them (the Spring Boot 4 apps, those of 3.5, then those of 2.7, as
 * {@code boot4/tomcat}, {@code tomcat}, {@code boot27/tomcat}), and every endpoint in the
 * file's order. Read line by line: {@link java.util.Properties} would lose the order.
 *
 * @param apps every app with its port, in order
 * @param endpoints every endpoint, in order
 * @param databaseEndpoints the endpoints an app answers only when given a database
 * ({@code endpoint.NAME.needs=database})
 * @param outside an app from outside the project that a {@link ContractExtension} added
 * (run-all.sh {@code --app}), or null
 */
public record Contract(Map<String, Integer> apps, List<String> endpoints, List<String> databaseEndpoints,
		Outside outside) {

	/**
	 * An app from outside the project: its variants (one per container, the one it was
	 * built with first) and the endpoints its requests make.
	 *
	 * @param apps its variants' app ids ({@code app/tomcat}), with their ports among the
	 * contract's apps
	 * @param endpoints the endpoints of its requests, among the contract's endpoints
	 * @param wrkOnly those of them whose request only wrk's script can carry (a method
	 * other than GET, headers or a body)
	 */
	public record Outside(List<String> apps, List<String> endpoints, List<String> wrkOnly) {
	}

	/** Where the contract lies under the project's root. */
	public static final Path FILE = Path.of("common-controller", "src", "main", "resources",
			"bench-contract.properties");

	/**
	 * The profiles an app of Boot 3.5 or 4 runs with (its
	 * {@code application-PROFILE.properties}), {@code default} first.
	 */
	public static final List<String> PROFILES = List.of("default", "tuned", "vthreads");

	/** The generations besides Boot 3.5's, each its apps' prefix in keys and names. */
	private static final List<String> GENERATIONS = List.of("boot4", "boot27");

	/** The contract of the project whose root is {@code root}. */
	public static Contract read(Path root) throws IOException {
		Map<String, Map<String, Integer>> byGeneration = new LinkedHashMap<>();
		byGeneration.put("boot4", new LinkedHashMap<>());
		byGeneration.put("", new LinkedHashMap<>());
		byGeneration.put("boot27", new LinkedHashMap<>());
		List<String> endpoints = new ArrayList<>();
		List<String> databaseEndpoints = new ArrayList<>();
		for (String line : Files.readAllLines(root.resolve(FILE))) {
			int equals = line.indexOf('=');
			if (line.startsWith("#") || equals < 0) {
				continue;
			}
			String[] key = line.substring(0, equals).split("\\.");
			String value = line.substring(equals + 1);
			if (key.length == 3 && key[0].equals("app") && key[2].equals("port")) {
				byGeneration.get("").put(key[1], Integer.parseInt(value));
			}
			else if (key.length == 4 && key[1].equals("app") && key[3].equals("port")) {
				if (!GENERATIONS.contains(key[0])) {
					throw new IllegalStateException(FILE + ": unknown generation '" + key[0] + "' in " + line);
				}
				byGeneration.get(key[0]).put(key[0] + "/" + key[2], Integer.parseInt(value));
			}
			else if (key.length == 3 && key[0].equals("endpoint") && key[2].equals("path")) {
				endpoints.add(key[1]);
			}
			else if (key.length == 3 && key[0].equals("endpoint") && key[2].equals("needs")) {
				if (!value.equals("database")) {
					throw new IllegalStateException(
							FILE + ": an endpoint needs only a database, not '" + value + "', in " + line);
				}
				databaseEndpoints.add(key[1]);
			}
		}
		Map<String, Integer> apps = new LinkedHashMap<>();
		byGeneration.values().forEach(apps::putAll);
		return new Contract(apps, List.copyOf(endpoints), List.copyOf(databaseEndpoints), null);
	}

	/**
	 * This contract with an outside app: its variants' ports, its endpoints, those of
	 * them that need the run's database.
	 */
	public Contract with(Outside app, Map<String, Integer> ports, List<String> needDatabase) {
		Map<String, Integer> all = new LinkedHashMap<>(this.apps);
		ports.forEach((id, port) -> {
			if (all.containsValue(port)) {
				throw new IllegalStateException("port " + port + " of " + id + " is taken by another app");
			}
			all.put(id, port);
		});
		List<String> endpoints = new ArrayList<>(this.endpoints);
		endpoints.addAll(app.endpoints());
		List<String> database = new ArrayList<>(this.databaseEndpoints);
		database.addAll(needDatabase);
		return new Contract(all, List.copyOf(endpoints), List.copyOf(database), app);
	}

	/**
	 * The endpoints a run loads unless told otherwise: the outside app's requests, or
	 * block and async.
	 */
	public String defaultEndpoints() {
		if (this.outside == null) {
			return Preset.ENDPOINTS;
		}
		if (this.outside.endpoints().isEmpty()) {
			throw new PlanException("--app needs a request to load it with: --url PATH or --request FILE (or "
					+ "--endpoints, for one of the project's own jars)");
		}
		return String.join(",", this.outside.endpoints());
	}

	/**
	 * What a run compares unless told otherwise: an outside app's variants, or Boot 4's
	 * Tomcat and Jetty, and Boot 3.5's Tomcat and Undertow. Undertow only 3.5 has, so
	 * Tomcat 10.1 beside it lets a run judge Undertow against a container of its own
	 * stack, and shows the stack's step from Tomcat 10.1 to 11.
	 */
	public List<String> defaultApps() {
		if (this.outside != null) {
			return this.outside.apps();
		}
		List<String> apps = new ArrayList<>(this.apps.keySet().stream().filter((a) -> a.startsWith("boot4/")).toList());
		apps.add("tomcat");
		apps.add("undertow");
		return List.copyOf(apps);
	}

}
