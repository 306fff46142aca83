package io.github.bootbench.report.feature.service;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import io.github.bootbench.report.format.Names;

/**
 * One request a user's app is loaded with, an endpoint of the run: a {@code --url} (a GET
 * of a path) or a {@code --request} file, one HTTP request as {@code .http} files write
 * it (IntelliJ's and VS Code's REST clients): {@code METHOD PATH [HTTP/1.1]}, header
 * lines, a blank line, the body. A request with a method other than GET, headers or a
 * body goes to wrk through a script ({@link #wrkScript}).
 *
 * @param name its endpoint name, from its method and path ({@code get_api_orders_1},
 * {@code post_api_orders})
 * @param method the HTTP method
 * @param path the path and query
 * @param headers its header lines, in order
 * @param body its body, or null for none
 * @param file the request file it came from, or null for a {@code --url}
 */
public record AppEndpoint(String name, String method, String path, Map<String, String> headers, String body,
		String file) {

	private static final Set<String> METHODS = Set.of("GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS");

	/** A {@code --url}: a GET of the path. */
	static AppEndpoint url(String path) {
		requirePath("--url", path);
		return new AppEndpoint(slug("GET", path), "GET", path, Map.of(), null, null);
	}

	/**
	 * A {@code --request} file; a file it cannot read is a one-line
	 * {@link ServiceException}.
	 */
	static AppEndpoint request(Path file) {
		List<String> lines;
		try {
			lines = Files.readAllLines(file, StandardCharsets.UTF_8);
		}
		catch (IOException ex) {
			throw new ServiceException("--request " + file + ": cannot be read (" + ex.getMessage() + ")");
		}
		int at = 0;
		while (at < lines.size()
				&& (lines.get(at).isBlank() || lines.get(at).startsWith("#") || lines.get(at).startsWith("//"))) {
			at++;
		}
		if (at == lines.size()) {
			throw new ServiceException("--request " + file + ": has no request line (METHOD PATH)");
		}
		String[] requestLine = lines.get(at).trim().split("\\s+");
		String method = requestLine[0].toUpperCase(Locale.ROOT);
		if (!METHODS.contains(method) || requestLine.length < 2 || requestLine.length > 3) {
			throw new ServiceException("--request " + file + ": line " + (at + 1) + " is not a request line (METHOD "
					+ "PATH [HTTP/1.1]): " + lines.get(at).trim());
		}
		requirePath("--request " + file, requestLine[1]);
		Map<String, String> headers = new LinkedHashMap<>();
		for (at++; at < lines.size() && !lines.get(at).isBlank(); at++) {
			int colon = lines.get(at).indexOf(':');
			if (colon <= 0) {
				throw new ServiceException("--request " + file + ": line " + (at + 1)
						+ " is not a header (Name: value): " + lines.get(at).trim());
			}
			headers.put(lines.get(at).substring(0, colon).trim(), lines.get(at).substring(colon + 1).trim());
		}
		List<String> rest = lines.subList(Math.min(at + 1, lines.size()), lines.size());
		if (rest.stream().anyMatch((line) -> line.startsWith("###"))) {
			throw new ServiceException(
					"--request " + file + ": holds more than one request (###); give each its own " + "file");
		}
		String body = String.join("\n", rest).strip();
		return new AppEndpoint(slug(method, requestLine[1]), method, requestLine[1], Map.copyOf(headers),
				body.isEmpty() ? null : body, file.toString());
	}

	/**
	 * Whether only wrk's script carries it: a method other than GET, headers or a body.
	 */
	public boolean scripted() {
		return !"GET".equals(this.method) || !this.headers.isEmpty() || this.body != null;
	}

	/** The wrk script that sends it: its method, headers and body on every request. */
	String wrkScript() {
		StringBuilder lua = new StringBuilder("-- Written by bench-report for " + this.method + " " + this.path
				+ ((this.file != null) ? " (" + this.file + ")" : "") + ".\n");
		lua.append("wrk.method = ").append(lua(this.method)).append('\n');
		this.headers.forEach((name,
				value) -> lua.append("wrk.headers[").append(lua(name)).append("] = ").append(lua(value)).append('\n'));
		if (this.body != null) {
			lua.append("wrk.body = ").append(lua(this.body)).append('\n');
		}
		return lua.toString();
	}

	private static void requirePath(String option, String path) {
		if (!path.startsWith("/")) {
			throw new ServiceException(option + ": '" + path + "' is not a path: give it as /PATH[?QUERY], the harness "
					+ "sends it to each variant's own port");
		}
	}

	/**
	 * A name for files and tables: the method and the path's words, joined by
	 * {@link Names#OUTSIDE_JOINER} ({@code get_api_products_7}, {@code post_api_orders}):
	 * never a dash, which separates a variant's id from an endpoint's in a run's file
	 * names, and always the joiner, which tells an outside app's request from the
	 * contract's endpoints.
	 */
	static String slug(String method, String path) {
		String words = (method + " " + path).toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", Names.OUTSIDE_JOINER);
		words = words.replaceAll("^" + Names.OUTSIDE_JOINER + "+|" + Names.OUTSIDE_JOINER + "+$", "");
		return words;
	}

	/** A Lua string literal of any text. */
	static String lua(String text) {
		StringBuilder literal = new StringBuilder("\"");
		for (byte b : text.getBytes(StandardCharsets.UTF_8)) {
			int c = b & 0xff;
			if (c == '"' || c == '\\') {
				literal.append('\\').append((char) c);
			}
			else if (c < 0x20 || c >= 0x7f) {
				literal.append('\\').append(String.format("%03d", c));
			}
			else {
				literal.append((char) c);
			}
		}
		return literal.append('"').toString();
	}

}
