package io.github.bootbench.boot27.jetty;

import io.github.bootbench.controller.smoke.Boot27SmokeTests;
import org.eclipse.jetty.util.thread.QueuedThreadPool;

import org.springframework.boot.web.embedded.jetty.JettyWebServer;
import org.springframework.boot.web.server.WebServer;

class JettyApplicationTests extends Boot27SmokeTests {

	@Override
	protected String containerName() {
		return "jetty";
	}

	@Override
	protected Class<? extends WebServer> webServerClass() {
		return JettyWebServer.class;
	}

	@Override
	protected int liveMaxWorkerThreads(WebServer webServer) {
		return ((QueuedThreadPool) ((JettyWebServer) webServer).getServer().getThreadPool()).getMaxThreads();
	}

}
