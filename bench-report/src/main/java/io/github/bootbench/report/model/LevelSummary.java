package io.github.bootbench.report.model;

import java.util.List;
import java.util.Objects;
import java.util.OptionalDouble;
import java.util.function.Function;

import io.github.bootbench.report.input.Measurement;
import io.github.bootbench.report.stats.Spread;

/**
 * A variant's successful measurements at one concurrency summarised: the highest thread
 * and memory readings, the mean CPU, and the median collections per measurement. Every
 * aggregate over measurements of a level is computed here and nowhere else.
 *
 * @param measurements how many successful measurements it summarises (0: every figure is
 * null)
 * @param connectionsAccepted the TCP connections the server's machine accepted per
 * measurement (median), where the harness counted them
 */
public record LevelSummary(int measurements, Double threadsLive, Double threadsDaemon, Double threadsPeak,
		Double threadsStarted, Double osThreads, Double serverCpuMean, Double serverCpuPeak, Double rssPeakKb,
		Double heapUsedBytes, Double gcYoungCount, Double gcYoungMs, Double gcOldCount, Double gcOldMs,
		Double heapCommittedBytes, Double connectionsAccepted) {

	public static LevelSummary of(List<Measurement> ok) {
		return new LevelSummary(ok.size(), max(ok, (r) -> r.jvm().threadsLiveAfter()),
				max(ok, (r) -> r.jvm().threadsDaemonAfter()), max(ok, (r) -> r.jvm().threadsPeakAfter()),
				max(ok, (r) -> r.jvm().threadsStartedDuring()), max(ok, (r) -> r.usage().osThreadsPeak()),
				mean(ok, (r) -> r.usage().serverCpuAvgPercent()), max(ok, (r) -> r.usage().serverCpuPeakPercent()),
				max(ok, (r) -> r.usage().rssPeakKb()), max(ok, (r) -> r.jvm().heapUsedAfterBytes()),
				median(ok, (r) -> toDouble(r.jvm().gcYoungCount())), median(ok, (r) -> r.jvm().gcYoungMs()),
				median(ok, (r) -> toDouble(r.jvm().gcOldCount())), median(ok, (r) -> r.jvm().gcOldMs()),
				max(ok, (r) -> r.jvm().heapCommittedAfterBytes()),
				median(ok, (r) -> toDouble(r.command().connectionsAccepted())));
	}

	public boolean empty() {
		return this.measurements == 0;
	}

	private static Double max(List<Measurement> rows, Function<Measurement, Double> figure) {
		return rows.stream().map(figure).filter(Objects::nonNull).max(Double::compare).orElse(null);
	}

	private static Double mean(List<Measurement> rows, Function<Measurement, Double> figure) {
		OptionalDouble average = rows.stream()
			.map(figure)
			.filter(Objects::nonNull)
			.mapToDouble(Double::doubleValue)
			.average();
		return average.isPresent() ? average.getAsDouble() : null;
	}

	private static Double median(List<Measurement> rows, Function<Measurement, Double> figure) {
		Spread spread = CellFigures.spread(rows, figure);
		return (spread != null) ? spread.median() : null;
	}

	private static Double toDouble(Long value) {
		return (value != null) ? value.doubleValue() : null;
	}

}
