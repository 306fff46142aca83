package io.github.bootbench.controller.smoke;

import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.List;
import java.util.Objects;
import java.util.Properties;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.client.TestRestTemplate;
import org.springframework.boot.web.context.WebServerApplicationContext;
import org.springframework.boot.web.server.WebServer;
import org.springframework.core.io.support.PropertiesLoaderUtils;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The smoke tests every Boot 2.7 app runs against its own container, in the style of
 * Spring Boot's {@code spring-boot-smoke-test-*}. The bodies are asserted against the
 * same contract table as the Boot 3.5 apps' ({@code bench-contract.properties}): both
 * generations serve identical bodies on every endpoint, or one of them fails here.
 */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT)
@ExtendWith(HarnessDatabase.class)
public abstract class Boot27SmokeTests {

	@Autowired
	private TestRestTemplate restTemplate;

	@Autowired
	private WebServerApplicationContext context;

	/** {@code tomcat}, {@code jetty}, {@code undertow} or {@code smart-servlet}. */
	protected abstract String containerName();

	protected abstract Class<? extends WebServer> webServerClass();

	/** Maximum worker threads, read straight from the live container object. */
	protected abstract int liveMaxWorkerThreads(WebServer webServer);

	/**
	 * Endpoints of the contract this container cannot serve: each must fail with a 5xx,
	 * so that a release that starts serving it shows up here.
	 */
	protected Set<String> endpointsItCannotServe() {
		return Set.of();
	}

	@Test
	void runsTheExpectedWebServer() {
		assertThat(this.context.getWebServer()).isInstanceOf(webServerClass());
	}

	@Test
	void servesExactlyWhatTheHarnessExpectsWithTheSameBodiesAsBootThreeFive() throws IOException {
		Properties contract = PropertiesLoaderUtils.loadAllProperties("bench-contract.properties");
		Properties app = PropertiesLoaderUtils.loadAllProperties("application.properties");
		assertThat(contract.getProperty("boot27.app." + containerName() + ".port"))
			.isEqualTo(app.getProperty("server.port"));
		List<String> endpoints = contract.stringPropertyNames()
			.stream()
			.filter((key) -> key.startsWith("endpoint.") && key.endsWith(".path"))
			.map((key) -> key.substring("endpoint.".length(), key.length() - ".path".length()))
			.toList();
		assertThat(endpoints).containsExactlyInAnyOrder("block", "async", "deferred", "servletasync", "servletdispatch",
				"empty", "json", "io", "db", "queries", "fortunes");
		for (String endpoint : endpoints) {
			ResponseEntity<String> entity = this.restTemplate
				.getForEntity(contract.getProperty("endpoint." + endpoint + ".path"), String.class);
			if (endpointsItCannotServe().contains(endpoint)) {
				assertThat(entity.getStatusCode().is5xxServerError()).as(endpoint).isTrue();
				continue;
			}
			assertThat(entity.getStatusCode()).as(endpoint).isEqualTo(HttpStatus.OK);
			String expected = contract.getProperty("endpoint." + endpoint + ".body");
			if ("{json order}".equals(expected)) {
				assertJson(entity.getHeaders().getContentType(), MediaType.APPLICATION_JSON);
				assertThat(entity.getBody()).as(endpoint).startsWith("{").contains("\"items\":[");
			}
			else if (DatabaseBodies.isDatabaseBody(expected)) {
				DatabaseBodies.assertContractBody(expected, entity.getBody());
			}
			else {
				assertThat(Objects.requireNonNullElse(entity.getBody(), "")).as(endpoint)
					.isEqualTo(expected.replace("{container}", containerName()));
			}
		}
	}

	@Test
	void serverEndpointDescribesTheContainerThatIsReallyRunning() {
		JsonNode server = this.restTemplate.getForObject("/test/server", JsonNode.class);
		assertThat(server.get("container").asText()).isEqualTo(containerName());
		assertThat(server.get("webServerClass").asText()).isEqualTo(this.context.getWebServer().getClass().getName());
		assertThat(server.get("serverVersion").asText()).containsPattern("\\d+\\.\\d+")
			.containsIgnoringCase(containerName());
		assertThat(server.get("springBootVersion").asText()).isEqualTo("2.7.18");
		assertThat(server.get("address").asText()).isEqualTo("127.0.0.1");
		assertThat(server.get("virtualThreads").asBoolean()).isFalse();
		assertThat(server.get("plantedPercent").asDouble()).isZero();
		assertThat(server.at("/threads/maxWorkerThreads").asInt()).isPositive()
			.isEqualTo(liveMaxWorkerThreads(this.context.getWebServer()));
	}

