package io.github.bootbench.report.feature.firstminutes;

import java.util.List;

import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.model.ReadmePlace;
import io.github.bootbench.report.model.Section;

/**
 * Each variant's first minutes as a fresh JVM, from its warm-up: {@code firstMinutes} in
 * results.json after the warm-up's ending (null without warm-up cycles to read); its
 * tables in the README after the startup's.
 */
public final class FirstMinutesFeature implements Section.Feature {

	@Override
	public List<Section> of(RunDirectory run) {
		FirstMinutes first = FirstMinutes.of(run);
		return List.of(new Section("firstMinutes", "warmupEnding", first, false, ReadmePlace.STARTUP,
				(result, md) -> FirstMinutesTables.write(first, result, md)));
	}

}
