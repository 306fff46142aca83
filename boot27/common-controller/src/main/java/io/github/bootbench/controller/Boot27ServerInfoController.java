package io.github.bootbench.controller;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.List;

import io.github.bootbench.probe.PlantedCost;

import javax.servlet.ServletContext;

import org.springframework.boot.SpringBootVersion;
import org.springframework.boot.web.context.WebServerApplicationContext;
import org.springframework.boot.web.server.WebServer;
import org.springframework.core.env.Environment;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * {@code /test/server} for the Boot 2.7 generation: the same fields as Boot 3.5's, read
 * the same way from the live server. Boot 2.7 has no virtual threads, so those two fields
 * are always false.
 */
@RestController
public class Boot27ServerInfoController {

	private final WebServerApplicationContext context;

	private final ServletContext servletContext;

	private final Environment environment;

	private final List<EmbeddedContainer> containers;

	private final PlantedCost plantedCost;

	public Boot27ServerInfoController(WebServerApplicationContext context, ServletContext servletContext,
			Environment environment, List<EmbeddedContainer> containers, PlantedCost plantedCost) {
		this.context = context;
		this.servletContext = servletContext;
		this.environment = environment;
		this.containers = containers;
		this.plantedCost = plantedCost;
	}

	@GetMapping(path = "/test/server", produces = MediaType.APPLICATION_JSON_VALUE)
	public ServerInfo server() {
		WebServer webServer = this.context.getWebServer();
		EmbeddedContainer container = this.containers.stream()
			.filter((candidate) -> candidate.runs(webServer))
			.findFirst()
			.orElse(null);
		var runtime = ManagementFactory.getRuntimeMXBean();
		String serverInfo = this.servletContext.getServerInfo();
		return new ServerInfo((container != null) ? container.name() : "unknown",
				(container != null) ? container.serverVersion(serverInfo) : serverInfo, webServer.getClass().getName(),
				webServer.getPort(), this.environment.getProperty("server.address"), SpringBootVersion.getVersion(),
				System.getProperty("java.version"), System.getProperty("java.vendor"), runtime.getInputArguments(),
				ManagementFactory.getGarbageCollectorMXBeans().stream().map(GarbageCollectorMXBean::getName).toList(),
				Runtime.getRuntime().availableProcessors(), Runtime.getRuntime().maxMemory(), false,
				Thread.currentThread().getName(), false, List.of(this.environment.getActiveProfiles()),
				(container != null) ? container.threadLimits(webServer) : null, this.plantedCost.percent());
	}

	/**
	 * The same fields, in the same order, as Boot 3.5's
	 * {@code ServerInfoController.ServerInfo}.
	 */
	public record ServerInfo(String container, String serverVersion, String webServerClass, int port, String address,
			String springBootVersion, String javaVersion, String javaVendor, List<String> jvmArguments,
			List<String> garbageCollectors, int availableProcessors, long maxHeapBytes, boolean virtualThreads,
			String requestThread, boolean requestThreadVirtual, List<String> activeProfiles,
			EmbeddedContainer.ThreadLimits threads, double plantedPercent) {

	}

}
