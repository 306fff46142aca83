package io.github.bootbench.probe;

import java.lang.management.BufferPoolMXBean;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryUsage;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The JVM meters the harness reads around every window and warm-up cycle, as Spring Boot
 * Actuator's {@code /actuator/metrics/NAME[?tag=KEY:VALUE]} answers them (Micrometer's
 * names, statistics and units), but read from the JVM's own MXBeans: a user's app need
 * not have Actuator, nor expose it. A collection's pause is its collector's count and
 * accumulated time ({@code GarbageCollectorMXBean}), which for a collector that runs
 * concurrently is its pauses and more; the harness compares it between windows of the
 * same JVM only.
 */
final class Meters {

	/** Where the probe answers them: {@code /bench-probe/metrics/NAME}. */
	static final String PATH = "/bench-probe/metrics/";

	private Meters() {
	}

	/** The meter as Actuator's JSON, or null for one the probe does not have. */
	static String json(String name, String query) {
		String tag = tag(query);
		ThreadMXBean threads = ManagementFactory.getThreadMXBean();
		List<Map<String, Object>> measurements = switch (name) {
			case "jvm.threads.live" -> value("VALUE", threads.getThreadCount());
			case "jvm.threads.daemon" -> value("VALUE", threads.getDaemonThreadCount());
			case "jvm.threads.peak" -> value("VALUE", threads.getPeakThreadCount());
			case "jvm.threads.started" -> value("COUNT", threads.getTotalStartedThreadCount());
			case "jvm.memory.used" -> memory(tag, true);
			case "jvm.memory.committed" -> memory(tag, false);
			case "jvm.compilation.time" ->
				value("COUNT", ManagementFactory.getCompilationMXBean().getTotalCompilationTime());
			case "jvm.classes.loaded" ->
				value("VALUE", ManagementFactory.getClassLoadingMXBean().getLoadedClassCount());
			case "jvm.gc.pause" -> pause(tag);
			case "jvm.buffer.memory.used" -> buffer(tag, true);
			case "jvm.buffer.count" -> buffer(tag, false);
			default -> null;
		};
		if (measurements == null) {
			return null;
		}
		Map<String, Object> meter = new LinkedHashMap<>();
		meter.put("name", name);
		meter.put("measurements", measurements);
		meter.put("availableTags", List.of());
		return Json.write(meter);
	}

	private static List<Map<String, Object>> memory(String tag, boolean used) {
		MemoryUsage usage;
		if ("area:heap".equals(tag)) {
			usage = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage();
		}
		else if ("area:nonheap".equals(tag)) {
			usage = ManagementFactory.getMemoryMXBean().getNonHeapMemoryUsage();
		}
		else {
			return null;
		}
		return value("VALUE", used ? usage.getUsed() : usage.getCommitted());
	}

	private static List<Map<String, Object>> pause(String tag) {
		if (tag == null || !tag.startsWith("gc:")) {
			return null;
		}
		for (GarbageCollectorMXBean collector : ManagementFactory.getGarbageCollectorMXBeans()) {
			if (collector.getName().equals(tag.substring(3))) {
				List<Map<String, Object>> measurements = new ArrayList<>(
						value("COUNT", collector.getCollectionCount()));
				measurements.addAll(value("TOTAL_TIME", collector.getCollectionTime() / 1000.0));
				return measurements;
			}
		}
		return null;
	}

	private static List<Map<String, Object>> buffer(String tag, boolean used) {
		for (BufferPoolMXBean pool : ManagementFactory.getPlatformMXBeans(BufferPoolMXBean.class)) {
			if (("id:" + pool.getName()).equals(tag)) {
				return value("VALUE", used ? pool.getMemoryUsed() : pool.getCount());
			}
		}
		return null;
	}

	private static List<Map<String, Object>> value(String statistic, Number value) {
		Map<String, Object> measurement = new LinkedHashMap<>();
		measurement.put("statistic", statistic);
		measurement.put("value", value.doubleValue());
		return List.of(measurement);
	}

	/** The {@code tag=KEY:VALUE} of a query, URL-decoded, or null. */
	private static String tag(String query) {
		if (query == null) {
			return null;
		}
		for (String part : query.split("&")) {
			if (part.startsWith("tag=")) {
				return java.net.URLDecoder.decode(part.substring(4), java.nio.charset.StandardCharsets.UTF_8);
			}
		}
		return null;
	}

}
