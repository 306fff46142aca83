package io.github.bootbench.probe;

import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.LinkedHashMap;
import java.util.Map;

import org.springframework.context.ApplicationEvent;
import org.springframework.context.ApplicationListener;

/**
 * The web server Spring Boot started, taken from its {@code WebServerInitializedEvent} by
 * name (Boot 4 moved the event and the server classes), and what it runs with: the
 * container, found in the server class's hierarchy, and the live limits of its worker
 * pool and I/O threads, read by name from the container's own objects. A figure that
 * cannot be read is {@code null}, never a failure of the app.
 */
class RunningServer implements ApplicationListener<ApplicationEvent> {

	private static final String EVENT = "WebServerInitializedEvent";

	private volatile Object webServer;

	@Override
	public void onApplicationEvent(ApplicationEvent event) {
		if (!event.getClass().getSimpleName().endsWith(EVENT) || this.webServer != null) {
			return;
		}
		// The management server, on a port of its own, announces itself in a namespace.
		Object context = call(event, "getApplicationContext");
		if (context != null && call(context, "getServerNamespace") != null) {
			return;
		}
		this.webServer = call(event, "getWebServer");
	}

	/** Boot's class of the running server, or {@code null} before it started. */
	String webServerClass() {
		Object server = this.webServer;
		return (server != null) ? server.getClass().getName() : null;
	}

	/** {@code tomcat}, {@code jetty} or {@code undertow}; {@code unknown} for another. */
	String container() {
		Object server = this.webServer;
		for (Class<?> type = (server != null) ? server.getClass() : null; type != null; type = type.getSuperclass()) {
			for (String name : new String[] { "Tomcat", "Jetty", "Undertow" }) {
				if (type.getSimpleName().startsWith(name)) {
					return name.toLowerCase(java.util.Locale.ROOT);
				}
			}
		}
		return "unknown";
	}

	/**
	 * The worker pool's class, its minimum and maximum threads, and the threads that run
	 * the non-blocking I/O (Tomcat's poller, Jetty's selectors, XNIO's I/O threads).
	 */
	Map<String, Object> threads() {
		Map<String, Object> threads = new LinkedHashMap<>();
		Object server = this.webServer;
		Object pool = null;
		Object io = null;
		switch (container()) {
			case "tomcat" -> {
				Object protocol = call(call(call(server, "getTomcat"), "getConnector"), "getProtocolHandler");
				pool = call(protocol, "getExecutor");
				io = (protocol != null) ? 1 : null;
			}
			case "jetty" -> {
				Object jetty = call(server, "getServer");
				pool = call(jetty, "getThreadPool");
				Object connectors = call(jetty, "getConnectors");
				if (connectors instanceof Object[] all && all.length > 0) {
					io = call(call(all[0], "getSelectorManager"), "getSelectorCount");
				}
			}
			case "undertow" -> {
				Object undertow = call(server, "getUndertow");
				if (undertow == null) {
					undertow = field(server, "undertow");
				}
				Object worker = call(undertow, "getWorker");
				io = call(worker, "getIoThreadCount");
				threads.put("workerPool", (worker != null) ? worker.getClass().getName() : null);
				Object bean = call(worker, "getMXBean");
				threads.put("minWorkerThreads", call(bean, "getCoreWorkerPoolSize"));
				threads.put("maxWorkerThreads", call(bean, "getMaxWorkerPoolSize"));
				threads.put("ioThreads", io);
				return threads;
			}
			default -> {
			}
		}
		threads.put("workerPool", (pool != null) ? pool.getClass().getName() : null);
		Object min = call(pool, "getCorePoolSize");
		threads.put("minWorkerThreads", (min != null) ? min : call(pool, "getMinThreads"));
		Object max = call(pool, "getMaximumPoolSize");
		threads.put("maxWorkerThreads", (max != null) ? max : call(pool, "getMaxThreads"));
		threads.put("ioThreads", io);
		return threads;
	}

	/**
	 * A public no-argument method called by name; {@code null} when it is not there or
	 * fails.
	 */
	static Object call(Object target, String method) {
		if (target == null) {
			return null;
		}
		try {
			Method found = target.getClass().getMethod(method);
			found.setAccessible(true);
			return found.invoke(target);
		}
		catch (ReflectiveOperationException | RuntimeException ex) {
			return null;
		}
	}

	// Boot 2.7's UndertowWebServer keeps its Undertow in a private field without a
	// getter.
	private static Object field(Object target, String name) {
		for (Class<?> type = (target != null) ? target.getClass() : null; type != null; type = type.getSuperclass()) {
			try {
				Field field = type.getDeclaredField(name);
				field.setAccessible(true);
				return field.get(target);
			}
			catch (NoSuchFieldException ex) {
				// on to the superclass
			}
			catch (ReflectiveOperationException | RuntimeException ex) {
				return null;
			}
		}
		return null;
	}

}
