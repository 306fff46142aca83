package io.github.bootbench.report.feature.service;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A servlet container Spring Boot embeds, as the jars of a Boot jar show it: the one jar
 * that says it is there, and which jars are its own, to be taken out when another
 * replaces it. A jar is the container's by its artifact id alone, because Spring's own
 * jars (built with Gradle) carry no Maven coordinates; the swap takes out only those its
 * starter also brings at the jar's Boot version, so a jar the app asked for itself stays.
 * {@code tomcat-embed-el} is never Tomcat's to take: Bean Validation needs it whatever
 * the container.
 */
public enum ServletContainer {

	TOMCAT("tomcat", "tomcat-embed-core", Set.of("tomcat-embed-core", "tomcat-embed-websocket"), List.of()),

	JETTY("jetty", "jetty-server", Set.of(), List.of("jetty-", "websocket-", "javax-websocket-")),

	UNDERTOW("undertow", "undertow-core", Set.of("jboss-threads", "wildfly-common", "wildfly-client-config"),
			List.of("undertow-", "xnio-"));

	private final String id;

	private final String marker;

	private final Set<String> own;

	private final List<String> ownPrefixes;

	ServletContainer(String id, String marker, Set<String> own, List<String> ownPrefixes) {
		this.id = id;
		this.marker = marker;
		this.own = own;
		this.ownPrefixes = ownPrefixes;
	}

	/** {@code tomcat}, {@code jetty}, {@code undertow}. */
	public String id() {
		return this.id;
	}

	/** As a report names it: Tomcat, Jetty, Undertow. */
	public String label() {
		return Character.toUpperCase(this.id.charAt(0)) + this.id.substring(1);
	}

	/** The starter that brings it: {@code spring-boot-starter-jetty}. */
	public String starter() {
		return "spring-boot-starter-" + this.id;
	}

	/** The artifact whose presence says the container is embedded. */
	String marker() {
		return this.marker;
	}

	/**
	 * Whether a jar of this artifact id belongs to the container: its own jars, Boot's
	 * module for it ({@code spring-boot-jetty} from Boot 4) and its starters.
	 */
	boolean owns(String artifactId) {
		return this.own.contains(artifactId) || artifactId.equals("spring-boot-" + this.id)
				|| artifactId.startsWith(starter()) || this.ownPrefixes.stream().anyMatch(artifactId::startsWith);
	}

	/** The container of this id; a {@link ServiceException} names the valid ones. */
	public static ServletContainer of(String id) {
		return Arrays.stream(values())
			.filter((container) -> container.id.equals(id.toLowerCase(Locale.ROOT)))
			.findFirst()
			.orElseThrow(() -> new ServiceException("unknown container '" + id + "' (valid: tomcat, jetty, undertow)"));
	}

}
