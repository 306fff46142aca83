package io.github.bootbench.controller;

import org.springframework.boot.autoconfigure.thread.Threading;
import org.springframework.boot.web.context.WebServerApplicationContext;
import org.springframework.boot.web.server.WebServer;
import org.springframework.context.ApplicationContext;
import org.springframework.core.env.Environment;

/**
 * The live web server and whether Boot runs requests on virtual threads, for
 * {@code /test/server}: Boot 3.5's types. Boot 4 moved both
 * ({@code org.springframework.boot.web.server.context},
 * {@code org.springframework.boot.thread}); its own class of this name is in
 * boot4/common-controller.
 */
class RunningWebServer {

	private final ApplicationContext context;

	private final Environment environment;

	RunningWebServer(ApplicationContext context, Environment environment) {
		this.context = context;
		this.environment = environment;
	}

	WebServer webServer() {
		return ((WebServerApplicationContext) this.context).getWebServer();
	}

	/** Java 21+ and {@code spring.threads.virtual.enabled}, as Boot decides it. */
	boolean virtualThreads() {
		return Threading.VIRTUAL.isActive(this.environment);
	}

}
