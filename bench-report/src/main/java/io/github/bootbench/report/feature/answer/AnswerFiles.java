package io.github.bootbench.report.feature.answer;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import io.github.bootbench.report.input.AppPlan;
import io.github.bootbench.report.io.Json;

/**
 * Every file of the answer: its page, answer.json, its forest plots and its
 * meta-regressions on the runs' noise.
 */
public final class AnswerFiles {

	private AnswerFiles() {
	}

	/** README.md, answer.json and charts/ into {@code out} (created if needed). */
	public static void write(Synthesis synthesis, Path out) throws IOException {
		write(synthesis, null, out);
	}

	/**
	 * The answer of the project's runs, or with {@code app} of the runs of that jar
	 * (run-all.sh {@code --app}), into {@code out}.
	 */
	static void write(Synthesis synthesis, AppPlan app, Path out) throws IOException {
		Files.createDirectories(out);
		List<String> charts = new java.util.ArrayList<>(AnswerCharts.write(synthesis, out.resolve("charts")));
		charts.addAll(RegressionCharts.write(synthesis, out.resolve("charts")));
		Files.writeString(out.resolve("README.md"),
				(app != null) ? AppAnswerPage.write(synthesis, app, charts) : AnswerPage.write(synthesis, charts));
		Json.pretty().writeValue(out.resolve("answer.json").toFile(), synthesis);
	}

}
