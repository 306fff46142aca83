package io.github.bootbench.report.parse;

/**
 * How a window's connections were kept: of the requests the tool counts, those whose
 * response kept the connection open for the next request. A side that keeps its
 * connections serves its requests on open ones; a side that closes them has the next
 * request set up a new connection first, work the other side does not do. What each tool
 * tells:
 * <ul>
 * <li>ab with {@code -k} (HTTP/1.0 with {@code Connection: Keep-Alive}): "Keep-Alive
 * requests" of its "Complete requests". Without {@code -k} ab prints no such line (it
 * closes every connection itself): not told.
 * <li>bench-latency (Hyperfoil): the responses that closed their connection
 * ({@code Connection: close}), counted over the whole window, calibration included, so
 * the share is of the calibration's and the measured phase's requests together.
 * <li>wrk: not told; it reconnects after a server's close without counting it.
 * <li>siege: not told; with keep-alive on it counts a connection the server closed as a
 * failed transaction, together with error statuses.
 * <li>JMeter: not told; the {@code Connect} column of its raw results ({@code --jtl}) is
 * a set-up time in whole milliseconds, 0 for a reused connection and for a new one set up
 * in under 1 ms on loopback alike.
 * </ul>
 *
 * @param requests the requests counted
 * @param keptAlive of those, the ones whose response kept the connection open
 */
public record KeepAlive(long requests, long keptAlive) {

	/**
	 * The share of the requests whose response kept the connection open, in percent; null
	 * without a request.
	 */
	public Double keptAlivePercent() {
		return (this.requests > 0) ? 100.0 * this.keptAlive / this.requests : null;
	}

}
