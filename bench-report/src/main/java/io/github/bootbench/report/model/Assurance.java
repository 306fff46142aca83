package io.github.bootbench.report.model;

import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;

import io.github.bootbench.report.core.Interval;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.input.Measurement;
import io.github.bootbench.report.input.RunRecord;
import io.github.bootbench.report.input.Session;
import io.github.bootbench.report.input.Variant;
import io.github.bootbench.report.stats.BlockNoise;
import io.github.bootbench.report.stats.Sensitivity;
import io.github.bootbench.report.stats.Spread;

/**
 * How sure a run measured in blocks is, in the figures the report's first line gives.
 *
 * @param controlCalled throughput cells in which the A/A control was called faster or
 * slower (null without a control)
 * @param controlJudged throughput cells of the control with a verdict
 * @param controlMedianRatio the control's median throughput ratio over its cells
 * @param medianWidth median interval width over the wrk throughput ratios (all tools when
 * the run has no wrk)
 * @param widthTool the tool that width is over ({@code wrk}), or null for every tool
 * @param jitBusyWindows windows flagged for a busy JIT (by the compiler threads' CPU time
 * where read)
 * @param jitReadWindows windows whose compile time was read
 * @param jitCpuReadWindows windows whose compiler threads' CPU time was read (0 in runs
 * made before it was)
 * @param compilingLongWindows windows whose reported compile time
 * ({@code jvm.compilation.time}) alone exceeds the busy share
 * @param warmupsAtCap sessions measured after the warm-up cap, not JIT-quiet
 * @param warmups sessions that were warmed up
 * @param rounds rounds of fresh JVMs the run was planned with
 * @param throughputCells throughput ratios of variants against the baseline
 * @param judgedThroughputCells of those, the ones with a verdict
 * @param noise how much a block's throughput ratio wanders on this run's machine (over
 * the same tool as the width), or null where no throughput cell was judged
 * @param noiseFromControl whether the noise is the A/A control's (else every judged
 * cell's, around its own ratio)
 * @param sensitivity what the run's design can detect on that noise, or null
 * @param planted each positive control as the run found it (empty without
 * {@code --planted})
 * @param latency the fixed-rate latency ratios against the baseline (each cell's
 * percentiles), or null in a run without the fixed-rate tool
 * @param interval the rule every interval and verdict of the run was made by: the current
 * one, whatever rule first judged the run
 */
public record Assurance(Integer controlCalled, Integer controlJudged, Double controlMedianRatio, Double medianWidth,
		Tool widthTool, int jitBusyWindows, int jitReadWindows, int jitCpuReadWindows, int compilingLongWindows,
		int warmupsAtCap, int warmups, double minEffectPercent, int rounds, int throughputCells,
		int judgedThroughputCells, BlockNoise noise, boolean noiseFromControl, Sensitivity sensitivity,
		List<PlantedControl> planted, FixedRateLatency latency, Interval interval) {

	/**
	 * How the fixed-rate latency ratios against the baseline went.
	 *
	 * @param ratios every percentile of every fixed-rate cell of every variant
	 * @param judged of those, the ones with a verdict
	 * @param controlCalled the A/A control's judged ratios called faster or slower (null
	 * without a control)
	 * @param controlJudged the A/A control's ratios with a verdict
	 */
	public record FixedRateLatency(int ratios, int judged, Integer controlCalled, Integer controlJudged) {

		static FixedRateLatency of(List<RatioRow> ratios) {
			List<RatioRow> latency = ratios.stream().filter((r) -> Tool.atFixedRate(r.tool())).toList();
			if (latency.isEmpty()) {
				return null;
			}
			List<RatioRow> control = latency.stream().filter(RatioRow::control).toList();
			List<RatioRow> controlJudged = control.stream().filter(RatioRow::judged).toList();
			return new FixedRateLatency(latency.size(), (int) latency.stream().filter(RatioRow::judged).count(),
					control.isEmpty() ? null : (int) controlJudged.stream().filter(RatioRow::called).count(),
					control.isEmpty() ? null : controlJudged.size());
		}

	}

	static Assurance of(RunRecord record, List<RatioRow> ratios, List<Measurement> windows) {
		// The A/A control at a limit of a sweep is the limit's (LimitFeature), not the
		// run's: its noise is of a JVM that waits for its quota.
		Set<String> limited = record.options()
			.variants()
			.stream()
			.filter((v) -> v.cpuLimit() != null)
			.map(Variant::id)
			.collect(Collectors.toSet());
		List<RatioRow> control = ratios.stream()
			.filter((r) -> r.control() && r.throughput() && !limited.contains(r.variant()))
			.toList();
		List<RatioRow> controlJudged = control.stream().filter(RatioRow::judged).toList();
		Integer called = control.isEmpty() ? null : (int) controlJudged.stream().filter(RatioRow::called).count();
		List<Double> controlRatios = control.stream().map(RatioRow::ratio).filter(Objects::nonNull).toList();
		List<RatioRow> throughput = ratios.stream().filter(RatioRow::throughput).toList();
		boolean wrk = throughput.stream().anyMatch((r) -> Tool.WRK == r.tool());
		List<Double> widths = throughput.stream()
			.filter((r) -> (!wrk || Tool.WRK == r.tool()) && r.judged())
			.map(RatioRow::width)
			.filter(Objects::nonNull)
			.toList();
		List<Session> sessions = record.sessions().stream().filter(Session::ok).toList();
		List<String> plantedIds = record.options()
			.variants()
			.stream()
			.filter(Variant::planted)
			.map(Variant::id)
			.toList();
		List<RatioRow> judgedCells = throughput.stream()
			.filter((r) -> r.judged() && (!wrk || Tool.WRK == r.tool()) && !plantedIds.contains(r.variant()))
			.toList();
		boolean noiseFromControl = judgedCells.stream().anyMatch((r) -> r.control() && !limited.contains(r.variant()));
		BlockNoise noise = BlockNoise.of(judgedCells.stream()
			.filter((r) -> r.control() == noiseFromControl && !limited.contains(r.variant()))
			.map((r) -> Ratios.blockRatios(record.options(), windows, r))
			.toList());
		Sensitivity sensitivity = (noise != null) ? Sensitivity.of(noise, record.options().rounds(),
				record.options().blocksPerRound(), Ratios.minEffect(record.options()), record.options().ratioInterval())
				: null;
		return new Assurance(called, control.isEmpty() ? null : controlJudged.size(),
				controlRatios.isEmpty() ? null : Spread.of(controlRatios).median(),
				widths.isEmpty() ? null : Spread.of(widths).median(), wrk ? Tool.WRK : null,
				(int) windows.stream().filter(Measurement::jitBusy).count(),
				(int) windows.stream().filter((w) -> w.jvm().jitMs() != null).count(),
				(int) windows.stream().filter((w) -> w.jvm().jitCpuMs() != null).count(),
				(int) windows.stream().filter((w) -> w.compilingLong()).count(),
				(int) sessions.stream().filter((s) -> !s.steady()).count(), sessions.size(),
				record.options().minEffectPercent(), record.options().rounds(), throughput.size(),
				(int) throughput.stream().filter(RatioRow::judged).count(), noise, noiseFromControl, sensitivity,
				PlantedControl.of(record.options(), ratios, windows), FixedRateLatency.of(ratios),
				record.options().ratioInterval());
	}

}
