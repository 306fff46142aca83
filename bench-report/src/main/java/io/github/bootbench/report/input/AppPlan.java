package io.github.bootbench.report.input;

import java.util.List;
import java.util.Map;

/**
 * {@code app.json}, what the scripts read of an {@code --app} run beside its plan and
 * keep in the run's {@code app/}: the jar, where each variant's jar will be, each
 * endpoint's request, what the JVMs get besides.
 *
 * @param jar the jar's path as given
 * @param sha256 its SHA-256
 * @param springBootVersion its Spring Boot version
 * @param built the container it was built with ({@code tomcat})
 * @param dir the directory its variants are made in
 * @param variants per app ({@code app/jetty}) its variant's jar
 * @param endpoints per endpoint name its request, in the order given
 * @param arguments the arguments every variant is started with ({@code --app-args})
 * @param environment the variables every variant is given, {@code VAR=VALUE}
 * ({@code --app-env})
 * @param database whether the variants are given the run's PostgreSQL
 * ({@code --app-database})
 */
public record AppPlan(String jar, String sha256, String springBootVersion, String built, String dir,
		Map<String, String> variants, Map<String, Endpoint> endpoints, List<String> arguments, List<String> environment,
		boolean database) {

	/** Its file name, beside plan.json and in the run's {@value #DIRECTORY}. */
	public static final String FILE = "app.json";

	/** The directory of a run that holds what {@code --app} kept. */
	public static final String DIRECTORY = "app";

	/** The first hex digits of a SHA-256 that name a jar to a reader. */
	public static final int SHORT_SHA = 12;

	/** The first {@value #SHORT_SHA} hex digits of the jar's SHA-256. */
	public String shortSha() {
		return this.sha256.substring(0, SHORT_SHA);
	}

	/**
	 * One endpoint's request.
	 *
	 * @param method its HTTP method
	 * @param path its path and query
	 * @param headers its headers, in order
	 * @param body its body, or null
	 * @param file the request file it came from, or null for a {@code --url}
	 * @param script the wrk script beside the plan that sends it, or null for a plain GET
	 */
	public record Endpoint(String method, String path, Map<String, String> headers, String body, String file,
			String script) {

	}

}
