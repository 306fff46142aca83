package io.github.bootbench.report.input;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.github.bootbench.report.core.Cell;

/**
 * The profiler phase ({@code --profiler}): after the rounds, fresh JVMs of each variant
 * one at a time, interleaved, each warmed up by the rounds' rule, then one load per cell
 * while async-profiler samples the JVM's CPU.
 *
 * @param variants the variants profiled, in order
 * @param cells the cells profiled, each loaded as a window of the rounds loads it
 * @param event async-profiler's event ({@code cpu}: the kernel's CPU-time clock)
 * @param intervalMicros the CPU time between two samples, µs
 * @param loadSeconds each cell's load while the profiler samples
 * @param jvmOptions what a profiled JVM gets besides the run's JVM options
 * @param warmup a profiled JVM's warm-up
 * @param jvms the JVMs profiled per variant; null in a run made before the phase profiled
 * several (one JVM each, its files straight under {@code profiles/VARIANT/})
 * @param order every profiled JVM in the order the phase runs them; null with
 * {@code jvms}
 * @param allocIntervalBytes bytes allocated between two samples of async-profiler's
 * {@code alloc} event, recorded beside the CPU's; null in a run made before the phase
 * recorded allocations
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ProfilerOptions(@JsonProperty(required = true) List<String> variants,
		@JsonProperty(required = true) List<Cell> cells, @JsonProperty(required = true) String event,
		@JsonProperty(required = true) int intervalMicros, @JsonProperty(required = true) int loadSeconds,
		@JsonProperty(required = true) List<String> jvmOptions, @JsonProperty(required = true) PhaseWarmup warmup,
		Integer jvms, List<ProfiledJvm> order, Integer allocIntervalBytes) {

	/**
	 * One profiled JVM: its variant and its index among the variant's JVMs. The variants'
	 * JVMs of one index run next to each other, so a difference between two variants is
	 * taken pair by pair, index by index.
	 *
	 * @param variant the variant's id
	 * @param index from 1
	 */
	public record ProfiledJvm(String variant, int index) {

	}

	/** The interval as a reader reads it: {@code 5 ms}, {@code 500 µs}. */
	public String interval() {
		return (this.intervalMicros % 1000 == 0) ? this.intervalMicros / 1000 + " ms" : this.intervalMicros + " µs";
	}

	/** The JVMs profiled per variant: one in a run made before the phase took several. */
	@JsonIgnore
	public int jvmsPerVariant() {
		return (this.jvms != null) ? this.jvms : 1;
	}

	/**
	 * Where a profiled JVM's files are, relative to the run:
	 * {@code profiles/VARIANT/jvm-K} ({@code profiles/VARIANT} in a run made before the
	 * phase took several).
	 */
	public String directory(String variant, int index) {
		return "profiles/" + variant + ((this.jvms != null) ? "/jvm-" + index : "");
	}

}
