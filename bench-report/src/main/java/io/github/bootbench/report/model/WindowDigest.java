package io.github.bootbench.report.model;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;

import io.github.bootbench.report.core.Method;
import io.github.bootbench.report.input.Measurement;
import io.github.bootbench.report.input.RunRecord;
import io.github.bootbench.report.input.Variant;
import io.github.bootbench.report.stats.Spread;

/**
 * What the windows say besides their figures, per variant: how busy its JIT was, and (ab
 * only) its connection set-ups per cell.
 *
 * @param jit per variant, in the run's order
 * @param connects per variant, endpoint and concurrency with ab's set-up times
 * @param harness the harness's own time between windows, or null when not recorded
 */
public record WindowDigest(List<Jit> jit, List<Connect> connects, HarnessTime harness) {

	/**
	 * The JIT during one variant's windows.
	 *
	 * @param windows windows with a JIT reading
	 * @param busy of them flagged busy ({@link Method#jitBusy()})
	 * @param cpuMs the compiler threads' CPU time per window
	 * @param compilingLong windows whose reported compile time ran over the busy share
	 * @param compileMs the compile time the JVM reported per window
	 */
	public record Jit(String variant, String name, int windows, long busy, Spread cpuMs, long compilingLong,
			Spread compileMs) {

	}

	/**
	 * ab's longest connection set-up in each window of one cell.
	 *
	 * @param retried windows with a set-up of {@link Method#SYN_RETRY_MS} or more
	 */
	public record Connect(String variant, String name, String endpoint, int concurrency, double medianMs,
			double highestMs, long retried, int windows) {

	}

	static WindowDigest of(RunRecord.Options options, List<Measurement> windows) {
		List<Jit> jit = new ArrayList<>();
		for (Variant variant : options.variants()) {
			List<Measurement> read = windows.stream()
				.filter((w) -> w.variant().equals(variant.id())
						&& (w.jvm().jitMs() != null || w.jvm().jitCpuMs() != null))
				.toList();
			jit.add(new Jit(variant.id(), variant.name(), read.size(),
					read.stream().filter(Measurement::jitBusy).count(), spread(read, (w) -> w.jvm().jitCpuMs()),
					read.stream().filter(Measurement::compilingLong).count(), spread(read, (w) -> w.jvm().jitMs())));
		}
		Map<List<Object>, List<Measurement>> cells = new LinkedHashMap<>();
		windows.stream()
			.filter((w) -> w.load().connectMaxMs() != null)
			.forEach((w) -> cells
				.computeIfAbsent(List.of(w.variant(), w.endpoint(), w.key().concurrency()), (k) -> new ArrayList<>())
				.add(w));
		List<Connect> connects = new ArrayList<>();
		cells.forEach((key, cell) -> {
			List<Double> max = cell.stream().map((w) -> w.load().connectMaxMs()).sorted().toList();
			String variant = (String) key.get(0);
			connects.add(new Connect(variant, options.variantName(variant), (String) key.get(1), (Integer) key.get(2),
					Spread.of(max).median(), max.get(max.size() - 1),
					max.stream().filter((m) -> m >= Method.SYN_RETRY_MS).count(), max.size()));
		});
		return new WindowDigest(List.copyOf(jit), List.copyOf(connects), HarnessTime.of(windows));
	}

	private static Spread spread(List<Measurement> windows, Function<Measurement, Double> figure) {
		List<Double> values = windows.stream().map(figure).filter(Objects::nonNull).toList();
		return values.isEmpty() ? null : Spread.of(values);
	}

}
