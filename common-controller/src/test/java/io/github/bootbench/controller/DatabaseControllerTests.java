package io.github.bootbench.controller;

import io.github.bootbench.probe.PlantedCost;

import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.test.autoconfigure.web.servlet.WebMvcTest;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.test.web.servlet.assertj.MockMvcTester;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

/**
 * The database endpoints without a database, as every run without one starts the apps:
 * they answer 503 saying in plain text what is missing, and a bad N is still a 400. With
 * a database they are checked by every app's smoke tests.
 */
@WebMvcTest(DatabaseController.class)
class DatabaseControllerTests {

	@Autowired
	private MockMvcTester mvc;

	@Test
	void withoutADatabaseEachEndpointAnswersServiceUnavailableSayingWhy() {
		for (String path : new String[] { "/test/db", "/test/queries?n=3", "/test/fortunes" }) {
			assertThat(this.mvc.get().uri(path)).as(path)
				.hasStatus(HttpStatus.SERVICE_UNAVAILABLE)
				.hasContentTypeCompatibleWith(MediaType.TEXT_PLAIN)
				.bodyText()
				.contains("spring.datasource.url");
		}
	}

	@Test
	void aBadNIsRefusedBeforeTheDatabaseIsAsked() {
		assertThat(this.mvc.get().uri("/test/queries?n=0")).hasStatus(HttpStatus.BAD_REQUEST)
			.hasContentTypeCompatibleWith(MediaType.APPLICATION_PROBLEM_JSON)
			.bodyJson()
			.extractingPath("$.allowedRange")
			.isEqualTo("1.." + DatabaseController.QUERIES_MAX);
	}

	@Test
	void nIsAWholeNumberFromOneToTheCap() {
		assertThat(DatabaseController.parseQueries(" 1 ")).isEqualTo(1);
		assertThat(DatabaseController.parseQueries("500")).isEqualTo(500);
		for (String bad : new String[] { "0", "501", "-3", "2.5", "", "many" }) {
			assertThatExceptionOfType(BadParameterException.class).as(bad)
				.isThrownBy(() -> DatabaseController.parseQueries(bad))
				.withMessageContaining("'n'");
		}
	}

	@SpringBootConfiguration
	@Import({ DatabaseController.class, BadParameterAdvice.class })
	static class TestApplication {

		@Bean
		PlantedCost plantedCost() {
			return PlantedCost.started(0);
		}

	}

}
