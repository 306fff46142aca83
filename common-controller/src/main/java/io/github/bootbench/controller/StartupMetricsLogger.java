package io.github.bootbench.controller;

import java.util.List;
import java.util.concurrent.TimeUnit;

import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.Meter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.TimeGauge;
import io.micrometer.core.instrument.search.Search;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;

import org.springframework.boot.availability.AvailabilityChangeEvent;
import org.springframework.boot.availability.ReadinessState;
import org.springframework.context.event.EventListener;

/**
 * Logs the app's footprint at the moment it is ready, one line a figure, for the bench
 * scripts to parse: {@code Startup Metric >> jvm.memory.used=251658240 bytes}.
 * <p>
 * It listens to the readiness change that Boot publishes right after
 * {@code ApplicationReadyEvent}, because {@code application.ready.time} is itself
 * recorded by a listener of that event, and two listeners of one event have no order that
 * could be relied on here.
 */
public class StartupMetricsLogger {

	static final String PREFIX = "Startup Metric >> ";

	private static final Log logger = LogFactory.getLog(StartupMetricsLogger.class);

	private final MeterRegistry registry;

	public StartupMetricsLogger(MeterRegistry registry) {
		this.registry = registry;
	}

	@EventListener
	public void onReadiness(AvailabilityChangeEvent<ReadinessState> event) {
		if (event.getState() == ReadinessState.ACCEPTING_TRAFFIC) {
			lines().forEach(logger::info);
		}
	}

	List<String> lines() {
		return List.of(line("jvm.memory.used", this.registry.find("jvm.memory.used")),
				line("jvm.memory.used{area=heap}", this.registry.find("jvm.memory.used").tag("area", "heap")),
				line("jvm.classes.loaded", this.registry.find("jvm.classes.loaded")),
				line("jvm.threads.live", this.registry.find("jvm.threads.live")),
				line("application.started.time", this.registry.find("application.started.time")),
				line("application.ready.time", this.registry.find("application.ready.time")));
	}

	private static String line(String label, Search search) {
		var meters = search.meters();
		if (meters.isEmpty()) {
			return PREFIX + label + "=missing";
		}
		// One name may cover several gauges (e.g. every memory pool): report their sum.
		double sum = 0;
		String unit = null;
		for (Meter meter : meters) {
			if (meter instanceof TimeGauge timeGauge) {
				sum += timeGauge.value(TimeUnit.MILLISECONDS);
				unit = "ms";
			}
			else if (meter instanceof Gauge gauge) {
				sum += gauge.value();
				unit = meter.getId().getBaseUnit();
			}
		}
		String value = (sum == Math.rint(sum)) ? String.valueOf((long) sum) : String.valueOf(sum);
		return PREFIX + label + "=" + ((unit != null) ? value + " " + unit : value);
	}

}
