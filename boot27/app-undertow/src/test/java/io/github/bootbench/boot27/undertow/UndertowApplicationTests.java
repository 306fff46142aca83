package io.github.bootbench.boot27.undertow;

import java.lang.reflect.Field;

import io.github.bootbench.controller.smoke.Boot27SmokeTests;
import io.undertow.Undertow;
import org.springframework.boot.web.embedded.undertow.UndertowWebServer;
import org.springframework.boot.web.server.WebServer;

class UndertowApplicationTests extends Boot27SmokeTests {

	@Override
	protected String containerName() {
		return "undertow";
	}

	@Override
	protected Class<? extends WebServer> webServerClass() {
		return UndertowWebServer.class;
	}

	@Override
	protected int liveMaxWorkerThreads(WebServer webServer) {
		try {
			Field field = UndertowWebServer.class.getDeclaredField("undertow");
			field.setAccessible(true);
			return ((Undertow) field.get(webServer)).getWorker().getMXBean().getMaxWorkerPoolSize();
		}
		catch (ReflectiveOperationException ex) {
			throw new IllegalStateException(ex);
		}
	}

}
