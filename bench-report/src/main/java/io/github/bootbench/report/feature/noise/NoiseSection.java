package io.github.bootbench.report.feature.noise;

import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.model.ReadmePlace;
import io.github.bootbench.report.model.RunResult;
import io.github.bootbench.report.model.Section;

/**
 * "Where the noise comes from", the run's A/A pair replayed: {@code noise} in
 * results.json (null for a run without the pair's seconds), after the harness's time; its
 * tables in the README after the connections (and after the study of orders, listed
 * before it).
 *
 * @param study the run's noise study, or null
 */
public record NoiseSection(NoiseStudy study) implements Section {

	@Override
	public String key() {
		return "noise";
	}

	@Override
	public String jsonAfter() {
		return "harness";
	}

	@Override
	public Object json() {
		return this.study;
	}

	@Override
	public ReadmePlace readmeAfter() {
		return ReadmePlace.CONNECTIONS;
	}

	@Override
	public void markdown(RunResult result, StringBuilder md) {
		NoiseTables.write(this.study, result, md);
	}

	/** The section of every run, found through {@code META-INF/services}. */
	public static final class Feature implements Section.Feature {

		@Override
		public Section of(RunDirectory run) {
			return new NoiseSection(NoiseStudy.of(run));
		}

	}

}
