package io.github.bootbench.controller;

import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Configuration;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.mock.env.MockEnvironment;

import static org.assertj.core.api.Assertions.assertThat;

class DatabaseEnvironmentPostProcessorTests {

	@Test
	void withoutAUrlTheDataSourceAndMustacheAreExcludedInEveryGenerationsPackage() {
		MockEnvironment environment = new MockEnvironment();
		new DatabaseEnvironmentPostProcessor().postProcessEnvironment(environment, new SpringApplication());
		assertThat(List.of(environment.getProperty("spring.autoconfigure.exclude").split(",")))
			.containsExactlyInAnyOrderElementsOf(Stream
				.concat(DatabaseEnvironmentPostProcessor.DATA_SOURCE_AUTO_CONFIGURATIONS.stream(),
						DatabaseEnvironmentPostProcessor.MUSTACHE_AUTO_CONFIGURATIONS.stream())
				.toList());
	}

	@Test
	void withAUrlOnlyMustacheIsExcludedAndWhatWasExcludedStays() {
		MockEnvironment environment = new MockEnvironment()
			.withProperty("spring.datasource.url", "jdbc:postgresql://127.0.0.1:5432/bench")
			.withProperty("spring.autoconfigure.exclude", "com.example.Other");
		new DatabaseEnvironmentPostProcessor().postProcessEnvironment(environment, new SpringApplication());
		assertThat(List.of(environment.getProperty("spring.autoconfigure.exclude").split(","))).containsExactly(
				"com.example.Other", DatabaseEnvironmentPostProcessor.MUSTACHE_AUTO_CONFIGURATIONS.get(0),
				DatabaseEnvironmentPostProcessor.MUSTACHE_AUTO_CONFIGURATIONS.get(1));
	}

	@Test
	void anAppWithoutAUrlStartsWithNoDataSource() {
		SpringApplication application = new SpringApplication(NoDatabaseApplication.class);
		application.setWebApplicationType(WebApplicationType.NONE);
		// The endpoints need a servlet container; what is checked here is Boot's own JDBC
		// auto-configuration.
		application
			.setDefaultProperties(Map.of("spring.autoconfigure.exclude", BenchAutoConfiguration.class.getName()));
		try (ConfigurableApplicationContext context = application.run()) {
			assertThat(context.getBeanNamesForType(javax.sql.DataSource.class)).isEmpty();
			assertThat(context.getBeanNamesForType(JdbcTemplate.class)).isEmpty();
		}
	}

	@Configuration(proxyBeanMethods = false)
	@EnableAutoConfiguration
	static class NoDatabaseApplication {

	}

}
