package io.github.bootbench.controller;

import java.util.concurrent.TimeUnit;

import io.micrometer.core.instrument.TimeGauge;
import io.micrometer.core.instrument.binder.jvm.ClassLoaderMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmMemoryMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmThreadMetrics;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import org.springframework.boot.availability.AvailabilityChangeEvent;
import org.springframework.boot.availability.ReadinessState;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;

import static org.assertj.core.api.Assertions.assertThat;

@ExtendWith(OutputCaptureExtension.class)
class StartupMetricsLoggerTests {

	private final SimpleMeterRegistry registry = new SimpleMeterRegistry();

	@Test
	void logsOneParsableLinePerFigureOnceTheAppAcceptsTraffic(CapturedOutput output) {
		new JvmMemoryMetrics().bindTo(this.registry);
		new ClassLoaderMetrics().bindTo(this.registry);
		new JvmThreadMetrics().bindTo(this.registry);
		TimeGauge.builder("application.started.time", () -> 6200, TimeUnit.MILLISECONDS).register(this.registry);
		TimeGauge.builder("application.ready.time", () -> 6543, TimeUnit.MILLISECONDS).register(this.registry);

		new StartupMetricsLogger(this.registry)
			.onReadiness(new AvailabilityChangeEvent<>(this, ReadinessState.ACCEPTING_TRAFFIC));

		assertThat(output).containsPattern("Startup Metric >> jvm\\.memory\\.used=[1-9][0-9]* bytes")
			.containsPattern("Startup Metric >> jvm\\.memory\\.used\\{area=heap\\}=[1-9][0-9]* bytes")
			.containsPattern("Startup Metric >> jvm\\.classes\\.loaded=[1-9][0-9]* classes")
			.containsPattern("Startup Metric >> jvm\\.threads\\.live=[1-9][0-9]* threads")
			.contains("Startup Metric >> application.started.time=6200 ms")
			.contains("Startup Metric >> application.ready.time=6543 ms");
	}

	@Test
	void saysMissingRatherThanZeroForAMeterThatDoesNotExist(CapturedOutput output) {
		new StartupMetricsLogger(this.registry)
			.onReadiness(new AvailabilityChangeEvent<>(this, ReadinessState.ACCEPTING_TRAFFIC));

		assertThat(output).contains("Startup Metric >> application.ready.time=missing");
	}

	@Test
	void staysQuietWhenTheAppStopsAcceptingTraffic(CapturedOutput output) {
		new StartupMetricsLogger(this.registry)
			.onReadiness(new AvailabilityChangeEvent<>(this, ReadinessState.REFUSING_TRAFFIC));

		assertThat(output).doesNotContain("Startup Metric");
	}

}
