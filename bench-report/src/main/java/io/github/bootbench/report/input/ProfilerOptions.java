package io.github.bootbench.report.input;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.github.bootbench.report.core.Cell;

/**
 * The profiler phase ({@code --profiler}): after the rounds, each variant's JVM on its
 * own, warmed up by the rounds' rule, then one load per cell while async-profiler samples
 * the JVM's CPU.
 *
 * @param variants the variants profiled, in order
 * @param cells the cells profiled, each loaded as a window of the rounds loads it
 * @param event async-profiler's event ({@code cpu}: the kernel's CPU-time clock)
 * @param intervalMicros the CPU time between two samples, µs
 * @param loadSeconds each cell's load while the profiler samples
 * @param jvmOptions what a profiled JVM gets besides the run's JVM options
 * @param warmup a profiled JVM's warm-up
 */
public record ProfilerOptions(@JsonProperty(required = true) List<String> variants,
		@JsonProperty(required = true) List<Cell> cells, @JsonProperty(required = true) String event,
		@JsonProperty(required = true) int intervalMicros, @JsonProperty(required = true) int loadSeconds,
		@JsonProperty(required = true) List<String> jvmOptions, @JsonProperty(required = true) PhaseWarmup warmup) {

	/** The interval as a reader reads it: {@code 5 ms}, {@code 500 µs}. */
	public String interval() {
		return (this.intervalMicros % 1000 == 0) ? this.intervalMicros / 1000 + " ms" : this.intervalMicros + " µs";
	}

}
