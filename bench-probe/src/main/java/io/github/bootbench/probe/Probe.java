package io.github.bootbench.probe;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.springframework.boot.SpringBootVersion;

/**
 * What both servlet filters do, whichever servlet API they are compiled for: answer
 * {@value #SERVER_PATH} with the running server as JSON (the fields the project's
 * {@code /test/server} gives) and {@code /bench-probe/metrics/NAME} with the JVM's meters
 * ({@link Meters}), and spend the planted cost on every other request.
 */
public final class Probe {

	/** The path the probe answers; every other request goes on to the app. */
	public static final String SERVER_PATH = "/bench-probe/server";

	private final RunningServer server;

	private final PlantedCost plantedCost;

	Probe(RunningServer server, PlantedCost plantedCost) {
		this.server = server;
		this.plantedCost = plantedCost;
	}

	/** Whether a request for this path (the servlet's request URI) is the probe's. */
	boolean answers(String requestUri) {
		return SERVER_PATH.equals(requestUri) || requestUri.startsWith(Meters.PATH);
	}

	/**
	 * The probe's answer to one of its paths: the server, or a meter ({@link Meters});
	 * null for a meter it does not have.
	 */
	String answer(String requestUri, String query, String servletServerInfo) {
		if (SERVER_PATH.equals(requestUri)) {
			return serverJson(servletServerInfo);
		}
		return Meters.json(requestUri.substring(Meters.PATH.length()), query);
	}

	/** Spends the planted cost of one request (nothing without one). */
	void spend() {
		this.plantedCost.spend();
	}

	/** The running server, as a JSON object. */
	String serverJson(String servletServerInfo) {
		Map<String, Object> info = new LinkedHashMap<>();
		info.put("container", this.server.container());
		info.put("serverVersion", servletServerInfo);
		info.put("webServerClass", this.server.webServerClass());
		info.put("springBootVersion", SpringBootVersion.getVersion());
		info.put("javaVersion", System.getProperty("java.version"));
		info.put("javaVendor", System.getProperty("java.vendor"));
		info.put("jvmArguments", ManagementFactory.getRuntimeMXBean().getInputArguments());
		List<String> collectors = new ArrayList<>();
		for (GarbageCollectorMXBean collector : ManagementFactory.getGarbageCollectorMXBeans()) {
			collectors.add(collector.getName());
		}
		info.put("garbageCollectors", collectors);
		info.put("availableProcessors", Runtime.getRuntime().availableProcessors());
		info.put("maxHeapBytes", Runtime.getRuntime().maxMemory());
		info.put("threads", this.server.threads());
		info.put("plantedPercent", this.plantedCost.percent());
		// Its meters are Micrometer's names with the collectors' own names as the gc tag,
		// whatever
		// the app's Spring Boot version tags them by.
		info.put("meters", "probe");
		return Json.write(info);
	}

}
