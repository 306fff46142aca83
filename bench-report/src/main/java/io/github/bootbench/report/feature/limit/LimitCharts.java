package io.github.bootbench.report.feature.limit;

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
import io.github.bootbench.report.format.markdown.RatioText;
import io.github.bootbench.report.input.Pinning;
import io.github.bootbench.report.model.RatioRow;
import io.github.bootbench.report.model.RunResult;

/**
 * A sweep of CPU limits' forest plots: per endpoint, each app's ratio to the baseline's
 * app without a limit and, on the row below it, with both at the limit and the limit's
 * change (the second ratio over the first, block by block) with its verdict.
 */
final class LimitCharts {

	private LimitCharts() {
	}

	static List<String> write(List<LimitChange> changes, RunResult result, Path directory) throws IOException {
		Map<String, List<RatioRow>> byEndpoint = new LinkedHashMap<>();
		Map<RatioRow, String> labels = new IdentityHashMap<>();
		for (LimitChange change : changes) {
			String name = change.variant() + " · " + Tool.withLevel(change.tool(), change.concurrency());
			List<RatioRow> rows = byEndpoint.computeIfAbsent(change.endpoint(), (endpoint) -> new ArrayList<>());
			if (change.without() != null && change.at() != null) {
				rows.add(change.without());
				labels.put(change.without(), name + " · no limit");
				rows.add(change.at());
				labels.put(change.at(), name + " · at " + Pinning.limitCpus(change.cpus()) + " · change "
						+ ((change.change().ratio() != null) ? RatioText.times(change.change().ratio()) + " " : "")
						+ change.change().word());
			}
		}
		ChartFiles files = ChartFiles.of(result, directory);
		VariantLooks looks = VariantLooks.of(result.run().record().options().variants());
		RatioCharts charts = new RatioCharts(result, files, looks);
		String baseline = changes.isEmpty() ? "" : changes.get(0).baseline();
		for (Map.Entry<String, List<RatioRow>> entry : byEndpoint.entrySet()) {
			if (entry.getValue().isEmpty()) {
				continue;
			}
			// Each row in its variant's look, as in every chart; each names its variant,
			// its limit and the limit's change, so no legend.
			charts.forest(entry.getValue(), labels::get, RatioRow::variant, looks::of,
					"Under a CPU limit: throughput relative to " + baseline
							+ " without a limit and with both at the limit, " + Names.endpoint(entry.getKey()),
					RatioCharts.axis("throughput", baseline + " (at the same limit)", true),
					"limit-" + entry.getKey() + ".svg", false);
		}
		return files.written();
	}

}
