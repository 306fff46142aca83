package io.github.bootbench.report.input;

import java.util.Arrays;

/**
 * The Spring Boot generations the harness measures, newest first, after a user's own app.
 * An app's id says its generation: {@code app/jetty}, {@code boot4/tomcat},
 * {@code tomcat} (3.5, the apps of every run before Boot 4 was measured) and
 * {@code boot27/tomcat}; the container is the rest.
 *
 * @param label as a report names it
 * @param support its open-source support, as of the release the harness builds
 */
public enum Generation {

	/**
	 * A user's own service (run-all.sh {@code --app}), as built and with each other
	 * container its Spring Boot version offers: listed first, so that a run beside the
	 * project's apps pairs each of its containers with theirs.
	 */
	APP("app/", "your app", "its own Spring Boot version's"),

	/** Tomcat 11, Jetty 12.1; no Undertow (it does not implement Servlet 6.1). */
	BOOT_4("boot4/", "Spring Boot 4.1", "in open-source support"),

	/** Tomcat 10.1, Jetty 12.0, Undertow 2.3. */
	BOOT_35("", "Spring Boot 3.5", "out of open-source support since 2026-06-30"),

	/** Tomcat 9, Jetty 9.4, Undertow 2.2, smart-servlet. */
	BOOT_27("boot27/", "Spring Boot 2.7", "out of open-source support since 2023-11-24");

	private final String prefix;

	private final String label;

	private final String support;

	Generation(String prefix, String label, String support) {
		this.prefix = prefix;
		this.label = label;
		this.support = support;
	}

	/** The generation of an app ({@code boot4/jetty}, {@code undertow}). */
	public static Generation of(String app) {
		return Arrays.stream(values())
			.filter((generation) -> !generation.prefix.isEmpty() && app.startsWith(generation.prefix))
			.findFirst()
			.orElse(BOOT_35);
	}

	/** The container an app embeds: its id without the generation. */
	public static String container(String app) {
		return app.substring(of(app).prefix.length());
	}

	/** The folder its apps live in and their ids start with ({@code boot4/}), or none. */
	public String prefix() {
		return this.prefix;
	}

	public String label() {
		return this.label;
	}

	public String support() {
		return this.support;
	}

	/**
	 * Whether its apps have the tuned and vthreads profiles (2.7's have the default
	 * only).
	 */
	public boolean hasProfiles() {
		return this != BOOT_27 && this != APP;
	}

}
