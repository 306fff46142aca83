package io.github.bootbench.controller;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.net.ServerSocket;
import java.util.Properties;

import org.smartboot.http.server.HttpBootstrap;
import org.smartboot.http.server.HttpServerConfiguration;
import org.smartboot.springboot.starter.ConfigurableSmartWebServerFactory;
import org.smartboot.springboot.starter.SmartServletServer;

import org.springframework.boot.web.server.WebServer;
import org.springframework.boot.web.servlet.ServletContextInitializer;

/**
 * smart-servlet 1.1 (smart-http on smart-socket): one pool of worker threads, sized in
 * its {@code HttpServerConfiguration} and not through Spring Boot. Its starter keeps that
 * configuration in a private field and its thread count behind a package-private getter,
 * so both are read by reflection; a failure to read reports the pool as unknown rather
 * than failing the app.
 */
class SmartServletContainer implements EmbeddedContainer {

	static final String FACTORY = "org.smartboot.springboot.starter.ConfigurableSmartWebServerFactory";

	@Override
	public String name() {
		return "smart-servlet";
	}

	@Override
	public boolean runs(WebServer webServer) {
		return webServer instanceof SmartServletServer;
	}

	@Override
	public ThreadLimits threadLimits(WebServer webServer) {
		try {
			HttpServerConfiguration configuration = configuration(webServer);
			Method threads = HttpServerConfiguration.class.getDeclaredMethod("getThreadNum");
			threads.setAccessible(true);
			int workers = (int) threads.invoke(configuration);
			return new ThreadLimits(HttpBootstrap.class.getName(), workers, workers, null);
		}
		catch (ReflectiveOperationException | RuntimeException ex) {
			return new ThreadLimits(HttpBootstrap.class.getName(), null, null, null);
		}
	}

	/**
	 * smart-servlet says only "smart-servlet": its version and smart-http's come from
	 * their jars.
	 */
	@Override
	public String serverVersion(String servletServerInfo) {
		return servletServerInfo + "/" + version("org.smartboot.servlet", "servlet-core") + " (smart-http "
				+ version("org.smartboot.http", "smart-http-server") + ")";
	}

	private static String version(String group, String artifact) {
		try (InputStream pom = SmartServletContainer.class
			.getResourceAsStream("/META-INF/maven/" + group + "/" + artifact + "/pom.properties")) {
			Properties properties = new Properties();
			if (pom != null) {
				properties.load(pom);
			}
			return properties.getProperty("version", "unknown");
		}
		catch (IOException ex) {
			return "unknown";
		}
	}

	static HttpServerConfiguration configuration(WebServer webServer) throws ReflectiveOperationException {
		Field bootstrap = SmartServletServer.class.getDeclaredField("bootstrap");
		bootstrap.setAccessible(true);
		return ((HttpBootstrap) bootstrap.get(webServer)).configuration();
	}

	/**
	 * The starter's factory, but the server listens on {@code server.address} (the
	 * starter binds every address), and port 0 picks a free port first (the starter would
	 * report 0 as its port, so nothing could reach the server it bound).
	 */
	static class AddressBoundFactory extends ConfigurableSmartWebServerFactory {

		@Override
		public WebServer getWebServer(ServletContextInitializer... initializers) {
			if (getPort() == 0) {
				setPort(freePort());
			}
			WebServer server = super.getWebServer(initializers);
			if (getAddress() != null) {
				try {
					configuration(server).host(getAddress().getHostAddress());
				}
				catch (ReflectiveOperationException ex) {
					throw new IllegalStateException("cannot bind smart-servlet to " + getAddress(), ex);
				}
			}
			return server;
		}

		private int freePort() {
			try (ServerSocket socket = new ServerSocket(0, 1, getAddress())) {
				return socket.getLocalPort();
			}
			catch (IOException ex) {
				throw new UncheckedIOException("no free port for smart-servlet", ex);
			}
		}

	}

}
