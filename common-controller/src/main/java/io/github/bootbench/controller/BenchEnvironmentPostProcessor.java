package io.github.bootbench.controller;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.env.EnvironmentPostProcessor;
import org.springframework.boot.system.JavaVersion;
import org.springframework.core.Ordered;
import org.springframework.core.env.ConfigurableEnvironment;

/**
 * Refuses to start with virtual threads asked for on a JVM older than 21, where Boot
 * would silently run platform threads and a {@code vthreads} result would be a lie. Runs
 * after the config data (profiles included) has been loaded.
 */
public class BenchEnvironmentPostProcessor implements EnvironmentPostProcessor, Ordered {

	static final String VIRTUAL_THREADS_ENABLED = "spring.threads.virtual.enabled";

	@Override
	public int getOrder() {
		return Ordered.LOWEST_PRECEDENCE;
	}

	@Override
	public void postProcessEnvironment(ConfigurableEnvironment environment, SpringApplication application) {
		requireJavaForVirtualThreads(environment, JavaVersion.getJavaVersion());
	}

	static void requireJavaForVirtualThreads(ConfigurableEnvironment environment, JavaVersion running) {
		boolean wanted = environment.getProperty(VIRTUAL_THREADS_ENABLED, Boolean.class, false);
		if (wanted && running.isOlderThan(JavaVersion.TWENTY_ONE)) {
			throw new VirtualThreadsUnavailableException(System.getProperty("java.version"));
		}
	}

}
