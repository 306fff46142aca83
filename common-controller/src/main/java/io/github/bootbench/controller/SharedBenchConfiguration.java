package io.github.bootbench.controller;

import io.micrometer.core.instrument.MeterRegistry;

import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;

/**
 * The beans both generations' auto-configurations import (this class compiles on Spring
 * Boot 3.5 and 2.7): the controller, the sample orders, the startup metrics, and the
 * Tomcat and Jetty readers, each only where its container is on the classpath. Undertow's
 * reader differs between the generations.
 */
@Configuration(proxyBeanMethods = false)
@Import(BenchController.class)
class SharedBenchConfiguration {

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

}
