package io.github.bootbench.boot27.smartservlet;

import java.util.Set;

import io.github.bootbench.controller.smoke.Boot27SmokeTests;
import org.smartboot.springboot.starter.SmartServletServer;

import org.springframework.boot.web.server.WebServer;

class SmartServletApplicationTests extends Boot27SmokeTests {

	@Override
	protected String containerName() {
		return "smart-servlet";
	}

	@Override
	protected Class<? extends WebServer> webServerClass() {
		return SmartServletServer.class;
	}

	@Override
	protected int liveMaxWorkerThreads(WebServer webServer) {
		return liveSmartServletWorkers(webServer);
	}

	/**
	 * smart-servlet 1.1 does not implement Servlet async: its registration logs
	 * "setAsyncSupported ... unSupport" and Spring MVC's WebAsyncTask fails with "Async
	 * support must be enabled", as do its DeferredResult and the plain async servlets.
	 */
	@Override
	protected Set<String> endpointsItCannotServe() {
		return Set.of("async", "deferred", "servletasync", "servletdispatch");
	}

}
