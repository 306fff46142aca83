package io.github.bootbench.report.model;

import java.io.IOException;
import java.io.InputStream;
import java.util.List;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.core.WindowKey;
import io.github.bootbench.report.input.ActuatorReadings;
import io.github.bootbench.report.input.Jvm;
import io.github.bootbench.report.input.Measurement;
import io.github.bootbench.report.input.Samples;
import io.github.bootbench.report.input.WindowCommand;
import io.github.bootbench.report.io.Json;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * When a window counts as one with a busy JIT, read from a real {@code .actuator.json}:
 * an Undertow async window of 3 s (wrk c=100, round 1, block 1 of a {@code --quick} run
 * on this machine) whose compiles were in flight for 605 ms while the compiler threads
 * ran 104 ms.
 */
class WindowJitTests {

	private static final int WINDOW_SECONDS = 3;

	@Test
	void aWindowIsFlaggedByTheJitThreadsCpuTimeNotByTheCompilesElapsedTime() throws IOException {
		ActuatorReadings readings = Json.MAPPER.treeToValue(captured(), ActuatorReadings.class);
		assertThat(readings.compilationMs()).isEqualTo(605.0);
		assertThat(readings.jitCpuMs()).isEqualTo(104.0);
		Measurement window = window(readings);
		assertThat(window.jvm().jitMs()).isEqualTo(605.0);
		assertThat(window.jvm().jitCpuMs()).isEqualTo(104.0);
		// 5 % of 3 s is 150 ms: the CPU time stays under it, the elapsed time does not.
		assertThat(window.jitBusy()).isFalse();
		assertThat(window.compilingLong()).isTrue();
	}

	@Test
	void underACpuLimitTheJitsShareIsOfWhatTheLimitAllowed() throws IOException {
		ActuatorReadings readings = Json.MAPPER.treeToValue(captured(), ActuatorReadings.class);
		// 104 ms of the 750 ms a quarter of a CPU gives in 3 s is more than 5 %; of a
		// half
		// CPU's 1.5 s, 6.9 %; of a whole CPU's, 3.5 %. A limit of a CPU or more is judged
		// as
		// none.
		assertThat(window(readings, 0.25).jitBusy()).isTrue();
		assertThat(window(readings, 0.5).jitBusy()).isTrue();
		assertThat(window(readings, 1.5).jitBusy()).isFalse();
		assertThat(window(readings, null).jitBusy()).isFalse();
	}

	@Test
	void aWindowOfARunMadeBeforeTheCpuTimeWasReadIsFlaggedByTheCompileTime() throws IOException {
		ObjectNode json = captured();
		((ObjectNode) json.get("before")).remove("jit.cpu.ms");
		((ObjectNode) json.get("after")).remove("jit.cpu.ms");
		ActuatorReadings readings = Json.MAPPER.treeToValue(json, ActuatorReadings.class);
		assertThat(readings.jitCpuMs()).isNull();
		Measurement window = window(readings);
		assertThat(window.jvm().jitCpuMs()).isNull();
		assertThat(window.jitBusy()).isTrue();
	}

	/**
	 * A Boot 2.7 Tomcat window (ab -k c=100 for 3 s on /test/json): Micrometer 1.9 tags
	 * {@code jvm.gc.pause} by what a collection was, not by the collector's name.
	 */
	@Test
	void aBoot27WindowCountsItsMinorCollectionsAsYoungAndItsThreadsStarted() throws IOException {
		ActuatorReadings readings = Json.MAPPER.treeToValue(captured("actuator-window-boot27.json"),
				ActuatorReadings.class);
		assertThat(readings.gc()).singleElement().satisfies((gc) -> {
			assertThat(gc.collector()).isEqualTo("end of minor GC");
			assertThat(gc.generation()).isEqualTo("young");
			assertThat(gc.collections()).isEqualTo(2);
		});
		Jvm jvm = Jvm.of(readings);
		assertThat(jvm.gcYoungCount()).isEqualTo(2);
		assertThat(jvm.gcYoungMs()).isEqualTo(18.0);
		assertThat(jvm.gcOldCount()).isZero();
		assertThat(jvm.threadsStartedDuring()).isNotNull();
		assertThat(readings.compilationMs()).isNotNull();
	}

	private static ObjectNode captured() throws IOException {
		return captured("actuator-window.json");
	}

	private static ObjectNode captured(String name) throws IOException {
		try (InputStream in = WindowJitTests.class.getResourceAsStream("/captured/" + name)) {
			return (ObjectNode) Json.MAPPER.readTree(in);
		}
	}

	private static Measurement window(ActuatorReadings readings) {
		return window(readings, null);
	}

	private static Measurement window(ActuatorReadings readings, Double cpuLimit) {
		return new Measurement(new WindowKey("undertow", "async", Tool.WRK, 100, 1, 1, 1), "raw/x.txt", null, null,
				WindowCommand.NONE, new Samples(List.of()), readings,
				new Measurement.Setting(2, 2, WINDOW_SECONDS, cpuLimit));
	}

}
