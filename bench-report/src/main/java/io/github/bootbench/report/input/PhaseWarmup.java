package io.github.bootbench.report.input;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * The warm-up of a JVM a phase after the rounds starts on its own (a memory trial, a
 * profiled JVM): load cycles over the phase's cells in turn, by the rounds' rule,
 * {@code until} {@code jit-quiet}, within the cap.
 *
 * @param cycleSeconds each cycle's load
 * @param capSeconds the most load the warm-up gets
 */
public record PhaseWarmup(@JsonProperty(required = true) String until, @JsonProperty(required = true) int cycleSeconds,
		@JsonProperty(required = true) int capSeconds) {

	/** The rounds' rule: until the JIT is quiet. */
	public static PhaseWarmup untilJitQuiet(int cycleSeconds, int capSeconds) {
		return new PhaseWarmup("jit-quiet", cycleSeconds, capSeconds);
	}

}
