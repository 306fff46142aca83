package io.github.bootbench.controller;

import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;

/**
 * Everything the Boot 2.7 apps share, as {@code BenchAutoConfiguration} is for Boot 3.5:
 * the same shared beans (compiled from the same sources), this generation's advice,
 * {@code /test/server} and Undertow reader, and smart-servlet's reader and address-bound
 * server factory.
 */
@AutoConfiguration
@Import({ SharedBenchConfiguration.class, Boot27BadParameterAdvice.class, Boot27ServerInfoController.class })
public class Boot27AutoConfiguration {

	@Configuration(proxyBeanMethods = false)
	@ConditionalOnClass(name = "io.undertow.Undertow")
	static class UndertowContainerConfiguration {

		@Bean
		EmbeddedContainer undertowContainer() {
			return new Boot27UndertowContainer();
		}

	}

	/**
	 * smart-servlet's starter registers its server factory as an auto-configuration that
	 * ignores {@code server.address}; the app excludes it and gets this one, which binds
	 * to that address.
	 */
	@Configuration(proxyBeanMethods = false)
	@ConditionalOnClass(name = SmartServletContainer.FACTORY)
	static class SmartServletConfiguration {

		@Bean
		EmbeddedContainer smartServletContainer() {
			return new SmartServletContainer();
		}

		@Bean
		SmartServletContainer.AddressBoundFactory smartServletWebServerFactory() {
			return new SmartServletContainer.AddressBoundFactory();
		}

	}

}
