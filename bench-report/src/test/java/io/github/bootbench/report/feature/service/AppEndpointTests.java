package io.github.bootbench.report.feature.service;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

/** --url and --request as endpoints, and the wrk script a request needs. */
class AppEndpointTests {

	@TempDir
	Path temp;

	@Test
	void aUrlIsAGetNamedByItsPathsWords() {
		AppEndpoint endpoint = AppEndpoint.url("/api/products/7?view=full");
		assertThat(endpoint.name()).isEqualTo("get_api_products_7_view_full");
		assertThat(endpoint.method()).isEqualTo("GET");
		assertThat(endpoint.scripted()).isFalse();
	}

	@Test
	void aRequestFileAsHttpFilesWriteIt() throws IOException {
		Path file = Files.writeString(this.temp.resolve("place.http"), """
				# a comment
				POST /api/orders HTTP/1.1
				Content-Type: application/json
				Accept: application/json

				{"customer":"Ada","note":"a \\"quote\\"\\nand é"}
				""");
		AppEndpoint endpoint = AppEndpoint.request(file);
		assertThat(endpoint.name()).isEqualTo("post_api_orders");
		assertThat(endpoint.headers()).containsEntry("Content-Type", "application/json").hasSize(2);
		assertThat(endpoint.body()).isEqualTo("{\"customer\":\"Ada\",\"note\":\"a \\\"quote\\\"\\nand é\"}");
		assertThat(endpoint.scripted()).isTrue();
		assertThat(endpoint.wrkScript()).contains("wrk.method = \"POST\"\n")
			.contains("wrk.headers[\"Content-Type\"] = \"application/json\"\n")
			.contains(
					"wrk.body = \"{\\\"customer\\\":\\\"Ada\\\",\\\"note\\\":\\\"a \\\\\\\"quote\\\\\\\"\\\\nand \\195\\169\\\"}\"\n");
	}

	@Test
	void aRequestFileThatDoesNotParseIsRefusedInOneLineNamingTheLine() throws IOException {
		assertRefused(Files.writeString(this.temp.resolve("a.http"), "FETCH /x\n"),
				"a.http: line 1 is not a request line (METHOD PATH [HTTP/1.1]): FETCH /x");
		assertRefused(Files.writeString(this.temp.resolve("b.http"), "POST /x\nnot a header\n\nbody\n"),
				"b.http: line 2 is not a header (Name: value): not a header");
		assertRefused(Files.writeString(this.temp.resolve("c.http"), "GET http://example.com/x\n"),
				"'http://example.com/x' is not a path");
		assertRefused(Files.writeString(this.temp.resolve("d.http"), "GET /a\n\n###\nGET /b\n"),
				"holds more than one request (###)");
		assertRefused(Files.writeString(this.temp.resolve("e.http"), "\n# nothing\n"), "has no request line");
		assertRefused(this.temp.resolve("missing.http"), "missing.http: cannot be read");
	}

	@Test
	void aUrlThatIsNotAPathIsRefused() {
		assertThatExceptionOfType(ServiceException.class).isThrownBy(() -> AppEndpoint.url("api/x"))
			.withMessage("--url: 'api/x' is not a path: give it as /PATH[?QUERY], the harness sends it to each "
					+ "variant's own port");
	}

	private static void assertRefused(Path file, String message) {
		assertThatExceptionOfType(ServiceException.class).isThrownBy(() -> AppEndpoint.request(file))
			.withMessageContaining(message)
			.satisfies((ex) -> assertThat(ex.getMessage()).startsWith("--request ").doesNotContain("\n"));
	}

}
