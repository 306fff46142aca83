package io.github.bootbench.report.feature.tuning;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.format.Names;
import io.github.bootbench.report.format.chart.ChartFiles;
import io.github.bootbench.report.format.chart.RatioCharts;
import io.github.bootbench.report.format.chart.VariantLooks;
import io.github.bootbench.report.model.RatioRow;
import io.github.bootbench.report.model.RunResult;
import io.github.bootbench.report.plan.Sweeps;

/**
 * A sweep's forest plots: per swept app and endpoint, each setting's throughput over the
 * app's default with its interval, in the sweep's order.
 */
final class TuningCharts {

	private TuningCharts() {
	}

	static List<String> write(List<Tuning> tunings, RunResult result, Path directory) throws IOException {
		Map<List<String>, List<RatioRow>> byAppAndEndpoint = new LinkedHashMap<>();
		Map<RatioRow, String> labels = new IdentityHashMap<>();
		for (Tuning tuning : tunings) {
			for (Tuning.Setting setting : tuning.settings()) {
				if (setting.throughput() != null) {
					byAppAndEndpoint.computeIfAbsent(List.of(tuning.app(), tuning.endpoint()), (k) -> new ArrayList<>())
						.add(setting.throughput());
					labels.put(setting.throughput(), setting.label());
				}
			}
		}
		ChartFiles files = ChartFiles.of(result, directory);
		VariantLooks looks = VariantLooks.of(result.run().record().options().variants());
		RatioCharts charts = new RatioCharts(result, files, looks);
		for (Map.Entry<List<String>, List<RatioRow>> entry : byAppAndEndpoint.entrySet()) {
			String app = entry.getKey().get(0);
			String endpoint = entry.getKey().get(1);
			// Each setting is a variant of the run: drawn in its look, as in every chart.
			// Each row names its setting, so no legend; a container's property without
			// its prefix: the title names the app.
			charts.forest(entry.getValue(),
					(row) -> Sweeps.withoutContainerPrefix(labels.get(row)) + " · "
							+ Tool.withLevel(row.tool(), row.concurrency()),
					RatioRow::variant, looks::of,
					"Tuning " + app + ": throughput relative to its default, " + Names.endpoint(endpoint),
					RatioCharts.axis("throughput", app + "'s default", true),
					"tuning-" + app.replace('/', '-') + "-" + endpoint + ".svg", false);
		}
		return files.written();
	}

}
