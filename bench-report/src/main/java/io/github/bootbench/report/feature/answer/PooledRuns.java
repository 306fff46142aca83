package io.github.bootbench.report.feature.answer;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.input.AppPlan;
import io.github.bootbench.report.input.Generation;
import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.input.Variant;
import io.github.bootbench.report.io.Sha256;
import io.github.bootbench.report.model.RunResult;
import io.github.bootbench.report.plan.Preset;

/**
 * Which runs an answer pools: those of the project's apps, or ({@code --app}) those of
 * one jar measured by run-all.sh {@code --app}, named by the jar itself or the first hex
 * digits of its SHA-256. A run of a user's jar never enters the project's answer, and the
 * project's runs never enter a jar's: the two answer different questions.
 *
 * @param sha256 the jar's SHA-256 or its first hex digits, lowercase; null for the
 * project's apps
 */
record PooledRuns(String sha256) {

	/** The fewest hex digits that name a jar. */
	static final int MIN_HEX = AppPlan.SHORT_SHA;

	/**
	 * The runs of {@code app}: a jar's path or its SHA-256's first hex digits; null, the
	 * project's. Anything else is an {@link IllegalArgumentException} in one line.
	 */
	static PooledRuns of(String app) throws IOException {
		if (app == null) {
			return new PooledRuns(null);
		}
		if (Files.isRegularFile(Path.of(app))) {
			return new PooledRuns(Sha256.of(Path.of(app)));
		}
		if (app.matches("[0-9a-fA-F]{" + MIN_HEX + ",64}")) {
			return new PooledRuns(app.toLowerCase(Locale.ROOT));
		}
		throw new IllegalArgumentException(
				"--app: '" + app + "' is neither a file nor a SHA-256 (" + MIN_HEX + " to 64 hex digits)");
	}

	/** Whether the answer pools this run. */
	boolean pools(RunDirectory run) throws IOException {
		AppPlan app = run.app();
		return (this.sha256 == null) ? app == null : app != null && app.sha256().startsWith(this.sha256);
	}

	/** Whether these are the runs of one jar. */
	boolean ofApp() {
		return this.sha256 != null;
	}

	/**
	 * The directory under RESULTS_DIR the answer goes to: {@code answer},
	 * {@code answer-app-f7d0cefdaf73}, each with {@code -this-machine} where only this
	 * machine's runs are pooled.
	 */
	String directory(boolean thisMachine) {
		String answer = ofApp() ? "answer-app-" + this.sha256.substring(0, MIN_HEX) : "answer";
		return thisMachine ? answer + "-this-machine" : answer;
	}

	/**
	 * The cells a jar's answer leads with: its runs' apps as built first, then the other
	 * containers', their endpoints and concurrency levels, wrk, and the default JVM
	 * options. The project's answer leads with a default run's cells instead.
	 */
	static Headline headline(List<RunResult> runs) {
		Set<String> apps = new LinkedHashSet<>();
		Set<String> endpoints = new LinkedHashSet<>();
		Set<Integer> levels = new LinkedHashSet<>();
		for (RunResult result : runs) {
			RunDirectory run = result.run();
			run.record()
				.options()
				.variants()
				.stream()
				.filter((variant) -> !variant.copyOfBaseline() && Generation.of(variant.app()) == Generation.APP)
				.map(Variant::app)
				.forEach(apps::add);
			endpoints.addAll(run.endpoints());
			levels.addAll(run.concurrencyLevels());
		}
		return new Headline(new ArrayList<>(apps), new ArrayList<>(endpoints), levels.stream().sorted().toList(),
				Tool.WRK, Preset.JVM_OPTIONS, Double.parseDouble(Preset.MIN_EFFECT_PERCENT));
	}

}
