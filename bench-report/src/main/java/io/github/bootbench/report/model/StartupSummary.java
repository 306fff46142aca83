package io.github.bootbench.report.model;

import java.util.List;
import java.util.Objects;
import java.util.function.Function;

import io.github.bootbench.report.input.ColdStart;
import io.github.bootbench.report.stats.Spread;

/**
 * A variant's cold starts summarised: medians over the ones that answered.
 *
 * @param firstResponseMs time from exec to the first 200, over the successful cold starts
 * (null: none)
 */
public record StartupSummary(int attempts, int answered, Spread firstResponseMs, Double startedInSeconds, Double rssKb,
		Double heapUsedBytes, Double jvmMemoryUsedBytes, Double classesLoaded, Double threadsLive) {

	static StartupSummary of(List<ColdStart> starts) {
		List<ColdStart> ok = starts.stream().filter(ColdStart::ok).toList();
		return new StartupSummary(starts.size(), ok.size(), spread(ok, ColdStart::firstResponseMs),
				median(ok, ColdStart::startedInSeconds), median(ok, ColdStart::rssKb),
				median(ok, (s) -> s.metric("jvm.memory.used{area=heap}")),
				median(ok, (s) -> s.metric("jvm.memory.used")), median(ok, (s) -> s.metric("jvm.classes.loaded")),
				median(ok, (s) -> s.metric("jvm.threads.live")));
	}

	public Double firstResponseMedianMs() {
		return (this.firstResponseMs != null) ? this.firstResponseMs.median() : null;
	}

	private static Spread spread(List<ColdStart> starts, Function<ColdStart, Double> figure) {
		List<Double> values = starts.stream().map(figure).filter(Objects::nonNull).toList();
		return values.isEmpty() ? null : Spread.of(values);
	}

	private static Double median(List<ColdStart> starts, Function<ColdStart, Double> figure) {
		Spread spread = spread(starts, figure);
		return (spread != null) ? spread.median() : null;
	}

}
