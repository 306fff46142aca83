package io.github.bootbench.latency;

import java.util.concurrent.atomic.AtomicLong;

import io.hyperfoil.http.api.HeaderHandler;
import io.hyperfoil.http.api.HttpRequest;
import io.netty.util.AsciiString;

/**
 * Takes a connection out of the pool when its response says {@code Connection: close}, as
 * HTTP/1.1 requires of a client (RFC 9112, section 9.6). Hyperfoil 0.25.2 does not: it
 * hands the connection to the next request, which then fails when the server's close
 * arrives. Tomcat closes every connection after its 100th request by default
 * ({@code server.tomcat.max-keep-alive-requests}), so without this every Tomcat window at
 * a few thousand requests a second counted connection errors that no real client would
 * see. The pool opens a new connection in its place, as it does for any closed one.
 */
final class HonourConnectionClose implements HeaderHandler {

	private static final long serialVersionUID = 1L;

	private static final AsciiString CONNECTION = AsciiString.of("connection");

	private static final AsciiString CLOSE = AsciiString.of("close");

	/** Responses that closed their connection, over the whole window. */
	static final AtomicLong CLOSES = new AtomicLong();

	@Override
	public void handleHeader(HttpRequest request, CharSequence header, CharSequence value) {
		if (CONNECTION.contentEqualsIgnoreCase(header) && CLOSE.contentEqualsIgnoreCase(value)) {
			request.connection().setClosed();
			CLOSES.incrementAndGet();
		}
	}

}
