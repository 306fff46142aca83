package io.github.bootbench.report.feature.profile;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;

import io.github.bootbench.report.format.chart.ChartFiles;
import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.model.ReadmePlace;
import io.github.bootbench.report.model.Section;

/**
 * The profiler phase ({@code --profiler}): what it wrote under {@code profiles/}, as
 * server CPU per request by part of the stack; {@code profiles} in results.json after
 * every key of the core (left out without the phase), its tables in the README after the
 * CPU and memory of the rounds.
 */
public final class ProfileFeature implements Section.Feature {

	@Override
	public List<Section> of(RunDirectory run) {
		Profiles profiles;
		try {
			profiles = Profiles.read(run);
		}
		catch (IOException ex) {
			throw new UncheckedIOException("the profiles of " + run.path() + " could not be read", ex);
		}
		return List.of(new Section("profiles", null, profiles, true, ReadmePlace.CPU_AND_MEMORY,
				(result, md) -> ProfileTables.write(profiles, run.record().options(), md), (result, directory) -> {
					FlameGraphPages.write(profiles, run.record().options(), run.path(), directory);
					return FlameGraphs.write(profiles, run.record().options(), run.path(),
							ChartFiles.of(result, directory));
				}));
	}

}
