package io.github.bootbench.report.input;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.github.bootbench.report.core.Tool;

/**
 * The memory phase ({@code --memory}, {@code --memory-only}): how each trial was made.
 *
 * @param mode {@code on} after the rounds, {@code only} without them
 * @param referenceHeapMb the heap of the reference trials ({@code -Xmx} of the run)
 * @param heapCandidatesMb the smaller heap steps every round tries
 * @param windowsPerEndpoint measured windows of each endpoint after the warm-up
 */
public record MemoryOptions(@JsonProperty(required = true) String mode,
		@JsonProperty(required = true) int referenceHeapMb,
		@JsonProperty(required = true) List<Integer> heapCandidatesMb, @JsonProperty(required = true) Tool tool,
		@JsonProperty(required = true) int concurrency, @JsonProperty(required = true) List<String> endpoints,
		@JsonProperty(required = true) int loadSeconds, @JsonProperty(required = true) PhaseWarmup warmup,
		@JsonProperty(required = true) int windowsPerEndpoint, @JsonProperty(required = true) String nmtOption,
		@JsonProperty(required = true) String oomOption) {

	public boolean only() {
		return "only".equals(this.mode);
	}

}
