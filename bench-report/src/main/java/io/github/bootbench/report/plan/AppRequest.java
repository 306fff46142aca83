package io.github.bootbench.report.plan;

import java.util.List;

/**
 * run-all.sh's options that bring an app from outside the project, as given: the jar and
 * the requests to load it with, and what its JVMs get besides the harness's own.
 *
 * @param jar {@code --app}: a Spring Boot executable jar, or null for none
 * @param urls {@code --url}: paths to GET, in order
 * @param requests {@code --request}: files of one HTTP request each, in order
 * @param appArguments {@code --app-args}: arguments every variant's JVM gets after the
 * jar
 * @param appEnvironment {@code --app-env}: {@code NAME=VALUE} items in every variant's
 * environment
 * @param database {@code --app-database}: whether the app gets the run's PostgreSQL
 */
public record AppRequest(String jar, List<String> urls, List<String> requests, List<String> appArguments,
		List<String> appEnvironment, boolean database) {

	/** Whether an app was given. */
	public boolean given() {
		return this.jar != null && !this.jar.isEmpty();
	}

}
