package io.github.bootbench.controller;

import java.util.Arrays;

import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.thread.ThreadPool;

import org.springframework.boot.web.embedded.jetty.JettyWebServer;
import org.springframework.boot.web.server.WebServer;

class JettyContainer implements EmbeddedContainer {

	@Override
	public String name() {
		return "jetty";
	}

	@Override
	public boolean runs(WebServer webServer) {
		return webServer instanceof JettyWebServer;
	}

	@Override
	public ThreadLimits threadLimits(WebServer webServer) {
		var server = ((JettyWebServer) webServer).getServer();
		ThreadPool pool = server.getThreadPool();
		Integer selectors = Arrays.stream(server.getConnectors())
			.filter(ServerConnector.class::isInstance)
			.map((connector) -> ((ServerConnector) connector).getSelectorManager().getSelectorCount())
			.findFirst()
			.orElse(null);
		if (pool instanceof ThreadPool.SizedThreadPool sized) {
			return new ThreadLimits(pool.getClass().getName(), sized.getMinThreads(), sized.getMaxThreads(), selectors);
		}
		return new ThreadLimits(pool.getClass().getName(), null, null, selectors);
	}

}