	@Test
	void ioRejectsABadDurationWithAProblemNamingTheParameterAndItsRange() {
		ResponseEntity<JsonNode> entity = this.restTemplate.getForEntity("/test/io?ms=abc", JsonNode.class);
		assertThat(entity.getStatusCode()).isEqualTo(HttpStatus.BAD_REQUEST);
		assertJson(entity.getHeaders().getContentType(), MediaType.APPLICATION_PROBLEM_JSON);
		assertThat(entity.getBody().get("parameter").asText()).isEqualTo("ms");
		assertThat(entity.getBody().get("allowedRange").asText()).isEqualTo("0..2000");
	}

	@Test
	void dbAnswersOneRandomWorldRowAsJson() {
		database().assertDb();
	}

	@Test
	void queriesAnswersNRowsEachFromItsOwnQuery() {
		database().assertQueries(7);
	}

	@ParameterizedTest
	@ValueSource(strings = { "0", "abc", "501" })
	void queriesRejectsABadNWithAProblemNamingTheParameterAndItsRange(String n) {
		database().assertQueriesRefused(n);
	}

	@Test
	void fortunesAnswersEveryFortuneSortedAndEscapedAsHtml() {
		database().assertFortunes();
	}

	private DatabaseEndpoints database() {
		return new DatabaseEndpoints(this.context.getWebServer().getPort(), this::assertJson);
	}

	@Test
	void actuatorServesThreadMetricsAndNothingElseOfRisk() {
		ResponseEntity<JsonNode> entity = this.restTemplate.getForEntity("/actuator/metrics/jvm.threads.live",
				JsonNode.class);
		assertThat(entity.getStatusCode()).isEqualTo(HttpStatus.OK);
		assertThat(entity.getBody().at("/measurements/0/value").asDouble()).isPositive();
		assertThat(this.restTemplate.getForEntity("/actuator/env", String.class).getStatusCode())
			.isEqualTo(HttpStatus.NOT_FOUND);
	}

	@Test
	void actuatorServesTheJitAndThreadCountersTheWarmUpAndReportRead() {
		for (String meter : new String[] { "jvm.compilation.time", "jvm.threads.started" }) {
			ResponseEntity<JsonNode> entity = this.restTemplate.getForEntity("/actuator/metrics/" + meter,
					JsonNode.class);
			assertThat(entity.getStatusCode()).as(meter).isEqualTo(HttpStatus.OK);
			assertThat(entity.getBody().at("/measurements/0/statistic").asText()).as(meter).isEqualTo("COUNT");
			assertThat(entity.getBody().at("/measurements/0/value").asDouble()).as(meter).isPositive();
		}
	}

	/**
	 * The JSON media type exactly, except where a container is known to add a charset
	 * parameter: smart-servlet declares {@code charset=ISO-8859-1} on JSON, which JSON
	 * does not define (RFC 8259); the README reports it.
	 */
	private void assertJson(MediaType actual, MediaType expected) {
		if ("smart-servlet".equals(containerName())) {
			assertThat(actual.isCompatibleWith(expected)).as(actual.toString()).isTrue();
			assertThat(actual.getParameter("charset")).isEqualTo("ISO-8859-1");
		}
		else {
			assertThat(actual).isEqualTo(expected);
		}
	}

	/**
	 * smart-servlet's worker count, from the live server's configuration: a private field
	 * and a package-private getter, read here independently of the app's own reader.
	 */
	protected static int liveSmartServletWorkers(WebServer webServer) {
		try {
			Field bootstrap = webServer.getClass().getDeclaredField("bootstrap");
			bootstrap.setAccessible(true);
			Object live = bootstrap.get(webServer);
			Object configuration = live.getClass().getMethod("configuration").invoke(live);
			Method threads = configuration.getClass().getDeclaredMethod("getThreadNum");
			threads.setAccessible(true);
			return (int) threads.invoke(configuration);
		}
		catch (ReflectiveOperationException ex) {
			throw new IllegalStateException(ex);
		}
	}

}
