package io.github.bootbench.report.feature.orders;

import java.util.List;

import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.model.ReadmePlace;
import io.github.bootbench.report.model.Section;

/**
 * The study of the orders ({@code --order shuffled,duet,sliced}): {@code orders} at the
 * end of results.json, left out for a run in one order; its tables in the README after
 * the connections.
 */
public final class OrderFeature implements Section.Feature {

	@Override
	public List<Section> of(RunDirectory run) {
		OrderStudy study = OrderStudy.of(run);
		return List.of(new Section("orders", null, study, true, ReadmePlace.CONNECTIONS,
				(result, md) -> OrderTables.write(study, md)));
	}

}
