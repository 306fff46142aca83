package io.github.bootbench.controller;

import org.springframework.boot.web.server.WebServer;

/**
 * What {@code /test/server} knows about one embedded container: its name and the limits
 * of the live thread pools it is really running with (not the configured properties,
 * which a container may ignore or adjust).
 */
public interface EmbeddedContainer {

	/** The container's short name: {@code tomcat}, {@code jetty} or {@code undertow}. */
	String name();

	boolean runs(WebServer webServer);

	ThreadLimits threadLimits(WebServer webServer);

	/**
	 * The container and its version, from what the servlet container says of itself; a
	 * container whose answer lacks the version adds it.
	 */
	default String serverVersion(String servletServerInfo) {
		return servletServerInfo;
	}

	/**
	 * Limits of the request-processing pool. A {@code null} figure is one the container
	 * does not have (e.g. a virtual-thread executor has no maximum) or does not expose.
	 *
	 * @param workerPool class of the executor that runs requests
	 * @param minWorkerThreads core/minimum worker threads
	 * @param maxWorkerThreads maximum worker threads
	 * @param ioThreads threads that run the non-blocking I/O (selectors, XNIO io threads)
	 */
	record ThreadLimits(String workerPool, Integer minWorkerThreads, Integer maxWorkerThreads, Integer ioThreads) {
	}

}
