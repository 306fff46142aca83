package io.github.bootbench.report.input;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.github.bootbench.report.core.Tool;

/**
 * How the warm-up was run. Runs before the JIT-quiet rule had a primer and windows; since
 * then, cycles of {@code cycleSeconds} with idle gaps, ended by {@code rule}.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record WarmupOptions(Tool tool, Integer primerSeconds, Integer windowSeconds, Integer minSeconds, int capSeconds,
		double tolerancePercent, Integer cycleSeconds, Integer idleSeconds, Double jitBusyPercent, String rule) {

}
