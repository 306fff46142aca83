package io.github.bootbench.report.input;

import java.util.Map;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * The response headers of one endpoint of one variant
 * ({@code headers/<variant>-<endpoint>.txt}), as an HTTP/1.1 client and as ab's HTTP/1.0
 * keep-alive client see them.
 *
 * @param variant the variant's id; results.json names it {@code container}, as it did
 * before runs had variants, so that committed results re-render unchanged
 * @param http11 status line and headers (lower-case names) for HTTP/1.1
 * @param http10KeepAlive the same for HTTP/1.0 with Connection: Keep-Alive
 */
public record HeaderCapture(@JsonProperty("container") String variant, String endpoint, Map<String, String> http11,
		Map<String, String> http10KeepAlive) {

	public static final String STATUS = ":status";

}
