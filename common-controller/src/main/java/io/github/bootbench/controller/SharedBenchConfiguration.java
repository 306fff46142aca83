package io.github.bootbench.controller;

import io.github.bootbench.probe.PlantedCost;

import io.micrometer.core.instrument.MeterRegistry;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.task.TaskExecutionAutoConfiguration;
import org.springframework.boot.web.servlet.ServletRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import org.springframework.core.task.AsyncTaskExecutor;

/**
 * The beans every generation's auto-configuration imports (this class compiles on Spring
 * Boot 4.1, 3.5 and 2.7): the controller, the sample orders, the positive control's
 * planted cost (none unless asked for), the async servlets, the database endpoints
 * (answering 503 without a database), the startup metrics, and the Tomcat and Jetty
 * readers, each only where its container is on the classpath, and Jetty's connector
 * settings. Undertow's reader differs between the generations, and so do the classes that
 * name a Boot type whose package moved in Boot 4 ({@link JettyConnectorConfiguration},
 * {@link RunningWebServer}): each generation compiles its own of those.
 */
@Configuration(proxyBeanMethods = false)
@Import({ BenchController.class, DatabaseController.class, JettyConnectorConfiguration.class })
class SharedBenchConfiguration {

	static final String JETTY_ACCEPT_QUEUE_SIZE = "bench.jetty.accept-queue-size";

	static final String JETTY_HEADER_CACHE_SIZE = "bench.jetty.header-cache-size";

	@Bean
	SampleOrders sampleOrders() {
		return new SampleOrders();
	}

	/**
	 * The endpoints' planted cost; none when the harness's probe is on (this app run
	 * through run-all.sh --app), which plants the same property's cost itself.
	 */
	@Bean
	PlantedCost plantedCost(@Value("${" + PlantedCost.PERCENT_PROPERTY + ":0}") double percent,
			@Value("${" + PlantedCost.PROBE_PROPERTY + ":false}") boolean probed) {
		return PlantedCost.started(probed ? 0 : percent);
	}

	/**
	 * The async servlets on every container, the one that completes and the one that
	 * dispatches back; smart-servlet 1.1 answers both with a 500, as it does every async
	 * request (it cannot make a servlet async).
	 */
	@Bean
	ServletRegistrationBean<AsyncServlet> asyncServlet(@Value("${server.name}") String serverName,
			@Qualifier(TaskExecutionAutoConfiguration.APPLICATION_TASK_EXECUTOR_BEAN_NAME) AsyncTaskExecutor executor,
			PlantedCost plantedCost) {
		return asyncRegistration(AsyncServlet.completing(serverName, executor, plantedCost), AsyncServlet.PATH,
				"asyncServlet");
	}

	@Bean
	ServletRegistrationBean<AsyncServlet> dispatchingAsyncServlet(@Value("${server.name}") String serverName,
			@Qualifier(TaskExecutionAutoConfiguration.APPLICATION_TASK_EXECUTOR_BEAN_NAME) AsyncTaskExecutor executor,
			PlantedCost plantedCost) {
		return asyncRegistration(AsyncServlet.dispatching(serverName, executor, plantedCost),
				AsyncServlet.DISPATCH_PATH, "dispatchingAsyncServlet");
	}

	private static ServletRegistrationBean<AsyncServlet> asyncRegistration(AsyncServlet servlet, String path,
			String name) {
		ServletRegistrationBean<AsyncServlet> registration = new ServletRegistrationBean<>(servlet, path);
		// Two servlets of one class would otherwise share a name, and the container
		// registers only the first.
		registration.setName(name);
		registration.setAsyncSupported(true);
		return registration;
	}

	@Bean
	StartupMetricsLogger startupMetricsLogger(MeterRegistry registry) {
		return new StartupMetricsLogger(registry);
	}

	@Configuration(proxyBeanMethods = false)
	@ConditionalOnClass(name = "org.apache.catalina.startup.Tomcat")
	static class TomcatContainerConfiguration {

		@Bean
		EmbeddedContainer tomcatContainer() {
			return new TomcatContainer();
		}

	}

	@Configuration(proxyBeanMethods = false)
	@ConditionalOnClass(name = "org.eclipse.jetty.server.Server")
	static class JettyContainerConfiguration {

		@Bean
		EmbeddedContainer jettyContainer() {
			return new JettyContainer();
		}

	}

}
