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

	/** Undertow's builder: io threads max(CPUs, 2), eight workers per io thread. */
	@Override
	protected int defaultMaxWorkerThreads() {
		return Math.max(Runtime.getRuntime().availableProcessors(), 2) * 8;
	}

	@Nested
	class TunedProfile extends TunedProfileTests {

	}

}
