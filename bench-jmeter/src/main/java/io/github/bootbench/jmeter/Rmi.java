package io.github.bootbench.jmeter;

/**
 * The RMI settings JMeter's remote testing needs on the client and on every engine alike.
 * TLS is off: JMeter's RMI over TLS needs a keystore made with JMeter's own script and
 * copied to every host, and the harness's hosts are meant to sit on a private benchmark
 * network; RMI without TLS accepts any caller that can reach its ports, so it belongs
 * nowhere else (docs/hosts.md).
 */
final class Rmi {

	private Rmi() {
	}

	/**
	 * JMeter's property that turns TLS off, as a String: JMeter parses it back with
	 * {@code getPropDefault(String, boolean)}. It must be set before JMeter's first RMI
	 * call, once JMeter's properties are loaded.
	 */
	static final String SSL_DISABLE = "server.rmi.ssl.disable";

	/**
	 * Before the first RMI call: {@code hostname} is the address this side is reached at,
	 * which RMI writes into every reference it hands out.
	 */
	static void reachedAt(String hostname) {
		System.setProperty("java.rmi.server.hostname", hostname);
	}

}
