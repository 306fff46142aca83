package io.github.bootbench.controller;

import org.xnio.XnioWorker;

import org.springframework.boot.web.embedded.undertow.UndertowWebServer;
import org.springframework.boot.web.server.WebServer;

class UndertowContainer implements EmbeddedContainer {

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
		XnioWorker worker = ((UndertowWebServer) webServer).getUndertow().getWorker();
		var pool = worker.getMXBean();
		return new ThreadLimits(worker.getClass().getName(), pool.getCoreWorkerPoolSize(), pool.getMaxWorkerPoolSize(),
				worker.getIoThreadCount());
	}

}
