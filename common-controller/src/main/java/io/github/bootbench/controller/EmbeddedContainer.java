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
	 * Whether the web server is, or extends, Boot's class of that simple name
	 * ({@code TomcatWebServer}, {@code JettyWebServer}): Boot 4 moved those classes
	 * ({@code org.springframework.boot.tomcat}, {@code org.springframework.boot.jetty})
	 * and runs servlets on subclasses of them ({@code JettyServletWebServer}), so they
	 * are matched by name, and one reader serves every generation.
	 */
	static boolean isA(WebServer webServer, String simpleName) {
		for (Class<?> type = webServer.getClass(); type != null; type = type.getSuperclass()) {
			if (type.getSimpleName().equals(simpleName)) {
				return true;
			}
		}
		return false;
	}

	/**
	 * What a getter of Boot's web server for this container returns ({@code getTomcat},
	 * {@code getServer}), called by name for the reason given in {@link #isA}.
	 */
	static <T> T embedded(WebServer webServer, String getter, Class<T> type) {
		try {
			return type.cast(webServer.getClass().getMethod(getter).invoke(webServer));
		}
		catch (ReflectiveOperationException ex) {
			throw new IllegalStateException(webServer.getClass().getName() + " has no " + getter + "()", ex);
		}
	}

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
