package io.github.bootbench.controller;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.binder.BaseUnits;
import io.micrometer.core.instrument.binder.MeterBinder;
import io.micrometer.core.instrument.binder.jvm.JvmCompilationMetrics;

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

	/**
	 * {@code jvm.compilation.time}, which the harness's JIT-quiet warm-up rule reads.
	 * Boot 3 registers Micrometer's binder on its own; Boot 2.7 ships the binder
	 * (Micrometer 1.9) but does not register it.
	 */
	@Bean
	JvmCompilationMetrics jvmCompilationMetrics() {
		return new JvmCompilationMetrics();
	}

	/**
	 * {@code jvm.threads.started}, as Micrometer 1.10's {@code JvmThreadMetrics}
	 * registers it for Boot 3; Micrometer 1.9 has no such meter.
	 */
	@Bean
	MeterBinder jvmThreadsStartedMetric() {
		return (registry) -> FunctionCounter
			.builder("jvm.threads.started", ManagementFactory.getThreadMXBean(),
					ThreadMXBean::getTotalStartedThreadCount)
			.description("The total number of application threads started in the JVM")
			.baseUnit(BaseUnits.THREADS)
			.register(registry);
	}

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
