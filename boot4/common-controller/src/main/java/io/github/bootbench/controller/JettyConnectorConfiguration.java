package io.github.bootbench.controller;

import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.jetty.servlet.JettyServletWebServerFactory;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;

/**
 * Jetty's connector settings for which Boot has no property, each only when its
 * {@code bench.jetty.*} property is set: the accept queue
 * ({@code ServerConnector.acceptQueueSize}; {@code --sweep accept-backlog}) and the HTTP
 * parser's per-connection header cache ({@code HttpConfiguration.headerCacheSize};
 * {@code --sweep header-cache}). Boot 4's server factory moved package
 * ({@code org.springframework.boot.jetty.servlet}); the Boot 3.5 and 2.7 class of this
 * name is in common-controller.
 */
@Configuration(proxyBeanMethods = false)
@ConditionalOnClass(name = "org.eclipse.jetty.server.Server")
class JettyConnectorConfiguration {

	@Bean
	@ConditionalOnProperty(SharedBenchConfiguration.JETTY_ACCEPT_QUEUE_SIZE)
	WebServerFactoryCustomizer<JettyServletWebServerFactory> jettyAcceptQueueSize(Environment environment) {
		int size = environment.getRequiredProperty(SharedBenchConfiguration.JETTY_ACCEPT_QUEUE_SIZE, Integer.class);
		return (factory) -> factory.addServerCustomizers((server) -> JettyConnectors.acceptQueueSize(server, size));
	}

	@Bean
	@ConditionalOnProperty(SharedBenchConfiguration.JETTY_HEADER_CACHE_SIZE)
	WebServerFactoryCustomizer<JettyServletWebServerFactory> jettyHeaderCacheSize(Environment environment) {
		int size = environment.getRequiredProperty(SharedBenchConfiguration.JETTY_HEADER_CACHE_SIZE, Integer.class);
		return (factory) -> factory.addServerCustomizers((server) -> JettyConnectors.headerCacheSize(server, size));
	}

}
