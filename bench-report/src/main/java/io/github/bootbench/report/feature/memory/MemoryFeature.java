package io.github.bootbench.report.feature.memory;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;

import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.model.ReadmePlace;
import io.github.bootbench.report.model.Section;

/**
 * The memory phase ({@code --memory}, {@code --memory-only}): what its trials wrote under
 * {@code memory/}, judged; {@code memory} in results.json after the async-to-block ratios
 * (and after the features listed before it in the services file that follow them too;
 * null for a run without the phase), its tables in the README where the core's skeleton
 * puts memory (the whole README of a run with the phase alone) and its NMT chart.
 */
public final class MemoryFeature implements Section.Feature {

	@Override
	public List<Section> of(RunDirectory run) {
		MemoryResult memory;
		try {
			memory = MemoryResult.of(run, MemoryPhase.read(run.path()));
		}
		catch (IOException ex) {
			throw new UncheckedIOException("the memory phase of " + run.path() + " could not be read", ex);
		}
		return List.of(new Section("memory", "asyncToBlock", memory, false, ReadmePlace.MEMORY,
				(result, md) -> MemoryTables.write(memory, md),
				(result, directory) -> MemoryChart.write(memory, result, directory)));
	}

}
