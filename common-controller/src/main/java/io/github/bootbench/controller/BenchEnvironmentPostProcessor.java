package io.github.bootbench.controller;

import java.util.Map;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.env.EnvironmentPostProcessor;
import org.springframework.boot.system.JavaVersion;
import org.springframework.core.Ordered;
import org.springframework.core.env.ConfigurableEnvironment;
import org.springframework.core.env.MapPropertySource;

/**
 * Prepares the environment that {@code bench-common.properties} relies on:
 * <ul>
 * <li>{@code bench.available-processors}: the CPUs this JVM may use (after
 * {@code taskset}), so the {@code tuned} profile can size Undertow's io threads to
 * them;</li>
 * <li>refuses to start with virtual threads asked for on a JVM older than 21, where Boot
 * would silently run platform threads and a {@code vthreads} result would be a lie.</li>
 * </ul>
 * Runs after the config data (profiles included) has been loaded.
 */
public class BenchEnvironmentPostProcessor implements EnvironmentPostProcessor, Ordered {

	static final String AVAILABLE_PROCESSORS = "bench.available-processors";

	static final String VIRTUAL_THREADS_ENABLED = "spring.threads.virtual.enabled";

	@Override
	public int getOrder() {
		return Ordered.LOWEST_PRECEDENCE;
	}

	@Override
	public void postProcessEnvironment(ConfigurableEnvironment environment, SpringApplication application) {
		environment.getPropertySources()
			.addLast(new MapPropertySource("benchMachine",
					Map.of(AVAILABLE_PROCESSORS, Runtime.getRuntime().availableProcessors())));
		requireJavaForVirtualThreads(environment, JavaVersion.getJavaVersion());
	}

	static void requireJavaForVirtualThreads(ConfigurableEnvironment environment, JavaVersion running) {
		boolean wanted = environment.getProperty(VIRTUAL_THREADS_ENABLED, Boolean.class, false);
		if (wanted && running.isOlderThan(JavaVersion.TWENTY_ONE)) {
			throw new VirtualThreadsUnavailableException(System.getProperty("java.version"));
		}
	}

}
