package io.github.bootbench.controller;

import java.lang.reflect.Field;

import io.undertow.Undertow;
import org.xnio.XnioWorker;

import org.springframework.boot.web.embedded.undertow.UndertowWebServer;
import org.springframework.boot.web.server.WebServer;

/**
 * Undertow's live pools, as {@code UndertowContainer} reads them on Boot 3.5. Boot 2.7's
 * {@code UndertowWebServer} keeps its {@code Undertow} in a private field without a
 * getter, so it is read by reflection; a failure reports the pools as unknown rather than
 * failing the app.
 */
class Boot27UndertowContainer implements EmbeddedContainer {

	@Override
	public String name() {
		return "undertow";
	}

	@Override
	public boolean runs(WebServer webServer) {
		return webServer instanceof UndertowWebServer;
	}

	@Override
	public ThreadLimits threadLimits(WebServer webServer) {
		try {
			Field field = UndertowWebServer.class.getDeclaredField("undertow");
			field.setAccessible(true);
			XnioWorker worker = ((Undertow) field.get(webServer)).getWorker();
			var pool = worker.getMXBean();
			return new ThreadLimits(worker.getClass().getName(), pool.getCoreWorkerPoolSize(),
					pool.getMaxWorkerPoolSize(), worker.getIoThreadCount());
		}
		catch (ReflectiveOperationException | RuntimeException ex) {
			return new ThreadLimits(null, null, null, null);
		}
	}

}
