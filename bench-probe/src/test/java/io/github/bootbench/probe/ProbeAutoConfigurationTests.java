package io.github.bootbench.probe;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.test.context.runner.WebApplicationContextRunner;
import org.springframework.boot.web.servlet.context.ServletWebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

import static org.assertj.core.api.Assertions.assertThat;

class ProbeAutoConfigurationTests {

	private final WebApplicationContextRunner runner = new WebApplicationContextRunner()
		.withConfiguration(AutoConfigurations.of(ProbeAutoConfiguration.class));

	@Test
	void withoutItsPropertyTheProbeAddsNothing() {
		this.runner.run((context) -> assertThat(context).doesNotHaveBean(Probe.class)
			.doesNotHaveBean(JakartaProbeFilter.class)
			.doesNotHaveBean(PlantedCost.class));
	}

	@Test
	void withItsPropertyTheJakartaFilterIsTheOneRegistered() {
		this.runner.withPropertyValues("bench.probe.enabled=true", "bench.planted.percent=10").run((context) -> {
			assertThat(context).hasSingleBean(JakartaProbeFilter.class).doesNotHaveBean(JavaxProbeFilter.class);
			assertThat(context.getBean(PlantedCost.class).percent()).isEqualTo(10.0);
		});
	}

	@Test
	void aRunningAppNamesItsServerAndPoolsAndServesItsOwnRequestsUnchanged() throws Exception {
		try (ConfigurableApplicationContext context = SpringApplication.run(ProbedApp.class, "--server.port=0",
				"--bench.probe.enabled=true", "--server.tomcat.threads.max=37")) {
			int port = ((ServletWebServerApplicationContext) context).getWebServer().getPort();
			HttpClient client = HttpClient.newHttpClient();
			HttpResponse<String> server = client.send(
					HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + Probe.SERVER_PATH)).build(),
					HttpResponse.BodyHandlers.ofString());
			assertThat(server.statusCode()).isEqualTo(200);
			assertThat(server.headers().firstValue("Content-Type"))
				.hasValueSatisfying((type) -> assertThat(type).startsWith("application/json"));
			JsonNode info = new ObjectMapper().readTree(server.body());
			assertThat(info.path("container").asText()).isEqualTo("tomcat");
			assertThat(info.path("serverVersion").asText()).startsWith("Apache Tomcat/10.1");
			assertThat(info.path("webServerClass").asText()).endsWith("TomcatWebServer");
			assertThat(info.path("threads").path("maxWorkerThreads").asInt()).isEqualTo(37);
			assertThat(info.path("threads").path("ioThreads").asInt()).isEqualTo(1);
			assertThat(info.path("plantedPercent").asDouble()).isZero();
			assertThat(info.path("garbageCollectors").isArray()).isTrue();
			HttpResponse<String> compilation = client.send(HttpRequest
				.newBuilder(URI.create("http://127.0.0.1:" + port + "/bench-probe/metrics/jvm.compilation.time"))
				.build(), HttpResponse.BodyHandlers.ofString());
			JsonNode meter = new ObjectMapper().readTree(compilation.body());
			assertThat(meter.path("measurements").get(0).path("statistic").asText()).isEqualTo("COUNT");
			assertThat(meter.path("measurements").get(0).path("value").asDouble()).isPositive();
			String collector = info.path("garbageCollectors").get(0).asText();
			HttpResponse<String> pause = client.send(
					HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port
							+ "/bench-probe/metrics/jvm.gc.pause?tag=gc:" + collector.replace(" ", "%20")))
						.build(),
					HttpResponse.BodyHandlers.ofString());
			assertThat(new ObjectMapper().readTree(pause.body()).path("measurements")).hasSize(2);
			assertThat(client
				.send(HttpRequest
					.newBuilder(URI.create("http://127.0.0.1:" + port + "/bench-probe/metrics/no.such.meter"))
					.build(), HttpResponse.BodyHandlers.ofString())
				.statusCode()).isEqualTo(404);
			HttpResponse<String> own = client.send(
					HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/hello")).build(),
					HttpResponse.BodyHandlers.ofString());
			assertThat(own.body()).isEqualTo("hello");
		}
	}

	@Test
	void jsonEscapesWhatAStringMayHold() {
		assertThat(Json.write(java.util.Map.of("a", "q\"b\\\n\u0001"))).isEqualTo("{\"a\":\"q\\\"b\\\\\\n\\u0001\"}");
	}

	@SpringBootApplication
	@RestController
	static class ProbedApp {

		@GetMapping("/hello")
		String hello() {
			return "hello";
		}

	}

}
