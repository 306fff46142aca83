package io.github.bootbench.controller.smoke;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;

import org.springframework.http.MediaType;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The database endpoints checked on a live app, one source for every generation's smoke
 * tests: through the JDK's HTTP client, since the test clients and Jackson differ between
 * Boot 2.7, 3.5 and 4.
 */
public final class DatabaseEndpoints {

	/** How a generation's app writes a JSON content type, against the one expected. */
	@FunctionalInterface
	public interface ContentTypeCheck {

		void check(MediaType actual, MediaType expected);

	}

	/** The content type exactly as expected. */
	public static final ContentTypeCheck EXACT = (actual, expected) -> assertThat(actual).isEqualTo(expected);

	/**
	 * HTTP/1.1 only: the JDK client otherwise asks a plain-text server to upgrade to h2c,
	 * which smart-servlet answers by closing the connection.
	 */
	private static final HttpClient CLIENT = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

	private final int port;

	private final ContentTypeCheck json;

	public DatabaseEndpoints(int port, ContentTypeCheck json) {
		this.port = port;
		this.json = json;
	}

	public void assertDb() {
		HttpResponse<String> response = get("/test/db");
		assertThat(response.statusCode()).isEqualTo(200);
		this.json.check(contentType(response), MediaType.APPLICATION_JSON);
		DatabaseBodies.assertWorld(response.body());
	}

	public void assertQueries(int n) {
		HttpResponse<String> response = get("/test/queries?n=" + n);
		assertThat(response.statusCode()).isEqualTo(200);
		DatabaseBodies.assertWorlds(response.body(), n);
	}

	/** A bad N: a 400 problem naming the parameter and its range. */
	public void assertQueriesRefused(String n) {
		HttpResponse<String> response = get("/test/queries?n=" + n);
		assertThat(response.statusCode()).isEqualTo(400);
		this.json.check(contentType(response), MediaType.APPLICATION_PROBLEM_JSON);
		assertThat(response.body()).containsPattern("\"parameter\"\\s*:\\s*\"n\"")
			.containsPattern("\"allowedRange\"\\s*:\\s*\"1\\.\\.500\"");
	}

	public void assertFortunes() {
		HttpResponse<String> response = get("/test/fortunes");
		assertThat(response.statusCode()).isEqualTo(200);
		assertThat(contentType(response)).isEqualTo(new MediaType(MediaType.TEXT_HTML, StandardCharsets.UTF_8));
		DatabaseBodies.assertFortunesPage(response.body());
	}

	private HttpResponse<String> get(String path) {
		HttpRequest request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + this.port + path)).build();
		try {
			return CLIENT.send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
		}
		catch (IOException ex) {
			throw new IllegalStateException("GET " + path + " failed", ex);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new IllegalStateException("GET " + path + " was interrupted", ex);
		}
	}

	private static MediaType contentType(HttpResponse<String> response) {
		return MediaType.parseMediaType(response.headers().firstValue("Content-Type").orElseThrow());
	}

}
