package io.github.bootbench.report.feature.jmeter;

import java.util.List;

import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.model.ReadmePlace;
import io.github.bootbench.report.model.Section;

/**
 * The JMeter tool's Summary Report ({@code --tools jmeter}): {@code jmeter} in
 * results.json after every key of the core (left out in a run without JMeter), its tables
 * in the README after the throughput, and a caveat where the protocol's ramp-up set a
 * cell's throughput.
 */
public final class JmeterFeature implements Section.Feature {

	@Override
	public List<Section> of(RunDirectory run) {
		List<JmeterSummary> jmeter = JmeterSummary.of(run);
		return List.of(new Section("jmeter", null, jmeter.isEmpty() ? null : jmeter, true, ReadmePlace.THROUGHPUT,
				(result, md) -> JmeterTables.write(jmeter, md))
			.withCaveats(PacedByProtocol.of(jmeter)));
	}

}
