package io.github.bootbench.jmeter;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;

import com.sun.net.httpserver.HttpServer;

/**
 * An HTTP server of the JDK's own on loopback for the tests: every path under
 * {@code /test/} answers 200 with the block endpoint's body, and each query it is sent is
 * kept.
 */
final class TestServer implements AutoCloseable {

	private final HttpServer server;

	private final Set<String> queries = ConcurrentHashMap.newKeySet();

	TestServer() throws IOException {
		this.server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
		this.server.createContext("/test/", (exchange) -> {
			String query = exchange.getRequestURI().getQuery();
			if (query != null) {
				this.queries.add(query);
			}
			byte[] body = "test block!!!".getBytes(StandardCharsets.UTF_8);
			exchange.sendResponseHeaders(200, body.length);
			try (OutputStream out = exchange.getResponseBody()) {
				out.write(body);
			}
		});
		this.server.setExecutor(Executors.newFixedThreadPool(4));
		this.server.start();
	}

	/** The URL of {@code path} on this server. */
	String url(String path) {
		return "http://127.0.0.1:" + this.server.getAddress().getPort() + path;
	}

	/** The queries sent so far. */
	Set<String> queries() {
		return this.queries;
	}

	@Override
	public void close() {
		this.server.stop(0);
	}

}
