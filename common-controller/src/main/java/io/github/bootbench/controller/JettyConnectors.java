package io.github.bootbench.controller;

import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;

/**
 * The settings each generation's {@code JettyConnectorConfiguration} gives a server's
 * connectors, in Jetty's own API (the same on Jetty 9.4, 12.0 and 12.1): only the Boot
 * types around them moved package in Boot 4.
 */
final class JettyConnectors {

	private JettyConnectors() {
	}

	/** Each server connector's accept queue ({@code ServerConnector.acceptQueueSize}). */
	static void acceptQueueSize(Server server, int size) {
		for (Connector connector : server.getConnectors()) {
			if (connector instanceof ServerConnector serverConnector) {
				serverConnector.setAcceptQueueSize(size);
			}
		}
	}

	/** Each HTTP connector's parser header cache; 0 turns it off. */
	static void headerCacheSize(Server server, int size) {
		for (Connector connector : server.getConnectors()) {
			HttpConnectionFactory http = connector.getConnectionFactory(HttpConnectionFactory.class);
			if (http != null) {
				http.getHttpConfiguration().setHeaderCacheSize(size);
			}
		}
	}

}
