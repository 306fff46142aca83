package io.github.bootbench.report.model;

import java.util.List;
import java.util.Objects;
import java.util.function.Function;

import io.github.bootbench.report.input.Measurement;
import io.github.bootbench.report.input.RunEnvironment;
import io.github.bootbench.report.input.WindowCommand;
import io.github.bootbench.report.stats.BlockNoise;
import io.github.bootbench.report.stats.Spread;

/**
 * How contended a run's machine was, read from the run's own windows: the A/A control's
 * noise (the assurance's, where the noise is the control's), the hypervisor's steal and
 * the server's CPU share over the measuring windows, and the share of CPU periods a limit
 * throttled. The same figures for a run made before they were recorded, so that every run
 * can be placed on one scale of contention.
 */
public final class RunContention {

	private RunContention() {
	}

	/** The contention of this run, every figure null that it did not read. */
	public static RunEnvironment.Contention of(RunResult result) {
		Assurance assurance = result.assurance();
		BlockNoise noise = assurance.noiseFromControl() ? assurance.noise() : null;
		List<Measurement> measuring = result.measurements().stream().filter(Measurement::ok).toList();
		List<Double> throttled = measuring.stream()
			.map((m) -> m.command().throttling())
			.filter(Objects::nonNull)
			.map(WindowCommand.Throttling::throttledPercent)
			.filter(Objects::nonNull)
			.toList();
		return new RunEnvironment.Contention((noise != null) ? noise.withinSd() : null,
				(noise != null) ? noise.betweenSd() : null,
				mean(measuring, (m) -> (m.samples() != null) ? m.samples().averageSteal() : null),
				median(measuring, (m) -> m.usage().serverCpuAvgPercent()),
				throttled.isEmpty() ? null : Spread.of(throttled).median());
	}

	private static Double mean(List<Measurement> windows, Function<Measurement, Double> figure) {
		List<Double> figures = windows.stream().map(figure).filter(Objects::nonNull).toList();
		return figures.isEmpty() ? null : figures.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
	}

	private static Double median(List<Measurement> windows, Function<Measurement, Double> figure) {
		List<Double> figures = windows.stream().map(figure).filter(Objects::nonNull).toList();
		return figures.isEmpty() ? null : Spread.of(figures).median();
	}

}
