package io.github.bootbench.controller;

import io.micrometer.core.instrument.MeterRegistry;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.ServerConnector;

import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.web.embedded.jetty.JettyServletWebServerFactory;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import org.springframework.core.env.Environment;

/**
 * The beans both generations' auto-configurations import (this class compiles on Spring
 * Boot 3.5 and 2.7): the controller, the sample orders, the startup metrics, and the
 * Tomcat and Jetty readers, each only where its container is on the classpath. Undertow's
 * reader differs between the generations.
 */
@Configuration(proxyBeanMethods = false)
@Import(BenchController.class)
class SharedBenchConfiguration {

	static final String JETTY_ACCEPT_QUEUE_SIZE = "bench.jetty.accept-queue-size";

	@Bean
	SampleOrders sampleOrders() {
		return new SampleOrders();
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

		/**
		 * Jetty's accept queue ({@code ServerConnector.acceptQueueSize}, by default 0:
		 * the JDK's backlog of 50), for which Boot has no property: {@code --sweep
		 * accept-backlog} sets it through {@code bench.jetty.accept-queue-size}.
		 */
		@Bean
		@ConditionalOnProperty(JETTY_ACCEPT_QUEUE_SIZE)
		WebServerFactoryCustomizer<JettyServletWebServerFactory> jettyAcceptQueueSize(Environment environment) {
			int size = environment.getRequiredProperty(JETTY_ACCEPT_QUEUE_SIZE, Integer.class);
			return (factory) -> factory.addServerCustomizers((server) -> {
				for (Connector connector : server.getConnectors()) {
					if (connector instanceof ServerConnector serverConnector) {
						serverConnector.setAcceptQueueSize(size);
					}
				}
			});
		}

	}

}
