package io.github.bootbench.controller;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.reflect.Method;
import java.util.List;

import io.github.bootbench.probe.PlantedCost;

import jakarta.servlet.ServletContext;

import org.springframework.boot.SpringBootVersion;
import org.springframework.boot.web.server.WebServer;
import org.springframework.context.ApplicationContext;
import org.springframework.core.env.Environment;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * {@code /test/server}: what is really running, read from the live {@link WebServer}, the
 * servlet container and the JVM, so that a benchmark can check it measured what it meant
 * to.
 */
@RestController
public class ServerInfoController {

	private static final Method IS_VIRTUAL = findIsVirtual();

	private final RunningWebServer running;

	private final ServletContext servletContext;

	private final Environment environment;

	private final List<EmbeddedContainer> containers;

	private final PlantedCost plantedCost;

	public ServerInfoController(ApplicationContext context, ServletContext servletContext, Environment environment,
			List<EmbeddedContainer> containers, PlantedCost plantedCost) {
		this.running = new RunningWebServer(context, environment);
		this.servletContext = servletContext;
		this.environment = environment;
		this.containers = containers;
		this.plantedCost = plantedCost;
	}

	@GetMapping(path = "/test/server", produces = MediaType.APPLICATION_JSON_VALUE)
	public ServerInfo server() {
		WebServer webServer = this.running.webServer();
		EmbeddedContainer container = this.containers.stream()
			.filter((candidate) -> candidate.runs(webServer))
			.findFirst()
			.orElse(null);
		var runtime = ManagementFactory.getRuntimeMXBean();
		Thread requestThread = Thread.currentThread();
		return new ServerInfo((container != null) ? container.name() : "unknown", this.servletContext.getServerInfo(),
				webServer.getClass().getName(), webServer.getPort(), this.environment.getProperty("server.address"),
				SpringBootVersion.getVersion(), System.getProperty("java.version"), System.getProperty("java.vendor"),
				runtime.getInputArguments(),
				ManagementFactory.getGarbageCollectorMXBeans().stream().map(GarbageCollectorMXBean::getName).toList(),
				Runtime.getRuntime().availableProcessors(), Runtime.getRuntime().maxMemory(),
				this.running.virtualThreads(), requestThread.getName(), isVirtual(requestThread),
				List.of(this.environment.getActiveProfiles()),
				(container != null) ? container.threadLimits(webServer) : null, this.plantedCost.percent());
	}

	private static boolean isVirtual(Thread thread) {
		try {
			return (IS_VIRTUAL != null) && (boolean) IS_VIRTUAL.invoke(thread);
		}
		catch (ReflectiveOperationException ex) {
			return false;
		}
	}

	// Thread.isVirtual() exists from Java 21; the project compiles for 17.
	private static Method findIsVirtual() {
		try {
			return Thread.class.getMethod("isVirtual");
		}
		catch (NoSuchMethodException ex) {
			return null;
		}
	}

	/**
	 * @param virtualThreads whether Boot runs request handling on virtual threads (Java
	 * 21+ and {@code spring.threads.virtual.enabled})
	 * @param requestThreadVirtual whether the thread serving this very request is
	 * virtual: the evidence, rather than the setting
	 * @param plantedPercent the positive control's planted slowdown
	 * ({@link PlantedCost}), 0 for none
	 */
	public record ServerInfo(String container, String serverVersion, String webServerClass, int port, String address,
			String springBootVersion, String javaVersion, String javaVendor, List<String> jvmArguments,
			List<String> garbageCollectors, int availableProcessors, long maxHeapBytes, boolean virtualThreads,
			String requestThread, boolean requestThreadVirtual, List<String> activeProfiles,
			EmbeddedContainer.ThreadLimits threads, double plantedPercent) {
	}

}
