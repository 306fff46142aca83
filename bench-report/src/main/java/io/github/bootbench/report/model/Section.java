package io.github.bootbench.report.model;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.ServiceLoader;
import java.util.function.BiConsumer;

import io.github.bootbench.report.input.RunDirectory;

/**
 * A part of a run's report that a feature adds (one not every run has): what results.json
 * holds under its key, and its part of the README, each at a place the core's skeleton
 * names. The core writes every section where it belongs without knowing what it is; a
 * feature makes its sections with a {@link Section.Feature} it names in
 * {@code META-INF/services/io.github.bootbench.report.model.Section$Feature}, whose order
 * is the order of sections that follow the same place.
 *
 * @param key the key of results.json it is written under
 * @param jsonAfter the key of results.json it is written after (one of the core's); null:
 * after every key of the core
 * @param json what results.json holds under its key
 * @param jsonOmittedWhenNull whether a null {@code json} leaves its key out (or writes
 * null)
 * @param readmeAfter the part of the README it is written after; null: it has none
 * @param markdown writes its part of the README (nothing when the run has none)
 * @param chartsAfter the core's charts its charts follow
 * @param charts writes its charts
 * @param caveats what limits the run's figures that only the feature knows, each placed
 * among the core's caveats ({@link Caveat.Worded#after()})
 */
public record Section(String key, String jsonAfter, Object json, boolean jsonOmittedWhenNull, ReadmePlace readmeAfter,
		BiConsumer<RunResult, StringBuilder> markdown, ChartPlace chartsAfter, Charts charts,
		List<? extends Caveat.Worded> caveats) {

	public Section {
		Objects.requireNonNull(key, "a section's key");
		Objects.requireNonNull(chartsAfter, "the core's charts a section's follow");
		Objects.requireNonNull(caveats, "a section's caveats (none: an empty list)");
	}

	/** A section without caveats, its charts after every chart of the core. */
	public Section(String key, String jsonAfter, Object json, boolean jsonOmittedWhenNull, ReadmePlace readmeAfter,
			BiConsumer<RunResult, StringBuilder> markdown, Charts charts) {
		this(key, jsonAfter, json, jsonOmittedWhenNull, readmeAfter, markdown, ChartPlace.STARTUP, charts, List.of());
	}

	/** A section without charts. */
	public Section(String key, String jsonAfter, Object json, boolean jsonOmittedWhenNull, ReadmePlace readmeAfter,
			BiConsumer<RunResult, StringBuilder> markdown) {
		this(key, jsonAfter, json, jsonOmittedWhenNull, readmeAfter, markdown, (result, directory) -> List.of());
	}

	/**
	 * The core's charts, in the order they are drawn, that a feature's charts can follow.
	 */
	public enum ChartPlace {

		/** The forest plots of the ratios to the baseline. */
		RATIOS,

		/** Each closed-loop tool's throughput against its level. */
		THROUGHPUT,

		/** Live threads against concurrency. */
		THREADS,

		/** Startup time and RSS at ready: the last of the core's. */
		STARTUP

	}

	/** What draws a section's charts. */
	@FunctionalInterface
	public interface Charts {

		/**
		 * Writes the section's charts of the run into the directory and returns their
		 * file names, in reading order (none when the run has nothing to draw).
		 */
		List<String> write(RunResult result, Path directory) throws IOException;

	}

	/**
	 * What makes a feature's sections of a run, from the run's own files: most have one.
	 */
	public interface Feature {

		List<Section> of(RunDirectory run);

	}

	/**
	 * Every feature's sections of the run, in the services file's order (each feature's
	 * in its own).
	 */
	static List<Section> of(RunDirectory run) {
		return ServiceLoader.load(Feature.class).stream().flatMap((feature) -> feature.get().of(run).stream()).toList();
	}

	/** The same section with these caveats. */
	public Section withCaveats(List<? extends Caveat.Worded> caveats) {
		return new Section(this.key, this.jsonAfter, this.json, this.jsonOmittedWhenNull, this.readmeAfter,
				this.markdown, this.chartsAfter, this.charts, List.copyOf(caveats));
	}

	/** The same section with these charts, after those of the core named. */
	public Section withCharts(ChartPlace after, Charts charts) {
		return new Section(this.key, this.jsonAfter, this.json, this.jsonOmittedWhenNull, this.readmeAfter,
				this.markdown, after, charts, this.caveats);
	}

	/** Its part of the README, written. */
	public void markdown(RunResult result, StringBuilder md) {
		this.markdown.accept(result, md);
	}

}
