package io.github.bootbench.controller;

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
@Import({ SharedBenchConfiguration.class, BadParameterAdvice.class, ServerInfoController.class })
public class BenchAutoConfiguration {

	@Configuration(proxyBeanMethods = false)
	@ConditionalOnClass(name = "io.undertow.Undertow")
	static class UndertowContainerConfiguration {

		@Bean
		EmbeddedContainer undertowContainer() {
			return new UndertowContainer();
		}

	}

}
