package io.github.bootbench.report.feature.limit;

import java.util.List;

import io.github.bootbench.report.input.Measurement;
import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.input.RunRecord;
import io.github.bootbench.report.model.ReadmePlace;
import io.github.bootbench.report.model.RunResult;
import io.github.bootbench.report.model.Section;

/**
 * A sweep of CPU limits ({@code --sweep cpu-limit}): each app against the baseline's app
 * without a limit and at each limit, and the limit's change to that ratio;
 * {@code cpuLimits} in results.json after the async-to-block ratios, its table in the
 * README after how sure the run is, its forest plots after the core's. A run without one
 * has none of them.
 */
public final class LimitFeature implements Section.Feature {

	@Override
	public List<Section> of(RunDirectory run) {
		RunRecord.Options options = run.record().options();
		if (options.variants().stream().noneMatch((variant) -> variant.cpuLimit() != null)) {
			return List.of();
		}
		List<Measurement> judged = RunResult.firstOrder(run);
		List<LimitChange> changes = LimitChange.of(options, judged, RunResult.toolBound(RunResult.rows(run, judged)));
		return List.of(new Section("cpuLimits", "asyncToBlock", changes, false, ReadmePlace.ASSURANCE,
				(result, md) -> LimitTables.write(changes, options, md), Section.ChartPlace.RATIOS,
				(result, directory) -> LimitCharts.write(changes, result, directory), List.of()));
	}

}
