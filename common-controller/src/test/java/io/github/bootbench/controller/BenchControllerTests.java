package io.github.bootbench.controller;

import java.time.Duration;

import io.github.bootbench.probe.PlantedCost;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.test.autoconfigure.web.servlet.WebMvcTest;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;
import org.springframework.core.task.AsyncTaskExecutor;
import org.springframework.http.MediaType;
import org.springframework.test.context.TestPropertySource;
import org.springframework.test.context.bean.override.mockito.MockitoSpyBean;
import org.springframework.test.web.servlet.assertj.MockMvcTester;
import org.springframework.test.web.servlet.assertj.MvcTestResult;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.verify;

@WebMvcTest(BenchController.class)
@TestPropertySource(properties = "server.name=testcontainer")
class BenchControllerTests {

	@Autowired
	private MockMvcTester mvc;

	@Autowired
	private ObjectMapper objectMapper;

	@MockitoSpyBean(name = "applicationTaskExecutor")
	private AsyncTaskExecutor applicationTaskExecutor;

	@Test
	void blockAnswersTheServerNameAsPlainText() {
		assertThat(this.mvc.get().uri("/test/block")).hasStatusOk()
			.hasContentTypeCompatibleWith(MediaType.TEXT_PLAIN)
			.hasBodyTextEqualTo("testcontainer block!!!");
	}

	@Test
	void asyncRunsTheBodyOnBootsApplicationTaskExecutor() {
		MvcTestResult result = this.mvc.get().uri("/test/async").exchange();
		assertThat(result).hasStatusOk()
			.hasContentTypeCompatibleWith(MediaType.TEXT_PLAIN)
			.hasBodyTextEqualTo("testcontainer async!!!");
		verify(this.applicationTaskExecutor).submit(any(Runnable.class));
	}

	@Test
	void deferredAnswersTheAsyncBodyFromBootsApplicationTaskExecutor() {
		MvcTestResult result = this.mvc.get().uri("/test/deferred").exchange();
		assertThat(result).hasStatusOk()
			.hasContentTypeCompatibleWith(MediaType.TEXT_PLAIN)
			.hasBodyTextEqualTo("testcontainer async!!!");
		verify(this.applicationTaskExecutor).execute(any(Runnable.class));
	}

	@Test
	void emptyAnswersOkWithNoBody() {
		assertThat(this.mvc.get().uri("/test/empty")).hasStatusOk().hasBodyTextEqualTo("");
	}

	@Test
	void jsonAnswersAnOrderOfAboutTwoKilobytesThatChangesOnEveryRequest() throws Exception {
		String first = this.mvc.get().uri("/test/json").exchange().getResponse().getContentAsString();
		String second = this.mvc.get().uri("/test/json").exchange().getResponse().getContentAsString();
		JsonNode order = this.objectMapper.readTree(first);
		assertThat(first.length()).isBetween(1800, 2600);
		assertThat(order.get("items")).hasSize(SampleOrders.LINE_ITEMS);
		assertThat(order.at("/customer/address/city").asText()).isEqualTo("London");
		assertThat(order.at("/items/0/unitPrice").isNumber()).isTrue();
		assertThat(this.objectMapper.readTree(second).get("sequence").asLong())
			.isEqualTo(order.get("sequence").asLong() + 1);
		assertThat(second).isNotEqualTo(first);
	}

	@Test
	void ioBlocksTheRequestThreadForTheRequestedMilliseconds() {
		long start = System.nanoTime();
		assertThat(this.mvc.get().uri("/test/io?ms=120")).hasStatusOk()
			.hasContentTypeCompatibleWith(MediaType.TEXT_PLAIN)
			.hasBodyTextEqualTo("testcontainer io 120 ms");
		assertThat(Duration.ofNanos(System.nanoTime() - start)).isGreaterThanOrEqualTo(Duration.ofMillis(120));
	}

	@Test
	void ioBlocksTwentyMillisecondsByDefault() {
		assertThat(this.mvc.get().uri("/test/io")).hasStatusOk().hasBodyTextEqualTo("testcontainer io 20 ms");
	}

	@ParameterizedTest
	@ValueSource(strings = { "-1", "abc", "5000", "2001", "1.5" })
	void ioRejectsMillisecondsOutsideTheAllowedRangeWithAProblemNamingTheParameter(String ms) {
		assertThat(this.mvc.get().uri("/test/io").param("ms", ms)).hasStatus(400)
			.hasContentTypeCompatibleWith(MediaType.APPLICATION_PROBLEM_JSON)
			.bodyJson()
			.satisfies((json) -> {
				assertThat(json).extractingPath("$.parameter").isEqualTo("ms");
				assertThat(json).extractingPath("$.allowedRange").isEqualTo("0..2000");
				assertThat(json).extractingPath("$.rejectedValue").isEqualTo(ms);
				assertThat(json).doesNotHavePath("$.trace");
			});
	}

	@SpringBootConfiguration
	@Import({ BenchController.class, BadParameterAdvice.class, SampleOrders.class })
	static class TestApplication {

		@Bean
		PlantedCost plantedCost() {
			return PlantedCost.started(0);
		}

	}

}
