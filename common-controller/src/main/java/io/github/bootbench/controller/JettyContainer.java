package io.github.bootbench.controller;

import java.util.Arrays;

import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.thread.ThreadPool;

import org.springframework.boot.web.server.WebServer;

class JettyContainer implements EmbeddedContainer {

	@Override
	public String name() {
		return "jetty";
	}

	@Override
	public boolean runs(WebServer webServer) {
		return EmbeddedContainer.isA(webServer, "JettyWebServer");
	}

	@Override
	public ThreadLimits threadLimits(WebServer webServer) {
		Server server = EmbeddedContainer.embedded(webServer, "getServer", Server.class);
		ThreadPool pool = server.getThreadPool();
		Integer selectors = Arrays.stream(server.getConnectors())
			.filter(ServerConnector.class::isInstance)
			.map((connector) -> ((ServerConnector) connector).getSelectorManager().getSelectorCount())
			.findFirst()
			.orElse(null);
		if (pool instanceof ThreadPool.SizedThreadPool sized) {
			return new ThreadLimits(pool.getClass().getName(), sized.getMinThreads(), sized.getMaxThreads(), selectors);
		}
		return new ThreadLimits(pool.getClass().getName(), null, virtualThreadLimit(pool), selectors);
	}

	/**
	 * Jetty 12's {@code VirtualThreadPool} (Boot 4 with virtual threads) is not sized,
	 * but caps the virtual threads it runs at once ({@code getMaxThreads}); read by name,
	 * as Jetty 9.4, which the Boot 2.7 apps compile against, has no such class.
	 */
	private static Integer virtualThreadLimit(ThreadPool pool) {
		try {
			return (Integer) pool.getClass().getMethod("getMaxThreads").invoke(pool);
		}
		catch (ReflectiveOperationException ex) {
			return null;
		}
	}

}
