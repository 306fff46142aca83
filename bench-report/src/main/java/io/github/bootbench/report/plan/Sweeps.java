package io.github.bootbench.report.plan;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import io.github.bootbench.report.input.Generation;
import io.github.bootbench.report.input.Sweep;
import io.github.bootbench.report.input.Variant;

/**
 * {@code --sweep}: its knobs, the Spring Boot property each sets in each container (or
 * why that container has none), and the checks of its items.
 */
public final class Sweeps {

	/** The knobs a sweep may name by a short key, in {@code --help}'s order. */
	public static final List<String> KNOBS = List.of("workers", "min-workers", "io-threads", "async-pool", "async-core",
			"async-queue", "accept-backlog", "header-cache", Sweeps.CPU_LIMIT);

	/** The knob that sets no property but a CPU limit ({@link CpuLimits}). */
	public static final String CPU_LIMIT = "cpu-limit";

	/** Knobs whose 0 is a setting: a queue of none, no header cache. */
	private static final List<String> ZERO_ALLOWED = List.of("async-queue", "header-cache");

	/** Settings a sweep may give each app: more would not fit a run of a few hours. */
	public static final int MAX_SETTINGS = 24;

	private static final String NO_SMART_SERVLET_POOL = "none: smart-servlet has no thread-pool properties in Spring Boot";

	// Keyed KNOB/CONTAINER, or KNOB/* for every container; the apps of every generation
	// use their container's (the names did not change from Boot 2.7 to 4.1). "none: " and
	// why, where a container has no such setting.
	private static final Map<String, String> PROPERTY = Map.ofEntries(
			Map.entry("workers/tomcat", "server.tomcat.threads.max"),
			Map.entry("workers/jetty", "server.jetty.threads.max"),
			Map.entry("workers/undertow", "server.undertow.threads.worker"),
			Map.entry("workers/smart-servlet", NO_SMART_SERVLET_POOL),
			Map.entry("min-workers/tomcat", "server.tomcat.threads.min-spare"),
			Map.entry("min-workers/jetty", "server.jetty.threads.min"),
			Map.entry("min-workers/undertow",
					"none: Boot sizes Undertow's worker pool with one figure (server.undertow.threads.worker is its "
							+ "minimum and maximum)"),
			Map.entry("min-workers/smart-servlet", NO_SMART_SERVLET_POOL),
			Map.entry("io-threads/tomcat",
					"none: Tomcat's NIO connector polls with one thread and Boot has no property for it"),
			Map.entry("io-threads/jetty", "server.jetty.threads.selectors"),
			Map.entry("io-threads/undertow", "server.undertow.threads.io"),
			Map.entry("io-threads/smart-servlet", NO_SMART_SERVLET_POOL),
			Map.entry("async-pool/*", "spring.task.execution.pool.max-size"),
			Map.entry("async-core/*", "spring.task.execution.pool.core-size"),
			Map.entry("async-queue/*", "spring.task.execution.pool.queue-capacity"),
			Map.entry("accept-backlog/tomcat", "server.tomcat.accept-count"),
			Map.entry("accept-backlog/jetty", "bench.jetty.accept-queue-size"),
			Map.entry("accept-backlog/undertow", "server.undertow.options.socket.BACKLOG"),
			Map.entry("accept-backlog/smart-servlet",
					"none: smart-servlet has no Spring Boot property for its accept backlog"),
			Map.entry("header-cache/jetty", "bench.jetty.header-cache-size"),
			Map.entry("header-cache/*", "none: only Jetty's HTTP parser keeps a header cache of a size to set"));

	private static final Pattern PROPERTY_KEY = Pattern.compile("(server|spring)\\.[a-z][a-zA-Z0-9._-]*");

	/**
	 * A container property's prefix, {@code server.undertow.}: the container it is of.
	 */
	private static final Pattern CONTAINER_PREFIX = Pattern.compile("server\\.(tomcat|jetty|undertow)\\.");

	private static final Pattern CONTAINER_PROPERTY = Pattern.compile(CONTAINER_PREFIX.pattern() + ".*");

	private static final Pattern PROPERTY_VALUE = Pattern.compile("[A-Za-z0-9._:+-]+");

	private Sweeps() {
	}

	/** {@code --sweep}'s items, checked, each key with its values in the order given. */
	static List<Sweep.Key> parse(List<String> items) {
		List<Sweep.Key> keys = new ArrayList<>();
		for (String item : items) {
			int equals = item.indexOf('=');
			if (equals < 1 || equals == item.length() - 1) {
				throw new PlanException("--sweep: '" + item + "' is not KEY=V1,V2,...");
			}
			String key = item.substring(0, equals);
			boolean knob = KNOBS.contains(key);
			if (!knob && !PROPERTY_KEY.matcher(key).matches()) {
				throw new PlanException("--sweep: unknown key '" + key + "' (valid: " + String.join(",", KNOBS)
						+ ", or a server.* or spring.* property by its full name)");
			}
			if (keys.stream().anyMatch((swept) -> swept.key().equals(key))) {
				throw new PlanException("--sweep: '" + key + "' is swept twice");
			}
			List<String> values = new ArrayList<>();
			for (String listed : item.substring(equals + 1).split(",", -1)) {
				String value = value(key, knob, listed);
				if (values.contains(value)) {
					throw new PlanException("--sweep: " + key + "=" + value + " is listed twice");
				}
				values.add(value);
			}
			keys.add(new Sweep.Key(key, List.copyOf(values)));
		}
		CpuLimits.sweptAlone(keys);
		return List.copyOf(keys);
	}

