package io.github.bootbench.boot27.tomcat;

import io.github.bootbench.controller.smoke.Boot27SmokeTests;
import org.apache.tomcat.util.threads.ThreadPoolExecutor;

import org.springframework.boot.web.embedded.tomcat.TomcatWebServer;
import org.springframework.boot.web.server.WebServer;

class TomcatApplicationTests extends Boot27SmokeTests {

	@Override
	protected String containerName() {
		return "tomcat";
	}

	@Override
	protected Class<? extends WebServer> webServerClass() {
		return TomcatWebServer.class;
	}

	@Override
	protected int liveMaxWorkerThreads(WebServer webServer) {
		var executor = ((TomcatWebServer) webServer).getTomcat().getConnector().getProtocolHandler().getExecutor();
		return ((ThreadPoolExecutor) executor).getMaximumPoolSize();
	}

}
