package io.github.bootbench.controller;

import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.web.embedded.jetty.JettyServletWebServerFactory;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;

/**
 * Jetty's connector settings for which Boot has no property, each only when its
 * {@code bench.jetty.*} property is set: the accept queue
 * ({@code ServerConnector.acceptQueueSize}, by default 0: the JDK's backlog of 50;
 * {@code --sweep accept-backlog}) and the HTTP parser's per-connection header cache
 * ({@code HttpConfiguration.headerCacheSize}, by default 1024; 0 turns it off;
 * {@code --sweep header-cache}). Boot 3.5 and 2.7; Boot 4's, whose factory moved package,
 * is in boot4/common-controller.
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
