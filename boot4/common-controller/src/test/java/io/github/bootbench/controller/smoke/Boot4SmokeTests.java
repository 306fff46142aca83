package io.github.bootbench.controller.smoke;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Properties;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tools.jackson.databind.JsonNode;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.resttestclient.TestRestTemplate;
import org.springframework.boot.resttestclient.autoconfigure.AutoConfigureTestRestTemplate;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.web.server.WebServer;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.core.io.support.PropertiesLoaderUtils;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.test.context.ActiveProfiles;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The smoke tests every Boot 4 app runs against its own container, in the style of Spring
 * Boot's {@code spring-boot-smoke-test-*}: the same checks as the Boot 3.5 apps'
 * ({@code ContainerSmokeTests}), on Boot 4's types (its test client, Jackson 3, the web
 * server context), against the same contract table ({@code bench-contract.properties}).
 */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT)
@ExtendWith(HarnessDatabase.class)
@AutoConfigureTestRestTemplate
public abstract class Boot4SmokeTests {

	@Autowired
	private TestRestTemplate restTemplate;

	@Autowired
	private WebServerApplicationContext context;

	/** {@code tomcat} or {@code jetty}. */
	protected abstract String containerName();

	protected abstract Class<? extends WebServer> webServerClass();

	/** Maximum worker threads, read straight from the live container object. */
	protected abstract int liveMaxWorkerThreads(WebServer webServer);

	/**
	 * The container's own maximum worker threads when Boot's properties leave it alone.
	 */
	protected abstract int defaultMaxWorkerThreads();

	/** The container's major version in this generation (Tomcat 11, Jetty 12). */
	protected abstract String containerMajorVersion();

	@Test
	void runsTheExpectedWebServer() {
		assertThat(this.context.getWebServer()).isInstanceOf(webServerClass());
	}

	@Test
	void serverEndpointDescribesTheContainerThatIsReallyRunning() {
		ResponseEntity<JsonNode> entity = this.restTemplate.getForEntity("/test/server", JsonNode.class);
		assertThat(entity.getStatusCode()).isEqualTo(HttpStatus.OK);
		JsonNode server = entity.getBody();
		assertThat(server.get("container").asString()).isEqualTo(containerName());
		assertThat(server.get("webServerClass").asString()).isEqualTo(this.context.getWebServer().getClass().getName());
		assertThat(server.get("serverVersion").asString()).containsIgnoringCase(containerName())
			.containsPattern("\\b" + containerMajorVersion() + "\\.\\d+");
		assertThat(server.get("port").asInt()).isEqualTo(this.context.getWebServer().getPort());
		assertThat(server.get("address").asString()).isEqualTo("127.0.0.1");
		assertThat(server.get("javaVersion").asString()).isEqualTo(System.getProperty("java.version"));
		assertThat(server.get("springBootVersion").asString()).startsWith("4.1.");
		assertThat(server.get("virtualThreads").asBoolean()).isFalse();
		assertThat(server.get("requestThreadVirtual").asBoolean()).isFalse();
		assertThat(server.get("activeProfiles")).isEmpty();
		assertThat(server.get("plantedPercent").asDouble()).isZero();
		assertThat(server.at("/threads/maxWorkerThreads").asInt())
			.isEqualTo(liveMaxWorkerThreads(this.context.getWebServer()));
	}

	@Test
	void blockAnswersTheContainerNameAsPlainText() {
		assertBody("/test/block", MediaType.TEXT_PLAIN, containerName() + " block!!!");
	}

	@Test
	void asyncAnswersTheContainerNameAsPlainText() {
		assertBody("/test/async", MediaType.TEXT_PLAIN, containerName() + " async!!!");
	}

