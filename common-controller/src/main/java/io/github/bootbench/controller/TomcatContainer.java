package io.github.bootbench.controller;

import java.util.concurrent.Executor;

import org.apache.coyote.AbstractProtocol;
import org.apache.tomcat.util.threads.ThreadPoolExecutor;

import org.springframework.boot.web.embedded.tomcat.TomcatWebServer;
import org.springframework.boot.web.server.WebServer;

class TomcatContainer implements EmbeddedContainer {

	@Override
	public String name() {
		return "tomcat";
	}

	@Override
	public boolean runs(WebServer webServer) {
		return webServer instanceof TomcatWebServer;
	}

	@Override
	public ThreadLimits threadLimits(WebServer webServer) {
		var protocol = ((TomcatWebServer) webServer).getTomcat().getConnector().getProtocolHandler();
		Executor executor = protocol.getExecutor();
		Integer pollerThreads = (protocol instanceof AbstractProtocol<?>) ? 1 : null;
		if (executor instanceof ThreadPoolExecutor pool) {
			return new ThreadLimits(executor.getClass().getName(), pool.getCorePoolSize(), pool.getMaximumPoolSize(),
					pollerThreads);
		}
		return new ThreadLimits((executor != null) ? executor.getClass().getName() : null, null, null, pollerThreads);
	}

}
