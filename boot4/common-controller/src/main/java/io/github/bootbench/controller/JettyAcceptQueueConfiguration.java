package io.github.bootbench.controller;

import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.ServerConnector;

import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.jetty.servlet.JettyServletWebServerFactory;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;

/**
 * Jetty's accept queue ({@code ServerConnector.acceptQueueSize}, by default 0: the JDK's
 * backlog of 50), for which Boot has no property: {@code --sweep accept-backlog} sets it
 * through {@code bench.jetty.accept-queue-size}. Boot 4's server factory moved package
 * ({@code org.springframework.boot.jetty.servlet}); the Boot 3.5 and 2.7 class of this
 * name is in common-controller.
 */
@Configuration(proxyBeanMethods = false)
@ConditionalOnClass(name = "org.eclipse.jetty.server.Server")
class JettyAcceptQueueConfiguration {

	@Bean
	@ConditionalOnProperty(SharedBenchConfiguration.JETTY_ACCEPT_QUEUE_SIZE)
	WebServerFactoryCustomizer<JettyServletWebServerFactory> jettyAcceptQueueSize(Environment environment) {
		int size = environment.getRequiredProperty(SharedBenchConfiguration.JETTY_ACCEPT_QUEUE_SIZE, Integer.class);
		return (factory) -> factory.addServerCustomizers((server) -> {
			for (Connector connector : server.getConnectors()) {
				if (connector instanceof ServerConnector serverConnector) {
					serverConnector.setAcceptQueueSize(size);
				}
			}
		});
	}

}