	/**
	 * What bench-scripts expects of every endpoint (bench-contract.properties): the path
	 * it calls answers exactly the body the harness verifies, and the app's own port is
	 * the one the harness gives it.
	 */
	@Test
	void servesExactlyWhatTheHarnessExpectsWithTheSameBodiesAsTheOtherGenerations() throws IOException {
		Properties contract = PropertiesLoaderUtils.loadAllProperties("bench-contract.properties");
		Properties app = PropertiesLoaderUtils.loadAllProperties("application.properties");
		assertThat(contract.getProperty("boot4.app." + containerName() + ".port"))
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
			assertThat(entity.getStatusCode()).as(endpoint).isEqualTo(HttpStatus.OK);
			String expected = contract.getProperty("endpoint." + endpoint + ".body");
			if ("{json order}".equals(expected)) {
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
	void emptyAnswersOkWithNoBody() {
		ResponseEntity<String> entity = this.restTemplate.getForEntity("/test/empty", String.class);
		assertThat(entity.getStatusCode()).isEqualTo(HttpStatus.OK);
		assertThat(entity.getBody()).isNull();
	}

	/** Written by Jackson 3 here (Boot 4's JSON): the same order as Jackson 2 writes. */
	@Test
	void jsonAnswersANestedOrder() {
		ResponseEntity<JsonNode> entity = this.restTemplate.getForEntity("/test/json", JsonNode.class);
		assertThat(entity.getStatusCode()).isEqualTo(HttpStatus.OK);
		assertThat(entity.getHeaders().getContentType()).isEqualTo(MediaType.APPLICATION_JSON);
		JsonNode order = entity.getBody();
		assertThat(order.get("items").size()).isGreaterThanOrEqualTo(10);
		assertThat(order.at("/customer/address/country").asString()).isEqualTo("GB");
		assertThat(order.get("createdAt").asString()).matches("\\d{4}-\\d\\d-\\d\\dT.*Z");
		assertThat(order.get("sequence").asLong()).isPositive();
	}

	@Test
	void ioAnswersAfterBlockingForTheRequestedMilliseconds() {
		long start = System.nanoTime();
		assertBody("/test/io?ms=100", MediaType.TEXT_PLAIN, containerName() + " io 100 ms");
		assertThat(Duration.ofNanos(System.nanoTime() - start)).isGreaterThanOrEqualTo(Duration.ofMillis(100));
	}

	@ParameterizedTest
	@ValueSource(strings = { "-1", "abc", "5000" })
	void ioRejectsABadDurationWithAProblemNamingTheParameterAndItsRange(String ms) {
		ResponseEntity<JsonNode> entity = this.restTemplate.getForEntity("/test/io?ms={ms}", JsonNode.class, ms);
		assertThat(entity.getStatusCode()).isEqualTo(HttpStatus.BAD_REQUEST);
		assertThat(entity.getHeaders().getContentType()).isEqualTo(MediaType.APPLICATION_PROBLEM_JSON);
		assertThat(entity.getBody().get("parameter").asString()).isEqualTo("ms");
		assertThat(entity.getBody().get("allowedRange").asString()).isEqualTo("0..2000");
		assertThat(entity.getBody().has("trace")).isFalse();
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
		return new DatabaseEndpoints(this.context.getWebServer().getPort(), DatabaseEndpoints.EXACT);
	}

	@Test
	void unknownPathAnswersNotFound() {
		assertThat(this.restTemplate.getForEntity("/test/nothing-here", String.class).getStatusCode())
			.isEqualTo(HttpStatus.NOT_FOUND);
	}

	/** The meters the harness's warm-up rule and report read around every window. */
	@ParameterizedTest
	@ValueSource(strings = { "jvm.compilation.time", "jvm.threads.started", "jvm.threads.live", "jvm.gc.pause" })
	void actuatorServesTheMetersTheHarnessReads(String meter) {
		ResponseEntity<JsonNode> entity = this.restTemplate.getForEntity("/actuator/metrics/" + meter, JsonNode.class);
		assertThat(entity.getStatusCode()).as(meter).isEqualTo(HttpStatus.OK);
		assertThat(entity.getBody().at("/measurements/0/value").isNumber()).as(meter).isTrue();
	}

	@Test
	void actuatorDoesNotExposeEnvironmentOrShutdown() {
		assertThat(this.restTemplate.getForEntity("/actuator/env", String.class).getStatusCode())
			.isEqualTo(HttpStatus.NOT_FOUND);
		assertThat(this.restTemplate.postForEntity("/actuator/shutdown", Map.of(), String.class).getStatusCode())
			.isEqualTo(HttpStatus.NOT_FOUND);
	}

	private void assertBody(String path, MediaType contentType, String body) {
		ResponseEntity<String> entity = this.restTemplate.getForEntity(path, String.class);
		assertThat(entity.getStatusCode()).isEqualTo(HttpStatus.OK);
		assertThat(entity.getHeaders().getContentType()).isEqualTo(new MediaType(contentType, StandardCharsets.UTF_8));
		assertThat(entity.getBody()).isEqualTo(body);
	}

	/**
	 * The {@code tuned} profile, checked on the live server, as for Boot 3.5. Each app
	 * declares {@code @Nested class TunedProfile extends TunedProfileTests {}}.
	 */
	@ActiveProfiles("tuned")
	protected abstract class TunedProfileTests {

		@Autowired
		protected WebServerApplicationContext tunedContext;

		@Autowired
		private TestRestTemplate tunedRestTemplate;

		@Test
		void keepsTheDefaultWorkerPoolOnTheLiveServer() {
			WebServer webServer = this.tunedContext.getWebServer();
			assertThat(webServer).isInstanceOf(webServerClass());
			assertThat(liveMaxWorkerThreads(webServer)).isEqualTo(defaultMaxWorkerThreads());
			JsonNode server = this.tunedRestTemplate.getForObject("/test/server", JsonNode.class);
			assertThat(server.at("/threads/maxWorkerThreads").asInt()).isEqualTo(defaultMaxWorkerThreads());
			assertThat(server.get("activeProfiles").get(0).asString()).isEqualTo("tuned");
			assertThat(server.get("activeProfiles").size()).isEqualTo(1);
		}

	}

}
