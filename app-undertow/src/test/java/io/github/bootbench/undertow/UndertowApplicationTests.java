package io.github.bootbench.undertow;

import io.github.bootbench.controller.smoke.ContainerSmokeTests;
import org.junit.jupiter.api.Nested;

import org.springframework.boot.web.embedded.undertow.UndertowServletWebServer;
import org.springframework.boot.web.embedded.undertow.UndertowWebServer;
import org.springframework.boot.web.server.WebServer;

class UndertowApplicationTests extends ContainerSmokeTests {

	@Override
	protected String containerName() {
		return "undertow";
	}

	@Override
	protected Class<? extends WebServer> webServerClass() {
		return UndertowServletWebServer.class;
	}

	@Override
	protected int liveMaxWorkerThreads(WebServer webServer) {
		return ((UndertowWebServer) webServer).getUndertow().getWorker().getMXBean().getMaxWorkerPoolSize();
	}

	@Nested
	class TunedProfile extends TunedProfileTests {

	}

}
