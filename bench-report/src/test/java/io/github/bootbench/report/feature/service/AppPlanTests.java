package io.github.bootbench.report.feature.service;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.bootbench.report.cli.BenchReport;
import io.github.bootbench.report.input.AppPlan;
import io.github.bootbench.report.io.Json;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * run-all.sh --app as the plan reads it: the project's Boot 3.5 Tomcat jar stands in for
 * a user's, made into one app per container with its requests as endpoints; and the
 * command lines the plan refuses in one line.
 */
class AppPlanTests {

	private final ByteArrayOutputStream err = new ByteArrayOutputStream();

	private PrintStream stderr;

	@TempDir
	Path dir;

	@BeforeEach
	void capture() {
		this.stderr = System.err;
		System.setErr(new PrintStream(this.err, true, StandardCharsets.UTF_8));
	}

	@AfterEach
	void restore() {
		System.setErr(this.stderr);
	}

	@Test
	void theJarIsAnAppPerContainerItsBuiltOneTheBaselineAndItsRequestsTheEndpoints() throws IOException {
		Path request = Files.writeString(this.dir.resolve("order.http"),
				"POST /api/orders\n" + "Content-Type: application/json\n\n{\"customer\":\"Ada\"}\n");
		assertThat(plan("--app", BuiltJars.app("tomcat").toString(), "--url", "/test/block", "--request",
				request.toString(), "--app-database", "--planted", "10"))
			.as(this.err.toString())
			.isZero();
		JsonNode plan = Json.MAPPER.readTree(this.dir.resolve("plan/plan.json").toFile());
		assertThat(plan.at("/options/variants").findValuesAsText("id")).containsExactly("app-tomcat", "app-jetty",
				"app-undertow", "app-tomcat-control", "app-tomcat-planted-10");
		assertThat(plan.at("/options/variants/1/port").asInt()).isEqualTo(AppContract.FIRST_PORT + 1);
		assertThat(plan.at("/options/endpoints").findValuesAsText("")).isEmpty();
		assertThat(plan.at("/options/endpoints").toString()).isEqualTo("[\"get_test_block\",\"post_api_orders\"]");
		assertThat(plan.at("/options/tools").toString()).isEqualTo("[\"wrk\"]");
		assertThat(plan.at("/database")).isNotNull();
		JsonNode app = Json.MAPPER.readTree(this.dir.resolve("plan/" + AppPlan.FILE).toFile());
		assertThat(app.at("/built").asText()).isEqualTo("tomcat");
		assertThat(app.at("/variants/app~1undertow").asText())
			.endsWith("/app-swap/" + app.at("/sha256").asText().substring(0, 12) + "/undertow.jar");
		assertThat(app.at("/endpoints/post_api_orders/script").asText()).isEqualTo("wrk-post_api_orders.lua");
		assertThat(this.dir.resolve("plan/wrk-post_api_orders.lua")).content().contains("wrk.method = \"POST\"");
	}

	@Test
	void theProjectsOwnEndpointsCanBeLoadedOnTheAppsVariantsBesideTheProjectsApps() throws IOException {
		assertThat(plan("--app", BuiltJars.app("tomcat").toString(), "--containers", "app/jetty,jetty", "--endpoints",
				"block"))
			.as(this.err.toString())
			.isZero();
		JsonNode plan = Json.MAPPER.readTree(this.dir.resolve("plan/plan.json").toFile());
		assertThat(plan.at("/options/variants").findValuesAsText("app")).startsWith("app/jetty", "jetty");
	}

	@Test
	void anAppWithoutARequestIsRefused() {
		assertThat(plan("--app", BuiltJars.app("tomcat").toString())).isEqualTo(2);
		assertThat(this.err.toString().strip()).isEqualTo("--app needs a request to load it with: --url PATH or "
				+ "--request FILE (or --endpoints, for one of the project's own jars)");
	}

	@Test
	void aMemoryPhaseIsRefusedWithAnApp() {
		assertThat(plan("--app", BuiltJars.app("tomcat").toString(), "--url", "/test/block", "--memory")).isEqualTo(2);
		assertThat(this.err.toString().strip())
			.isEqualTo("--app has no memory phase yet: leave out --memory and --memory-only");
	}

	@Test
	void optionsOfAnAppWithoutOneAreRefused() {
		assertThat(plan("--url", "/x")).isEqualTo(2);
		assertThat(this.err.toString().strip())
			.isEqualTo("--url, --request, --app-args, --app-env and --app-database need --app");
	}

	@Test
	void aFileThatIsNotAJarIsRefusedBeforeAnyPlan() throws IOException {
		Path text = Files.writeString(this.dir.resolve("app.jar"), "no");
		assertThat(plan("--app", text.toString(), "--url", "/x")).isEqualTo(2);
		assertThat(this.err.toString().strip()).startsWith("--app: " + text + " is not a jar");
		assertThat(this.dir.resolve("plan/plan.json")).doesNotExist();
	}

	@Test
	void aRequestWithABodyIsLoadedByWrkAlone() throws IOException {
		Path request = Files.writeString(this.dir.resolve("order.http"), "POST /api/orders\n\n{}\n");
		assertThat(
				plan("--app", BuiltJars.app("tomcat").toString(), "--request", request.toString(), "--tools", "wrk,ab"))
			.isEqualTo(2);
		assertThat(this.err.toString().strip()).isEqualTo(
				"--request post_api_orders: only wrk carries a method, headers and a body; leave ab out of --tools");
	}

	private int plan(String... args) {
		String[] harness = { "plan", "--harness-root", BuiltJars.ROOT.toString(), "--harness-dir",
				this.dir.resolve("plan").toString(), "--harness-cpus", "2" };
		return BenchReport.commandLine()
			.execute(Stream.concat(Stream.of(harness), Stream.of(args)).toArray(String[]::new));
	}

}
