package io.github.bootbench.report.feature.firstminutes;

import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.model.ReadmePlace;
import io.github.bootbench.report.model.RunResult;
import io.github.bootbench.report.model.Section;

/**
 * Each variant's first minutes as a fresh JVM, from its warm-up: {@code firstMinutes} in
 * results.json after the warm-up's ending (null without warm-up cycles to read); its
 * tables in the README after the startup's.
 *
 * @param first the run's first minutes, or null
 */
public record FirstMinutesSection(FirstMinutes first) implements Section {

	@Override
	public String key() {
		return "firstMinutes";
	}

	@Override
	public String jsonAfter() {
		return "warmupEnding";
	}

	@Override
	public Object json() {
		return this.first;
	}

	@Override
	public ReadmePlace readmeAfter() {
		return ReadmePlace.STARTUP;
	}

	@Override
	public void markdown(RunResult result, StringBuilder md) {
		FirstMinutesTables.write(this.first, result, md);
	}

	/** The section of every run, found through {@code META-INF/services}. */
	public static final class Feature implements Section.Feature {

		@Override
		public Section of(RunDirectory run) {
			return new FirstMinutesSection(FirstMinutes.of(run));
		}

	}

}
