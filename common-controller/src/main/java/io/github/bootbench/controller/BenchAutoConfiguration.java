package io.github.bootbench.controller;

import io.micrometer.core.instrument.MeterRegistry;

import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;

/**
 * Everything the three apps share, so that each app is a {@code main()} and a starter.
 * The reader of each container's live thread pools exists only where that container is on
 * the classpath.
 */
@AutoConfiguration
@Import({ BenchController.class, BadParameterAdvice.class, ServerInfoController.class })
public class BenchAutoConfiguration {

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

	}

	@Configuration(proxyBeanMethods = false)
	@ConditionalOnClass(name = "io.undertow.Undertow")
	static class UndertowContainerConfiguration {

		@Bean
		EmbeddedContainer undertowContainer() {
			return new UndertowContainer();
		}

	}

}
