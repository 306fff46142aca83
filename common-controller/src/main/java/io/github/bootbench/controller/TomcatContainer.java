package io.github.bootbench.controller;

import java.util.concurrent.Executor;

import org.apache.catalina.startup.Tomcat;
import org.apache.coyote.AbstractProtocol;
import org.apache.tomcat.util.threads.ThreadPoolExecutor;

import org.springframework.boot.web.server.WebServer;

class TomcatContainer implements EmbeddedContainer {

	@Override
	public String name() {
		return "tomcat";
	}

	@Override
	public boolean runs(WebServer webServer) {
		return EmbeddedContainer.isA(webServer, "TomcatWebServer");
	}

	@Override
	public ThreadLimits threadLimits(WebServer webServer) {
		var protocol = EmbeddedContainer.embedded(webServer, "getTomcat", Tomcat.class)
			.getConnector()
			.getProtocolHandler();
		Executor executor = protocol.getExecutor();
		Integer pollerThreads = (protocol instanceof AbstractProtocol<?>) ? 1 : null;
		if (executor instanceof ThreadPoolExecutor pool) {
			return new ThreadLimits(executor.getClass().getName(), pool.getCorePoolSize(), pool.getMaximumPoolSize(),
					pollerThreads);
		}
		return new ThreadLimits((executor != null) ? executor.getClass().getName() : null, null, null, pollerThreads);
	}

}
