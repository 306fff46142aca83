package io.github.bootbench.report.feature.noise;

import java.util.List;

import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.model.ReadmePlace;
import io.github.bootbench.report.model.Section;

/**
 * "Where the noise comes from", the run's A/A pair replayed: {@code noise} in
 * results.json after the harness's time (null for a run without the pair's seconds); its
 * tables in the README after the connections (and after the study of orders, listed
 * before it).
 */
public final class NoiseFeature implements Section.Feature {

	@Override
	public List<Section> of(RunDirectory run) {
		NoiseStudy study = NoiseStudy.of(run);
		return List.of(new Section("noise", "harness", study, false, ReadmePlace.CONNECTIONS,
				(result, md) -> NoiseTables.write(study, result, md)));
	}

}