	private static String value(String key, boolean knob, String value) {
		if (CPU_LIMIT.equals(key)) {
			return CpuLimits.cpus("--sweep cpu-limit", value);
		}
		if (ZERO_ALLOWED.contains(key)) {
			// Ten digits: Boot's own unbounded queue is Integer.MAX_VALUE.
			if (!value.matches("[0-9]{1,10}")) {
				throw new PlanException("--sweep " + key + " must be whole numbers, got '" + value + "'");
			}
			return String.valueOf(Long.parseLong(value));
		}
		if (knob) {
			if (!value.matches("[0-9]{1,9}") || Long.parseLong(value) < 1) {
				throw new PlanException("--sweep " + key + " must be a positive integer, got '" + value + "'");
			}
			return String.valueOf(Long.parseLong(value));
		}
		if (!PROPERTY_VALUE.matcher(value).matches()) {
			throw new PlanException(
					"--sweep " + key + ": '" + value + "' is not a value (letters, digits and . _ : + - only)");
		}
		return value;
	}

	/**
	 * The property a swept key sets in an app, or {@code none: } and why when its
	 * container has no such setting.
	 */
	public static String property(String key, String app) {
		String container = Generation.container(app);
		if (CPU_LIMIT.equals(key)) {
			return CpuLimits.SWEPT_SETTING;
		}
		if (KNOBS.contains(key)) {
			return PROPERTY.getOrDefault(key + "/" + container,
					PROPERTY.getOrDefault(key + "/*", "none: no such setting"));
		}
		Matcher matcher = CONTAINER_PROPERTY.matcher(key);
		if (matcher.matches() && !matcher.group(1).equals(container)) {
			return "none: it is a " + matcher.group(1) + " property";
		}
		return key;
	}

	/**
	 * A setting ({@code KEY=VALUE ...}) named beside its app, which says the container:
	 * its container properties without their {@code server.CONTAINER.} prefix.
	 */
	public static String withoutContainerPrefix(String setting) {
		return CONTAINER_PREFIX.matcher(setting).replaceAll("");
	}

	/** Whether {@link #property} says the container has no such setting. */
	static boolean lacking(String property) {
		return property.startsWith("none: ");
	}

	/**
	 * Every combination of the swept values, the first key outermost: each a list of
	 * {@code KEY=VALUE}.
	 */
	static List<List<String>> settings(List<Sweep.Key> keys) {
		List<List<String>> settings = List.of(List.of());
		for (Sweep.Key key : keys) {
			List<List<String>> grown = new ArrayList<>();
			for (List<String> setting : settings) {
				for (String value : key.values()) {
					List<String> next = new ArrayList<>(setting);
					next.add(key.key() + "=" + value);
					grown.add(List.copyOf(next));
				}
			}
			settings = grown;
		}
		if (settings.size() > MAX_SETTINGS) {
			throw new PlanException("--sweep: " + settings.size() + " settings per app; at most " + MAX_SETTINGS);
		}
		return settings;
	}

	/**
	 * The apps a sweep varies: every app of the run but those whose container lacks a
	 * swept knob (each noted with why). A sweep varies each app's default settings.
	 */
	static List<String> sweptApps(List<Variant> variants, List<Sweep.Key> keys, List<String> notes) {
		List<String> kept = new ArrayList<>();
		for (Variant variant : variants) {
			if (!"default".equals(variant.profile())) {
				throw new PlanException("--sweep varies each app's default settings: give --variants without a "
						+ "profile, not '" + variant.name() + "'");
			}
			if (variant.control()) {
				continue;
			}
			boolean lacking = false;
			for (Sweep.Key key : keys) {
				String property = Sweeps.property(key.key(), variant.app());
				if (Sweeps.lacking(property)) {
					notes.add(variant.app() + " is left out of the sweep of " + key.key() + ": "
							+ property.substring("none: ".length()));
					lacking = true;
				}
			}
			if (!lacking) {
				kept.add(variant.app());
			}
		}
		if (kept.isEmpty()) {
			throw new PlanException("--sweep: no app of the run has "
					+ String.join(",", keys.stream().map(Sweep.Key::key).toList()) + ": " + String.join(";", notes));
		}
		return List.copyOf(kept);
	}

	/**
	 * Each kept app's default, then one variant per setting of the grid; the control
	 * last.
	 */
	static VariantSet expand(PlanRequest request, List<Variant> asked, List<String> apps, List<Sweep.Key> keys) {
		List<List<String>> settings = Sweeps.settings(keys);
		boolean control = asked.stream().anyMatch(Variant::control);
		VariantSet set = VariantSet.of(request, apps, false);
		for (String app : apps) {
			for (List<String> setting : settings) {
				List<String> properties = setting.stream()
					.filter((pair) -> !pair.startsWith(CPU_LIMIT + "="))
					.map((pair) -> {
						int equals = pair.indexOf('=');
						return Sweeps.property(pair.substring(0, equals), app) + pair.substring(equals);
					})
					.toList();
				set.add(app, "default", false, setting, properties, CpuLimits.ofSetting(setting));
			}
		}
		if (control) {
			set.add(apps.get(0), "default", true, List.of(), List.of());
			CpuLimits.addControls(set, apps.get(0), settings);
		}
		return set;
	}

}
