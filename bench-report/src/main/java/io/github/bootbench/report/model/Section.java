package io.github.bootbench.report.model;

import java.util.List;
import java.util.ServiceLoader;

import io.github.bootbench.report.input.RunDirectory;

/**
 * A part of a run's report that a feature adds (one not every run has): what results.json
 * holds under its key, and its part of the README, each at a place the core's skeleton
 * names. The core writes every section where it belongs without knowing what it is; a
 * feature makes its sections with a {@link Section.Feature} it names in
 * {@code META-INF/services/io.github.bootbench.report.model.Section$Feature}, whose order
 * is the order of sections that follow the same place.
 */
public interface Section {

	/** The key of results.json it is written under. */
	String key();

	/**
	 * The key of results.json it is written after (one of the core's); null: after every
	 * key of the core.
	 */
	String jsonAfter();

	/** What results.json holds under its key. */
	Object json();

	/**
	 * Whether a null {@link #json()} leaves its key out of results.json (or writes null).
	 */
	default boolean jsonOmittedWhenNull() {
		return false;
	}

	/** The part of the README it is written after. */
	ReadmePlace readmeAfter();

	/** Its part of the README; nothing when the run has none. */
	void markdown(RunResult result, StringBuilder md);

	/** What makes a feature's section of a run, from the run's own files. */
	interface Feature {

		Section of(RunDirectory run);

	}

	/** Every feature's section of the run, in the services file's order. */
	static List<Section> of(RunDirectory run) {
		return ServiceLoader.load(Feature.class).stream().map((feature) -> feature.get().of(run)).toList();
	}

}
